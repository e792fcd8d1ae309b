/**
 * The engine's skybox members (src/types/Engine.ts: createAndSetSkyboxByColor,
 * createAndSetSkyboxByTexture, clearSkybox) on the web build's Skybox.Builder,
 * following cpp/core/RNFEngineImpl.Skybox.cpp:16-77: one skybox per engine,
 * set on the engine's one scene, a new one replacing (and freeing) the last.
 */
import type * as FilamentTypes from 'filament';
import type { Filament } from './filament';
import type { WebBuffer } from './proxy';
import { describeColorSkybox, describeTextureSkybox, type SkyboxDescription } from './ports/skybox';
import { createKtxTexture, type KtxBundle } from './ktx';

interface SkyboxState {
  skybox?: FilamentTypes.Skybox;
  cubemap?: FilamentTypes.Texture;
  /** The cubemap's pixels stay in the bundle until its upload ran: freed with the skybox. */
  ktx?: KtxBundle;
}

export const SKYBOX_INTENSITY_IGNORED =
  "[react-native-filament] useSkybox's envIntensity is ignored in the browser: Filament's web build has no Skybox.Builder.intensity. Natively it is ignored too whenever the scene has an IndirectLight (Skybox.h:108-121), as with <DefaultLight>.";

let intensityWarned = false;

/**
 * The web builder has no intensity() (filament.d.ts:270-275). Natively the value only counts when
 * the scene has no IndirectLight (Skybox.h:109-112: "ignored when an IndirectLight is set"), so
 * the host accepts it and says once that it is ignored, as it does for createEngine's backend.
 */
function warnIntensityIgnored(): void {
  if (intensityWarned) return;
  intensityWarned = true;
  console.warn(SKYBOX_INTENSITY_IGNORED);
}

/** Skybox::Builder's calls in RNFEngineImpl.Skybox.cpp's order (:17-26, :38-63). */
function build(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  description: SkyboxDescription,
  cubemap?: FilamentTypes.Texture,
): FilamentTypes.Skybox {
  if (description.intensity != null) warnIntensityIgnored();
  // The declarations put Builder on Skybox$Builder's class only (filament.d.ts:270); the
  // binding is Skybox.Builder(), as the library's Filament has it (Skybox.h).
  let builder = (
    Filament.Skybox as unknown as { Builder(): FilamentTypes.Skybox$Builder }
  ).Builder();
  if (description.showSun != null) builder = builder.showSun(description.showSun);
  if (description.color) builder = builder.color([...description.color]);
  if (cubemap) builder = builder.environment(cubemap);
  return builder.build(engine);
}

export function createSkyboxes(
  Filament: Filament,
  engine: FilamentTypes.Engine,
  scene: FilamentTypes.Scene,
) {
  const state: SkyboxState = {};
  /** The previous skybox's destructor (RNFEngineImpl.Skybox.cpp:29-32, :66-70). */
  const destroy = () => {
    if (state.skybox) engine.destroySkybox(state.skybox);
    if (state.cubemap) engine.destroyTexture(state.cubemap);
    // Frames were drawn since its upload was queued, or the engine has been flushed.
    state.ktx?.delete();
    state.skybox = state.cubemap = state.ktx = undefined;
  };
  const set = (skybox: FilamentTypes.Skybox, cubemap?: FilamentTypes.Texture, ktx?: KtxBundle) => {
    scene.setSkybox(skybox);
    destroy();
    Object.assign(state, { skybox, cubemap, ktx });
  };
  return {
    members: {
      createAndSetSkyboxByColor: (hex: string, showSun?: boolean, envIntensity?: number) =>
        set(build(Filament, engine, describeColorSkybox(hex, showSun, envIntensity))),
      createAndSetSkyboxByTexture: (
        buffer: WebBuffer,
        showSun?: boolean,
        envIntensity?: number,
      ) => {
        // :46-48: the null check comes after the builder's first calls, before the size check.
        if (buffer == null) throw new Error('Texture buffer is null');
        const description = describeTextureSkybox(buffer.bytes.byteLength, showSun, envIntensity);
        const { texture, ktx } = createKtxTexture(Filament, engine, buffer.bytes);
        set(build(Filament, engine, description, texture), texture, ktx);
      },
      /** :74-77. */
      clearSkybox: () => {
        scene.setSkybox(null as unknown as FilamentTypes.Skybox);
        destroy();
      },
    },
    /** With the engine (after it flushed its commands). */
    destroy,
  };
}
