/**
 * Screens of the library's example app (examples/Shared/src in margelo/react-native-filament,
 * MIT licence), pasted into a sample's Edit panel as a reader would adapt them (a default
 * export, `require('./assets/…')`, no navigation), run on the host with the example app's
 * stand-ins (tools/models/stand-ins.ts): morph targets by name, a blended coin fading out,
 * clips listed by name and a pressed model's Alert on the stage.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openEditor } from './web-host-helpers';
import { changedPixels, drawFrames, holdFrames, keepPicture } from './canvas';

const FIRST_FRAME_TIMEOUT = 20_000;

/** MorphTargets.tsx, adapted. */
const MORPH_TARGETS = `import * as React from 'react'
import { Button, ScrollView, StyleSheet, View } from 'react-native'
import { FilamentScene, FilamentView, Camera, Entity, DefaultLight, useFilamentContext, ModelRenderer, useModel } from 'react-native-filament'
import { SafeAreaView } from 'react-native-safe-area-context'

function Renderer() {
  const { renderableManager } = useFilamentContext()
  const model = useModel(require('./assets/morphtargets.glb'))
  const setMorphTarget = React.useCallback(
    (targetName: string, weight: number) => {
      if (model.state !== 'loaded') return
      model.asset.getRenderableEntities().forEach((entity: Entity) => {
        const morphCount = model.asset.getMorphTargetCountAt(entity)
        for (let i = 0; i < morphCount; i++) {
          if (model.asset.getMorphTargetNameAt(entity, i) === targetName) {
            renderableManager.setMorphWeights(entity, [weight], i)
          }
        }
      })
    },
    [model, renderableManager]
  )
  return (
    <View style={styles.container}>
      <FilamentView style={styles.filamentView}>
        <Camera cameraPosition={[0, 1, 4]} cameraTarget={[0, 1, 0]} />
        <DefaultLight />
        <ModelRenderer model={model} />
      </FilamentView>
      <ScrollView style={styles.btnContainer}>
        <Button title="Open Mouth" onPress={() => setMorphTarget('mouthOpen', 1.0)} />
      </ScrollView>
    </View>
  )
}

export default function MorphTargets() {
  return (
    <SafeAreaView style={styles.container}>
      <FilamentScene>
        <Renderer />
      </FilamentScene>
    </SafeAreaView>
  )
}

const styles = StyleSheet.create({
  container: { flex: 1 },
  filamentView: { flex: 1 },
  btnContainer: { position: 'absolute', bottom: 0, maxHeight: 120, width: '100%' },
})
`;

/** FadeOut.tsx, adapted. */
const FADE_OUT = `import * as React from 'react'
import { Animated, Button, StyleSheet } from 'react-native'
import { Camera, DefaultLight, FilamentScene, FilamentView, getAssetFromModel, ModelRenderer, useFilamentContext, useModel } from 'react-native-filament'
import { SafeAreaView } from 'react-native-safe-area-context'

function Renderer() {
  const model = useModel(require('./assets/coin_with_alpha.glb'))
  const asset = getAssetFromModel(model)
  const { renderableManager } = useFilamentContext()
  const fadeOut = React.useCallback(() => {
    if (asset == null) return
    const anim = new Animated.Value(1)
    anim.addListener(({ value }) => {
      renderableManager.setAssetEntitiesOpacity(asset, value)
    })
    Animated.timing(anim, { toValue: 0, duration: 1000, useNativeDriver: true }).start()
  }, [renderableManager, asset])
  return (
    <SafeAreaView style={styles.container} edges={['bottom']}>
      <FilamentView style={styles.filamentView}>
        <Camera />
        <DefaultLight />
        <ModelRenderer model={model} rotate={[75 * (Math.PI / 180), 0, 0]} />
      </FilamentView>
      <Button title="Fade out" onPress={fadeOut} />
    </SafeAreaView>
  )
}

export default function FadeOut() {
  return (
    <FilamentScene>
      <Renderer />
    </FilamentScene>
  )
}

const styles = StyleSheet.create({
  container: { flex: 1 },
  filamentView: { flex: 1, backgroundColor: 'lightblue' },
})
`;

