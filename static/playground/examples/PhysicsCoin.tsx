// PhysicsCoin.tsx from margelo/react-native-filament, examples/Shared/src/PhysicsCoin.tsx at 6e673c7efe1d
// (MIT licence: LICENSE in this folder), adapted for the web playground:
// its helper pasted in from its own file; `require('./assets/…')` for the app's `@assets/…` alias; its component as the default export.
import * as React from 'react'
import { useCallback } from 'react'

import { StyleSheet } from 'react-native'
import {
  FilamentView,
  useWorld,
  useRigidBody,
  useStaticPlaneShape,
  useWorkletCallback,
  useFilamentContext,
  RenderCallback,
  FilamentScene,
  DefaultLight,
  Camera,
  CollisionCallback,
} from 'react-native-filament'
import { DiscreteDynamicWorld, Float3, getAssetFromModel, useCylinderShape, useModel } from 'react-native-filament'
import { useMemo } from 'react'

function PhysicsCoinRenderer() {
  const world = useWorld(0, -9, 0)

  const { transformManager } = useFilamentContext()

  // Create an invisible floor:
  const floorShape = useStaticPlaneShape(0, 1, 0, 0)
  useRigidBody({
    mass: 0,
    origin: [0, -1.5, 0],
    friction: 100,
    shape: floorShape,
    world,
    id: 'floor',
  })

  const [coinABody, coinAEntity] = useCoin(
    world,
    [0, 3, 0.0],
    useWorkletCallback<CollisionCallback>((coinRigidBody, collidedWith) => {
      'worklet'

      if (collidedWith.id !== 'floor') {
        return
      }

      console.log('Coin touched the floor!')
      coinRigidBody.setCollisionCallback(undefined)
    })
  )
  const [coinBBody, coinBEntity] = useCoin(world, [0, 3, 0.5])
  const [coinCBody, coinCEntity] = useCoin(world, [0, 3, 1.0])
  const [coinDBody, coinDEntity] = useCoin(world, [0, 3, 1.5])

  const renderCallback: RenderCallback = useCallback(
    ({ passedSeconds, timeSinceLastFrame }) => {
      'worklet'

      // Wait until the screen is mounted
      if (passedSeconds <= 1) {
        return
      }

      if (coinAEntity == null || coinBEntity == null || coinCEntity == null) {
        return
      }
      // Update physics:
      world.stepSimulation(timeSinceLastFrame, 1, 1 / 60)
      transformManager.updateTransformByRigidBody(coinAEntity, coinABody)
      transformManager.updateTransformByRigidBody(coinBEntity, coinBBody)
      transformManager.updateTransformByRigidBody(coinCEntity, coinCBody)
      transformManager.updateTransformByRigidBody(coinDEntity, coinDBody)
    },
    [coinABody, coinAEntity, coinBBody, coinBEntity, coinCBody, coinCEntity, coinDBody, coinDEntity, transformManager, world]
  )

  return (
    <FilamentView style={styles.filamentView} renderCallback={renderCallback}>
      <DefaultLight />
      <Camera />
    </FilamentView>
  )
}

export default function PhysicsCoin() {
  return (
    <FilamentScene>
      <PhysicsCoinRenderer />
    </FilamentScene>
  )
}

const styles = StyleSheet.create({
  filamentView: {
    flex: 1,
    backgroundColor: 'lightblue',
  },
})

// useCoin.tsx, the app's helper this screen imports:
const Coin = require('./assets/coin.glb')

const scale = 0.5

// A coin with a random rotation, that will be added to the physics world
function useCoin(world: DiscreteDynamicWorld, origin: Float3, collisionCallback?: CollisionCallback) {
  const { transformManager } = useFilamentContext()
  const coin = useModel(Coin)

  const originX = origin[0]
  const originY = origin[1]
  const originZ = origin[2]

  const coinAsset = getAssetFromModel(coin)
  const coinBoundingBox = coin.state === 'loaded' ? coin.boundingBox : undefined
  const renderableEntities = useMemo(() => coinAsset?.getRenderableEntities(), [coinAsset])

  // Takes the first entity which is the mesh and applies a random rotation, scale and position.
  // It returns the entity and its transform. The transform is needed to create the rigid body.
  const [meshEntity, meshTransform] = useMemo(() => {
    const entity = renderableEntities?.[0]
    if (entity == null) {
      return []
    }

    const originalTransform = transformManager.getTransform(entity)
    const originalScale = originalTransform.scale

    const newScaleX = originalScale[0] * scale
    const newScaleY = originalScale[1] * scale
    const newScaleZ = originalScale[2] * scale

    // For the coins we want to reset the rotation, for that we set a new transform
    // (false will cause the transform to be set as the new local transform).
    transformManager.setEntityScale(entity, [newScaleX, newScaleY, newScaleZ], false)

    // Set a random rotation
    const angleRad = Math.random() * Math.PI * 2
    const axis: Float3 = [Math.random(), Math.random(), Math.random()]
    transformManager.setEntityRotation(entity, angleRad, axis, true)

    transformManager.setEntityPosition(entity, [originX, originY, originZ], true)

    const transform = transformManager.getTransform(entity)

    return [entity, transform] as const
  }, [originX, originY, originZ, renderableEntities, transformManager])

  const circleShape = useCylinderShape(
    coinBoundingBox == null
      ? undefined
      : {
          half: coinBoundingBox.halfExtent,
          localScaling: [scale, scale, scale],
        }
  )
  const rigidBody = useRigidBody(
    circleShape == null || meshTransform == null
      ? undefined
      : {
          mass: 1,
          transform: meshTransform,
          shape: circleShape,
          friction: 1,
          damping: [0.0, 0.5],
          activationState: 'disable_deactivation',
          world: world,
          id: 'coin',
          collisionCallback: collisionCallback,
        }
  )

  return meshEntity && rigidBody ? ([rigidBody, meshEntity] as const) : []
}
