/**
 * What react-native-filament 1.11.0 does with each glTF extension: its
 * Filament build (the shipped gltfio loader and headers) and its own set-up
 * (ubershader materials; texture decoders for JPEG, PNG and KTX2 only).
 * Each entry cites the shipped lines; audit/model-checker.md explains the
 * ones that lean on a string of the compiled loader.
 */
import { C } from './citations';
import type { Citation, ExtensionFinding, Support } from './types';

export interface ExtensionFact {
  readonly support: Support;
  readonly effect: string;
  readonly citations: readonly Citation[];
}

/** `unless`: when the shipped loader or archive leaves the feature out (its warnings, the archive's specs). */
const material = (
  what: string,
  key: Citation,
  extra: Citation[] = [],
  unless = '',
): ExtensionFact => ({
  support: 'supported',
  effect: `Rendered: the ubershader material key has a flag for ${what}${unless ? `, ${unless}` : ''}.`,
  citations: [C.ubershader, key, ...extra],
});

const NOT_ON_CLEARCOAT = 'except on a clear-coat material, where the loader leaves it out';

const ignoredMaterial = (what: string, name: Citation): ExtensionFact => ({
  support: 'ignored',
  effect: `Ignored: the loader parses it, but the ubershader material key has no ${what} flag, so the material renders without it.`,
  citations: [name, C.keyStart, C.ubershader],
});

export const EXTENSION_FACTS: Readonly<Record<string, ExtensionFact>> = {
  KHR_materials_unlit: material(
    'unlit shading (no light needed)',
    C.keyUnlit,
    [C.binUnlitSpecular],
    'unless the material also uses KHR_materials_specular: the loader then drops unlit',
  ),
  KHR_materials_pbrSpecularGlossiness: material(
    'specular-glossiness',
    C.keySpecGloss,
    [C.binSpecGlossSpecular],
    'unless the material also uses KHR_materials_specular: the loader then drops specular-glossiness',
  ),
  KHR_materials_clearcoat: material(
    'clear coat',
    C.keyClearCoat,
    [C.binClearcoatMix],
    'and on a clear-coat material the loader leaves out volume, transmission, sheen and IOR',
  ),
  KHR_materials_transmission: material(
    'transmission',
    C.keyTransmission,
    [C.binTransmissionSheen, C.binClearcoatMix],
    NOT_ON_CLEARCOAT,
  ),
  KHR_materials_sheen: material(
    'sheen',
    C.keySheen,
    [C.binTransmissionSheen, C.binVolumeSheen, C.binClearcoatMix, C.keyIor],
    'but it is drawn only on opaque materials without IOR, transmission, volume or clear coat',
  ),
  KHR_materials_ior: material(
    'index of refraction',
    C.keyIor,
    [C.binClearcoatMix],
    NOT_ON_CLEARCOAT,
  ),
  KHR_materials_volume: material(
    'volume',
    C.keyVolume,
    [C.binVolumeSheen, C.binClearcoatMix],
    NOT_ON_CLEARCOAT,
  ),
  KHR_materials_dispersion: material('dispersion', C.keyDispersion),
  KHR_materials_specular: material('specular', C.keySpecular, [C.binUnlitSpecular]),
  KHR_texture_transform: material('texture transforms', C.keyTextureTransforms),
  KHR_materials_emissive_strength: {
    support: 'supported',
    effect: 'Rendered: the loader knows the extension and scales the emissive color by it.',
    citations: [C.binEmissiveStrength],
  },
  KHR_materials_anisotropy: ignoredMaterial('anisotropy', C.binAnisotropy),
  KHR_materials_iridescence: ignoredMaterial('iridescence', C.binIridescence),
  KHR_materials_diffuse_transmission: ignoredMaterial(
    'diffuse transmission',
    C.binDiffuseTransmission,
  ),
  KHR_materials_variants: {
    support: 'partial',
    effect:
      "The file loads with its default materials. Filament can switch variants (FilamentInstance's applyMaterialVariant), but react-native-filament 1.11.0 exposes no call for it.",
    citations: [C.binVariants, C.variantApi],
  },
  KHR_texture_basisu: {
    support: 'supported',
    effect:
      'Rendered: KTX2 (Basis Universal) textures go to the KTX2 decoder the library registers.',
    citations: [C.binBasisu, C.ktx2],
  },
  EXT_texture_webp: {
    support: 'fails',
    effect:
      'WebP textures are not decoded: the library registers decoders for image/jpeg, image/png and image/ktx2 only, so the loader logs "Missing texture provider for image/webp", skips the texture and draws the material without it. The loader takes a texture\u2019s WebP image first, so a PNG or JPEG fallback in the same texture is not used. Re-export the textures as PNG, JPEG or KTX2.',
    citations: [
      C.binWebp,
      C.jpeg,
      C.png,
      C.ktx2,
      C.binMissingProvider,
      C.webpOptional,
      C.binCreateTextures,
    ],
  },
  KHR_draco_mesh_compression: {
    support: 'supported',
    effect: 'Rendered: the shipped loader contains the Draco decoder.',
    citations: [C.binDraco],
  },
  EXT_meshopt_compression: {
    support: 'supported',
    effect: 'Rendered: the shipped loader decodes meshopt-compressed buffers.',
    citations: [C.binMeshopt],
  },
  KHR_meshopt_compression: {
    support: 'fails',
    effect:
      "Not decoded: the shipped loader knows meshopt compression only under its first name, EXT_meshopt_compression (the loader contains that name and not this one), so the compressed geometry is never decoded: the loader uploads the file's fallback buffer in its place, which holds no data, as it does a .gltf's missing .bin, so expect a crash rather than the model. Re-export with EXT_meshopt_compression (gltf-transform's meshopt command, or gltfpack's -c without the KHR option), with Draco, or uncompressed.",
    citations: [C.binMeshoptName, C.binMeshopt, C.loadsResources],
  },
  KHR_mesh_quantization: {
    support: 'supported',
    effect:
      'Rendered: the loader converts integer and normalized vertex data it cannot upload as is.',
    citations: [C.binConversion],
  },
  KHR_lights_punctual: {
    support: 'supported',
    effect:
      "The file's lights are created and added to the scene with the model (physical units: a light exported for another engine may be far too dim or bright).",
    citations: [C.binLights, C.sceneAddsAll],
  },
  EXT_mesh_gpu_instancing: {
    support: 'unknown',
    effect:
      'The loader bundles a parser that knows the name, but nothing in react-native-filament 1.11.0 shows the instances being drawn: expect each node once, and check on a device.',
    citations: [C.binGpuInstancing],
  },
};

