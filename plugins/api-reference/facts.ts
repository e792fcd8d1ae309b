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

/** A line of the pinned package and a piece of text it contains. */
export interface Citation {
  /** `src/react/Camera.tsx:52`; `FH/` is Filament's headers shipped in the package. */
  readonly source: string;
  /** Text that line contains (white space folded). */
  readonly quote: string;
}

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
  /**
   * Further lines the fact rests on: the constant a default names when it
   * lives elsewhere, the line that sets nothing for a "stays off" fact, each
   * platform's line of a platform fact. Checked like `source`.
   */
  readonly also?: readonly Citation[];
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
  // <Camera>: destructured with its own constants (src/react/Camera.tsx:52-57) as defaults.
  {
    api: 'CameraProps',
    member: 'cameraPosition',
    kind: 'default',
    value: '[0, 0, 8]',
    source: 'src/react/Camera.tsx:66',
    quote: 'cameraPosition = defaultCameraPosition',
    also: [
      {
        source: 'src/react/Camera.tsx:52',
        quote: 'const defaultCameraPosition: Float3 = [0, 0, 8]',
      },
    ],
  },
  {
    api: 'CameraProps',
    member: 'cameraTarget',
    kind: 'default',
    value: '[0, 0, 0]',
    source: 'src/react/Camera.tsx:65',
    quote: 'cameraTarget = defaultCameraTarget',
    also: [
      { source: 'src/react/Camera.tsx:53', quote: 'const defaultCameraTarget: Float3 = [0, 0, 0]' },
    ],
  },
  {
    api: 'CameraProps',
    member: 'cameraUp',
    kind: 'default',
    value: '[0, 1, 0]',
    source: 'src/react/Camera.tsx:64',
    quote: 'cameraUp = defaultCameraUp',
    also: [
      { source: 'src/react/Camera.tsx:54', quote: 'const defaultCameraUp: Float3 = [0, 1, 0]' },
    ],
  },
  {
    api: 'CameraProps',
    member: 'focalLengthInMillimeters',
    kind: 'default',
    value: '28',
    source: 'src/react/Camera.tsx:69',
    quote: 'focalLengthInMillimeters = defaultFocalLengthInMillimeters',
    also: [
      { source: 'src/react/Camera.tsx:55', quote: 'const defaultFocalLengthInMillimeters = 28' },
    ],
  },
  {
    api: 'CameraProps',
    member: 'near',
    kind: 'default',
    value: '0.1',
    source: 'src/react/Camera.tsx:67',
    quote: 'near = defaultNear',
    also: [{ source: 'src/react/Camera.tsx:56', quote: 'const defaultNear = 0.1' }],
  },
  {
    api: 'CameraProps',
    member: 'far',
    kind: 'default',
    value: '100',
    source: 'src/react/Camera.tsx:68',
    quote: 'far = defaultFar',
    also: [{ source: 'src/react/Camera.tsx:57', quote: 'const defaultFar = 100' }],
  },
  {
    api: 'CameraProps',
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
    api: 'BackgroundImageProps',
    member: 'resizeMode',
    kind: 'default',
    value: "'contain'",
    source: 'src/react/BackgroundImage.tsx:15',
    quote: "resizeMode = 'contain'",
  },
  {
    api: 'EnvironmentalLightProps',
    member: 'intensity',
    kind: 'default',
    value: '25_000',
    source: 'src/react/EnvironmentalLight.tsx:25',
    quote: 'intensity = 25_000',
    commentSays: '30_000',
  },
  {
    api: 'DebugBoxProps',
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
  // (src/react/Configurator.tsx:55-72, each fact's second citation), so Filament's own
  // defaults apply, cited from the headers the package ships (FH/View.h, FH/Options.h).
  {
    api: 'View',
    member: 'antiAliasing',
    kind: 'default',
    value: "'FXAA'",
    source: 'FH/View.h:348',
    quote: 'Enables or disables anti-aliasing in the post-processing stage. Enabled by default.',
    also: [
      {
        source: 'src/react/Configurator.tsx:67',
        quote: 'if (antiAliasing != null) view.antiAliasing = antiAliasing',
      },
    ],
  },
  {
    api: 'View',
    member: 'postProcessing',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:656',
    quote: 'Enables or disables post processing. Enabled by default.',
    also: [
      {
        source: 'src/react/Configurator.tsx:69',
        quote: 'if (postProcessing != null) view.postProcessing = postProcessing',
      },
    ],
  },
  {
    api: 'View',
    member: 'dithering',
    kind: 'default',
    value: "'temporal'",
    source: 'FH/View.h:517',
    quote: 'Enables or disables dithering in the post-processing stage. Enabled by default.',
    also: [
      {
        source: 'src/react/Configurator.tsx:68',
        quote: 'if (dithering != null) view.dithering = dithering',
      },
    ],
  },
  {
    api: 'View',
    member: 'shadowing',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:291',
    quote: 'Enables or disables shadow mapping. Enabled by default.',
    also: [
      {
        source: 'src/react/Configurator.tsx:71',
        quote: 'if (shadowing != null) view.shadowing = shadowing',
      },
    ],
  },
  {
    api: 'View',
    member: 'screenSpaceRefraction',
    kind: 'default',
    value: 'true',
    source: 'FH/View.h:307',
    quote: 'Enables or disables screen space refraction. Enabled by default.',
    also: [
      {
        source: 'src/react/Configurator.tsx:70',
        quote:
          'if (screenSpaceRefraction != null) view.screenSpaceRefraction = screenSpaceRefraction',
      },
    ],
  },
  {
    api: 'ViewConfigProps',
    member: 'ambientOcclusionOptions',
    kind: 'default',
    value: null,
    note: "Left out, the library sets nothing and ambient occlusion stays off: Filament's own default is `enabled = false`.",
    source: 'FH/Options.h:413',
    quote: 'bool enabled = false; //!< enables or disables screen-space ambient occlusion',
    also: [
      { source: 'src/react/Configurator.tsx:55', quote: 'if (ambientOcclusionOptions != null) {' },
    ],
  },
  {
    api: 'ViewConfigProps',
    member: 'bloomOptions',
    kind: 'default',
    value: null,
    note: "Left out, the library sets nothing and bloom stays off: Filament's own default is `enabled = false`.",
    source: 'FH/Options.h:144',
    quote: 'bool enabled = false; //!< enable or disable bloom',
    also: [{ source: 'src/react/Configurator.tsx:63', quote: 'if (bloomOptions != null) {' }],
  },
  {
    api: 'ViewConfigProps',
    member: 'dynamicResolutionOptions',
    kind: 'default',
    value: null,
    note: "Left out, the library sets nothing and dynamic resolution stays off: Filament's own default is `enabled = false`.",
    source: 'FH/Options.h:83',
    quote: 'bool enabled = false; //!< enable or disable dynamic resolution',
    also: [
      { source: 'src/react/Configurator.tsx:59', quote: 'if (dynamicResolutionOptions != null) {' },
    ],
  },
  {
    api: 'ViewConfigProps',
    member: 'temporalAntiAliasingOptions',
    kind: 'default',
    value: null,
    note: "Left out, the library sets nothing and temporal anti-aliasing stays off: Filament's own default is `enabled = false`.",
    source: 'FH/Options.h:496',
    quote: 'bool enabled = false; //!< enables or disables temporal anti-aliasing',
    also: [
      {
        source: 'src/react/Configurator.tsx:72',
        quote: 'if (temporalAntiAliasingOptions != null)',
      },
    ],
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
    api: 'BufferProps',
    member: 'releaseOnUnmount',
    kind: 'default',
    value: 'true',
    source: 'src/hooks/useBuffer.ts:34',
    quote: 'releaseOnUnmount = true',
  },
  {
    api: 'OrbitCameraManipulatorConfig',
    member: 'orbitHomePosition',
    kind: 'default',
    value: '[0, 0, 8]',
    note: "With `useCameraManipulator`, which fills it in. Passed straight to `engine.createOrbitCameraManipulator`, nothing is filled in and Filament's own default, `[0, 0, 1]`, applies.",
    source: 'src/hooks/useCameraManipulator.ts:10',
    quote: 'orbitHomePosition = cameraPosition',
    also: [
      {
        source: 'src/hooks/useCameraManipulator.ts:5',
        quote: 'const cameraPosition: Float3 = [0, 0, 8]',
      },
      {
        source: 'cpp/core/RNFEngineWrapper.cpp:126',
        quote: 'if (config.find("orbitHomePosition") != config.end()) {',
      },
      {
        source: 'ios/libs/filament/include/camutils/Manipulator.h:123',
        quote: 'Initial eye position in world space, defaults to (0,0,1)',
      },
    ],
    commentSays: '(0,0,1)',
  },
  {
    api: 'OrbitCameraManipulatorConfig',
    member: 'targetPosition',
    kind: 'default',
    value: '[0, 0, 0]',
    source: 'src/hooks/useCameraManipulator.ts:11',
    quote: 'targetPosition = cameraTarget',
    also: [
      {
        source: 'src/hooks/useCameraManipulator.ts:6',
        quote: 'const cameraTarget: Float3 = [0, 0, 0]',
      },
    ],
  },
  {
    api: 'OrbitCameraManipulatorConfig',
    member: 'upVector',
    kind: 'default',
    value: '[0, 1, 0]',
    source: 'src/hooks/useCameraManipulator.ts:12',
    quote: 'upVector = cameraUp',
    also: [
      {
        source: 'src/hooks/useCameraManipulator.ts:7',
        quote: 'const cameraUp: Float3 = [0, 1, 0]',
      },
    ],
  },
];

