/**
 * The lines of react-native-filament 1.11.0 that the checker's facts rest on.
 * Paths are relative to node_modules. Line 0 means a compiled library: the
 * quote is a string its bytes contain (the behavior exists only in the
 * binary Filament build the package ships). tests/unit/model-checker.citations
 * .test.ts opens every one and fails when a quote is not where it is cited,
 * so a library bump shows which facts to re-check (audit/model-checker.md).
 */
import type { Citation } from './types';

/** The library version every citation is checked against (a test compares it with package.json). */
export const LIBRARY_VERSION = '1.11.0';
const LIBRARY_REPO = 'https://github.com/margelo/react-native-filament';

const RNF = 'react-native-filament/';
const CPP = `${RNF}cpp/core/`;
const GLTFIO_H = `${RNF}ios/libs/filament/include/gltfio/`;
const FILAMENT_H = `${RNF}ios/libs/filament/include/filament/`;
/** Filament's glTF loader as compiled for Android arm64 (the iOS build is the same source). */
export const GLTFIO_BINARY = `${RNF}android/libs/filament/lib/arm64-v8a/libgltfio_core.a`;

const cite = (path: string, line: number, quote: string): Citation => ({ path, line, quote });
const binary = (quote: string): Citation => cite(GLTFIO_BINARY, 0, quote);

