/**
 * Worklets: react-native-worklets-core present and recent enough for the
 * packages next to it, and exactly one worklets Babel plugin, the right one
 * for the app's Reanimated, last in the list (getting-started.mdx, reanimated.mdx).
 */
import { C } from './citations';
import { installed, reanimatedMajor } from './facts';
import { GUIDES } from './guides';
import type { BabelPlugin } from './configs';
import type { Project } from './project';
import type { Verdict } from './types';
import { atLeast, below, describeVersion, major } from './versions';
import { verdict } from './verdict';

export const WORKLET_PLUGINS = [
  'react-native-worklets-core/plugin',
  'react-native-worklets/plugin',
  'react-native-reanimated/plugin',
] as const;
type WorkletPlugin = (typeof WORKLET_PLUGINS)[number];

const normalize = (name: string) => name.replace(/\/index(\.js)?$/, '').replace(/\.js$/, '');
const isWorkletPlugin = (p: BabelPlugin) =>
  (WORKLET_PLUGINS as readonly string[]).includes(normalize(p.name));

/** The one plugin the app should list, by its Reanimated; `undefined` without package.json. */
export function expectedPlugin(project: Project): WorkletPlugin | undefined {
  if (!project.package) return undefined;
  const major = reanimatedMajor(project);
  if ((major ?? 0) >= 4 || project.package.versions['react-native-worklets'])
    return 'react-native-worklets/plugin';
  if (major === 3) return 'react-native-reanimated/plugin';
  return 'react-native-worklets-core/plugin';
}

const pluginEntry = (name: WorkletPlugin) =>
  name === 'react-native-reanimated/plugin'
    ? `['${name}', { processNestedWorklets: true }]`
    : `'${name}'`;

/** The babel.config.js to copy: the file's own preset (or the one given), the expected plugin last. */
function babelSnippet(project: Project, plugin: WorkletPlugin, presetEntry?: string) {
  const preset =
    presetEntry ?? `'${project.babel?.presets[0] ?? 'module:@react-native/babel-preset'}'`;
  const others = (project.babel?.plugins ?? [])
    .filter((p) => !isWorkletPlugin(p))
    .map((p) => `    '${p.name}',\n`);
  return {
    title: 'babel.config.js',
    language: 'js' as const,
    code: `module.exports = {\n  presets: [${preset}],\n  plugins: [\n${others.join('')}    ${pluginEntry(plugin)}, // the worklets plugin stays last\n  ],\n};`,
  };
}

function workletsCoreRules(project: Project): Verdict[] {
  const core = installed(project, 'react-native-worklets-core');
  if (!core) {
    if (!project.package) return [];
    return [
      verdict(
        'worklets.core-missing',
        'worklets',
        'fix',
        'package.json does not list react-native-worklets-core, which react-native-filament requires (peer ">=1.3.2") and links on iOS and Android, so install it and rebuild the app.',
        GUIDES.install,
        [C.workletsCorePeer, C.podWorkletsCore, C.gradleWorkletsCore],
        {
          snippet: {
            title: 'Terminal',
            language: 'bash',
            code: 'npm install react-native-worklets-core',
          },
        },
      ),
    ];
  }
  const out: Verdict[] = [];
  const where = core.source;
  const named = describeVersion(core);
  if (below(core, '1.3.2')) {
    out.push(
      verdict(
        'worklets.core-old',
        'worklets',
        'fix',
        `react-native-worklets-core ${named} is below the ">=1.3.2" react-native-filament requires, so upgrade it to 1.6.3.`,
        GUIDES.declares,
        [C.workletsCorePeer],
        { where },
      ),
    );
  }
  const reanimated4 =
    (reanimatedMajor(project) ?? 0) >= 4 || !!project.package?.versions['react-native-worklets'];
  if (reanimated4 && below(core, '1.6.2')) {
    out.push(
      verdict(
        'worklets.core-clash',
        'worklets',
        'fix',
        `react-native-worklets-core ${named} names its Android package class WorkletsPackage, as Reanimated 4’s react-native-worklets does, so the Android build stops with “reference to WorkletsPackage is ambiguous”; upgrade it to 1.6.3, which names the class WorkletsCorePackage.`,
        GUIDES.worklets,
        [C.workletsCorePackage],
        { where },
      ),
    );
  }
  const rn = installed(project, 'react-native');
  if (atLeast(rn, '0.82.0') && below(core, '1.6.3')) {
    out.push(
      verdict(
        'worklets.core-hermes',
        'worklets',
        'fix',
        `On React Native ${rn!.min} react-native-worklets-core ${named} links Android against hermes-engine::libhermes, which that React Native no longer ships, so upgrade it to 1.6.3, which links hermes-engine::hermesvm from React Native 0.82 on.`,
        GUIDES.buildErrors,
        [C.workletsCoreHermes],
        { where },
      ),
    );
  }
  if (!out.length && core.min) {
    out.push(
      verdict(
        'worklets.core-ok',
        'worklets',
        'ok',
        `react-native-worklets-core ${named} meets react-native-filament’s ">=1.3.2"${reanimated4 ? ' and is new enough to build next to Reanimated 4' : ''}; nothing to change.`,
        GUIDES.declares,
        [C.workletsCorePeer, ...(reanimated4 ? [C.workletsCorePackage] : [])],
        { where },
      ),
    );
  }
  return out;
}

