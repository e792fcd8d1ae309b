/**
 * Lighting: lit (physically based) materials reflect only the light they get,
 * so without a light they render black; unlit ones show their color as is.
 * `<DefaultLight />` is an image-based environment light plus a directional
 * sun (src/react/DefaultLight.tsx:8-9).
 */
import { FACTS } from './citations';
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
      ? ` The file also brings ${plural(inspection.lights, 'light', 'lights')} of its own (KHR_lights_punctual), ${FACTS.fileLights.says}; without an environment light the sides they miss stay black.`
      : '';
  if (lit === 0 && !defaultMaterial) {
    return {
      text: `Every material is unlit (KHR_materials_unlit): ${FACTS.unlitNeedsNoLight.says}.${ownLights}`,
      citations: [
        ...FACTS.unlitNeedsNoLight.citations,
        ...(inspection.lights > 0 ? FACTS.fileLights.citations : []),
      ],
      needsLight: false,
    };
  }
  const litPart = [
    lit > 0
      ? `${lit} of ${plural(materials.length, 'material', 'materials')} ${lit === 1 ? 'is' : 'are'} lit (physically based)`
      : '',
    defaultMaterial
      ? `${plural(inspection.primitivesWithoutMaterial, 'mesh part has', 'mesh parts have')} no material and get${inspection.primitivesWithoutMaterial === 1 ? 's' : ''} ${FACTS.defaultMaterial.says}`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
  const unlitPart =
    unlit > 0
      ? ` The ${plural(unlit, 'unlit material shows', 'unlit materials show')} without light.`
      : '';
  return {
    text: `${litPart}: with no light in the scene ${lit + (defaultMaterial ? 1 : 0) === 1 ? 'it renders' : 'they render'} black. ${FACTS.defaultLight.says}.${unlitPart}${ownLights}`,
    citations: [
      ...FACTS.defaultLight.citations,
      ...(defaultMaterial ? FACTS.defaultMaterial.citations : []),
      ...(unlit > 0 ? FACTS.unlitNeedsNoLight.citations : []),
      ...(inspection.lights > 0 ? FACTS.fileLights.citations : []),
    ],
    needsLight: true,
  };
}