export const C = {
  // -- How the library loads a file (cpp/core/RNFEngineImpl.cpp)
  ubershader: cite(`${CPP}RNFEngineImpl.cpp`, 41, 'gltfio::createUbershaderProvider('),
  jpeg: cite(`${CPP}RNFEngineImpl.cpp`, 68, 'addTextureProvider("image/jpeg", stbProvider)'),
  png: cite(`${CPP}RNFEngineImpl.cpp`, 69, 'addTextureProvider("image/png", stbProvider)'),
  ktx2: cite(`${CPP}RNFEngineImpl.cpp`, 70, 'addTextureProvider("image/ktx2", ktx2Provider)'),
  oneBuffer: cite(
    `${CPP}RNFEngineImpl.cpp`,
    234,
    '_assetLoader->createAsset(buffer->getData(), buffer->getSize())',
  ),
  failedToLoad: cite(
    `${CPP}RNFEngineImpl.cpp`,
    250,
    'throw std::runtime_error("Failed to load asset")',
  ),
  noExternalResources: cite(
    `${CPP}RNFEngineImpl.cpp`,
    267,
    '// TODO: When supporting loading glTF files with external resources, we need to load the resources here',
  ),
  /** The upload of every buffer, whether or not it holds data (audit/experiments/gltf-external-resources.md). */
  loadsResources: cite(
    `${CPP}RNFEngineImpl.cpp`,
    270,
    '_resourceLoader->loadResources(asset.get());',
  ),
  sceneAddsAll: cite(
    `${CPP}RNFSceneWrapper.cpp`,
    63,
    'pointee()->addEntities(asset->getEntities(), asset->getEntityCount())',
  ),
  // -- transformToUnitCube (cpp/core/RNFTransformManagerImpl.cpp)
  unitCubeExtent: cite(
    `${CPP}RNFTransformManagerImpl.cpp`,
    144,
    'float maxExtent = max(halfExtent) * 2.0f;',
  ),
  unitCubeScale: cite(
    `${CPP}RNFTransformManagerImpl.cpp`,
    145,
    'float scaleFactor = 2.0f / maxExtent;',
  ),
  unitCubeCenter: cite(
    `${CPP}RNFTransformManagerImpl.cpp`,
    146,
    'math::mat4f::scaling(scaleFactor) * math::mat4f::translation(-center)',
  ),
  // -- The box transformToUnitCube scales by: the asset's (src/hooks/useModel.ts), built by the loader
  modelBox: cite(`${RNF}src/hooks/useModel.ts`, 115, 'return asset.getBoundingBox()'),
  applyUnitCube: cite(
    `${RNF}src/hooks/internal/useApplyTransformations.tsx`,
    36,
    'transformManager.transformToUnitCube(entity, aabb)',
  ),
  transformOrder: cite(
    `${RNF}src/types/TransformProps.ts`,
    7,
    'Transformations are applied in the order of scale -> rotate -> translate.',
  ),
  // -- The geometry decoders are linked into the app on both platforms
  iosDraco: cite(
    `${RNF}react-native-filament.podspec`,
    132,
    '"ios/libs/filament/lib/libdracodec.xcframework",',
  ),
  iosGeometry: cite(
    `${RNF}react-native-filament.podspec`,
    50,
    '"ios/libs/filament/lib/libgeometry.xcframework"',
  ),
  androidAllLibs: cite(
    `${RNF}android/CMakeLists.txt`,
    156,
    'file(GLOB FILAMENT_LIBRARIES "${FILAMENT_DIR}/lib/${ANDROID_ABI}/*.a")',
  ),
  // -- The default <Camera /> (src/react/Camera.tsx)
  cameraPosition: cite(
    `${RNF}src/react/Camera.tsx`,
    52,
    'const defaultCameraPosition: Float3 = [0, 0, 8]',
  ),
  cameraTarget: cite(
    `${RNF}src/react/Camera.tsx`,
    53,
    'const defaultCameraTarget: Float3 = [0, 0, 0]',
  ),
  cameraFocal: cite(`${RNF}src/react/Camera.tsx`, 55, 'const defaultFocalLengthInMillimeters = 28'),
  cameraNear: cite(`${RNF}src/react/Camera.tsx`, 56, 'const defaultNear = 0.1'),
  cameraFar: cite(`${RNF}src/react/Camera.tsx`, 57, 'const defaultFar = 100'),
  cameraLens: cite(
    `${RNF}src/react/Camera.tsx`,
    90,
    'camera.setLensProjection(focalLengthInMillimeters, aspect ?? aspectRatio, near, far)',
  ),
  lens35mm: cite(
    `${FILAMENT_H}Camera.h`,
    530,
    'Returns the focal length in meters [m] for a 35mm camera.',
  ),
  farPlaneNoClip: cite(
    `${FILAMENT_H}Camera.h`,
    99,
    'infinity for rendering. That is, it is not used to clip geometry during rendering.',
  ),
  farPlaneCulls: cite(
    `${FILAMENT_H}Camera.h`,
    100,
    'However, it is used during the culling phase (objects entirely behind the *far*',
  ),
  // -- Light (src/react/DefaultLight.tsx)
  defaultLightIbl: cite(
    `${RNF}src/react/DefaultLight.tsx`,
    8,
    "<EnvironmentalLight source={{ uri: 'RNF_default_env_ibl.ktx' }} />",
  ),
  defaultLightSun: cite(
    `${RNF}src/react/DefaultLight.tsx`,
    9,
    '<Light type="directional" intensity={10_000} colorKelvin={6_500} castShadows={true} />',
  ),
  modelWantsGlb: cite(
    `${RNF}src/react/Model.tsx`,
    44,
    'make sure the URL points directly to a `.glb` model',
  ),
  // -- Filament's headers shipped in the package
  keyUnlit: cite(`${GLTFIO_H}MaterialProvider.h`, 51, 'bool unlit : 1;'),
  keySpecGloss: cite(`${GLTFIO_H}MaterialProvider.h`, 57, 'bool useSpecularGlossiness : 1;'),
  keyClearCoat: cite(`${GLTFIO_H}MaterialProvider.h`, 78, 'bool hasClearCoat : 1;'),
  keyTransmission: cite(`${GLTFIO_H}MaterialProvider.h`, 79, 'bool hasTransmission : 1;'),
  keyTextureTransforms: cite(`${GLTFIO_H}MaterialProvider.h`, 80, 'bool hasTextureTransforms : 6;'),
  keySheen: cite(`${GLTFIO_H}MaterialProvider.h`, 94, 'bool hasSheen : 1;'),
  keyIor: cite(`${GLTFIO_H}MaterialProvider.h`, 95, 'bool hasIOR : 1;'),
  keyVolume: cite(`${GLTFIO_H}MaterialProvider.h`, 96, 'bool hasVolume : 1;'),
  keyDispersion: cite(`${GLTFIO_H}MaterialProvider.h`, 97, 'bool hasDispersion : 1;'),
  keySpecular: cite(`${GLTFIO_H}MaterialProvider.h`, 98, 'bool hasSpecular : 1;'),
  keyStart: cite(`${GLTFIO_H}MaterialProvider.h`, 48, 'struct alignas(4) MaterialKey {'),
  gltf2Loader: cite(
    `${GLTFIO_H}AssetLoader.h`,
    92,
    'AssetLoader consumes a blob of glTF 2.0 content (either JSON or GLB) and produces a FilamentAsset',
  ),
  variantApi: cite(
    `${GLTFIO_H}FilamentInstance.h`,
    70,
    'void applyMaterialVariant(size_t variantIndex) noexcept;',
  ),
  webpOptional: cite(
    `${GLTFIO_H}TextureProvider.h`,
    183,
    'If webp support is enabled at build time, creates a decoder that can handle "image/webp"',
  ),
  materialVersion: cite(
    `${FILAMENT_H}MaterialEnums.h`,
    31,
    'static constexpr size_t MATERIAL_VERSION = 68;',
  ),
  maxMorphTargets: cite(
    `${FILAMENT_H}MaterialEnums.h`,
    166,
    'static constexpr size_t MAX_MORPH_TARGETS = 256;',
  ),
  primitivesOwnMaterial: cite(
    `${FILAMENT_H}RenderableManager.h`,
    64,
    'Renderables are bundles of \\em primitives, each of which has its own geometry and material.',
  ),
  maxBones: cite(
    `${FILAMENT_H}RenderableManager.h`,
    388,
    '@param count 0 to disable, otherwise the number of bone transforms (up to 255)',
  ),
  // -- Strings of the compiled glTF loader (line 0: the library's bytes contain them)
  binMissingProvider: binary('Missing texture provider for '),
  binDraco: binary('Cannot decompress mesh, Draco decoding error.'),
  binMeshopt: binary('decodeMeshoptCompression'),
  binMeshoptName: binary('EXT_meshopt_compression'),
  /** gltfio's FAssetLoader::createPrimitive: its machine code reads the POSITION accessor's min/max as stored. */
  binCreatePrimitive: binary(
    '_ZN8filament6gltfio12FAssetLoader15createPrimitiveERK15cgltf_primitivePKcPNS0_9PrimitiveEPNS0_14FFilamentAssetE',
  ),
  binBasisu: binary('KHR_texture_basisu'),
  binLights: binary('KHR_lights_punctual'),
  binVariants: binary('KHR_materials_variants'),
  binEmissiveStrength: binary('KHR_materials_emissive_strength'),
  binConversion: binary('requiresConversion'),
  binUnlitSpecular: binary('Unlit and specular are not supported together in ubershader mode'),
  binSpecGlossSpecular: binary(
    'SpecularGlossiness and specular are not supported together in ubershader mode',
  ),
  binTransmissionSheen: binary(
    'Transmission and sheen are not supported together in ubershader mode',
  ),
  binVolumeSheen: binary('Volume and sheen are not supported together in ubershader mode'),
  binClearcoatMix: binary(
    'Volume, transmission, sheen and IOR are not supported in ubershader mode for clearcoat materials',
  ),
  binMorphLimit: binary('WARNING: Exceeded max morph target count of '),
  /**
   * filament::gltfio::constrainMaterial(MaterialKey*, UvMap*): the limit is checked on a material's UV map,
   * and a texture past the two slots is turned off, silently ("Only two sets of UVs are available" is
   * printed only by the extended loader, TangentsJobExtended, which the library does not enable).
   */
  binConstrainMaterial: binary(
    '_ZN8filament6gltfio17constrainMaterialEPNS0_11MaterialKeyEPNSt6__ndk15arrayINS0_5UvSetELm8EEE',
  ),
  /** ResourceLoader::Impl::createTextures: picks a texture's WebP, then Basis, then core image. */
  binCreateTextures: binary(
    '_ZN8filament6gltfio14ResourceLoader4Impl14createTexturesEPNS0_14FFilamentAssetEb',
  ),
  binTooManyJoints: binary('Too many joints in '),
  binTooManyWeights: binary('Too many bone weights in '),
  binParse: binary('Unable to parse glTF file.'),
  binAnisotropy: binary('KHR_materials_anisotropy'),
  binIridescence: binary('KHR_materials_iridescence'),
  binDiffuseTransmission: binary('KHR_materials_diffuse_transmission'),
  binGpuInstancing: binary('EXT_mesh_gpu_instancing'),
  binWebp: binary('EXT_texture_webp'),
  binDefaultMaterial: binary('Default GLTF material'),
  animatorIndex: cite(
    `${RNF}src/react/Animator.tsx`,
    20,
    'animationIndex?: number | ISharedValue<number>',
  ),
  animatorInModel: cite(
    `${RNF}src/react/Animator.tsx`,
    49,
    "throw new Error('Animator must be used inside a <Model> or <ModelInstance> component.')",
  ),
} as const satisfies Record<string, Citation>;

