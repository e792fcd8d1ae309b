/**
 * What the code does where the library's comments are silent or wrong: the
 * defaults its code applies, corrections of its doc comments, and platform
 * differences of its native code. Each fact names the line of the pinned
 * package that proves it and a piece of text that line contains;
 * `facts.test.ts` checks every citation, and the build stops when a
 * `@default` comment disagrees with a recorded default (see apply-facts.ts).
 *
 * Paths are relative to `node_modules/react-native-filament/`.
 * `FH/` stands for `ios/libs/filament/include/filament/` (Filament's headers
 * shipped in the package).
 */

export interface ApiFact {
  /** The export (`Camera`, `useModel`) or the type that declares the member (`TransformationProps`). */
  readonly api: string;
  /** The prop, field or parameter; absent for a fact about the export itself. */
  readonly member?: string;
  readonly kind: 'default' | 'correction' | 'platform';
  /**
   * `default`: the value the code uses when the member is left out, as code
   * (`[0, 0, 8]`), or `null` when the code applies nothing (what the engine or
   * the file already has stays). Other kinds: unused.
   */
  readonly value?: string | null;
  /** Shown on the page beside the member (or under the title), in our words. */
  readonly note?: string;
  /** Where the package proves it: `src/react/Camera.tsx:52`. */
  readonly source: string;
  /** Text that line contains (white space folded). */
  readonly quote: string;
  /** For a default: what the library's `@default` says when it differs (the page says so). */
  readonly commentSays?: string;
}

/** `castShadow` and `receiveShadow` of a props type: useConfigureAssetShadow sets nothing for `undefined`. */
function shadowFlagFacts(api: string): ApiFact[] {
  const flag = (member: string, line: number): ApiFact => ({
    api,
    member,
    kind: 'default',
    value: null,
    commentSays: 'false',
    note: 'Left out, nothing is set: each renderable keeps the shadow setting it was loaded with.',
    source: `src/hooks/useConfigureAssetShadow.ts:${line}`,
    quote: `${member} == null`,
  });
  return [flag('castShadow', 25), flag('receiveShadow', 41)];
}