/** AnimationTransitions.tsx, adapted (its navigation button removed). */
const ANIMATION_TRANSITIONS = `import * as React from 'react'
import { Alert, Button, ScrollView, StyleSheet, View } from 'react-native'
import { FilamentScene, FilamentView, Camera, Model, Animator, AnimationItem, Entity, DefaultLight } from 'react-native-filament'
import { useSharedValue } from 'react-native-worklets-core'
import { SafeAreaView } from 'react-native-safe-area-context'

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
        <Model source={require('./assets/hiphopgirl.glb')} onPress={onPressModel}>
          <Animator animationIndex={currentAnimationIndex} transitionDuration={5} onAnimationsLoaded={setAnimations} />
        </Model>
      </FilamentView>
      <ScrollView style={styles.btnContainer}>
        {animations.map(({ name, index }) => (
          <Button key={name} title={name} onPress={() => { currentAnimationIndex.value = index }} />
        ))}
      </ScrollView>
    </View>
  )
}

export default function AnimationTransitions() {
  return (
    <SafeAreaView style={styles.container}>
      <FilamentScene>
        <Renderer />
      </FilamentScene>
    </SafeAreaView>
  )
}

const styles = StyleSheet.create({
  container: { flex: 1 },
  filamentView: { flex: 1 },
  btnContainer: { position: 'absolute', bottom: 0, maxHeight: 120, width: '100%' },
})
`;

/** The getting-started sample with its Edit panel open. */
/** Pastes `code` over the editor's text, runs it and waits for a drawn frame. */
async function runPasted(sample: Locator, code: string): Promise<Locator> {
  const page = sample.page();
  const editor = sample.getByRole('textbox', { name: 'Code of the sample, editable' });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  await sample.getByRole('button', { name: /^Run this sample/ }).click();
  await expect(sample.locator('canvas')).toHaveAttribute('data-frames', /^[1-9]/, {
    timeout: FIRST_FRAME_TIMEOUT,
  });
  return sample.locator('canvas');
}

async function stop(sample: Locator): Promise<void> {
  await sample.getByRole('button', { name: 'Stop' }).click();
  await expect(sample.getByRole('button', { name: /^Run this sample/ })).toBeEnabled();
}

/**
 * What the running screen shows a couple of frames on, kept in the page (canvas.ts): the page's
 * clock is held once the screen draws, so a look costs two frames, not a running render loop's.
 */
async function look(page: Page, canvas: Locator): Promise<number> {
  await drawFrames(page, canvas);
  return keepPicture(page, canvas);
}

// One page for the three screens: the host, Filament and the editor load once.
test('example screens pasted in the Edit panel draw and do what they are for', async ({ page }) => {
  await page.clock.install();
  const sample = await openEditor(page);

  await test.step('MorphTargets: the stand-in’s mouthOpen target, found by name, opens the mouth', async () => {
    const canvas = await runPasted(sample, MORPH_TARGETS);
    await holdFrames(page);
    const closed = await look(page, canvas);
    await sample.getByRole('button', { name: 'Open Mouth' }).click();
    const open = await look(page, canvas);
    expect(await changedPixels(page, closed, open, 24)).toBeGreaterThan(50);
    await expect(sample.getByRole('alert')).toHaveCount(0);
    await stop(sample);
    await page.clock.resume();
  });

  await test.step('FadeOut: Animated fades the blended coin stand-in out', async () => {
    const canvas = await runPasted(sample, FADE_OUT);
    await holdFrames(page);
    const shown = await look(page, canvas);
    await sample.getByRole('button', { name: 'Fade out' }).click();
    // Animated.timing runs on requestAnimationFrame: 0.6 s of its 1 s on the held clock.
    await page.clock.runFor(600);
    const fading = await look(page, canvas);
    expect(await changedPixels(page, shown, fading, 24)).toBeGreaterThan(500);
    await expect(sample.getByRole('alert')).toHaveCount(0);
    await stop(sample);
    await page.clock.resume();
  });

  await test.step('AnimationTransitions: clips listed by name; a pressed model shows its Alert on the stage', async () => {
    const canvas = await runPasted(sample, ANIMATION_TRANSITIONS);
    for (const clip of ['Idle', 'Wave', 'Dance', 'Jump'])
      await expect(sample.getByRole('button', { name: clip, exact: true })).toBeVisible();
    await sample.getByRole('button', { name: 'Jump', exact: true }).click();
    // The figure stands in the middle of the view (the camera looks at y = 1 from 4 m).
    const box = (await canvas.boundingBox())!;
    const dialog = sample.getByRole('alertdialog');
    // A press only picks the model once it has loaded and drawn: on a busy
    // machine that can be after the clip buttons show, so press until it does.
    await expect(async () => {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(dialog).toContainText(/Model pressed by entity with ID \d+/);
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sample.getByRole('alert')).toHaveCount(0);
  });
});
