/**
 * Step 7, verdicts: the report's findings in a few short sentences, most
 * serious first. error: will not load or looks broken; warning: loads, but
 * something the reader would notice is off; info: what to do next.
 */
import { amount } from '../format';
import { FACTS } from './citations';
import { isHardLimit } from './costs';
import { length, metres, short, times } from './size';
import type {
  Cost,
  ExtensionFinding,
  MaterialFinding,
  ModelReport,
  Severity,
  TextureFinding,
} from './types';

type Verdict = ModelReport['verdicts'][number];

export interface VerdictInput {
  readonly fileName: string;
  readonly needsPacking: boolean;
  readonly validation: ModelReport['validation'];
  readonly extensions: readonly ExtensionFinding[];
  readonly textures: readonly TextureFinding[];
  readonly size: ModelReport['size'];
  readonly needsLight: boolean;
  readonly costs: readonly Cost[];
  readonly animations: number;
  /** Vertex attributes any primitive uses. */
  readonly attributes: readonly string[];
  readonly materials?: readonly MaterialFinding[];
}

/**
 * Sheen is drawn only by one ubershader of the shipped archive: lit, opaque,
 * IOR unsupported (the archive's specs, decompressed: audit/model-checker.md).
 * A sheen material that blends, masks or has IOR gets no sheen as authored.
 */
export function sheenVerdicts(materials: readonly MaterialFinding[]): Verdict[] {
  const names = materials
    .filter((m) => m.extensions.includes('KHR_materials_sheen'))
    .filter((m) => m.alphaMode !== 'OPAQUE' || m.extensions.includes('KHR_materials_ior'))
    .map((m) => `"${m.name}"`);
  if (names.length === 0) return [];
  return [
    {
      severity: 'warning',
      text: `Sheen on ${names.join(', ')} will not be drawn as authored: ${FACTS.sheenOpaqueOnly.says}, and ${names.length === 1 ? 'this one blends, masks or has' : 'these blend, mask or have'} IOR. Make ${names.length === 1 ? 'it' : 'them'} opaque and drop IOR to keep the sheen, or drop the sheen.`,
      citations: FACTS.sheenOpaqueOnly.citations,
    },
  ];
}

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

function extensionVerdicts(extensions: readonly ExtensionFinding[]): Verdict[] {
  return extensions.flatMap((e): Verdict[] => {
    if (e.support === 'fails') {
      return [
        {
          severity: 'error',
          text: `${e.name} is not handled by react-native-filament 1.11.0: ${e.effect}`,
          citations: e.citations,
        },
      ];
    }
    if (e.support === 'unknown' && e.required) {
      return [
        {
          severity: 'warning',
          text: `${e.name} is required by the file but not known to this Filament build: check it on a device.`,
        },
      ];
    }
    if (e.support === 'ignored' || e.support === 'partial' || e.support === 'unknown') {
      return [{ severity: 'info', text: `${e.name}: ${e.effect}` }];
    }
    return [];
  });
}

function sizeVerdicts(size: ModelReport['size']): Verdict[] {
  if (!size) {
    return [
      {
        severity: 'warning',
        text: 'The scene has no measurable bounds: check that its meshes have positions.',
      },
    ];
  }
  if (size.quantizedBox) return [quantizedVerdict(size)];
  if (!size.transformToUnitCube.advised) return [];
  return [
    {
      severity: 'warning',
      text: `Not framed by the default camera (the model is ${metres(size.largestExtent)} across): add transformToUnitCube to <Model>, or place your own <Camera>.`,
      citations: size.citations,
    },
  ];
}

