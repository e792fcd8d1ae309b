/**
 * "Download as an app": the files of a ready Expo project (a development
 * build, not Expo Go: the library has native code) that runs the
 * playground's code. Pure: ./download.ts adds the models and zips it.
 *
 * Versions: the library and, from releases/compatibility.json, the React,
 * React Native and react-native-worklets-core its latest release is built
 * with; Expo SDK 55, whose own pins (EXPO_SDK below) are React Native 0.83
 * and React 19.2.0, the same as the library's build. tests/unit
 * playground.app-project.test.ts type-checks App.tsx against the library's
 * types and checks these versions against the compatibility data.
 */
import COMPATIBILITY from '../../../releases/compatibility.json';

/**
 * The Expo SDK the project uses, as expo@55.0.9's bundledNativeModules.json
 * pins its companions (read from the npm registry's package; Expo's
 * AppEntry.js registers ../../App, so the project needs no index file).
 */
export const EXPO_SDK = {
  expo: '~55.0.9',
  devClient: '~55.0.19',
  /** What the SDK itself pins, for the test that it matches the library's build. */
  pins: { react: '19.2.0', reactNative: '0.83.4' },
  source: 'expo@55.0.9 bundledNativeModules.json',
} as const;

/** Companion packages a screen may import, with the version Expo SDK 55 pins (same source). */
const COMPANIONS: Readonly<Record<string, string>> = {
  'react-native-reanimated': '4.2.1',
  'react-native-worklets': '0.7.2',
  'react-native-gesture-handler': '~2.30.0',
  'react-native-safe-area-context': '~5.6.2',
  'expo-asset': '~55.0.10',
};

interface CompatibilityRow {
  readonly version: string;
  readonly reactDev: { readonly value: string };
  readonly reactNativeDev: { readonly value: string };
  readonly workletsCoreDev: { readonly value: string };
}

/** The latest release's row: the versions the project is made with. */
export function latestRelease(): CompatibilityRow {
  const rows = COMPATIBILITY.rows as readonly CompatibilityRow[];
  return rows[rows.length - 1]!;
}

/** `./assets/<name>` files the code requires, by name, in order. */
export function requiredAssets(code: string): string[] {
  const names = new Set<string>();
  const pattern =
    /require\(\s*['"]\.\/assets\/([^'"/]+\.(?:glb|gltf|ktx|png|jpe?g|webp))['"]\s*\)/gi;
  for (const match of code.matchAll(pattern)) names.add(match[1]!);
  return [...names];
}

/** Packages the code imports beyond React, React Native and the library (Reanimated brings its worklets). */
function companionsOf(code: string): Record<string, string> {
  const used: Record<string, string> = {};
  for (const [name, version] of Object.entries(COMPANIONS)) {
    if (new RegExp(`from ['"]${name}['"]`).test(code)) used[name] = version;
  }
  if (used['react-native-reanimated'])
    used['react-native-worklets'] = COMPANIONS['react-native-worklets']!;
  return used;
}

function packageJson(name: string, code: string): string {
  const release = latestRelease();
  const pkg = {
    name,
    version: '1.0.0',
    private: true,
    main: 'node_modules/expo/AppEntry.js',
    scripts: { start: 'expo start --dev-client', ios: 'expo run:ios', android: 'expo run:android' },
    dependencies: {
      expo: EXPO_SDK.expo,
      'expo-dev-client': EXPO_SDK.devClient,
      react: release.reactDev.value,
      'react-native': release.reactNativeDev.value,
      'react-native-filament': release.version,
      'react-native-worklets-core': release.workletsCoreDev.value,
      ...companionsOf(code),
    },
    devDependencies: { '@types/react': '~19.2.0', typescript: '~5.9.2' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** One worklets Babel plugin (getting-started's table): Reanimated 4's when Reanimated is used, last. */
function babelConfig(code: string): string {
  const plugin = companionsOf(code)['react-native-reanimated']
    ? 'react-native-worklets/plugin'
    : 'react-native-worklets-core/plugin';
  return `module.exports = function (api) {
  api.cache(true);
  return {
    presets: ['babel-preset-expo'],
    plugins: ['${plugin}'],
  };
};
`;
}

const METRO_CONFIG = `const { getDefaultConfig } = require('expo/metro-config');

const config = getDefaultConfig(__dirname);

// Keep Expo's list (png, jpg, ttf, ...) and add the 3D formats.
config.resolver.assetExts.push('glb', 'gltf', 'ktx');

module.exports = config;
`;

function readme(name: string, standIns: readonly string[]): string {
  const models = standIns.length
    ? `\n## Models\n\nThe site's generated models stand in for the ones the code names:\n\n${standIns.map((s) => `- ${s}`).join('\n')}\n\nReplace them with your own files of the same names.\n`
    : '';
  return `# ${name}

The react-native-filament playground's code as an Expo app. react-native-filament has native
code, so it runs in a development build, not in Expo Go.

\`\`\`bash
npm install
npx expo run:ios       # or: npx expo run:android
\`\`\`

\`expo run:*\` generates the native projects, builds the app on a simulator, emulator or
device, and starts Metro. Run it again after adding a native package.

- \`App.tsx\`: the playground's code.
- \`babel.config.js\`: the worklets Babel plugin the library needs.
- \`metro.config.js\`: lets Metro bundle \`.glb\` and \`.ktx\` files.
${models}`;
}

export interface ProjectFile {
  readonly path: string;
  readonly text: string;
}

/** Every text file of the project (the models are fetched by ./download.ts). */
export function appProjectFiles(
  name: string,
  code: string,
  standIns: readonly string[],
): ProjectFile[] {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'filament-app';
  const appJson = { expo: { name, slug, version: '1.0.0', orientation: 'default' } };
  return [
    { path: 'package.json', text: packageJson(slug, code) },
    { path: 'app.json', text: `${JSON.stringify(appJson, null, 2)}\n` },
    { path: 'babel.config.js', text: babelConfig(code) },
    { path: 'metro.config.js', text: METRO_CONFIG },
    {
      path: 'tsconfig.json',
      text: `${JSON.stringify({ extends: 'expo/tsconfig.base' }, null, 2)}\n`,
    },
    { path: 'App.tsx', text: code },
    { path: 'README.md', text: readme(name, standIns) },
  ];
}
