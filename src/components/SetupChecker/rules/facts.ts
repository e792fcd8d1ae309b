/**
 * What the rules ask of a project, derived once from the files that were
 * read: the versions installed (Podfile.lock's exact version first, else the
 * lowest package.json allows), the architecture, the SDK levels, the guide
 * links verdicts point to.
 */
import type { PackageName, Project } from './project';
import { gradleNumber } from './native-files';
import { atLeast, major, versionOf, type Version } from './versions';

/** The installed version of a package: Podfile.lock's when it pins one, else package.json's. */
export function installed(project: Project, name: PackageName): Version | undefined {
  const locked = project.podLock?.[name];
  if (locked) return versionOf(locked, 'Podfile.lock');
  return project.package?.versions[name];
}

/** The options of a config plugin listed in the Expo config (`["expo-build-properties", {…}]`). */
export function expoPluginOptions(
  project: Project,
  name: string,
): Record<string, unknown> | undefined {
  const plugins = project.expo?.config.plugins;
  if (!Array.isArray(plugins)) return undefined;
  for (const entry of plugins) {
    if (Array.isArray(entry) && entry[0] === name && typeof entry[1] === 'object' && entry[1]) {
      return entry[1] as Record<string, unknown>;
    }
  }
  return undefined;
}

const nested = (object: Record<string, unknown> | undefined, key: string) =>
  (object?.[key] ?? undefined) as Record<string, unknown> | undefined;

/** Where a value was read from, for the sentence and the `where` of a verdict. */
export interface Sourced<T> {
  readonly value: T;
  readonly where: string;
}

export type Platform = 'android' | 'ios';

/** How `where` reads when React Native leaves no choice (0.82 and newer on iOS). */
export const NEW_ARCH_ONLY = '(the New Architecture only)';