/** `transformToUnitCube` on a component that passes no bounding box: the prop does nothing. */
function unitCubeIgnored(api: string, source: string, quote: string): ApiFact {
  return {
    api,
    member: 'transformToUnitCube',
    kind: 'correction',
    note: `Has no effect on \`<${api}>\`: it applies its transformations without a bounding box, and the code fits to the cube only when it has one.`,
    source,
    quote,
    also: [
      {
        source: 'src/hooks/internal/useApplyTransformations.tsx:35',
        quote: 'if (transformToUnitCube && aabb != null) {',
      },
    ],
  };
}

/** Where the package proves that `type: 'focused_point'` throws in 1.11.0. */
const FOCUSED_POINT_PROOF = {
  source: 'cpp/core/RNFLightEnum.h:22',
  quote: 'else if (inUnion == "focused_sport")',
  also: [
    { source: 'cpp/core/RNFLightEnum.h:27', quote: 'throw invalidUnion(inUnion);' },
    { source: 'src/types/LightConfig.ts:55', quote: "type: 'spot' | 'point' | 'focused_point'" },
  ],
} as const;

const CORRECTIONS: readonly ApiFact[] = [
  {
    api: 'useModel',
    kind: 'correction',
    note: "The library's comment tags this hook `@worklet`. It is a React hook: it runs while its component renders, on the JavaScript thread, and cannot be called from a worklet.",
    source: 'src/hooks/useModel.ts:54',
    quote: '* @worklet',
  },
  {
    api: 'TransformationProps',
    member: 'transformToUnitCube',
    kind: 'correction',
    note: "The comment says a unit cube (1, 1, 1). The code scales the entity evenly so that the longest side of its bounding box is 2 m (it fills the cube from -1 to 1) and moves the box's center to the origin, replacing the entity's transform.",
    source: 'cpp/core/RNFTransformManagerImpl.cpp:145',
    quote: 'float scaleFactor = 2.0f / maxExtent;',
    also: [
      {
        source: 'cpp/core/RNFTransformManagerImpl.cpp:144',
        quote: 'float maxExtent = max(halfExtent) * 2.0f;',
      },
      {
        source: 'cpp/core/RNFTransformManagerImpl.cpp:146',
        quote: 'math::mat4f::scaling(scaleFactor) * math::mat4f::translation(-center);',
      },
      {
        source: 'cpp/core/RNFTransformManagerImpl.cpp:149',
        quote: 'transformManager.setTransform(instance, transform);',
      },
    ],
  },
  unitCubeIgnored(
    'EntitySelector',
    'src/react/EntitySelector.tsx:99',
    'useApplyTransformations({ to: entity, transformProps })',
  ),
  unitCubeIgnored(
    'DebugBox',
    'src/react/DebugBox.tsx:31',
    'useApplyTransformations({ to: boxEntity, transformProps })',
  ),
  {
    api: 'TransformationProps',
    member: 'scale',
    kind: 'correction',
    note: 'The comment says the unit is meters. It is a factor per axis, without a unit: the code makes a scaling matrix of the three numbers, so `[2, 2, 2]` doubles the size and `[1, 1, 1]` keeps it.',
    source: 'cpp/core/RNFTransformManagerImpl.cpp:87',
    quote: 'auto scaleMatrix = math::mat4::scaling(scale);',
  },
  ...focusedPointFacts(['Light', 'SpotLightExtraConfig']),
  // LightConfig's page is the library's long description of the light types, with no `type` row:
  // the fact goes under the type's declaration.
  {
    api: 'LightConfig',
    kind: 'correction',
    ...FOCUSED_POINT_PROOF,
    note: "Of the light types this description offers, the focused spot (`type: 'focused_point'`, Filament's `FOCUSED_SPOT`) throws in 1.11.0 when the light is created: the native code knows it only by the misspelt name `\"focused_sport\"`, and rejects any other name. Use `'spot'`.",
  },
  {
    api: 'View',
    member: 'pickEntity',
    kind: 'correction',
    note: "The type says `Promise<Entity | null>`, but when only background is at the point the promise resolves with `undefined`, not `null`: the native side resolves an empty optional, which reaches JavaScript as `undefined`. Test with `entity == null`, which covers both. Only opaque meshes are picked: Filament's transparent picking is off by default and 1.11.0 never turns it on, so a part with a blended (transparent) material is passed over.",
    source: 'cpp/core/RNFViewWrapper.cpp:268',
    quote: 'promise.set_value(std::nullopt);',
    also: [
      { source: 'cpp/jsi/RNFJSIConverter.h:125', quote: 'return jsi::Value::undefined();' },
      {
        source: 'src/types/View.ts:120',
        quote: 'pickEntity(x: number, y: number): Promise<Entity | null>',
      },
      {
        source: 'FH/View.h:703',
        quote: 'Enables or disables transparent picking. Disabled by default.',
      },
      { source: 'FH/View.h:706', quote: 'When disabled, View::pick() will only' },
      { source: 'FH/View.h:707', quote: 'pick from opaque renderables.' },
    ],
  },
  {
    api: 'EntitySelector',
    member: 'textureMap',
    kind: 'correction',
    note: "Its `textureFlags`, left out, is `'sRGB'`: the texture's colors are read as sRGB.",
    source: 'src/react/EntitySelector.tsx:116',
    quote: "textureFlags = 'sRGB'",
  },
];

