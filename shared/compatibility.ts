/**
 * The compatibility table of the releases (releases/compatibility.json,
 * written by `npm run compatibility`): its types, its columns, and the check
 * that it covers every release of releases/versions.json. Shared by the page
 * component (src/components/CompatibilityTable), the Markdown twin
 * (plugins/markdown-export) and the tests, so the HTML and the Markdown say
 * the same thing. No Node API here: the page component imports it.
 */

/** One value read from a package, with the `file:line` (inside the package) it came from. */
export interface SourcedValue {
  readonly value: string;
  readonly source: readonly string[];
}

/** Every value the tool reads, in the order it reads them; `file` names where to look. */
export const COMPATIBILITY_FIELDS = [
  { key: 'reactNativePeer', label: 'the react-native peer dependency', file: 'package.json' },
  { key: 'reactNativeDev', label: 'the react-native dev dependency', file: 'package.json' },
  { key: 'reactPeer', label: 'the react peer dependency', file: 'package.json' },
  { key: 'reactDev', label: 'the react dev dependency', file: 'package.json' },
  { key: 'expo', label: 'the expo dependency', file: 'package.json' },
  {
    key: 'workletsCorePeer',
    label: 'the react-native-worklets-core peer dependency',
    file: 'package.json',
  },
  {
    key: 'workletsCoreDev',
    label: 'the react-native-worklets-core dev dependency',
    file: 'package.json',
  },
  { key: 'reanimated', label: 'the use of react-native-reanimated', file: 'package.json, src/' },
  {
    key: 'newArchitecture',
    label: 'the architectures built',
    file: 'android/build.gradle, react-native-filament.podspec',
  },
  { key: 'minIos', label: 'the iOS platform', file: 'react-native-filament.podspec' },
  { key: 'minAndroid', label: 'Filament_minSdkVersion', file: 'android/gradle.properties' },
  { key: 'compileSdk', label: 'Filament_compileSdkVersion', file: 'android/gradle.properties' },
  { key: 'ndk', label: 'Filament_ndkversion', file: 'android/gradle.properties' },
  {
    key: 'filamentMaterialVersion',
    label: 'MATERIAL_VERSION',
    file: 'ios/libs/filament/include/filament/MaterialEnums.h',
  },
  {
    key: 'androidFlexiblePageSizes',
    label: 'the 16 KB page size flag',
    file: 'android/build.gradle',
  },
  {
    key: 'iosComponentProvider',
    label: 'codegenConfig.ios.componentProvider',
    file: 'package.json',
  },
  {
    key: 'useFrameworksExclusions',
    label: 'the bullet3 exclusions for use_frameworks!',
    file: 'react-native-filament.podspec',
  },
] as const;

export type CompatibilityField = (typeof COMPATIBILITY_FIELDS)[number]['key'];

export type CompatibilityRow = { readonly version: string } & Readonly<
  Record<CompatibilityField, SourcedValue>
>;

/** The committed file. */
export interface CompatibilityData {
  readonly package: string;
  /** What the registry listed when the tool ran, and the command that asked. */
  readonly registry: { readonly command: string; readonly versions: readonly string[] };
  readonly rows: readonly CompatibilityRow[];
}

/** The React Native helper a podspec may name instead of an iOS version. */
const RN_IOS_HELPER = 'min_ios_version_supported';

/** A column of the table on the page: its heading and what each release shows in it. */
export interface CompatibilityColumn {
  readonly heading: string;
  readonly cell: (row: CompatibilityRow) => string;
}

const withBuild = (peer: SourcedValue, dev: SourcedValue) =>
  `${peer.value === '*' ? 'any' : peer.value} (built with ${dev.value})`;

export const COMPATIBILITY_COLUMNS: readonly CompatibilityColumn[] = [
  { heading: 'Release', cell: (r) => r.version },
  { heading: 'React Native', cell: (r) => withBuild(r.reactNativePeer, r.reactNativeDev) },
  { heading: 'React', cell: (r) => withBuild(r.reactPeer, r.reactDev) },
  { heading: 'Expo SDK', cell: (r) => r.expo.value },
  {
    heading: 'react-native-worklets-core',
    cell: (r) => withBuild(r.workletsCorePeer, r.workletsCoreDev),
  },
  { heading: 'Reanimated', cell: (r) => r.reanimated.value },
  { heading: 'Architecture', cell: (r) => r.newArchitecture.value },
  {
    heading: 'Min iOS',
    cell: (r) => (r.minIos.value === RN_IOS_HELPER ? "React Native's minimum" : r.minIos.value),
  },
  { heading: 'Min Android', cell: (r) => `API ${r.minAndroid.value} (default)` },
  { heading: 'Filament', cell: (r) => `material version ${r.filamentMaterialVersion.value}` },
];

/**
 * The route of a release's post, as shared/releases.ts `postPath` makes it
 * (that module reads files, so the page component cannot import it; a unit
 * test keeps the two equal).
 */
export const releasePostPath = (version: string) => `/blog/release-${version.replace(/\./g, '-')}`;

/** Thrown when the committed table lacks a listed release; the build and tests stop on it. */
export class CompatibilityDataError extends Error {
  override name = 'CompatibilityDataError';
}

/**
 * The rows of the releases in releases/versions.json, in that order. One
 * message names every listed release the JSON lacks, and says how to add them.
 */
export function rowsForReleases(
  data: CompatibilityData,
  versions: readonly string[],
): CompatibilityRow[] {
  const byVersion = new Map(data.rows.map((row) => [row.version, row]));
  const missing = versions.filter((version) => !byVersion.has(version));
  if (missing.length) {
    throw new CompatibilityDataError(
      `releases/compatibility.json has no row for ${missing.join(', ')} ` +
        `(listed in releases/versions.json). Run \`npm run compatibility\` and commit the file.`,
    );
  }
  return versions.map((version) => byVersion.get(version)!);
}
