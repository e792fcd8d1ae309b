/**
 * Metro's asset list (glb, and ktx or filamat when the app bundles them, on
 * top of Metro's defaults) and Expo: a development build, no config plugin
 * for packages that ship none.
 */
import { C } from './citations';
import { isExpo } from './facts';
import { GUIDES } from './guides';
import type { Project } from './project';
import type { Verdict } from './types';
import { verdict } from './verdict';

const METRO_SNIPPET = {
  title: 'metro.config.js',
  language: 'js' as const,
  code: `const { getDefaultConfig } = require('@react-native/metro-config'); // Expo: require('expo/metro-config')\n\nconst config = getDefaultConfig(__dirname);\n// Keep Metro's own list and add the 3D formats.\nconfig.resolver.assetExts.push('glb', 'ktx');\n\nmodule.exports = config;`,
};

export function metroRules(project: Project): Verdict[] {
  const metro = project.metro;
  if (!metro) return [];
  const where = metro.line ? `${metro.file}:${metro.line}` : metro.file;
  const out: Verdict[] = [];
  if (metro.delegatesTo && !metro.added.length && metro.keepsDefaults === undefined) {
    return [
      verdict(
        'metro.elsewhere',
        'metro',
        'check',
        `${metro.file} only re-exports ${metro.delegatesTo}, which the checker did not get, so choose that file too to have its resolver.assetExts checked for glb.`,
        GUIDES.metro,
        [C.metroDefaults],
        { where },
      ),
    ];
  }
  if (!metro.added.includes('glb')) {
    out.push(
      verdict(
        'metro.glb',
        'metro',
        'fix',
        `${metro.file} does not add glb to resolver.assetExts and Metro’s default list has no glb, so require('./model.glb') fails with “Unable to resolve module”; add it, keeping the defaults, and restart Metro.`,
        GUIDES.metro,
        [C.metroDefaults, C.resolveAsset],
        { snippet: METRO_SNIPPET, where },
      ),
    );
  }
  if (metro.keepsDefaults === false) {
    out.push(
      verdict(
        'metro.defaults',
        'metro',
        'fix',
        `${metro.file} sets resolver.assetExts to its own list (${metro.added.join(', ')}) instead of adding to Metro’s defaults, so formats it leaves out, such as ${
          ['png', 'jpg', 'ttf', 'mp4']
            .filter((e) => !metro.added.includes(e))
            .slice(0, 3)
            .join(', ') || 'gif'
        }, stop bundling; spread the defaults first.`,
        GUIDES.metro,
        [C.metroDefaults, C.metroPng],
        { snippet: METRO_SNIPPET, where },
      ),
    );
  }
  if (metro.unread) {
    out.push(
      verdict(
        'metro.unread',
        'metro',
        'check',
        `${metro.file} builds resolver.assetExts with a call the checker does not run, so check by hand that the result keeps Metro’s defaults and adds glb.`,
        GUIDES.metro,
        [C.metroDefaults],
        { where },
      ),
    );
  }
  if (out.length === 0) {
    out.push(
      verdict(
        'metro.ok',
        'metro',
        'ok',
        `${metro.file} adds ${metro.added.filter((e) => ['glb', 'gltf', 'ktx', 'filamat'].includes(e)).join(', ')} to Metro’s default asset extensions; nothing to change.`,
        GUIDES.metro,
        [C.metroDefaults],
        { where },
      ),
    );
  }
  const missing = ['ktx', 'filamat'].filter((e) => !metro.added.includes(e));
  if (missing.length && metro.added.includes('glb')) {
    out.push(
      verdict(
        'metro.optional',
        'metro',
        'info',
        `${metro.file} does not add ${missing.join(' or ')}: add ${missing.length > 1 ? 'them' : 'it'} only if the app bundles ${missing.map((e) => (e === 'ktx' ? '.ktx light or skybox files' : '.filamat materials')).join(' or ')} with require(), since Metro’s defaults have neither.`,
        GUIDES.metro,
        [C.metroDefaults],
        { where },
      ),
    );
  }
  return out;
}

/** Config plugins named in the Expo config that a package does not ship. */
const NO_CONFIG_PLUGIN = ['react-native-filament', 'react-native-worklets-core'];

function pluginNames(project: Project): string[] {
  const plugins = project.expo?.config.plugins;
  if (!Array.isArray(plugins)) return [];
  return plugins
    .map((p) => (Array.isArray(p) ? p[0] : p))
    .filter((p): p is string => typeof p === 'string');
}

/** Whether the project makes its own build (a development build, or bare native folders). */
function makesDevelopmentBuild(project: Project): string | undefined {
  const pkg = project.package;
  if (pkg?.versions['expo-dev-client']) return 'expo-dev-client is installed';
  const script = Object.entries(pkg?.scripts ?? {}).find(([, s]) =>
    /expo run:|eas build|--dev-client/.test(s),
  );
  if (script) return `the "${script[0]}" script runs "${script[1]}"`;
  if (project.podfile || project.rootGradle || project.appGradle)
    return 'the project has its own ios/ and android/ folders';
  return undefined;
}

export function expoRules(project: Project): Verdict[] {
  if (!isExpo(project) && !project.expo) return [];
  const out: Verdict[] = [];
  const build = makesDevelopmentBuild(project);
  if (isExpo(project)) {
    out.push(
      build
        ? verdict(
            'expo.dev-build',
            'expo',
            'ok',
            `This Expo app makes its own build (${build}), which is what react-native-filament needs since Expo Go cannot load its native code; nothing to change.`,
            GUIDES.expo,
            [C.notLinked],
          )
        : verdict(
            'expo.go',
            'expo',
            'check',
            'Nothing in these files makes a development build (no expo-dev-client, no expo run: script) and Expo Go cannot load react-native-filament’s native code, so build the app with npx expo run:ios or npx expo run:android (or EAS Build) and open it instead of Expo Go.',
            GUIDES.expo,
            [C.notLinked],
            {
              snippet: {
                title: 'Terminal',
                language: 'bash',
                code: 'npx expo install expo-dev-client\nnpx expo run:ios   # or: npx expo run:android',
              },
            },
          ),
    );
  }
  const listed = pluginNames(project).filter((p) => NO_CONFIG_PLUGIN.includes(p));
  for (const name of listed) {
    out.push(
      verdict(
        `expo.plugin-${name}`,
        'expo',
        'fix',
        `${project.expo!.file} lists ${name} under plugins, but the package ships no app.plugin.js for Expo to load, so prebuild fails on it; remove the entry, autolinking finds the pod and the Gradle module by itself.`,
        GUIDES.expo,
        name === 'react-native-filament' ? [C.publishedFiles] : [C.workletsCoreFiles],
        { where: project.expo!.file },
      ),
    );
  }
  if (project.expo && !listed.length) {
    out.push(
      verdict(
        'expo.no-plugin',
        'expo',
        'ok',
        `${project.expo.file} lists no config plugin for react-native-filament, and none is needed: the package ships none and autolinking finds its pod and Gradle module; nothing to change.`,
        GUIDES.expo,
        [C.publishedFiles],
      ),
    );
  }
  return out;
}