/**
 * Geometry compression the library cannot load: the file's meshes are only in
 * the compressed bytes, so nothing of the model would show (a refusal, not a verdict).
 */
export const UNLOADABLE_COMPRESSION: ReadonlySet<string> = new Set(['KHR_meshopt_compression']);

/** Extensions that only carry metadata: nothing to render, nothing lost. */
const METADATA = new Set(['KHR_xmp_json_ld', 'KHR_xmp']);

function unknownFact(name: string, required: boolean): ExtensionFact {
  if (METADATA.has(name)) {
    return {
      support: 'ignored',
      effect: 'Metadata only (authoring information): nothing in the picture depends on it.',
      citations: [],
    };
  }
  return {
    support: 'unknown',
    effect: required
      ? `Not known to this Filament build (its loader does not contain the name). The file marks it required, so it may not show as intended; this checker cannot prove what happens: try it on a device.`
      : `Not known to this Filament build (its loader does not contain the name): whatever it adds is left out; the rest of the file still loads.`,
    citations: [],
  };
}

/** One finding per extension the file uses (extensionsUsed, plus any only listed as required). */
export function extensionFindings(json: GltfJson): ExtensionFinding[] {
  const required = new Set(stringList(json.extensionsRequired));
  const names = [...new Set([...stringList(json.extensionsUsed), ...required])];
  return names.map((name) => {
    const fact = EXTENSION_FACTS[name] ?? unknownFact(name, required.has(name));
    return { name, required: required.has(name), ...fact };
  });
}

export interface GltfJson {
  readonly [key: string]: unknown;
  readonly extensionsUsed?: unknown;
  readonly extensionsRequired?: unknown;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
