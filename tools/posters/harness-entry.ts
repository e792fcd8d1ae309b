/**
 * Browser side of the poster renderer: runs one preset's JSX, as its page
 * first shows it (toJsx of the initial knob state), on the web host, the
 * same code a reader's click runs, and says when frames are on screen.
 */
import type { runPreview, RunningPreview } from 'react-native-filament-web-host';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESETS, type PresetName } from '../../shared/live-preview/scene';

declare global {
  interface Window {
    renderPreset(name: PresetName): Promise<{ frames: number }>;
  }
}

/** Frames drawn before the picture counts: the models' textures arrive a few frames late. */
const SETTLE_FRAMES = 8;

const HOST_URL = '/web-host/host.js';
let current: RunningPreview | undefined;

/** Frames the host's renderer has drawn on the engine's canvas. */
const framesIn = (stage: HTMLElement) => Number(stage.querySelector('canvas')?.dataset.frames ?? 0);

window.renderPreset = async (name) => {
  current?.unmount();
  document.getElementById('preview')?.remove();
  const stage = document.createElement('div');
  stage.id = 'preview';
  document.body.append(stage);
  // A variable, so that esbuild leaves the browser's own import() of the host alone.
  const host = (await import(HOST_URL)) as { runPreview: typeof runPreview };
  const preset = PRESETS[name];
  let failure: unknown;
  current = await host.runPreview(stage, {
    wasmUrl: '/filament.wasm',
    source: toJsx(preset, preset.initial),
    fileName: `${preset.componentName}.tsx`,
    onError: (error) => {
      failure = error;
    },
  });
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else if (framesIn(stage) >= SETTLE_FRAMES) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return { frames: framesIn(stage) };
};