const DEFAULTS: readonly ApiFact[] = [
  // <Camera>: its own constants (src/react/Camera.tsx:51-56), applied by destructuring.
  {
    api: 'Camera',
    member: 'cameraPosition',
    kind: 'default',
    value: '[0, 0, 8]',
    source: 'src/react/Camera.tsx:52',
    quote: 'const defaultCameraPosition: Float3 = [0, 0, 8]',
  },
  {
    api: 'Camera',
    member: 'cameraTarget',
    kind: 'default',
    value: '[0, 0, 0]',
    source: 'src/react/Camera.tsx:53',
    quote: 'const defaultCameraTarget: Float3 = [0, 0, 0]',
  },
  {
    api: 'Camera',
    member: 'cameraUp',
    kind: 'default',
    value: '[0, 1, 0]',
    source: 'src/react/Camera.tsx:54',
    quote: 'const defaultCameraUp: Float3 = [0, 1, 0]',
  },
  {
    api: 'Camera',
    member: 'focalLengthInMillimeters',
    kind: 'default',
    value: '28',
    source: 'src/react/Camera.tsx:55',
    quote: 'const defaultFocalLengthInMillimeters = 28',
  },
  {
    api: 'Camera',
    member: 'near',
    kind: 'default',
    value: '0.1',
    source: 'src/react/Camera.tsx:56',
    quote: 'const defaultNear = 0.1',
  },
  {
    api: 'Camera',
    member: 'far',
    kind: 'default',
    value: '100',
    source: 'src/react/Camera.tsx:57',
    quote: 'const defaultFar = 100',
  },
  {
    api: 'Camera',
    member: 'aspect',
    kind: 'default',
    value: null,
    note: "Left out, the view's width divided by its height.",
    source: 'src/react/Camera.tsx:90',
    quote: 'aspect ?? aspectRatio',
  },
  // <Animator>: the defaults sit in AnimatorImpl, which <Animator> renders with its props.
  {
    api: 'AnimatorProps',
    member: 'animationIndex',
    kind: 'default',
    value: '0',
    source: 'src/react/Animator.tsx:64',
    quote: 'animationIndex: animationIndexProp = 0',
  },
  {
    api: 'AnimatorProps',
    member: 'transitionDuration',
    kind: 'default',
    value: '0',
    source: 'src/react/Animator.tsx:64',
    quote: 'transitionDuration = 0',
  },
  {
    api: 'BackgroundImage',
    member: 'resizeMode',
    kind: 'default',
    value: "'contain'",
    source: 'src/react/BackgroundImage.tsx:15',
    quote: "resizeMode = 'contain'",
  },
  {
    api: 'EnvironmentalLight',
    member: 'intensity',
    kind: 'default',
    value: '25_000',
    source: 'src/react/EnvironmentalLight.tsx:25',
    quote: 'intensity = 25_000',
    commentSays: '30_000',
  },
  {
    api: 'DebugBox',
    member: 'halfExtent',
    kind: 'default',
    value: null,
    note: "Left out, the half extent of the parent model's bounding box.",
    source: 'src/react/DebugBox.tsx:21',
    quote: 'const halfExtent = halfExtentProp ?? parentHalfExtend',
  },
  // Model loading (UseModelConfigParams), applied in useModel.
  {
    api: 'UseModelConfigParams',
    member: 'shouldReleaseSourceData',
    kind: 'default',
    value: 'true',
    source: 'src/hooks/useModel.ts:61',
    quote: 'shouldReleaseSourceData = true',
  },
  {
    api: 'UseModelConfigParams',
    member: 'addToScene',
    kind: 'default',
    value: 'true',
    source: 'src/hooks/useModel.ts:61',
    quote: 'addToScene = true',
  },
  {
    api: 'UseModelConfigParams',
    member: 'instanceCount',
    kind: 'default',
    value: '1',
    source: 'src/hooks/useModel.ts:76',
    quote: 'if (instanceCount == null || instanceCount === 1) {',
  },
  // Transformation props (Model, ModelInstance, ModelRenderer, EntitySelector, DebugBox).
  {
    api: 'TransformationProps',
    member: 'translate',
    kind: 'default',
    value: null,
    commentSays: '[0, 0, 0]',
    note: 'Left out, nothing is applied: the entity keeps the position it has (from the file, or from earlier calls).',
    source: 'src/hooks/internal/useApplyTransformations.tsx:59',
    quote: 'Array.isArray(position) &&',
  },
  {
    api: 'TransformationProps',
    member: 'multiplyWithCurrentTransform',
    kind: 'default',
    value: 'true',
    source: 'src/hooks/internal/useApplyTransformations.tsx:22',
    quote: 'multiplyWithCurrentTransform = true',
  },
  {
    api: 'TransformationProps',
    member: 'transformToUnitCube',
    kind: 'default',
    value: 'false',
    source: 'src/hooks/internal/useApplyTransformations.tsx:35',
    quote: 'if (transformToUnitCube && aabb != null) {',
  },
  // Shadows of a model (UIProps) and of useConfigureAssetShadow: applied only when given.
  ...shadowFlagFacts('UIProps'),
  ...shadowFlagFacts('UseAssetShadowProps'),
  // <FilamentScene>'s view options: the library sets an option only when its prop is given
  // (src/react/Configurator.tsx:55-72), so Filament's own View defaults apply.
  {
    api: 'View',
    member: 'antiAliasing',
    kind: 'default',
    value: "'FXAA'",
    source: 'FH/View.h:348',
    quote: 'Enables or disables anti-aliasing in the post-processing stage. Enabled by default.',
  },
  {
    api: 'View',
    member: 'postProcessing',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:656',
    quote: 'Enables or disables post processing. Enabled by default.',
  },
  {
    api: 'View',
    member: 'dithering',
    kind: 'default',
    value: "'temporal'",
    source: 'FH/View.h:517',
    quote: 'Enables or disables dithering in the post-processing stage. Enabled by default.',
  },
  {
    api: 'View',
    member: 'shadowing',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:291',
    quote: 'Enables or disables shadow mapping. Enabled by default.',
  },
  {
    api: 'View',
    member: 'screenSpaceRefraction',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:307',
    quote: 'Enables or disables screen space refraction. Enabled by default.',
  },
  {
    api: 'ViewConfigProps',
    member: 'ambientOcclusionOptions',
    kind: 'default',
    value: null,
    note: "Left out, ambient occlusion stays off (Filament's default).",
    source: 'src/react/Configurator.tsx:55',
    quote: 'if (ambientOcclusionOptions != null) {',
  },
  {
    api: 'ViewConfigProps',
    member: 'bloomOptions',
    kind: 'default',
    value: null,
    note: "Left out, bloom stays off (Filament's default).",
    source: 'src/react/Configurator.tsx:63',
    quote: 'if (bloomOptions != null) {',
  },
  {
    api: 'ViewConfigProps',
    member: 'dynamicResolutionOptions',
    kind: 'default',
    value: null,
    note: "Left out, dynamic resolution stays off (Filament's default).",
    source: 'src/react/Configurator.tsx:59',
    quote: 'if (dynamicResolutionOptions != null) {',
  },
  {
    api: 'ViewConfigProps',
    member: 'temporalAntiAliasingOptions',
    kind: 'default',
    value: null,
    note: "Left out, temporal anti-aliasing stays off (Filament's default).",
    source: 'src/react/Configurator.tsx:72',
    quote: 'if (temporalAntiAliasingOptions != null)',
  },
  // Engine.
  {
    api: 'EngineProps',
    member: 'backend',
    kind: 'default',
    value: "'default'",
    source: 'cpp/RNFFilamentProxy.cpp:110',
    quote: 'Engine::Backend backendEnum = Engine::Backend::DEFAULT;',
  },
  // Hooks' own parameters.
  {
    api: 'useBuffer',
    member: 'releaseOnUnmount',
    kind: 'default',
    value: 'true',
    source: 'src/hooks/useBuffer.ts:34',
    quote: 'releaseOnUnmount = true',
  },
  {
    api: 'useCameraManipulator',
    member: 'orbitHomePosition',
    kind: 'default',
    value: '[0, 0, 8]',
    source: 'src/hooks/useCameraManipulator.ts:5',
    quote: 'const cameraPosition: Float3 = [0, 0, 8]',
    commentSays: '(0,0,1)',
  },
  {
    api: 'useCameraManipulator',
    member: 'targetPosition',
    kind: 'default',
    value: '[0, 0, 0]',
    source: 'src/hooks/useCameraManipulator.ts:6',
    quote: 'const cameraTarget: Float3 = [0, 0, 0]',
  },
  {
    api: 'useCameraManipulator',
    member: 'upVector',
    kind: 'default',
    value: '[0, 1, 0]',
    source: 'src/hooks/useCameraManipulator.ts:7',
    quote: 'const cameraUp: Float3 = [0, 1, 0]',
  },
];

const CORRECTIONS: readonly ApiFact[] = [
  {
    api: 'useModel',
    kind: 'correction',
    note: "The library's comment tags this hook `@worklet`. It is a React hook: it runs while its component renders, on the JavaScript thread, and cannot be called from a worklet.",
    source: 'src/hooks/useModel.ts:54',
    quote: '* @worklet',
  },
];

const PLATFORM: readonly ApiFact[] = [
  {
    api: 'EngineProps',
    member: 'backend',
    kind: 'platform',
    note: "Left out (`'default'`), Filament picks Metal on iOS and OpenGL ES on Android.",
    source: 'ios/libs/filament/include/backend/DriverEnums.h:163',
    quote: 'OPENGL = 1, //!< Selects the OpenGL/ES driver (default on Android)',
  },
];

export const API_FACTS: readonly ApiFact[] = [...DEFAULTS, ...CORRECTIONS, ...PLATFORM];