/** `RCT_NEW_ARCH_ENABLED=0|1 … pod install` in a package.json script (the library's own examples do this). */
function scriptArch(project: Project): Sourced<boolean> | undefined {
  for (const [name, script] of Object.entries(project.package?.scripts ?? {})) {
    const match = /\bRCT_NEW_ARCH_ENABLED=['"]?([01])\b[^&;|]*\bpod install/.exec(script);
    if (match) return { value: match[1] === '1', where: `package.json (scripts.${name})` };
  }
  return undefined;
}

/** The Expo config's `ios.newArchEnabled` or `android.newArchEnabled`, else its `newArchEnabled` (SDK 52 on). */
function expoArch(project: Project, platform: Platform): Sourced<boolean> | undefined {
  // Prebuild reads these keys from SDK 52 (@expo/config-plugins 9); SDK 50 and 51 ignore them.
  const sdk = major(installed(project, 'expo'));
  if (sdk !== undefined && sdk < 52) return undefined;
  const config = project.expo?.config;
  const own = nested(config, platform)?.newArchEnabled;
  if (typeof own === 'boolean')
    return { value: own, where: `${project.expo!.file} (${platform}.newArchEnabled)` };
  const shared = config?.newArchEnabled;
  if (typeof shared === 'boolean')
    return { value: shared, where: `${project.expo!.file} (newArchEnabled)` };
  return undefined;
}

/**
 * Expo SDK 50 to 52's Podfile sets RCT_NEW_ARCH_ENABLED to '0' unless
 * Podfile.properties.json says "true" (overriding a pod install script), so
 * with neither that file nor the Expo config saying so, SDK 52 builds the
 * old architecture although React Native 0.76 defaults to the new one.
 */
function expoPodfileDefault(project: Project): Sourced<boolean> | undefined {
  const line = project.podfile?.expoArchLine;
  if (line) return { value: false, where: `Podfile:${line}` };
  const expo = installed(project, 'expo');
  const sdk = major(expo);
  if (!project.podfile && sdk !== undefined && sdk >= 50 && sdk <= 52)
    return { value: false, where: `expo ${expo!.min} (its Podfile's default)` };
  return undefined;
}

/**
 * What `pod install` builds the iOS app with. React Native 0.82 and newer
 * ignore any switch (RCT_NEW_ARCH_ENABLED is set to 1 whatever the Podfile
 * says); before that, the Podfile's own setting wins over Expo's
 * Podfile.properties.json (which Expo's Podfile turns into the variable) and
 * over the variable a pod install script sets; with none of them, 0.76 to
 * 0.81 build the New Architecture and earlier versions the old one.
 */
function iosArchitecture(project: Project): Sourced<boolean> | undefined {
  const rn = installed(project, 'react-native');
  if (atLeast(rn, '0.82.0'))
    return { value: true, where: `react-native ${rn!.min} ${NEW_ARCH_ONLY}` };
  const podfile = project.podfile?.newArch;
  if (podfile) return { value: podfile.value, where: `Podfile:${podfile.line}` };
  const property = project.podProperties?.newArchEnabled;
  if (property?.value === 'true' || property?.value === 'false')
    return { value: property.value === 'true', where: `Podfile.properties.json:${property.line}` };
  const fromConfig = expoArch(project, 'ios') ?? expoPodfileDefault(project) ?? scriptArch(project);
  if (fromConfig) return fromConfig;
  if (atLeast(rn, '0.76.0')) return { value: true, where: `react-native ${rn!.min} (its default)` };
  if (rn?.min) return { value: false, where: `react-native ${rn.min} (its default)` };
  return undefined;
}

/** Whether the New Architecture is on for Android: gradle.properties, the Expo config, React Native's default. */
function androidArchitecture(project: Project): Sourced<boolean> | undefined {
  const property = project.gradleProperties?.get('newArchEnabled');
  if (property)
    return { value: property.value === 'true', where: `gradle.properties:${property.line}` };
  const expo = expoArch(project, 'android');
  if (expo) return expo;
  const rn = installed(project, 'react-native');
  // React Native turned the New Architecture on by default in 0.76, and 0.82 has no other.
  if (atLeast(rn, '0.76.0')) return { value: true, where: `react-native ${rn!.min} (its default)` };
  return undefined;
}

/** Whether the New Architecture is on for a platform, and which file (or default) says so. */
export function newArchitecture(
  project: Project,
  platform: Platform,
): Sourced<boolean> | undefined {
  return platform === 'ios' ? iosArchitecture(project) : androidArchitecture(project);
}

/** The compileSdkVersion the library compiles with: the root project's, as the library reads it first. */
export function compileSdk(project: Project): Sourced<number> | undefined {
  const props = project.gradleProperties;
  const root = project.rootGradle?.get('compileSdkVersion');
  const fromRoot = gradleNumber(root, props);
  if (fromRoot !== undefined)
    return { value: fromRoot, where: `android/build.gradle:${root!.line}` };
  const android = nested(expoPluginOptions(project, 'expo-build-properties'), 'android');
  const fromExpo = android?.compileSdkVersion;
  if (typeof fromExpo === 'number')
    return { value: fromExpo, where: `${project.expo!.file} (expo-build-properties)` };
  const property = props?.get('android.compileSdkVersion');
  if (property && /^\d+$/.test(property.value)) {
    return { value: Number(property.value), where: `gradle.properties:${property.line}` };
  }
  return undefined;
}

/** The app's minSdkVersion, from the root project's ext (which the library reads too) or Expo's build properties. */
export function minSdk(project: Project): Sourced<number> | undefined {
  const root = project.rootGradle?.get('minSdkVersion');
  const fromRoot = gradleNumber(root, project.gradleProperties);
  if (fromRoot !== undefined)
    return { value: fromRoot, where: `android/build.gradle:${root!.line}` };
  const app = project.appGradle?.get('minSdkVersion') ?? project.appGradle?.get('minSdk');
  const fromApp = gradleNumber(app, project.gradleProperties);
  if (fromApp !== undefined)
    return { value: fromApp, where: `android/app/build.gradle:${app!.line}` };
  const android = nested(expoPluginOptions(project, 'expo-build-properties'), 'android');
  if (typeof android?.minSdkVersion === 'number') {
    return { value: android.minSdkVersion, where: `${project.expo!.file} (expo-build-properties)` };
  }
  return undefined;
}

/** Whether iOS links pods as frameworks: the Podfile's use_frameworks!, or Expo's `ios.useFrameworks`. */
export function usesFrameworks(project: Project): Sourced<'always' | 'sometimes'> | undefined {
  const podfile = project.podfile?.useFrameworks;
  if (podfile) {
    return {
      value: podfile.conditional ? 'sometimes' : 'always',
      where: `Podfile:${podfile.line}`,
    };
  }
  const ios = nested(expoPluginOptions(project, 'expo-build-properties'), 'ios');
  if (typeof ios?.useFrameworks === 'string') {
    return {
      value: 'always',
      where: `${project.expo!.file} (expo-build-properties ios.useFrameworks)`,
    };
  }
  return undefined;
}

/** Reanimated's major version when the app has it. */
export const reanimatedMajor = (project: Project) =>
  major(installed(project, 'react-native-reanimated'));

/** Whether the app is an Expo app (it depends on `expo`). */
export const isExpo = (project: Project) => !!project.package?.versions.expo;
