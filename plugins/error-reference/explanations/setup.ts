/** Installation and start-up: linking, installing into the JavaScript runtime, optional dependencies. */
import { cite } from '../../../shared/citations';
import { reachable, type Explanation } from './types';

const PROXY = 'src/native/FilamentProxy.ts';
const ANDROID_PROXY = 'android/src/main/java/com/margelo/filament/FilamentProxy.java';
const ANDROID_MODULE = 'android/src/main/java/com/margelo/filament/FilamentModuleImpl.java';

/** Importing the library runs FilamentProxy.ts, whose first statement calls install(). */
const installCall = cite(`${PROXY}:99`, 'const successful = FilamentModule.install()');
const installFailed = cite(`${PROXY}:100`, 'if (!successful) {');
const androidCatch = cite(`${ANDROID_MODULE}:24`, '} catch (Throwable cause) {');

/** React Native's message, raised before the library's own linking error can be. */
const GET_ENFORCING: Explanation = {
  message:
    "TurboModuleRegistry.getEnforcing(...): 'FilamentModule' could not be found. Verify that a module by this name is registered in the native binary.",
  group: 'setup',
  shownInsteadOf:
    "The package 'react-native-filament' doesn't seem to be linked. Make sure: {Platform.select(…)}- You rebuilt the app after installing the package - You are not using Expo Go",
  cause:
    "React Native found no native module called `FilamentModule` in the app: the library's native code is not in the binary that runs. The library asks for the module with `TurboModuleRegistry.getEnforcing`, which throws this (as an `Invariant Violation`) before the library's own message about linking can be shown. The wording is React Native's and may differ between its versions.",
  causeProof: [
    cite('src/native/specs/NativeFilamentModule.ts:12', "getEnforcing<Spec>('FilamentModule')"),
    cite(
      'react-native/Libraries/TurboModule/TurboModuleRegistry.js:43',
      "`TurboModuleRegistry.getEnforcing(...): '${name}' could not be found. `",
    ),
    cite('src/native/FilamentModule.ts:10', "require('./specs/NativeFilamentModule').default"),
  ],
  fix: "Rebuild the native app after installing the library (on iOS run `pod install` first), and run it as a development build: Expo Go does not contain the library's native code. The library's own checklist says the same.",
  fixProof: [
    cite('src/native/FilamentModule.ts:6', 'ios: "- You have run \'pod install\'\\n"'),
    cite('src/native/FilamentModule.ts:7', 'You rebuilt the app after installing the package'),
    cite('src/native/FilamentModule.ts:8', 'You are not using Expo Go'),
  ],
  since: '0.1.0',
  reach: reachable(
    cite('src/native/FilamentModule.ts:10', "require('./specs/NativeFilamentModule').default"),
  ),
  raisedBy: {
    package: 'React Native',
    site: cite(
      'react-native/Libraries/TurboModule/TurboModuleRegistry.js:43',
      'could not be found. `',
    ),
    calledFrom: cite(
      'src/native/specs/NativeFilamentModule.ts:12',
      "TurboModuleRegistry.getEnforcing<Spec>('FilamentModule')",
    ),
  },
};

/**
 * The iOS install lines: logged, then install() returns false and JavaScript throws.
 * "jsi::Runtime* was null!" is not here: the module checks the same runtime first
 * (internal.ts lists it as unreachable); "CallInvoker was null!" is met on the
 * old architecture only, from the module's own check.
 */
const IOS_INSTALL: readonly (readonly [string, string, string, string])[] = [
  [
    'Failed to install react-native-filament: react::CallInvoker was null!',
    'ios/src/RNFFilamentModule.mm:103',
    'if (!callInvoker) {',
    '0.1.0',
  ],
  [
    'Failed to install react-native-filament: jsi::Runtime is nil (bridgless: {YES|NO})!',
    'ios/src/RNFFilamentModule.mm:61',
    'if (jsiRuntime == nullptr) {',
    '0.42.0',
  ],
  [
    'Failed to install react-native-filament: react::CallInvoker is nil (bridgless: {YES|NO})!',
    'ios/src/RNFFilamentModule.mm:65',
    'if (jsCallInvoker == nullptr) {',
    '0.42.0',
  ],
  [
    'Failed to install react-native-filament: RCTBridge is not a RCTCxxBridge!',
    'ios/src/RNFFilamentModule.mm:92',
    'if (!cxxBridge.runtime) {',
    '0.1.0',
  ],
];

