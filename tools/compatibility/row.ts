/**
 * One row of releases/compatibility.json from the files of one package.
 * Each value names the lines it rests on; a value that is absent on purpose
 * ("not declared", "no") names the line where it would be.
 */
import type {
  CompatibilityField,
  CompatibilityRow,
  SourcedValue,
} from '../../shared/compatibility';
import {
  assertRowComplete,
  BUILD_GRADLE,
  CMAKE_LISTS,
  dependency,
  gradleProperty,
  jsonKeyLine,
  lineOf,
  materialVersion,
  need,
  PACKAGE_JSON,
  podspecMinIos,
  PODSPEC,
  type PackageFiles,
} from './read';

type Row = Partial<Record<CompatibilityField, SourcedValue>>;

const at = (file: string, line: number | undefined): string[] =>
  line === undefined ? [] : [`${file}:${line}`];

/** Peer and dev ranges of the packages the library is used with. */
function dependencies(manifest: string): Row {
  return {
    reactNativePeer: dependency(manifest, 'peerDependencies', 'react-native'),
    reactNativeDev: dependency(manifest, 'devDependencies', 'react-native'),
    reactPeer: dependency(manifest, 'peerDependencies', 'react'),
    reactDev: dependency(manifest, 'devDependencies', 'react'),
    workletsCorePeer: dependency(manifest, 'peerDependencies', 'react-native-worklets-core'),
    workletsCoreDev: dependency(manifest, 'devDependencies', 'react-native-worklets-core'),
    expo: declaredOr(manifest, 'expo', 'not declared'),
  };
}

/** The package's range for `name` from any dependency block, else `absent` at the peer block. */
function declaredOr(manifest: string, name: string, absent: string): SourcedValue {
  const found =
    dependency(manifest, 'peerDependencies', name) ??
    dependency(manifest, 'dependencies', name) ??
    dependency(manifest, 'devDependencies', name);
  return (
    found ?? { value: absent, source: at(PACKAGE_JSON, lineOf(manifest, /"peerDependencies"/)) }
  );
}

/**
 * Reanimated is never a declared dependency in these releases; from 1.8.0 the
 * source requires it lazily. So: the declared range if any, else "optional"
 * where src/ imports it, else "not used".
 */