/** `type: 'focused_point'`, which the type offers and the native code rejects in 1.11.0. */
function focusedPointFacts(apis: readonly string[]): ApiFact[] {
  return apis.map((api) => ({
    api,
    member: 'type',
    kind: 'correction',
    note: "In 1.11.0 `'focused_point'` throws when the light is created: the native code knows Filament's focused spot light only by the misspelt name `\"focused_sport\"`, and rejects any other name. Use `'spot'`.",
    ...FOCUSED_POINT_PROOF,
  }));
}

const PLATFORM: readonly ApiFact[] = [
  {
    api: 'EngineProps',
    member: 'backend',
    kind: 'platform',
    note: "Left out (`'default'`), Filament picks Metal on iOS and OpenGL ES on Android (each platform's Filament headers in the package say so).",
    source: 'ios/libs/filament/include/backend/DriverEnums.h:165',
    quote:
      'METAL = 3, //!< Selects the Metal driver if the platform supports it (default on MacOS/iOS).',
    also: [
      {
        source: 'android/libs/filament/include/backend/DriverEnums.h:163',
        quote: 'OPENGL = 1, //!< Selects the OpenGL/ES driver (default on Android)',
      },
    ],
  },
];

/** The texture flags of an `<EntitySelector>`'s `textureMap`, shown on the TextureMap page. */
const TYPE_ONLY: readonly ApiFact[] = [
  {
    api: 'TextureMap',
    member: 'textureFlags',
    kind: 'default',
    value: "'sRGB'",
    source: 'src/react/EntitySelector.tsx:116',
    quote: "textureFlags = 'sRGB'",
  },
];

export const API_FACTS: readonly ApiFact[] = [
  ...DEFAULTS,
  ...CORRECTIONS,
  ...PLATFORM,
  ...TYPE_ONLY,
];