const iosInstall = ([
  message,
  source,
  quote,
  since,
]: (typeof IOS_INSTALL)[number]): Explanation => ({
  message,
  group: 'setup',
  cause:
    'iOS only, written to the Xcode log: React Native handed the library no JavaScript runtime (or no call invoker) to install into, so `install()` returns false and JavaScript then throws "The install() method returned false". On the New Architecture the line says whether the app runs bridgeless.',
  causeProof: [
    cite(source, quote),
    cite('ios/src/RNFFilamentModule.mm:63', 'return [NSNumber numberWithBool:NO];'),
    installFailed,
  ],
  fix: "Check which value the line says is missing: the library takes both from the bridge object React Native hands the module (`self.bridge.runtime` and its call invoker; in bridgeless mode that object is React Native's bridge proxy, which has both, so bridgeless mode is not the cause), or from the current `RCTCxxBridge` on the old architecture. The app's JavaScript must run in the app, in that runtime. Rebuild after installing or updating the library.",
  fixProof: [
    cite('ios/src/RNFFilamentModule.mm:56', 'self.bridge.runtime'),
    cite(
      'ios/src/RNFFilamentModule.mm:52',
      'RCTCxxBridge* cxxBridge = (RCTCxxBridge*)self.bridge;',
    ),
    cite(
      'react-native/ReactCommon/react/nativemodule/core/platform/ios/ReactCommon/RCTTurboModuleManager.mm:719',
      '[(id)module setValue:_bridgeProxy forKey:@"bridge"];',
    ),
    cite('react-native/React/Base/RCTBridgeProxy.mm:97', '- (void *)runtime'),
    cite(
      'react-native/React/Base/RCTBridgeProxy.mm:103',
      '- (std::shared_ptr<facebook::react::CallInvoker>)jsCallInvoker',
    ),
    cite(
      'ios/src/RNFFilamentModule.mm:91',
      'RCTCxxBridge* cxxBridge = (RCTCxxBridge*)[RCTBridge currentBridge];',
    ),
  ],
  since,
  reach: reachable(installCall),
});