/** The one worklets plugin's problems: the wrong one for the Reanimated, its options, its place. */
function onePlugin(project: Project, plugin: BabelPlugin, index: number, count: number): Verdict[] {
  const file = project.babel!.file;
  const where = plugin.line ? `${file}:${plugin.line}` : file;
  const name = normalize(plugin.name) as WorkletPlugin;
  const expected = expectedPlugin(project);
  const major = reanimatedMajor(project);
  const out: Verdict[] = [];
  if (expected && name !== expected) {
    const alias =
      expected === 'react-native-worklets/plugin' && name === 'react-native-reanimated/plugin';
    out.push(
      alias
        ? verdict(
            'babel.alias',
            'worklets',
            'check',
            `With Reanimated ${major ?? 4}, react-native-reanimated/plugin only loads react-native-worklets/plugin (Reanimated 4.0 and 4.1.0 also print a warning asking for that name), so write 'react-native-worklets/plugin' in its place.`,
            GUIDES.reanimatedBabel,
            [C.sceneWorklet],
            { where, snippet: babelSnippet(project, expected) },
          )
        : verdict(
            'babel.wrong',
            'worklets',
            'fix',
            `${file} lists ${name}, but ${major ? `with Reanimated ${major}` : 'without Reanimated'} the plugin to list is ${expected}, which also prepares react-native-filament’s own worklets, so put it in its place.`,
            major ? GUIDES.reanimatedBabel : GUIDES.babel,
            [C.sceneWorklet, C.emptyCode],
            { where, snippet: babelSnippet(project, expected) },
          ),
    );
  } else if (
    name === 'react-native-reanimated/plugin' &&
    major === 3 &&
    plugin.options?.processNestedWorklets !== true
  ) {
    out.push(
      verdict(
        'babel.nested',
        'worklets',
        'fix',
        `Reanimated 3’s plugin leaves worklets inside worklets alone unless processNestedWorklets is on, and react-native-filament defines such worklets, so pass { processNestedWorklets: true } to it.`,
        GUIDES.reanimatedBabel,
        [C.nestedWorklets, C.sceneWorklet],
        { where, snippet: babelSnippet(project, 'react-native-reanimated/plugin') },
      ),
    );
  }
  if (index !== count - 1) {
    out.push(
      verdict(
        'babel.order',
        'worklets',
        'fix',
        `${name} is entry ${index + 1} of ${count} in ${file}’s plugins; move it to the end, where Reanimated requires its plugin and where the site’s set-up puts every worklets plugin.`,
        GUIDES.babel,
        [C.sceneWorklet],
        { where, snippet: babelSnippet(project, expected ?? name) },
      ),
    );
  }
  return out;
}

/**
 * The Expo SDK whose babel-preset-expo the app gets: the preset's own version
 * when package.json lists it (10 to 14 belong to SDK 50 to 54, 14 being
 * SDK 54's previews, then the numbers match), else the major version of `expo`.
 */
function expoSdk(project: Project): number | undefined {
  const preset = major(project.package?.versions['babel-preset-expo']);
  if (preset !== undefined) return preset >= 50 ? preset : preset + 40;
  return major(project.package?.versions.expo);
}

/**
 * Reanimated 3 without react-native-worklets, on babel-preset-expo, and no
 * worklets plugin in the file. Up to SDK 55 the preset appends
 * react-native-reanimated/plugin itself, with no options, unless its
 * `reanimated` option is false; from SDK 56 only when `worklets` is false.
 * Either way processNestedWorklets is off, so the verdict is this one, not
 * `babel.none`, unless the preset is known to add nothing.
 */