function reanimated(manifest: string, files: PackageFiles): SourcedValue {
  const declared = declaredOr(manifest, 'react-native-reanimated', '');
  if (declared.value) return declared;
  // A runtime require is the better citation than a type-only import of the same file.
  const required = /require\(\s*['"]react-native-reanimated['"]/;
  const uses = /(?:from\s+|require\()\s*['"]react-native-reanimated['"]/;
  const importing = Object.keys(files)
    .filter((file) => file.startsWith('src/') && uses.test(files[file] ?? ''))
    .sort();
  if (!importing.length) return { value: 'not used', source: declared.source };
  return {
    value: 'optional',
    source: importing.map(
      (file) => `${file}:${lineOf(files[file]!, required) ?? lineOf(files[file]!, uses)}`,
    ),
  };
}

/**
 * The line where the Android build runs CMake only when the New Architecture is
 * off (`if (!isNewArchitectureEnabled()) {` right before `externalNativeBuild {`):
 * then the New Architecture gets no libreact-native-filament.so from the
 * library (1.5.0; issues #248 and #286; fixed by commit 869ea8df in 1.6.0).
 */
export function oldArchOnlyNativeBuild(gradle: string): number | undefined {
  const lines = gradle.split('\n');
  const index = lines.findIndex(
    (line, i) =>
      /if\s*\(\s*!\s*isNewArchitectureEnabled\(\)\s*\)/.test(line) &&
      /^\s*externalNativeBuild\s*\{/.test(lines[i + 1] ?? ''),
  );
  return index < 0 ? undefined : index + 1;
}

/** Said in the table when the Android New Architecture builds no native library. */
export const ANDROID_NEW_ARCH_NOT_BUILT =
  "old and new, but Android's New Architecture gets no native library";

/** Which architectures the Android build and the podspec set up. */
function architectures(gradle: string, podspec: string): SourcedValue | undefined {
  const newArch = lineOf(gradle, /["']src\/newarch["']/);
  const oldArch = lineOf(gradle, /["']src\/oldarch["']/);
  const pod = lineOf(podspec, /install_modules_dependencies\(s\)|RCT_NEW_ARCH_ENABLED/);
  if (newArch === undefined && oldArch === undefined) return undefined;
  const notBuilt = oldArchOnlyNativeBuild(gradle);
  const both = notBuilt === undefined ? 'old and new' : ANDROID_NEW_ARCH_NOT_BUILT;
  const value = newArch && oldArch ? both : newArch ? 'new only' : 'old only';
  return {
    value,
    source: [
      ...at(BUILD_GRADLE, newArch),
      ...at(BUILD_GRADLE, oldArch),
      ...at(BUILD_GRADLE, notBuilt),
      ...at(PODSPEC, pod),
    ],
  };
}

/**
 * A yes/no fact: "yes" at the line that shows it, "no" at the line where it
 * would be (`anchor`); undefined when even the anchor is gone (the file
 * changed shape: better stop than say "no").
 */
function marker(
  file: string,
  text: string,
  present: RegExp,
  anchor: RegExp,
  extra: string[] = [],
): SourcedValue | undefined {
  const line = lineOf(text, present);
  if (line !== undefined) return { value: 'yes', source: [...at(file, line), ...extra] };
  const where = lineOf(text, anchor);
  return where === undefined ? undefined : { value: 'no', source: at(file, where) };
}

/** The fixes the upgrade notes point at, each read where it lives. */
function fixes(files: PackageFiles, version: string, manifest: string, podspec: string): Row {
  const gradle = need(files, version, BUILD_GRADLE);
  const cmake = need(files, version, CMAKE_LISTS);
  const provider = jsonKeyLine(manifest, 'ios', 'componentProvider');
  return {
    androidFlexiblePageSizes: marker(
      BUILD_GRADLE,
      gradle,
      /ANDROID_SUPPORT_FLEXIBLE_PAGE_SIZES=ON/,
      /arguments\s+"-DANDROID_STL/,
      at(CMAKE_LISTS, lineOf(cmake, /max-page-size=16384/)),
    ),
    iosComponentProvider:
      provider === undefined
        ? { value: 'no', source: at(PACKAGE_JSON, lineOf(manifest, /"codegenConfig"/)) }
        : { value: 'yes', source: at(PACKAGE_JSON, provider) },
    useFrameworksExclusions: marker(PODSPEC, podspec, /bt\*All\./, /^\s*s\.source_files\s*=/),
  };
}

/** The row of `version`, or one CompatibilityError naming the version and the file. */
export function readRow(version: string, files: PackageFiles): CompatibilityRow {
  const manifest = need(files, version, PACKAGE_JSON);
  const podspec = need(files, version, PODSPEC);
  const gradle = need(files, version, BUILD_GRADLE);
  const properties = need(files, version, 'android/gradle.properties');
  const material = need(files, version, 'ios/libs/filament/include/filament/MaterialEnums.h');
  const minSdk = gradleProperty(properties, 'Filament_minSdkVersion');
  const minSdkRead = lineOf(gradle, /minSdkVersion\s+getExtOrIntegerDefault\("minSdkVersion"\)/);
  return assertRowComplete(version, {
    ...dependencies(manifest),
    reanimated: reanimated(manifest, files),
    newArchitecture: architectures(gradle, podspec),
    minIos: podspecMinIos(podspec),
    // The app's rootProject.ext.minSdkVersion wins; the property is the fallback.
    minAndroid: minSdk && {
      value: minSdk.value,
      source: [...minSdk.source, ...at(BUILD_GRADLE, minSdkRead)],
    },
    compileSdk: gradleProperty(properties, 'Filament_compileSdkVersion'),
    ndk: gradleProperty(properties, 'Filament_ndkversion'),
    filamentMaterialVersion: materialVersion(material),
    ...fixes(files, version, manifest, podspec),
  });
}
