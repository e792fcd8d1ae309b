/**
 * Lighting: lit (physically based) materials reflect only the light they get,
 * so without a light they render black; unlit ones show their color as is.
 * `<DefaultLight />` is an image-based environment light plus a directional
 * sun (src/react/DefaultLight.tsx:8-9).
 */
import { C } from './citations';
import type { Inspection } from './inspect';
import type { Citation } from './types';

export interface Lighting {
  readonly text: string;
  readonly citations: readonly Citation[];
  /** Whether anything in the model needs a light to be seen. */
  readonly needsLight: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function lightingOf(inspection: Inspection): Lighting {
  const materials = inspection.contents.materials;
  const unlit = materials.filter((m) => m.unlit).length;
  const lit = materials.length - unlit;
  const defaultMaterial = inspection.primitivesWithoutMaterial > 0;
  const ownLights =
    inspection.lights > 0
      ? ` The file also brings ${plural(inspection.lights, 'light', 'lights')} of its own (KHR_lights_punctual), added to the scene with the model; without an environment light the sides they miss stay black.`
      : '';
  if (lit === 0 && !defaultMaterial) {
    return {
      text: `Every material is unlit (KHR_materials_unlit): the model shows its own colors with no light at all, and lights change nothing on it.${ownLights}`,
      citations: [C.keyUnlit],
      needsLight: false,
    };
  }
  const litPart = [
    lit > 0
      ? `${lit} of ${plural(materials.length, 'material', 'materials')} ${lit === 1 ? 'is' : 'are'} lit (physically based)`
      : '',
    defaultMaterial
      ? `${plural(inspection.primitivesWithoutMaterial, 'mesh part has', 'mesh parts have')} no material and get${inspection.primitivesWithoutMaterial === 1 ? 's' : ''} Filament's default lit one`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  const unlitPart =
    unlit > 0
      ? ` The ${plural(unlit, 'unlit material shows', 'unlit materials show')} without light.`
      : '';
  return {
    text: `${litPart}: with no light in the scene ${lit + (defaultMaterial ? 1 : 0) === 1 ? 'it renders' : 'they render'} black. Add <DefaultLight />: an image-based environment light (RNF_default_env_ibl.ktx, shipped in the library) and a directional sun of 10,000 lux.${unlitPart}${ownLights}`,
    citations: [
      C.defaultLightIbl,
      C.defaultLightSun,
      ...(inspection.lights > 0 ? [C.sceneAddsAll] : []),
    ],
    needsLight: true,
  };
}