function expoPresetReanimated(project: Project): Verdict | undefined {
  const babel = project.babel!;
  const options = babel.presetOptions?.['babel-preset-expo'] ?? {};
  const sdk = expoSdk(project);
  const adds =
    options.reanimated !== false && (sdk === undefined || sdk <= 55 || options.worklets === false);
  if (!adds) return undefined;
  const who =
    sdk === undefined
      ? 'babel-preset-expo adds react-native-reanimated/plugin by itself (up to Expo SDK 55, and later only with its worklets option false)'
      : `babel-preset-expo (Expo SDK ${sdk}) adds react-native-reanimated/plugin by itself`;
  return verdict(
    'babel.expo-reanimated3',
    'worklets',
    'fix',
    `${babel.file} lists no worklets plugin, and ${who} but without processNestedWorklets, which Reanimated 3’s plugin needs to transform the worklets react-native-filament defines inside its own worklets; turn the preset’s copy off with { reanimated: false } and list the plugin yourself, last, with { processNestedWorklets: true }.`,
    GUIDES.reanimatedBabel,
    [C.nestedWorklets, C.nestedLibraryWorklet, C.sceneWorklet],
    {
      where: babel.file,
      snippet: babelSnippet(
        project,
        'react-native-reanimated/plugin',
        "['babel-preset-expo', { reanimated: false }]",
      ),
    },
  );
}

function babelRules(project: Project): Verdict[] {
  const babel = project.babel;
  if (!babel) return [];
  const expected = expectedPlugin(project) ?? 'react-native-worklets-core/plugin';
  if (!babel.plugins) {
    return [
      verdict(
        'babel.unread',
        'worklets',
        'check',
        `${babel.file} builds its plugins in a way the checker does not evaluate without running it, so check by hand that it lists exactly one worklets plugin (${expected}), last.`,
        GUIDES.babel,
        [C.sceneWorklet],
      ),
    ];
  }
  const found = babel.plugins.map((p, i) => ({ p, i })).filter(({ p }) => isWorkletPlugin(p));
  // babel-preset-expo adds react-native-worklets/plugin by itself when react-native-worklets
  // is installed (its `worklets` and `reanimated` options, on by default), after the file's plugins.
  if (
    found.length === 0 &&
    expected === 'react-native-worklets/plugin' &&
    babel.presets.includes('babel-preset-expo')
  ) {
    return [
      verdict(
        'babel.expo-preset',
        'worklets',
        'check',
        `${babel.file} lists no worklets plugin, which is fine here: babel-preset-expo adds react-native-worklets/plugin by itself when react-native-worklets is installed, and that plugin also prepares react-native-filament’s own worklets; only if you set the preset’s worklets or reanimated option to false, add react-native-worklets/plugin as the last plugin.`,
        GUIDES.babel,
        [C.sceneWorklet],
      ),
    ];
  }
  const expoReanimated3 =
    found.length === 0 &&
    expected === 'react-native-reanimated/plugin' &&
    babel.presets.includes('babel-preset-expo')
      ? expoPresetReanimated(project)
      : undefined;
  if (expoReanimated3) return [expoReanimated3];
  if (found.length === 0) {
    return [
      verdict(
        'babel.none',
        'worklets',
        'fix',
        `${babel.file} lists no worklets plugin, so react-native-filament’s own worklets reach the app untransformed and it fails with “is not a Worklet” as soon as a scene renders; add ${expected} as the last plugin.`,
        GUIDES.babel,
        [C.sceneWorklet, C.notAWorklet],
        { snippet: babelSnippet(project, expected) },
      ),
    ];
  }
  if (found.length > 1) {
    const names = found.map(({ p }) => normalize(p.name)).join(', ');
    return [
      verdict(
        'babel.several',
        'worklets',
        'fix',
        `${babel.file} lists ${found.length} worklets plugins (${names}), and one can empty the worklets the other prepares (“the provided code is empty”), so keep only ${expected}, last.`,
        GUIDES.babel,
        [C.emptyCode],
        {
          snippet: babelSnippet(project, expected),
          where: `${babel.file}:${found[1].p.line ?? ''}`.replace(/:$/, ''),
        },
      ),
    ];
  }
  const [{ p, i }] = found;
  const problems = onePlugin(project, p, i, babel.plugins.length);
  if (problems.length) return problems;
  return [
    verdict(
      'babel.ok',
      'worklets',
      'ok',
      `${babel.file} lists one worklets plugin, ${normalize(p.name)}, last, as ${expectedPlugin(project) ? 'this app’s Reanimated set-up needs' : 'the set-up needs'}; nothing to change.`,
      GUIDES.babel,
      [C.sceneWorklet],
      { where: p.line ? `${babel.file}:${p.line}` : babel.file },
    ),
  ];
}

export function workletsRules(project: Project): Verdict[] {
  return [...workletsCoreRules(project), ...babelRules(project)];
}
