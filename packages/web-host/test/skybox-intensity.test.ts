/**
 * useSkybox accepts every option the library declares (issue 45): envIntensity, which the web
 * builder cannot apply (no Skybox.Builder.intensity), no longer throws; the skybox is built with
 * what the wasm has, and the host says once that the intensity is ignored.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as FilamentTypes from 'filament';
import { createSkyboxes, SKYBOX_INTENSITY_IGNORED } from '../src/skybox';

function fakeFilament() {
  const calls: string[] = [];
  const builder = {
    showSun: (v: boolean) => (calls.push(`showSun(${v})`), builder),
    color: (c: number[]) => (calls.push(`color(${c.map((x) => x.toFixed(2)).join(',')})`), builder),
    environment: () => (calls.push('environment'), builder),
    build: () => ({ skybox: true }),
  };
  const Filament = { Skybox: { Builder: () => builder } };
  const scene = { setSkybox: vi.fn() };
  const engine = { destroySkybox: vi.fn(), destroyTexture: vi.fn() };
  return { calls, Filament, scene, engine };
}

describe('useSkybox’s envIntensity (skybox.ts)', () => {
  it('builds the colour skybox, ignores the intensity and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, Filament, scene, engine } = fakeFilament();
    const { members } = createSkyboxes(
      Filament as unknown as Parameters<typeof createSkyboxes>[0],
      engine as unknown as FilamentTypes.Engine,
      scene as unknown as FilamentTypes.Scene,
    );
    expect(() => members.createAndSetSkyboxByColor('#ff0000', true, 20_000)).not.toThrow();
    members.createAndSetSkyboxByColor('#00ff00', false, 5_000);
    expect(scene.setSkybox).toHaveBeenCalledTimes(2);
    expect(calls).toContain('showSun(true)');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(SKYBOX_INTENSITY_IGNORED);
    warn.mockRestore();
  });
});
