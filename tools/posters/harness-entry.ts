/**
 * Browser side of the poster renderer: draws one preset with the same
 * engine module the site lazy-loads, and says when a frame is on screen.
 */
import { createPreview, type PreviewHandle } from '../../src/components/LivePreview/engine';
import { CONTEXT_ATTRIBUTES } from '../../src/components/LivePreview/context';
import { PRESETS, type PresetName } from '../../shared/live-preview/scene';

declare global {
  interface Window {
    renderPreset(name: PresetName): Promise<{ renderMs: number }>;
  }
}

let current: PreviewHandle | undefined;

window.renderPreset = async (name) => {
  current?.dispose();
  document.querySelector('canvas')?.remove();
  const canvas = document.createElement('canvas');
  canvas.id = 'preview';
  document.body.append(canvas);
  if (!canvas.getContext('webgl2', CONTEXT_ATTRIBUTES))
    throw new Error('No WebGL2 in this browser');
  const preset = PRESETS[name];
  current = await createPreview({
    canvas,
    wasmUrl: '/filament.wasm',
    modelUrl: `/models/${preset.model}.glb`,
    floorUrl: '/models/floor.glb',
    preset,
    // Paused a moment into the animation: a still with some motion in it, the same every run.
    state: { ...preset.initial, animator: { ...preset.initial.animator, playing: false } },
    animationTime: 0.3,
    onCameraChange: () => undefined,
    onContextLost: () => undefined,
  });
  const handle = current;
  // Wait until a few frames have been drawn at the final size.
  await new Promise<void>((resolve) => {
    const check = () => (handle.stats().frames >= 1 ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
  return { renderMs: handle.stats().renderMs };
};
