/** Materials and textures: texture maps, material files, parameters (and, at the end, two view messages). */
import { cite, type Citation } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const MATERIAL = 'cpp/core/RNFMaterialImpl.cpp';
const INSTANCE = 'cpp/core/RNFMaterialInstanceWrapper.cpp';
const RENDERABLES = 'cpp/core/RNFRenderableManagerImpl.cpp';

/** Where a JavaScript method name is registered: `material.setDefaultFloatParameter` and so on. */
const MATERIAL_METHODS: Readonly<Record<string, number>> = {
  setDefaultFloatParameter: 13,
  setDefaultTextureParameter: 14,
  setDefaultMat3fParameter: 16,
  setDefaultFloat3Parameter: 17,
  setDefaultFloat4Parameter: 18,
  setDefaultIntParameter: 19,
};
const INSTANCE_METHODS: Readonly<Record<string, number>> = {
  setFloatParameter: 16,
  setIntParameter: 17,
  setFloat3Parameter: 18,
  setFloat4Parameter: 19,
  setMat3fParameter: 20,
  getFloatParameter: 21,
  getIntParameter: 22,
  getFloat3Parameter: 23,
  getFloat4Parameter: 24,
  getMat3fParameter: 25,
};

/** The registration line of a JavaScript method of a material (`material.…`) or an instance. */
function registered(jsMethod: string): { readonly call: string; readonly cite: Citation } {
  const onMaterial = MATERIAL_METHODS[jsMethod];
  if (onMaterial !== undefined)
    return {
      call: `material.${jsMethod}`,
      cite: cite(
        `cpp/core/RNFMaterialWrapper.cpp:${onMaterial}`,
        `registerHybridMethod("${jsMethod}"`,
      ),
    };
  return {
    call: `materialInstance.${jsMethod}`,
    cite: cite(`${INSTANCE}:${INSTANCE_METHODS[jsMethod]}`, `registerHybridMethod("${jsMethod}"`),
  };
}

/**
 * A model's material instances are not compiled by the reader: the library loads
 * glTF materials with Filament's built-in ones, and `<EntitySelector materialParameters>`
 * sets their parameters by fixed names.
 */
const MODEL_MATERIAL_FIX =
  " A model's material instance (`renderableManager.getMaterialInstanceAt`, which `<EntitySelector materialParameters>` uses) belongs to Filament's built-in glTF materials, which you cannot recompile: set only parameters that material has.";
const MODEL_MATERIAL_PROOF: readonly Citation[] = [
  cite('cpp/core/RNFEngineImpl.cpp:41', 'gltfio::createUbershaderProvider(engine.get()'),
  cite(
    'src/react/EntitySelector.tsx:172',
    'renderableManager.getMaterialInstanceAt(entity, index)',
  ),
];

/** Material and material-instance parameter setters and getters share one message shape. */
function parameterMissing(
  method: string,
  jsMethod: string,
  file: string,
  line: number,
  since: string,
): Explanation {
  const { call, cite: registration } = registered(jsMethod);
  const check = cite(`${file}:${line - 1}`, 'hasParameter(name.c_str())');
  const ofInstance = file === INSTANCE;
  return {
    message: `${method}: Material does not have parameter "{name}"!`,
    group: 'materials',
    cause: `\`${call}\` was given a parameter name the material does not have: it checks \`hasParameter\` first. Parameter names are the ones the material was compiled with, and are compared exactly.`,
    causeProof: [check, registration],
    fix:
      "Use a parameter name the material defines (the `parameters` of the material's `.mat` source), or compile the material with the parameter." +
      (ofInstance ? MODEL_MATERIAL_FIX : ''),
    fixProof: ofInstance ? [check, ...MODEL_MATERIAL_PROOF] : [check],
    since,
    reach: reachable(registration),
  };
}

const SHAPES: Readonly<Record<number, string>> = {
  3: '(r, g, b)',
  4: '(r, g, b, a)',
  9: '(the nine values of a 3×3 matrix)',
};