export const SETUP: readonly Explanation[] = [
  GET_ENFORCING,
  {
    message:
      'Failed to initialize react-native-filament! The install() method returned false - check the native logs (adb logcat or Xcode logs) for more information.',
    group: 'setup',
    cause:
      'iOS: the native module could not install the library into the JavaScript runtime, because React Native gave it no runtime or no call invoker. It logs which one was missing (the "Failed to install" lines below) and returns false. (On Android a failed install throws instead: see "Failed to initialize react-native-filament! Reason".)',
    causeProof: [
      installCall,
      installFailed,
      cite('ios/src/RNFFilamentModule.mm:63', 'return [NSNumber numberWithBool:NO];'),
      androidCatch,
    ],
    fix: 'Read the Xcode console for the line starting with "Failed to install react-native-filament" and act on it (see its entry).',
    fixProof: [
      cite(
        'ios/src/RNFFilamentModule.mm:62',
        'NSLog(@"Failed to install react-native-filament: jsi::Runtime is nil',
      ),
    ],
    since: '0.1.0',
    reach: reachable(installCall),
  },
  {
    message:
      'Failed to initialize react-native-filament. The global proxy instance (global.FilamentProxy) is null. Check the native logs (adb logcat or Xcode logs) for more information.',
    group: 'setup',
    cause:
      "`install()` reported success but `global.FilamentProxy` is not set in the JavaScript runtime the library's code runs in.",
    causeProof: [
      cite(`${PROXY}:107`, 'const proxy = global.FilamentProxy as TFilamentProxy'),
      cite(`${PROXY}:109`, 'if (proxy == null) {'),
    ],
    fix: 'Read the native log for an earlier error and rebuild the app (the native side sets `FilamentProxy` during `install()`, on the runtime React Native hands it).',
    fixProof: [
      installCall,
      cite(
        'ios/src/RNFFilamentInstaller.mm:58',
        'runtime->global().setProperty(*runtime, "FilamentProxy"',
      ),
      cite(
        'android/src/main/cpp/RNFFilamentInstaller.cpp:20',
        'runtime.global().setProperty(runtime, "FilamentProxy"',
      ),
    ],
    since: '0.1.0',
    reach: reachable(installCall),
  },
  {
    message: '{name} is not installed!',
    group: 'setup',
    cause:
      "You used the library's Reanimated integration (`useSyncSharedValue`), which loads `react-native-reanimated` only when it is first used, and the package is not installed. `{name}` is `react-native-reanimated`.",
    causeProof: [
      cite(
        'src/dependencies/ReanimatedProxy.ts:19',
        "OptionalDependencyNotInstalledError('react-native-reanimated')",
      ),
      cite('src/hooks/useSyncSharedValue.ts:35', 'ReanimatedProxy.runOnUI(() => {'),
    ],
    fix: 'Install `react-native-reanimated` and rebuild, or stop using the API that needs it.',
    fixProof: [
      cite('src/dependencies/ReanimatedProxy.ts:17', "return require('react-native-reanimated')"),
    ],
    since: '1.7.0',
    reach: reachable(cite('src/hooks/useSyncSharedValue.ts:35', 'ReanimatedProxy.runOnUI(() => {')),
  },
  {
    message: 'Failed to initialize react-native-filament! Reason: {cause.getMessage}',
    group: 'setup',
    cause:
      'Android only: installing the library into the JavaScript runtime threw, and the message carries that error\'s text after "Reason:" (for example "JSI Runtime Holder is null!" or "JS Call Invoker is null!", below).',
    causeProof: [
      androidCatch,
      cite(
        `${ANDROID_MODULE}:25`,
        '"Failed to initialize react-native-filament! Reason: " + cause.getMessage()',
      ),
    ],
    fix: 'Act on the reason after "Reason:" (see its entry); rebuild the app after installing or updating the library.',
    fixProof: [cite(`${ANDROID_MODULE}:21`, 'proxy = new FilamentProxy(context);')],
    since: '0.1.0',
    reach: reachable(installCall),
  },
  ...IOS_INSTALL.map(iosInstall),
  {
    message: 'Failed to initialize react-native-filament: JSI Runtime Holder is null!',
    group: 'setup',
    cause:
      'Android only: React Native\'s context returned no JavaScript context holder, so there is no runtime to install into. You see it after "Reason:" of the message above.',
    causeProof: [
      cite(`${ANDROID_PROXY}:56`, 'context.getJavaScriptContextHolder()'),
      cite(`${ANDROID_PROXY}:57`, 'if (jsRuntimeHolder == null) {'),
      androidCatch,
    ],
    fix: "The library takes the runtime from React Native's JavaScript context holder, so the app must run with a JavaScript runtime in the app. Rebuild after installing or updating the library.",
    fixProof: [cite(`${ANDROID_PROXY}:60`, 'long runtimePointer = jsRuntimeHolder.get();')],
    since: '0.1.0',
    reach: reachable(installCall),
  },
  {
    message: 'Failed to initialize react-native-filament: JS Call Invoker is null!',
    group: 'setup',
    cause:
      'Android only: the call invoker holder React Native returned is missing or not the `CallInvokerHolderImpl` the library needs. You see it after "Reason:" of the message above.',
    causeProof: [
      cite(`${ANDROID_PROXY}:62`, 'if (!(callInvokerHolder instanceof CallInvokerHolderImpl)) {'),
      androidCatch,
    ],
    fix: "Rebuild the app after installing or updating the library; the holder comes from React Native's `CatalystInstance`, so check the React Native setup if it persists.",
    fixProof: [
      cite(`${ANDROID_PROXY}:61`, 'context.getCatalystInstance().getJSCallInvokerHolder()'),
    ],
    since: '0.1.0',
    reach: reachable(installCall),
  },
  {
    message:
      'You tried to use a Filament hook/component without wrapping your component in a <FilamentScene> component!',
    group: 'setup',
    cause:
      'A Filament hook or component ran outside a `<FilamentScene>`, so it has no engine to use: the context it reads has no value.',
    causeProof: [cite('src/hooks/useFilamentContext.ts:39', 'if (context === undefined) {')],
    fix: 'Render the component inside `<FilamentScene>`; a hook that needs the engine must be called by a component inside it, not by the component that renders the scene.',
    fixProof: [cite('src/react/FilamentScene.tsx:107', '<FilamentContext.Provider value={value}>')],
    since: '1.4.0',
    reach: reachable(cite('src/hooks/useFilamentContext.ts:40', 'throw new Error(')),
  },
];
