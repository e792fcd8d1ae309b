// ChangeMaterials.tsx from margelo/react-native-filament, examples/Shared/src/ChangeMaterials.tsx at 6e673c7efe1d
// (MIT licence: LICENSE in this folder), adapted for the web playground:
// `require('./assets/…')` for the app's `@assets/…` alias; its component as the default export.
import * as React from 'react'

import { Button, StyleSheet } from 'react-native'
import { FilamentView, useBuffer, Camera, FilamentScene, DefaultLight, EntitySelector, Model } from 'react-native-filament'
import { SafeAreaView } from 'react-native-safe-area-context'

const RocketGlb = require('./assets/rocket.glb')

const baseColorBlueImage = require('./assets/rocket_BaseColor_Blue.png')

function Renderer() {
  const [showBlue, setShowBlue] = React.useState(false)
  const blueBaseColorBuffer = useBuffer({ source: baseColorBlueImage })
  const materialName = 'Toy Ship'

  return (
    <SafeAreaView style={styles.container} edges={['bottom']}>
      <FilamentView style={styles.filamentView}>
        <Camera />
        <DefaultLight />

        <Model source={RocketGlb} translate={[0, -1, 0]}>
          {blueBaseColorBuffer != null && showBlue && (
            <>
              <EntitySelector byName="Tip" textureMap={{ materialName, textureSource: blueBaseColorBuffer }} />
              <EntitySelector byName="Wings" textureMap={{ materialName, textureSource: blueBaseColorBuffer }} />
            </>
          )}
        </Model>
      </FilamentView>
      <Button
        title="Change Color"
        onPress={() => {
          setShowBlue(true)
        }}
      />
    </SafeAreaView>
  )
}

export default function ChangeMaterials() {
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
    backgroundColor: 'lightblue',
  },
})