/**
 * A statement the checker shows about how the library or Filament behaves,
 * with the lines that make it true. Every such sentence of the report is built
 * from one of these (`says` is its wording; the message adds only what the
 * file holds), and carries its citations: tests/unit/model-checker-citations
 * .test.ts finds each `says` in the report with all of its citations.
 */
export interface Fact {
  readonly says: string;
  readonly citations: readonly Citation[];
}

const fact = (says: string, ...citations: Citation[]): Fact => ({ says, citations });

export const FACTS = {
  // -- The default camera (size.ts)
  defaultCamera: fact(
    'It stands at (0, 0, 8) and looks at the origin with a 28 mm lens',
    C.cameraPosition,
    C.cameraTarget,
    C.cameraFocal,
    C.cameraLens,
    C.lens35mm,
  ),
  clipping: fact(
    'Filament cuts away what is nearer than 0.1 m, and skips a mesh that lies wholly farther than 100 m, the far plane, which cuts nothing',
    C.cameraNear,
    C.cameraFar,
    C.farPlaneNoClip,
    C.farPlaneCulls,
  ),
  culledBeyondFar: fact(
    'or lies wholly beyond the far plane (100 m), where Filament culls it',
    C.cameraFar,
    C.farPlaneCulls,
  ),
  unitCube: fact(
    `transformToUnitCube scales it to 2 m across its largest side and moves its centre to the origin`,
    C.applyUnitCube,
    C.unitCubeExtent,
    C.unitCubeScale,
    C.unitCubeCenter,
  ),
  quantizedBox: fact(
    "the library's bounding box is built from their stored minimum and maximum",
    C.modelBox,
    C.binCreatePrimitive,
  ),
  // -- Light (lighting.ts)
  unlitNeedsNoLight: fact(
    'the model shows its own colors with no light at all, and lights change nothing on it',
    C.keyUnlit,
  ),
  defaultLight: fact(
    'Add <DefaultLight />: an image-based environment light (RNF_default_env_ibl.ktx, shipped in the library) and a directional sun of 10,000 lux',
    C.defaultLightIbl,
    C.defaultLightSun,
  ),
  defaultMaterial: fact("Filament's default lit material", C.binDefaultMaterial),
  fileLights: fact('added to the scene with the model', C.binLights, C.sceneAddsAll),
  // -- Verdicts (verdicts.ts) and refusals (index.ts)
  oneFile: fact(
    'react-native-filament loads one file and does not fetch the separate files',
    C.oneBuffer,
    C.noExternalResources,
    C.modelWantsGlb,
  ),
  loaderMayRefuse: fact(
    'the loader may refuse the file or draw it wrongly',
    C.binParse,
    C.failedToLoad,
  ),
  sheenOpaqueOnly: fact(
    "the library's ubershaders draw sheen only on opaque materials without KHR_materials_ior",
    C.ubershader,
    C.keySheen,
    C.keyIor,
  ),
  textureTypes: fact(
    'only PNG, JPEG and KTX2 are decoded',
    C.jpeg,
    C.png,
    C.ktx2,
    C.binMissingProvider,
  ),
  fourInfluences: fact(
    'the loader keeps only the first set of 4',
    C.binTooManyJoints,
    C.binTooManyWeights,
  ),
  animator: fact(
    'play one with <Animator animationIndex={…}> inside <Model>',
    C.animatorIndex,
    C.animatorInModel,
  ),
  compressionKnown: fact(
    "which the library's loader does not know (it decodes EXT_meshopt_compression and KHR_draco_mesh_compression)",
    C.binMeshoptName,
    C.binMeshopt,
    C.binDraco,
  ),
  // -- Refusals of ./read (attached by kind in ./index.ts)
  loadsOnlyGivenFile: fact(
    'react-native-filament loads only the one file you give it',
    C.oneBuffer,
    C.noExternalResources,
  ),
  gltf2Only: fact('react-native-filament reads glTF 2.0 files only', C.gltf2Loader),
  // -- The report's own lines (src/components/ModelChecker/report)
  coreGltf: fact('only core glTF 2.0, which the loader reads', C.oneBuffer, C.binParse),
} as const satisfies Record<string, Fact>;

/** The cited path without the package name, as the page shows it. */
export function shortPath(citation: Citation): string {
  return citation.path.startsWith(RNF) ? citation.path.slice(RNF.length) : citation.path;
}

/**
 * A link to the cited line in the library's repository at the release tag:
 * src/ and cpp/ live in its package/ folder. Filament's headers and binaries
 * are downloaded when the package is built, so they have no such page.
 */
export function sourceUrl(citation: Citation): string | undefined {
  const path = shortPath(citation);
  if (citation.line === 0 || !/^(src|cpp)\//.test(path)) return undefined;
  return `${LIBRARY_REPO}/blob/v${LIBRARY_VERSION}/package/${path}#L${citation.line}`;
}

/** Every citation the checker can print (the test checks them all). */
export const ALL_CITATIONS: readonly Citation[] = Object.values(C);