/** The library's box is wrong for this file (normalized positions): transformToUnitCube would hide the model. */
function quantizedVerdict(size: NonNullable<ModelReport['size']>): Verdict {
  const { factor, unitCubeLeaves } = size.quantizedBox!;
  const fix = size.scaleByHand
    ? `Scale it by hand instead (scale={[${short(size.scaleByHand.scale)}, …]}, as the code below does), or place your own <Camera>.`
    : 'The default camera frames it as it is: leave transformToUnitCube out.';
  return {
    severity: 'warning',
    text: `transformToUnitCube would shrink this model to ${length(unitCubeLeaves)} across: its positions are normalized integers (KHR_mesh_quantization), and ${FACTS.quantizedBox.says}, ${times(factor)} times too big. ${fix}`,
    citations: size.citations,
  };
}

function costVerdicts(costs: readonly Cost[]): Verdict[] {
  return costs
    .filter((c) => c.over)
    .map((c) => ({
      severity: isHardLimit(c.label) ? ('error' as const) : ('warning' as const),
      text: `${c.label}: ${amount(c.value, c.unit)} is over the ${isHardLimit(c.label) ? 'limit' : 'budget'} of ${amount(c.budget, c.unit)}.`,
      // A hard limit is Filament's: the verdict carries the lines its basis cites.
      ...(c.citations?.length ? { citations: c.citations } : {}),
    }));
}

export function verdictsOf(input: VerdictInput): Verdict[] {
  const verdicts: Verdict[] = [];
  if (input.needsPacking) {
    verdicts.push({
      severity: 'error',
      text: `Will not load as is: ${FACTS.oneFile.says} of "${input.fileName}". Pack it into one .glb (for example with gltf-transform's copy command) and load that.`,
      citations: FACTS.oneFile.citations,
    });
  }
  if (input.validation.errors > 0) {
    verdicts.push({
      severity: 'error',
      text: `The Khronos validator found ${input.validation.errors} error${input.validation.errors === 1 ? '' : 's'}: ${FACTS.loaderMayRefuse.says} (see Validity).`,
      citations: FACTS.loaderMayRefuse.citations,
    });
  }
  if (input.validation.errors === 0 && input.validation.warnings > 0) {
    verdicts.push({
      severity: 'info',
      text: `The Khronos validator has ${input.validation.warnings} warning${input.validation.warnings === 1 ? '' : 's'} (see Validity): worth a look, not a reason the model would fail.`,
    });
  }
  verdicts.push(...extensionVerdicts(input.extensions), ...sheenVerdicts(input.materials ?? []));
  const badTextures = input.textures.filter((t) => t.support === 'fails');
  if (badTextures.length > 0 && !input.extensions.some((e) => e.support === 'fails')) {
    verdicts.push({
      severity: 'error',
      text: `${badTextures.length} texture${badTextures.length === 1 ? '' : 's'} will not show (${[...new Set(badTextures.map((t) => t.mimeType))].join(', ')}): ${FACTS.textureTypes.says}.`,
      citations: FACTS.textureTypes.citations,
    });
  }
  verdicts.push(...sizeVerdicts(input.size), ...costVerdicts(input.costs));
  if (input.attributes.some((a) => /^(JOINTS|WEIGHTS)_[1-9]/.test(a))) {
    verdicts.push({
      severity: 'warning',
      text: `Some vertices have more than 4 bone influences (JOINTS_1 / WEIGHTS_1): ${FACTS.fourInfluences.says}, so those parts may bend differently than in your 3D tool.`,
      citations: FACTS.fourInfluences.citations,
    });
  }
  if (input.needsLight) {
    verdicts.push({
      severity: 'info',
      text: 'Shows black without a light: keep <DefaultLight /> (or your own lights) in the scene.',
      citations: FACTS.defaultLight.citations,
    });
  }
  if (input.animations > 0) {
    verdicts.push({
      severity: 'info',
      text: `${input.animations} animation${input.animations === 1 ? '' : 's'}: ${FACTS.animator.says}.`,
      citations: FACTS.animator.citations,
    });
  }
  if (!verdicts.some((v) => v.severity !== 'info')) {
    verdicts.unshift({
      severity: 'info',
      text: 'Ready for react-native-filament 1.11.0: valid, nothing stops it from loading and showing, and the default camera frames it (any notes below say what it leaves out).',
    });
  }
  return verdicts.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}
