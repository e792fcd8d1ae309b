/** The routes SPEC.md §2 names, as lists the build-output tests walk. */
export const API_FUNCTIONS = [
  // components
  'Animator', 'BackgroundImage', 'Camera', 'DebugBox', 'DefaultLight', 'EntitySelector',
  'EnvironmentalLight', 'FilamentScene', 'Light', 'Model', 'ModelInstance', 'ModelRenderer', 'Skybox',
  // hooks
  'useAnimator', 'useBoxShape', 'useBuffer', 'useCameraManipulator', 'useConfigureAssetShadow',
  'useCylinderShape', 'useDerivedValue', 'useDisposableResource', 'useEntityInScene',
  'useFilamentContext', 'useLightEntity', 'useModel', 'useRecorder', 'useRecorderRenderLoop',
  'useRigidBody', 'useSkybox', 'useSphereShape', 'useStaticPlaneShape', 'useSyncSharedValue',
  'useWorkletCallback', 'useWorkletEffect', 'useWorkletMemo', 'useWorld',
  // other
  'withCleanupScope', 'setLogger', 'makeRenderContext', 'optionsToJSI', 'getAssetFromModel',
  'extractTransformationProps',
] as const;

export const API_INTERFACES = [
  'AABB', 'AmbientOcclusionOptions', 'BaseBox', 'BaseShape', 'BloomOptions', 'Box', 'BoxShape',
  'BufferProps', 'CameraManipulator', 'Choreographer', 'CylinderShape', 'DerivedValue',
  'DiscreteDynamicWorld', 'DynamicResolutionOptions', 'Engine', 'Entity', 'FilamentAnimator',
  'FilamentAsset', 'FilamentInstance', 'FilamentInstanceBase', 'FrameRateOptions', 'LightManager',
  'Mat4', 'Material', 'MaterialInstance', 'NameComponentManager', 'OffscreenFrameInfo',
  'OrbitCameraManipulatorConfig', 'RenderableManager', 'Renderer', 'RigidBody', 'RNFCamera', 'Scene',
  'SphereShape', 'StaticPlaneShape', 'SwapChain', 'TemporalAntiAliasingOptions', 'TextureInfo',
  'TFilamentRecorder', 'TransformManager', 'UseModelConfigParams', 'View', 'Viewport',
] as const;

export const API_TYPE_ALIASES = [
  'ActivationState', 'AnimationItem', 'AnimatorProps', 'BackgroundImageProps', 'BaseLightConfig',
  'BaseProps', 'BufferSource', 'CameraProps', 'CollisionCallback', 'ColorProps', 'CullingMode',
  'DebugBoxProps', 'DependencyList', 'EngineBackend', 'EngineConfig', 'EntitySelectorProps',
  'EnvironmentalLightProps', 'FilamentModel', 'FilamentProviderProps', 'Float2', 'Float3', 'Float4',
  'FrameInfo', 'LightConfig', 'LightProps', 'LightType', 'LoadModelProps', 'LoggerInterface', 'Mat3f',
  'MaterialParameters', 'MaterialParametersItem', 'MaterialParameterValue', 'ModelInstanceProps',
  'ModelProps', 'ModelRendererProps', 'ModifierProps', 'QualityLevel', 'RecorderOptions',
  'RenderCallback', 'RenderContextType', 'RGBA', 'RigidBodyProps', 'SelectorProps',
  'SkyboxBaseOptions', 'SkyboxOptions', 'SkyboxProps', 'SpotLightExtraConfig', 'TextureFlags',
  'TextureMap', 'TextureProps', 'TransformationProps', 'TransparencyMode', 'UIProps',
  'UseAssetShadowProps', 'UseLightEntityProps',
] as const;

export const API_VARIABLES = ['BulletAPI', 'RenderCallbackContext'] as const;

export const API_ROUTES = [
  ...API_FUNCTIONS.map((n) => `docs/api/functions/${n}`),
  ...API_INTERFACES.map((n) => `docs/api/interfaces/${n}`),
  ...API_TYPE_ALIASES.map((n) => `docs/api/type-aliases/${n}`),
  ...API_VARIABLES.map((n) => `docs/api/variables/${n}`),
];

export const TOP_LEVEL_ROUTES = ['', 'markdown-page', 'docs/guides', 'docs/api'] as const;
