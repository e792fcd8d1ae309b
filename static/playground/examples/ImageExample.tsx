// ImageExample.tsx from margelo/react-native-filament, examples/Shared/src/ImageExample.tsx at 6e673c7efe1d
// (MIT licence: LICENSE in this folder), adapted for the web playground:
// `require('./assets/…')` for the app's `@assets/…` alias; its component as the default export.
import React from 'react'
import { StyleSheet } from 'react-native'
import { BackgroundImage, Camera, DefaultLight, FilamentScene, FilamentView, Model } from 'react-native-filament'
const BackgroundImageMaterial = require('./assets/background_image.filamat')

const imageResource = require('./assets/background.jpg')

function Renderer() {
  return (
    <FilamentView style={styles.container}>
      <Camera />
      <DefaultLight />
      <Model source={require('./assets/buster_drone.glb')} transformToUnitCube />

      <BackgroundImage source={imageResource} materialSource={BackgroundImageMaterial} resizeMode="cover" />
    </FilamentView>
  )
}

export default function ImageExample() {
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
})
