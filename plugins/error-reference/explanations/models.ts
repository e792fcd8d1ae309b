/** Models, assets and files: loading buffers and models, instances, entity selection. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const BUFFER = 'src/hooks/useBuffer.ts';
const ANDROID_PROXY = 'android/src/main/java/com/margelo/filament/FilamentProxy.java';
const IOS_PROXY = 'ios/src/RNFAppleFilamentProxy.mm';
const SELECTOR = 'src/react/EntitySelector.tsx';

/** Every file load goes through useBuffer → FilamentProxy.loadAsset (native, asynchronous). */
const loadCall = cite(`${BUFFER}:55`, 'FilamentProxy.loadAsset(uri)');
/** A failed load is caught and logged by useBuffer, with the native error after the message. */
const loadCaught = cite(`${BUFFER}:61`, 'console.error(`Failed to load asset: ${uri}`, error)');
const selectorParent = cite(
  `${SELECTOR}:49`,
  'const parentInstances = useContext(ParentInstancesContext)',
);

export const MODELS: readonly Explanation[] = [
  {
    message:
      'Failed to load source: {source}. Are you sure that -The asset exists on this path? -The metro bundler is configured correctly as explained in the documentation?',
    group: 'models',
    cause:
      'The source is not an asset React Native\'s registry knows: `Image.resolveAssetSource` returned nothing for it. That is the case for `undefined` (the message then reads "Failed to load source: undefined") and for any number or string that is not what a `require()` of a bundled file returned.',
    causeProof: [
      cite(`${BUFFER}:42`, 'const asset = Image.resolveAssetSource(source)'),
      cite(`${BUFFER}:43`, 'if (asset == null) {'),
      cite(
        'react-native/Libraries/Image/resolveAssetSource.js:112',
        "if (source == null || typeof source === 'object') {",
      ),
      cite(
        'react-native/Libraries/Image/resolveAssetSource.js:118',
        'AssetRegistry.getAssetByID(source)',
      ),
    ],
    fix: "Pass what `require('./model.glb')` returns (or `{ uri }`), and check that the value is defined when the component renders. A wrong path, or a file extension missing from Metro's `resolver.assetExts` (`glb`, `ktx`, `filamat`, …: the types the library declares for `require()`), stops the bundle from building instead, with Metro's own error, before this message can appear.",
    fixProof: [
      cite('src/types/CustomFileExtensions.d.ts:1', "declare module '*.ktx' {"),
      cite('src/types/CustomFileExtensions.d.ts:5', "declare module '*.glb' {"),
      cite('src/types/CustomFileExtensions.d.ts:9', "declare module '*.filamat' {"),
      cite(
        'metro-resolver/src/resolve.js.flow:610',
        'if (isAssetFile(fileName, context.assetExts)) {',
      ),
      cite('metro-resolver/src/resolve.js.flow:659', "resolveSourceFileForAllExts(context, '')"),
    ],
    since: '1.4.0',
    reach: reachable(cite(`${BUFFER}:42`, 'Image.resolveAssetSource(source)')),
  },
  {
    message: 'Failed to load asset: {uri}',
    group: 'models',
    cause:
      'Reading the file or URL failed in native code; the native error is logged after the message (see the file and URL entries below). The model or buffer stays unloaded.',
    causeProof: [loadCall, loadCaught],
    fix: 'Check that the URL is reachable or the file is bundled, and read the native error after the message.',
    fixProof: [loadCaught],
    since: '0.29.1',
    reach: reachable(loadCall),
  },
  {
    message: 'Failed to load asset',
    group: 'models',
    cause:
      "Filament's glTF loader returned no asset for the file's bytes: it could not parse them as glTF, or could not build a model from what it parsed (for example a file with no scene).",
    causeProof: [
      cite(
        'ios/libs/filament/include/gltfio/AssetLoader.h:176',
        'with one instance, or null on failure.',
      ),
      cite(
        'cpp/core/RNFEngineImpl.cpp:234',
        '_assetLoader->createAsset(buffer->getData(), buffer->getSize())',
      ),
      cite('cpp/core/RNFEngineImpl.cpp:249', 'if (assetPtr == nullptr) {'),
    ],
    fix: 'Check the file with the model checker of this site: the bytes must be a whole glTF 2.0 file, binary (`.glb`) or JSON (`.gltf`). A `.gltf` whose buffers or images are separate files does not cause this message, but the library hands the loader this one buffer and loads no external resources: separate images are left out, and a separate `.bin` leaves the geometry without its data, so expect a crash (the asset loading guide, "Formats the loader understands", says why). Embed them or use a `.glb`.',
    fixProof: [
      cite(
        'ios/libs/filament/include/gltfio/AssetLoader.h:175',
        'Takes a pointer to the contents of a GLB or a JSON-based glTF 2.0 file',
      ),
      cite(
        'cpp/core/RNFEngineImpl.cpp:267',
        'When supporting loading glTF files with external resources',
      ),
      cite('cpp/core/RNFEngineImpl.cpp:270', '_resourceLoader->loadResources(asset.get());'),
    ],
    since: '0.1.0',
    reach: reachable(
      cite('src/hooks/useModel.ts:77', 'loadedAsset = engine.loadAsset(assetBuffer)'),
    ),
  },
  {
    message: 'instanceCount must be greater than 0',
    group: 'models',
    cause:
      "`useModel` or `<Model>` got `instanceCount={0}`: the check is for 0 exactly. A negative count passes it and goes on to native code, which makes an array of that many instances and hands the count to Filament's loader as an unsigned size; nothing there checks it, so expect undefined behavior (a crash), not this message.",
    causeProof: [
      cite('src/hooks/useModel.ts:68', 'if (instanceCount === 0) {'),
      cite('src/hooks/useModel.ts:79', 'engine.loadInstancedAsset(assetBuffer, instanceCount)'),
      cite('cpp/core/RNFEngineImpl.cpp:242', 'FilamentInstance* instances[instanceCount];'),
      cite(
        'ios/libs/filament/include/gltfio/AssetLoader.h:205',
        'FilamentInstance** instances, size_t numInstances);',
      ),
    ],
    fix: 'Leave `instanceCount` out (one instance) or pass a whole number of 1 or more.',
    fixProof: [
      cite('src/hooks/useModel.ts:76', 'if (instanceCount == null || instanceCount === 1) {'),
    ],
    since: '0.15.0',
    reach: reachable(cite('src/hooks/useModel.ts:27', 'instanceCount?: number')),
  },
  {
    message:
      'The parent Model component has {instances.length} instances. You tried to use index {index}',
    group: 'models',
    cause:
      "`<ModelInstance index>` is not smaller than the parent model's `instanceCount` (or is negative).",
    causeProof: [
      cite('src/react/ModelInstance.tsx:30', 'const instance = instances[index]'),
      cite('src/react/ModelInstance.tsx:31', 'if (instance == null) {'),
    ],
    fix: 'Use an index from 0 to `instanceCount - 1`.',
    fixProof: [cite('src/react/Model.tsx:123', 'return asset.getAssetInstances()')],
    since: '1.4.0',
    reach: reachable(
      cite(
        'src/react/ModelInstance.tsx:28',
        'export function ModelInstance({ index, ...restProps }: ModelInstanceProps) {',
      ),
    ),
  },
  {
    message: 'useParentInstancesContext must be used inside a Model component',
    group: 'models',
    cause:
      '`<ModelInstance>` is not inside a `<Model>`: it is the only component that calls this hook. (`<Animator>` and `<EntitySelector>` check for a model themselves and throw their own messages.)',
    causeProof: [
      cite('src/react/ModelInstance.tsx:29', 'const instances = useParentInstancesContext()'),
      cite('src/react/ParentInstancesContext.ts:14', 'if (parentInstances == null) {'),
      cite(
        'src/react/Animator.tsx:47',
        'const instances = React.useContext(ParentInstancesContext)',
      ),
      selectorParent,
    ],
    fix: 'Render `<ModelInstance>` as a child of `<Model>` (a `<Model>` renders its children once the model has loaded).',
    fixProof: [
      cite(
        'src/react/Model.tsx:136',
        '<ParentInstancesContext.Provider value={instances}>{children}</ParentInstancesContext.Provider>',
      ),
    ],
    since: '1.4.0',
    reach: reachable(cite('src/react/ModelInstance.tsx:29', 'useParentInstancesContext()')),
  },
  {
    message: '<EntitySelector> must be used inside a <Model> or <ModelInstance> component',
    group: 'models',
    cause: '`<EntitySelector>` found no model instance above it.',
    causeProof: [selectorParent, cite(`${SELECTOR}:75`, 'if (parentInstance == null) {')],
    fix: 'Render it inside `<Model>` or `<ModelInstance>`.',
    fixProof: [
      cite('src/react/ModelInstance.tsx:56', '<ParentInstancesContext.Provider value={instances}>'),
    ],
    since: '1.5.0',
    reach: reachable(
      cite(`${SELECTOR}:48`, 'export function EntitySelector(props: EntitySelectorProps) {'),
    ),
  },
  {
    message: '<EntitySelector>: Only one of byName or byIndex can be provided',
    group: 'models',
    cause: 'Both props were given.',
    causeProof: [cite(`${SELECTOR}:79`, 'if (byName != null && byIndex != null) {')],
    fix: 'Select by `byName` or by `byIndex`, not both.',
    fixProof: [cite(`${SELECTOR}:79`, 'byName != null && byIndex != null')],
    since: '1.5.0',
    reach: reachable(
      cite(`${SELECTOR}:48`, 'export function EntitySelector(props: EntitySelectorProps) {'),
    ),
  },
  {
    message:
      '<EntitySelector>: byIndex is out of bounds. Instance only has {entities.length} entities',
    group: 'models',
    cause: "`byIndex` is not smaller than the number of the model instance's entities.",
    causeProof: [
      cite(`${SELECTOR}:59`, 'const entities = parentInstance.getEntities()'),
      cite(`${SELECTOR}:65`, 'if (byIndex >= entities.length) {'),
    ],
    fix: 'Use an index from 0 to below the count the message gives, or select by name.',
    fixProof: [cite(`${SELECTOR}:69`, 'return entities[byIndex]')],
    since: '1.5.0',
    reach: reachable(
      cite(`${SELECTOR}:48`, 'export function EntitySelector(props: EntitySelectorProps) {'),
    ),
  },
  {
    message: '<EntitySelector>: Could not find entity by {name|index} "{byName ?? byIndex}"',
    group: 'models',
    cause:
      'No entity of the model instance has that name (names come from the glTF nodes, compared exactly), or `byIndex` is negative, or neither prop was given (the message then reads `by index "undefined"`).',
    causeProof: [
      cite(
        `${SELECTOR}:63`,
        'return entities.find((e) => nameComponentManager.getEntityName(e) === byName)',
      ),
      cite(`${SELECTOR}:71`, 'return null'),
      cite(`${SELECTOR}:83`, 'if (entity == null) {'),
    ],
    fix: 'Give `byName` or `byIndex`, and check the node names of the model (the model checker lists them); names are case-sensitive.',
    fixProof: [cite(`${SELECTOR}:63`, 'nameComponentManager.getEntityName(e) === byName')],
    since: '1.5.0',
    reach: reachable(
      cite(`${SELECTOR}:48`, 'export function EntitySelector(props: EntitySelectorProps) {'),
    ),
  },
  {
    message: 'Entity with name {name} not found!',
    group: 'models',
    cause:
      'Logged when `getFirstEntityByName` finds no node of that name; the call then returns `undefined`.',
    causeProof: [
      cite('cpp/core/RNFFilamentAssetWrapper.cpp:67', 'if (entity.isNull()) {'),
      cite('cpp/core/RNFFilamentAssetWrapper.cpp:69', 'return std::nullopt;'),
    ],
    fix: 'Check the node names of the model; names are compared exactly, so they are case-sensitive.',
    fixProof: [
      cite(
        'cpp/core/RNFFilamentAssetWrapper.cpp:66',
        'pointee()->getFirstEntityByName(name.c_str())',
      ),
    ],
    since: '0.10.0',
    reach: reachable(
      cite(
        'cpp/core/RNFFilamentAssetWrapper.cpp:22',
        'registerHybridMethod("getFirstEntityByName"',
      ),
    ),
  },
  {
    message: 'File does not exist: {filePath}',
    group: 'models',
    cause: 'Android only: a `file://` URL points to no file.',
    causeProof: [
      cite(`${ANDROID_PROXY}:124`, 'if (uriString.contains("file://")) {'),
      cite(`${ANDROID_PROXY}:127`, 'if (!file.exists()) {'),
    ],
    fix: 'Check the path; files written at run time must exist before the model loads.',
    fixProof: [cite(`${ANDROID_PROXY}:125`, 'String filePath = uriString.replace("file://", "");')],
    since: '1.1.0',
    reach: reachable(loadCall),
  },
  {
    message: 'Failed to read file: {filePath}',
    group: 'models',
    cause:
      'Android only: the file exists but reading it failed; the exception follows in the log, and the load fails.',
    causeProof: [
      cite(`${ANDROID_PROXY}:130`, 'try (FileInputStream stream = new FileInputStream(file)) {'),
      cite(`${ANDROID_PROXY}:134`, 'throw e;'),
    ],
    fix: "Read the exception after the message; check the app's read permission for that path.",
    fixProof: [cite(`${ANDROID_PROXY}:133`, 'Log.e(NAME, "Failed to read file: " + filePath, e);')],
    since: '1.1.0',
    reach: reachable(loadCall),
  },
  {
    message: 'Response was not successful! Code: {response.code}, Body: {responseBody}',
    group: 'models',
    cause:
      'Android only: downloading an `http(s)` URL got an error status (or no body). The library throws this inside the download, so the log shows "Failed to fetch URL …!" with this exception under it.',
    causeProof: [
      cite(`${ANDROID_PROXY}:146`, 'if (response.isSuccessful() && response.body() != null) {'),
      cite(`${ANDROID_PROXY}:154`, '} catch (Exception ex) {'),
    ],
    fix: 'Check the URL and the server; the status code and the response body are in the message.',
    fixProof: [
      cite(
        `${ANDROID_PROXY}:151`,
        'String responseBody = response.body() != null ? response.body().string() : "null";',
      ),
    ],
    since: '1.10.0 or 1.11.0',
    reach: reachable(loadCall),
  },
  {
    message: 'Failed to fetch URL {uriString}!',
    group: 'models',
    cause:
      'Android only: downloading an `http(s)` URL threw (no network, a refused connection, or an error status, which makes the exception "Response was not successful"); the exception follows in the log.',
    causeProof: [
      cite(`${ANDROID_PROXY}:145`, 'try (Response response = client.newCall(request).execute()) {'),
      cite(`${ANDROID_PROXY}:154`, '} catch (Exception ex) {'),
    ],
    fix: 'Read the exception after the message; check the network and the URL.',
    fixProof: [
      cite(`${ANDROID_PROXY}:155`, 'Log.e(NAME, "Failed to fetch URL " + uriString + "!", ex);'),
    ],
    since: '0.41.0',
    reach: reachable(loadCall),
  },
  {
    message: 'Could not load file from URL',
    group: 'models',
    cause: 'iOS only: downloading the `http(s)` URL returned no data (the system gives no reason).',
    causeProof: [
      cite(`${IOS_PROXY}:45`, 'NSData* data = [NSData dataWithContentsOfURL:url];'),
      cite(`${IOS_PROXY}:46`, 'if (data == nil) {'),
    ],
    fix: 'Check the URL and the network.',
    fixProof: [
      cite(
        `${IOS_PROXY}:42`,
        'if ([filePath hasPrefix:@"http://"] || [filePath hasPrefix:@"https://"]) {',
      ),
    ],
    since: '0.41.0',
    reach: reachable(loadCall),
  },
  {
    message: 'File not found or could not be read, error: {errorPtr.localizedDescription}',
    group: 'models',
    cause: "iOS only: reading a `file://` URL failed; the system's reason is in the message.",
    causeProof: [
      cite(
        `${IOS_PROXY}:59`,
        'dataWithContentsOfFile:filePath options:NSDataReadingMappedIfSafe error:&errorPtr',
      ),
      cite(`${IOS_PROXY}:60`, 'if (!bufferData || errorPtr != nullptr) {'),
    ],
    fix: 'Act on the reason; check the path (the library removes `file://` and reads the rest as a path).',
    fixProof: [cite(`${IOS_PROXY}:55`, 'filePath = [filePath substringFromIndex:7];')],
    since: '1.1.0',
    reach: reachable(loadCall),
  },
  {
    message: 'Invalid file path: no extension found',
    group: 'models',
    cause:
      'iOS only: a name that is neither an `http(s)` nor a `file://` URL is looked up in the app bundle, and it has no `.` to split a file extension from.',
    causeProof: [
      cite(`${IOS_PROXY}:68`, 'componentsSeparatedByString:@"."'),
      cite(`${IOS_PROXY}:69`, 'if ([pathComponents count] < 2) {'),
    ],
    fix: 'Give the asset its extension (`model.glb`).',
    fixProof: [cite(`${IOS_PROXY}:73`, 'NSString* extension = [pathComponents lastObject];')],
    since: '0.1.0',
    reach: reachable(loadCall),
  },
  {
    message: 'File not found',
    group: 'models',
    cause:
      'iOS only: the app bundle has no resource of that name. The library splits the name at every `.` and looks up the first part with the last part as extension, so a name with more than one dot (`model.v2.glb`) is looked up as `model.glb`.',
    causeProof: [
      cite(`${IOS_PROXY}:72`, 'NSString* name = [pathComponents firstObject];'),
      cite(`${IOS_PROXY}:76`, '[[NSBundle mainBundle] pathForResource:name ofType:extension]'),
      cite(`${IOS_PROXY}:77`, 'if (!resourcePath) {'),
    ],
    fix: 'Check that the file is in the app bundle under that name, and use a name with a single dot.',
    fixProof: [cite(`${IOS_PROXY}:73`, 'NSString* extension = [pathComponents lastObject];')],
    since: '0.1.0',
    reach: reachable(loadCall),
  },
  {
    message: 'File not found or could not be read',
    group: 'models',
    cause: 'iOS only: the bundle resource exists but reading it returned no data.',
    causeProof: [
      cite(`${IOS_PROXY}:82`, 'NSData* bufferData = [NSData dataWithContentsOfFile:resourcePath];'),
      cite(`${IOS_PROXY}:83`, 'if (!bufferData) {'),
    ],
    fix: 'Rebuild the app so that the file is copied into the bundle again, and check that it opens elsewhere.',
    fixProof: [cite(`${IOS_PROXY}:76`, 'pathForResource:name ofType:extension')],
    since: '0.1.0',
    reach: reachable(loadCall),
  },
];