function vectorSize(
  message: string,
  jsMethod: string,
  size: number,
  file: string,
  line: number,
): Explanation {
  const { call, cite: registration } = registered(jsMethod);
  const check = cite(`${file}:${line - 1}`, `size() != ${size}`);
  return {
    message,
    group: 'materials',
    cause: `\`${call}\` got a value array that does not have exactly ${size} numbers.`,
    causeProof: [check, registration],
    fix: `Pass ${size} numbers ${SHAPES[size]}.`,
    fixProof: [check],
    since: '1.1.0',
    reach: reachable(registration),
  };
}

export const MATERIALS: readonly Explanation[] = [
  {
    message: 'Error loading texture: {error}',
    group: 'materials',
    cause:
      "The image decoder could not read the texture buffer (a texture map's `textureSource`, a `<BackgroundImage source>` or the buffer given to `material.setDefaultTextureParameter`); `{error}` is its reason. The decoder is Filament's stb-based one, which reads PNG and JPEG. Logged, then thrown.",
    causeProof: [
      cite(
        `${RENDERABLES}:93`,
        '_textureProvider->pushTexture(bufferData->getData(), bufferData->getSize(), mimeType, textureFlagsEnum)',
      ),
      cite(`${RENDERABLES}:95`, 'if (texture == nullptr) {'),
      cite(
        'cpp/core/RNFRenderableManagerImpl.h:33',
        'filament::gltfio::createStbProvider(_engine.get())',
      ),
      cite(
        'cpp/core/RNFMaterialWrapper.cpp:35',
        'renderableManager->createTextureFromBuffer(buffer, textureFlags)',
      ),
      cite(
        'src/react/BackgroundImage.tsx:29',
        "newMaterial.setDefaultTextureParameter(renderableManager, 'image', imageBuffer, 'sRGB')",
      ),
    ],
    fix: 'Use a PNG or JPEG file and check that it opens elsewhere.',
    fixProof: [
      cite(
        'ios/libs/filament/include/gltfio/TextureProvider.h:171',
        'can handle "image/png" and "image/jpeg"',
      ),
    ],
    since: '0.10.0',
    reach: reachable(
      cite(
        'src/react/EntitySelector.tsx:121',
        'renderableManager.changeMaterialTextureMap(entity, materialName, textureSource, textureFlags)',
      ),
    ),
  },
  {
    message: 'Material not found!',
    group: 'materials',
    cause:
      '`changeMaterialTextureMap` (an `<EntitySelector textureMap>`) found no primitive of the entity whose material instance has that `materialName`.',
    causeProof: [
      cite(`${RENDERABLES}:128`, 'if (primitiveName == materialName) {'),
      cite(`${RENDERABLES}:133`, 'if (primitiveIndex == -1) {'),
    ],
    fix: 'Use the material name of the glTF file for that entity (the model checker lists them); names are compared exactly.',
    fixProof: [
      cite(`${RENDERABLES}:127`, 'std::string primitiveName = materialInstance->getName();'),
    ],
    since: '0.10.0',
    reach: reachable(
      cite('src/react/EntitySelector.tsx:121', 'renderableManager.changeMaterialTextureMap('),
    ),
  },
  {
    message: 'Material buffer is empty',
    group: 'materials',
    cause: 'The material file (a compiled `.filamat`) loaded as zero bytes.',
    causeProof: [cite('cpp/core/RNFEngineImpl.cpp:344', 'if (buffer->getSize() == 0) {')],
    fix: "Check that the `.filamat` file (compiled by Filament's `matc`) is not empty.",
    fixProof: [
      cite(
        'cpp/core/RNFEngineImpl.cpp:350',
        'Material::Builder().package(buffer->getData(), buffer->getSize())',
      ),
    ],
    since: '0.12.0',
    reach: reachable(
      cite('src/react/BackgroundImage.tsx:28', 'engine.createMaterial(imageMaterialBuffer)'),
    ),
  },
  {
    message: 'IBL buffer is empty',
    group: 'materials',
    cause: 'The image-based-lighting file (`<EnvironmentalLight source>`) loaded as zero bytes.',
    causeProof: [cite('cpp/core/RNFEngineImpl.cpp:286', 'if (buffer->getSize() == 0) {')],
    fix: 'Check that the `.ktx` file is not empty.',
    fixProof: [
      cite(
        'cpp/core/RNFEngineImpl.cpp:290',
        'new image::Ktx1Bundle(buffer->getData(), buffer->getSize())',
      ),
    ],
    since: '0.1.0',
    reach: reachable(
      cite(
        'src/react/EnvironmentalLight.tsx:33',
        'engine.setIndirectLight(lightBuffer, intensity, irradianceBands)',
      ),
    ),
  },
  {
    message: 'Texture buffer is empty',
    group: 'materials',
    cause: 'The skybox texture file (`<Skybox source>`) loaded as zero bytes.',
    causeProof: [cite('cpp/core/RNFEngineImpl.Skybox.cpp:50', 'if (buffer->getSize() == 0) {')],
    fix: 'Check that the `.ktx` file is not empty.',
    fixProof: [
      cite(
        'cpp/core/RNFEngineImpl.Skybox.cpp:54',
        'new image::Ktx1Bundle(buffer->getData(), buffer->getSize())',
      ),
    ],
    since: '1.6.0',
    reach: reachable(
      cite(
        'src/hooks/useSkybox.ts:41',
        'engine.createAndSetSkyboxByTexture(texture, showSun, envIntensity)',
      ),
    ),
  },
  parameterMissing(
    'MaterialWrapper::setFloatParameter',
    'setDefaultFloatParameter',
    MATERIAL,
    33,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialWrapper::setIntParameter',
    'setDefaultIntParameter',
    MATERIAL,
    43,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialWrapper::setDefaultTextureParameter',
    'setDefaultTextureParameter',
    MATERIAL,
    53,
    '0.29.0',
  ),
  parameterMissing('setFloat3Parameter', 'setDefaultFloat3Parameter', MATERIAL, 66, '1.1.0'),
  parameterMissing('setFloat4Parameter', 'setDefaultFloat4Parameter', MATERIAL, 83, '1.1.0'),
  parameterMissing(
    'MaterialWrapper::setMat3fParameter',
    'setDefaultMat3fParameter',
    MATERIAL,
    102,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::setFloatParameter',
    'setFloatParameter',
    INSTANCE,
    67,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::setIntParameter',
    'setIntParameter',
    INSTANCE,
    78,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::setFloat3Parameter',
    'setFloat3Parameter',
    INSTANCE,
    92,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::setFloat4Parameter',
    'setFloat4Parameter',
    INSTANCE,
    110,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::setMat3fParameter',
    'setMat3fParameter',
    INSTANCE,
    126,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::getFloatParameter',
    'getFloatParameter',
    INSTANCE,
    147,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::getIntParameter',
    'getIntParameter',
    INSTANCE,
    156,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::getFloat3Parameter',
    'getFloat3Parameter',
    INSTANCE,
    165,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::getFloat4Parameter',
    'getFloat4Parameter',
    INSTANCE,
    175,
    '1.1.0',
  ),
  parameterMissing(
    'MaterialInstanceWrapper::getMat3fParameter',
    'getMat3fParameter',
    INSTANCE,
    185,
    '1.1.0',
  ),
  vectorSize(
    'setFloat3Parameter: RGB vector must have 3 elements!',
    'setDefaultFloat3Parameter',
    3,
    MATERIAL,
    62,
  ),
  vectorSize(
    'setFloat4Parameter: RGBA vector must have 4 elements!',
    'setDefaultFloat4Parameter',
    4,
    MATERIAL,
    79,
  ),
  vectorSize(
    'MaterialWrapper::setMat3fParameter: Value vector must have 9 elements!',
    'setDefaultMat3fParameter',
    9,
    MATERIAL,
    106,
  ),
  vectorSize(
    'MaterialInstanceWrapper::setFloat3Parameter: RGB vector must have 3 elements!',
    'setFloat3Parameter',
    3,
    INSTANCE,
    87,
  ),
  vectorSize(
    'MaterialInstanceWrapper::setFloat4Parameter: RGBA vector must have 4 elements!',
    'setFloat4Parameter',
    4,
    INSTANCE,
    105,
  ),
  vectorSize(
    'MaterialInstanceWrapper::setMat3fParameter: Value vector must have 9 elements!',
    'setMat3fParameter',
    9,
    INSTANCE,
    130,
  ),
  // Two messages a second reading found reachable (they were listed as unreachable); they
  // render in the scene section, by their group.
  {
    message: 'Invalid boxClipping value',
    group: 'scene',
    cause:
      'The view\'s raw `temporalAntiAliasingOptions` (a `Record<string, number>` on `view`) was set with a `boxClipping` other than 0, 1 or 2, or a `jitterPattern` other than 0 to 4: both checks throw this text. `<Configurator temporalAntiAliasingOptions>` maps the names to these numbers first, and throws "Unknown boxClipping" or "Unknown jitterPattern" for anything else.',
    causeProof: [
      cite(
        'cpp/core/RNFViewWrapper.cpp:122',
        'throw std::invalid_argument("Invalid boxClipping value");',
      ),
      cite(
        'cpp/core/RNFViewWrapper.cpp:138',
        'throw std::invalid_argument("Invalid boxClipping value");',
      ),
      cite('src/types/View.ts:126', 'temporalAntiAliasingOptions: Record<string, number>'),
      cite('src/types/Options.ts:279', 'throw new Error(`Unknown boxClipping: ${boxClipping}`)'),
    ],
    fix: "Pass the options through `<Configurator temporalAntiAliasingOptions>`, which takes the names (`'ACCURATE'`, `'CLAMP'`, `'NONE'`; `'RGSS_X4'` … `'HALTON_23_X32'`), or set the numbers they map to.",
    fixProof: [
      cite(
        'src/react/Configurator.tsx:72',
        'view.temporalAntiAliasingOptions = optionsToJSI(temporalAntiAliasingOptions)',
      ),
      cite('src/types/Options.ts:308', 'result[key] = boxClippingToNumber(value)'),
    ],
    since: '0.38.0',
    reach: reachable(
      cite(
        'cpp/core/RNFViewWrapper.cpp:16',
        'registerHybridSetter("temporalAntiAliasingOptions", &ViewWrapper::setTemporalAntiAliasingOptions, this);',
      ),
    ),
  },
  {
    message:
      'Failed to get current Dispatcher - the global Dispatcher holder (global.{GLOBAL_DISPATCHER_HOLDER_NAME}) does not exist! Was Dispatcher::installDispatcherIntoRuntime() called for this jsi::Runtime?',
    group: 'scene',
    cause:
      "Debug builds only. A method that returns a promise (`view.pickEntity`, the recorder's `startRecording` and `stopRecording`) was called from a JavaScript runtime the library did not set up, such as a worklet context of your own: the library makes its promises with a dispatcher it installs only into the app's JavaScript runtime and into its own worklet context.",
    causeProof: [
      cite('cpp/jsi/RNFPromiseFactory.cpp:15', 'Dispatcher::getRuntimeGlobalDispatcher(runtime)'),
      cite(
        'cpp/threading/RNFDispatcher.cpp:30',
        'if (!runtime.global().hasProperty(runtime, GLOBAL_DISPATCHER_HOLDER_NAME)) {',
      ),
      cite(
        'ios/src/RNFFilamentInstaller.mm:50',
        'Dispatcher::installRuntimeGlobalDispatcher(*runtime, jsDispatcher);',
      ),
      cite(
        'cpp/RNFFilamentProxy.cpp:58',
        'Dispatcher::installRuntimeGlobalDispatcher(runtime, renderThreadDispatcher);',
      ),
    ],
    fix: "Call these methods on the JavaScript thread or in the library's own worklets (`useWorkletCallback`, `useWorkletEffect`), not from another worklet runtime.",
    fixProof: [
      cite(
        'cpp/RNFFilamentProxy.cpp:58',
        'Dispatcher::installRuntimeGlobalDispatcher(runtime, renderThreadDispatcher);',
      ),
      cite(
        'src/hooks/useWorkletCallback.ts:22',
        'workletContext.createRunAsync(wrapWithErrorHandler(callback))',
      ),
    ],
    since: '0.34.0',
    reach: reachable(
      cite(
        'cpp/core/RNFViewWrapper.cpp:28',
        'registerHybridMethod("pickEntity", &ViewWrapper::pickEntity, this);',
      ),
      cite('cpp/jsi/RNFJSIConverter.h:154', 'return PromiseFactory::createPromise(runtime,'),
    ),
  },
];
