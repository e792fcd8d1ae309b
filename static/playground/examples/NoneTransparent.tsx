// NoneTransparent.tsx from margelo/react-native-filament, examples/Shared/src/NoneTransparent.tsx at 6e673c7efe1d
// (MIT licence: LICENSE in this folder), adapted for the web playground:
// `require('./assets/…')` for the app's `@assets/…` alias; its component as the default export.
import * as React from 'react'
import { StyleSheet } from 'react-native'
import { FilamentScene, FilamentView, Camera, Skybox, Model, Animator, AnimationItem, DefaultLight, DebugBox } from 'react-native-filament'
const DroneGlb = require('./assets/buster_drone.glb')
import { useCallback } from 'react'

function Renderer() {
  const onAnimationsLoaded = useCallback((items: AnimationItem[]) => {
    console.log('Animations loaded:', items)
  }, [])

  return (
    <FilamentView style={styles.filamentView} enableTransparentRendering={false}>
      <Camera />
      <DefaultLight />
      <Skybox colorInHex="#88defb" />

      <Model source={DroneGlb} transformToUnitCube scale={[2, 2, 2]}>
        <Animator onAnimationsLoaded={onAnimationsLoaded} />
        <DebugBox />
      </Model>
    </FilamentView>
  )
}

export default function NoneTransparent() {
  return (
    <FilamentScene>
      <Renderer />
    </FilamentScene>
  )
}

const styles = StyleSheet.create({
  container: {
    flex: 1,
  },
  filamentView: {
    flex: 1,
  },
})
