// AnimationTransitions.tsx from margelo/react-native-filament, examples/Shared/src/AnimationTransitions.tsx at 6e673c7efe1d
// (MIT licence: LICENSE in this folder), adapted for the web playground:
// `require('./assets/…')` for the app's `@assets/…` alias; its component as the default export; no navigation (the app navigates between its screens; here each screen stands alone).
import * as React from 'react'
import { Alert, Button, ScrollView, StyleSheet, View } from 'react-native'
import { FilamentScene, FilamentView, Camera, Model, Animator, AnimationItem, Entity, DefaultLight } from 'react-native-filament'
import { useSharedValue } from 'react-native-worklets-core'
const HipHopGirlGlb = require('./assets/hiphopgirl.glb')
import { SafeAreaView } from 'react-native-safe-area-context'

const animationInterpolationTime = 5

function Renderer() {
  const currentAnimationIndex = useSharedValue(1)
  const [animations, setAnimations] = React.useState<AnimationItem[]>([])
  const onPressModel = (entity: Entity) => {
    Alert.alert('Model pressed by entity with ID ' + entity.id)
  }

  return (
    <View style={styles.container}>
      <FilamentView style={styles.filamentView}>
        <Camera cameraPosition={[0, 1, 4]} cameraTarget={[0, 1, 0]} />
        <DefaultLight />

        <Model source={HipHopGirlGlb} onPress={onPressModel}>
          <Animator
            animationIndex={currentAnimationIndex}
            transitionDuration={animationInterpolationTime}
            onAnimationsLoaded={setAnimations}
          />
        </Model>
      </FilamentView>

      <ScrollView style={styles.btnContainer}>
        {animations.map(({ name, index }) => (
          <Button
            key={name}
            title={name}
            onPress={() => {
              currentAnimationIndex.value = index
            }}
          />
        ))}
      </ScrollView>
    </View>
  )
}

export default function AnimationTransitions() {
  const [count, setCount] = React.useState(0)
  const increment = () => setCount((c) => c + 1)

  return (
    <SafeAreaView style={styles.container}>
      <FilamentScene key={count}>
        <Renderer />
      </FilamentScene>
      <Button title="Rerender" onPress={increment} />
    </SafeAreaView>
  )
}

const styles = StyleSheet.create({
  container: {
    flex: 1,
  },
  filamentView: {
    flex: 1,
  },
  btnContainer: {
    position: 'absolute',
    bottom: 0,
    maxHeight: 120,
    width: '100%',
  },
})
