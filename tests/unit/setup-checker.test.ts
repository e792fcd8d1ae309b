/**
 * "Check your setup" (src/components/SetupChecker/rules): the verdicts for real
 * projects' files (tests/fixtures/setups, each with its SOURCE.md), every rule
 * and failure mode on small files made here, and every line a verdict cites.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import compatibility from '../../releases/compatibility.json';
import { checkSetup } from '../../src/components/SetupChecker/rules';
import { ALL_CITATIONS } from '../../src/components/SetupChecker/rules/citations';
import { GUIDES, upgradeStep } from '../../src/components/SetupChecker/rules/guides';
import {
  KNOWN_ISSUES,
  knownIssueRules,
} from '../../src/components/SetupChecker/rules/known-issues';
import { newArchitecture } from '../../src/components/SetupChecker/rules/facts';
import { readProject } from '../../src/components/SetupChecker/rules/project';
import { RELEASES } from '../../src/components/SetupChecker/rules/release';
import type {
  Citation,
  SetupFile,
  SetupReport,
} from '../../src/components/SetupChecker/rules/types';
import {
  isCurrent,
  PAGE as KNOWN_ISSUES_PAGE,
  readKnownIssues,
} from '../../tools/setup-checker/known-issues';
import { citationHolds } from './model-checker-helpers';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/setups');

/** A fixture folder's files as the page gets them from a file input: names and text. */
function fixture(name: string): SetupFile[] {
  const dir = path.join(FIXTURES, name);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name !== 'SOURCE.md')
    .map((d) => {
      const file = path.join(d.parentPath, d.name);
      return { name: path.relative(dir, file), text: fs.readFileSync(file, 'utf8') };
    });
}

const ids = (report: SetupReport) => report.verdicts.map((v) => `${v.level} ${v.id}`);
/** The verdicts without the known-issue notes, which apply to most projects. */
const rules = (report: SetupReport) => ids(report).filter((id) => !id.includes(' known.'));
const check = (files: Record<string, string>) =>
  checkSetup(Object.entries(files).map(([name, text]) => ({ name, text })));
const pkg = (deps: Record<string, string>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name: 'app', dependencies: deps, ...extra }, null, 2);
const BASE = {
  'react-native-filament': '^1.11.0',
  'react-native': '0.83.1',
  react: '19.2.0',
  'react-native-worklets-core': '^1.6.3',
};

/** Whether a citation holds: an installed package's line, a value of the compatibility table, or text in a site file. */
function holds(c: Citation): boolean {
  if (c.path === 'releases/compatibility.json') {
    const [version, field, ...value] = c.quote.split(' ');
    const row = compatibility.rows.find((r) => r.version === version) as
      Record<string, unknown> | undefined;
    return (row?.[field] as { value?: string } | undefined)?.value === value.join(' ');
  }
  if (c.line === 0) return fs.readFileSync(path.join(ROOT, c.path), 'utf8').includes(c.quote);
  return citationHolds(c);
}

/**
 * The right verdicts for each real project, decided by reading its files
 * against the rules (the "why" of each is in the comment). Only fix and check
 * verdicts, and the OK ones a rule exists for, are listed: notes (upgrade
 * steps, known issues) are checked in their own tests.
 */
const EXPECTED: Record<
  string,
  { readonly has: readonly string[]; readonly not?: readonly string[] }
> = {
  // Expo SDK 54, RN 0.81.5, Reanimated 4.1 with react-native-worklets/plugin only, worklets-core
  // ^1.6.2 (new enough next to Reanimated 4; 0.81 does not need 1.6.3); the library is a workspace
  // link, so the release rules cannot run without a Podfile.lock; expo-dev-client: a development build.
  'margelo-react-native-filament/expo-example': {
    has: [
      'check release.unknown',
      'ok worklets.core-ok',
      'ok babel.ok',
      'ok metro.ok',
      'ok expo.dev-build',
      'ok expo.no-plugin',
    ],
    not: [
      'fix babel.wrong',
      'fix metro.glb',
      'fix worklets.core-clash',
      'fix worklets.core-hermes',
    ],
  },
  // RN 0.83.1 with worklets-core 1.6.2 pinned by Podfile.lock: 1.6.2 links libhermes, which 0.82+
  // lacks (the repository patches worklets-core for this); the lock still records filament 1.9.0.
  'margelo-react-native-filament/fabric-example': {
    has: [
      'info release.version',
      'fix worklets.core-hermes',
      'ok babel.ok',
      'ok metro.ok',
      'ok android.compile-sdk-ok',
      'ok android.16kb-ok',
      'ok ios.frameworks-ok',
    ],
    not: ['fix worklets.core-clash', 'fix release.rn081'],
  },
  // Tag v1.5.0, New Architecture app: newArchEnabled=true with a pre-1.6 release; Podfile.lock
  // records 1.2.2; the app's metro.config.js only re-exports Shared's; use_frameworks! is behind
  // `if linkage != nil`; reanimated/plugin with processNestedWorklets on Reanimated 3.
  'margelo-react-native-filament/fabric-example-v1.5.0': {
    has: [
      'check android.newarch-150',
      'fix android.abis-150',
      'fix android.16kb',
      'check metro.elsewhere',
      'check ios.frameworks',
      'ok babel.ok',
      'info android.switch-RNF_enableLogs',
      'info ios.logs',
    ],
    not: ['fix release.rn076', 'fix babel.nested'],
  },
  // Tag v1.5.0, old architecture (Paper): no New Architecture verdict, the other pre-1.6 ones stay.
  'margelo-react-native-filament/paper-example-v1.5.0': {
    has: ['fix android.abis-150', 'fix android.16kb', 'check ios.frameworks', 'ok babel.ok'],
    not: ['check android.newarch-150'],
  },
  // Tag v1.6.1: RN 0.76.5 but Podfile.lock still records filament 1.5.1 → the 0.76 rule fires.
  'margelo-react-native-filament/fabric-example-v1.6.1': {
    has: ['fix release.rn076', 'check android.newarch-150', 'fix android.16kb', 'ok babel.ok'],
  },
  // Tag v1.8.0: Podfile.lock records 1.6.1 on RN 0.76.5: fine for 0.76, not for 16 KB pages.
  'margelo-react-native-filament/fabric-example-v1.8.0': {
    has: ['info release.version', 'fix android.16kb', 'check ios.frameworks', 'ok babel.ok'],
    not: ['fix release.rn076', 'check android.newarch-150', 'fix android.abis-150'],
  },
  // Tag v0.30.0, the single example app before the Fabric/Paper split: Podfile.lock records
  // filament 0.27.2 and worklets-core 1.1.3, below the ">=1.3.2" every release from 1.5.0 declares;
  // metro.config.js merges a resolver with no assetExts at all, so glb is not added; the Babel list
  // has one plugin, react-native-worklets-core/plugin, and no Reanimated; newArchEnabled=false;
  // every pre-1.6.1 and pre-1.9.0 Android problem applies, and use_frameworks! sits behind USE_FRAMEWORKS.
  'margelo-react-native-filament/example-v0.30.0': {
    has: [
      'fix worklets.core-old',
      'fix metro.glb',
      'ok babel.ok',
      'fix android.abis-150',
      'fix android.16kb',
      'ok android.compile-sdk-ok',
      'check ios.frameworks',
    ],
    not: ['check android.newarch-150', 'fix metro.defaults', 'fix babel.none'],
  },
  // Tag v1.9.0, old architecture (Paper) on RN 0.76.5: its Podfile.lock still records filament
  // 1.5.1, which links the Android libraries 0.76 merged; newArchEnabled=false, so no New
  // Architecture verdict; worklets-core 1.5.0 and Reanimated 3.16.6 with processNestedWorklets.
  'margelo-react-native-filament/paper-example-v1.9.0': {
    has: [
      'fix release.rn076',
      'ok worklets.core-ok',
      'ok babel.ok',
      'fix android.abis-150',
      'fix android.16kb',
      'ok android.compile-sdk-ok',
      'check ios.frameworks',
      'info ios.logs',
    ],
    not: ['check android.newarch-150', 'fix release.rn081', 'fix worklets.core-clash'],
  },
  // Commit e58e5d9 (2026-01-06), the Expo example's first form: Expo canary on RN 0.83.1 with
  // Reanimated ~4.2.0 and react-native-worklets 0.7.1 next to worklets-core ^1.6.2: new enough
  // for Reanimated 4, but ^1.6.2 still allows 1.6.2, which links libhermes that 0.82+ lacks;
  // react-native-worklets/plugin alone, last; glb/ktx/filamat spread onto Expo's default list;
  // expo-dev-client, so a development build; the library is a workspace link (no version).
  'margelo-react-native-filament/expo-example-e58e5d9': {
    has: [
      'check release.unknown',
      'fix worklets.core-hermes',
      'ok babel.ok',
      'ok metro.ok',
      'ok expo.dev-build',
      'ok expo.no-plugin',
    ],
    not: ['fix worklets.core-clash', 'fix babel.wrong', 'check expo.go', 'fix metro.defaults'],
  },
};

describe('real projects', () => {
  const names = fs
    .readdirSync(FIXTURES)
    .flatMap((owner) => fs.readdirSync(path.join(FIXTURES, owner)).map((app) => `${owner}/${app}`));

  it('every fixture has its SOURCE.md with repository, commit and an MIT/Apache/BSD licence, and an entry here', () => {
    for (const name of names) {
      const source = fs.readFileSync(path.join(FIXTURES, name, 'SOURCE.md'), 'utf8');
      expect(source, name).toMatch(/github\.com\/[\w.-]+\/[\w.-]+/);
      expect(source, name).toMatch(/Commit: `[0-9a-f]{40}`/);
      expect(source, name).toMatch(/Licence: (MIT|Apache|BSD)/);
      expect(Object.keys(EXPECTED), name).toContain(name);
    }
  });

  it.each(Object.entries(EXPECTED))('%s gets its verdicts, every file read', (name, expected) => {
    const report = checkSetup(fixture(name));
    expect(report.problems).toEqual([]);
    expect(ids(report)).toEqual(expect.arrayContaining([...expected.has]));
    for (const absent of expected.not ?? []) expect(ids(report)).not.toContain(absent);
  });
});

describe('failure modes: one message per file, the rest of the report stays', () => {
  it('a package.json that is not JSON', () => {
    const report = check({
      'package.json': '{ "dependencies": ',
      'babel.config.js': 'module.exports = { plugins: [] };',
    });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0].message).toMatch(/^package\.json is not valid JSON/);
    expect(ids(report)).toContain('fix babel.none');
  });

  it('a babel.config.js that does not parse', () => {
    const report = check({
      'package.json': pkg(BASE),
      'babel.config.js': 'module.exports = { plugins: [ };',
    });
    expect(report.problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^babel\.config\.js could not be parsed \(.*\), so it was left out/),
    ]);
    expect(ids(report)).toContain('info release.version');
  });

  it('a file the page does not read, and an empty one', () => {
    const report = check({
      'tsconfig.json': '{}',
      'metro.config.js': '   ',
      'package.json': pkg(BASE),
    });
    expect(report.problems.map((p) => p.name)).toEqual(['tsconfig.json', 'metro.config.js']);
    expect(report.read.map((f) => f.kind)).toEqual(['package.json']);
  });

  it('an app.config.ts with types parses (TypeScript), and one it cannot read says so', () => {
    const typed = check({
      'package.json': pkg({ ...BASE, expo: '~54.0.0' }),
      'app.config.ts':
        "import type { ExpoConfig } from 'expo/config';\nconst config: ExpoConfig = { name: 'a', slug: 'a', plugins: ['react-native-filament'] };\nexport default config;",
    });
    expect(typed.problems).toEqual([]);
    expect(ids(typed)).toContain('fix expo.plugin-react-native-filament');
    const opaque = check({ 'app.config.js': 'module.exports = makeConfig();' });
    expect(opaque.problems[0].message).toMatch(
      /does not export an object the checker can read without running it/,
    );
  });

  it('every kind the page reads: a garbled file gets exactly one message and the rest stays', () => {
    // One garbled file of each kind, next to a package.json that still gives its verdicts.
    const garbled: Record<string, { text: string; message: RegExp }> = {
      'babel.config.js': {
        text: 'module.exports = { plugins: [ };',
        message: /could not be parsed/,
      },
      '.babelrc': { text: '{ "plugins": [', message: /^\.babelrc is not valid JSON/ },
      'metro.config.js': {
        text: 'const config = {;\nmodule.exports = config;',
        message: /could not be parsed/,
      },
      'app.json': { text: '{ "expo": { "name": }', message: /^app\.json is not valid JSON/ },
      'app.config.ts': { text: 'export default { name: "a", ', message: /could not be parsed/ },
      'ios/Podfile': {
        text: '{ "name": "app" }',
        message: /^Podfile holds JSON, not the Podfile text/,
      },
      'ios/Podfile.lock': {
        text: "platform :ios, '15.1'\ntarget 'App' do\nend\n",
        message: /^Podfile\.lock has no PODS: section/,
      },
      'ios/Podfile.properties.json': {
        text: '{ "newArchEnabled": ',
        message: /^Podfile\.properties\.json is not valid JSON/,
      },
      'android/gradle.properties': {
        text: "target 'App' do\n  use_react_native!\nend\n",
        message: /^gradle\.properties has no key=value line/,
      },
      'android/build.gradle': {
        text: '<?xml version="1.0"?>\n<project/>',
        message: /^build\.gradle holds XML/,
      },
      'android/app/build.gradle': { text: '[1, 2, 3]', message: /^build\.gradle holds JSON/ },
    };
    for (const [name, { text, message }] of Object.entries(garbled)) {
      const report = check({ 'package.json': pkg(BASE), [name]: text });
      expect(report.problems, name).toHaveLength(1);
      expect(report.problems[0].message, name).toMatch(message);
      expect(report.problems[0].message, name).toMatch(/left out/);
      expect(
        report.read.map((r) => r.kind),
        name,
      ).toEqual(['package.json']);
      expect(ids(report), name).toContain('info release.version');
    }
    // The same kinds, well formed, give no message (the checks above are not too strict).
    const fine = check({
      'package.json': pkg(BASE),
      'ios/Podfile': "platform :ios, '15.1'\n",
      'ios/Podfile.lock': 'PODS:\n  - react-native-filament (1.11.0)\n',
      'ios/Podfile.properties.json': '{ "newArchEnabled": "true" }',
      'android/gradle.properties': '# comment\nnewArchEnabled=true\n',
      'android/build.gradle': 'buildscript {\n  ext {\n    compileSdkVersion = 35\n  }\n}\n',
    });
    expect(fine.problems).toEqual([]);
    // A picture chosen by mistake: one message, whatever name it has.
    const picture = check({
      'package.json': pkg(BASE),
      Podfile: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR',
    });
    expect(picture.problems.map((p) => p.message)).toEqual([
      'Podfile is not a text file, so it was left out.',
    ]);
  });

  it('never runs a config file', () => {
    const marker = 'globalThis.__setupCheckerRan = true;';
    check({
      'metro.config.js': `${marker}\nmodule.exports = {};`,
      'babel.config.js': `${marker}\nmodule.exports = { plugins: [] };`,
    });
    expect((globalThis as { __setupCheckerRan?: boolean }).__setupCheckerRan).toBeUndefined();
  });
});

describe('release rules', () => {
  it('no react-native-filament', () => {
    expect(ids(check({ 'package.json': pkg({ 'react-native': '0.83.1' }) }))).toContain(
      'fix release.missing',
    );
  });
  it('React Native 0.76 needs 1.6.1, 0.81 needs 1.9.0', () => {
    expect(
      ids(
        check({
          'package.json': pkg({
            ...BASE,
            'react-native-filament': '1.5.0',
            'react-native': '0.76.5',
          }),
        }),
      ),
    ).toContain('fix release.rn076');
    const r = ids(
      check({
        'package.json': pkg({
          ...BASE,
          'react-native-filament': '^1.8.0',
          'react-native': '0.81.4',
        }),
      }),
    );
    expect(r).toContain('fix release.rn081');
    expect(r).not.toContain('fix release.rn076');
    expect(
      ids(
        check({
          'package.json': pkg({
            ...BASE,
            'react-native-filament': '^1.9.0',
            'react-native': '0.81.4',
          }),
        }),
      ),
    ).not.toContain('fix release.rn081');
  });
  it('lists the upgrade steps from the release to the newest, and none at the newest', () => {
    const steps = (v: string) =>
      ids(check({ 'package.json': pkg({ ...BASE, 'react-native-filament': v }) })).filter((id) =>
        id.includes('release.step-'),
      );
    expect(steps('1.6.1')).toEqual([
      'info release.step-1.8.0',
      'info release.step-1.9.0',
      'info release.step-1.11.0',
    ]);
    expect(steps('1.11.0')).toEqual([]);
    expect(RELEASES.at(-1)).toBe('1.11.0');
  });
  it('a version newer than the newest covered, and one that is not a number', () => {
    expect(
      ids(check({ 'package.json': pkg({ ...BASE, 'react-native-filament': '^1.12.0' }) })),
    ).toContain('check release.newer');
    expect(
      ids(
        check({
          'package.json': pkg({
            ...BASE,
            'react-native-filament': 'github:margelo/react-native-filament',
          }),
        }),
      ),
    ).toContain('check release.unknown');
  });
});

describe('worklets rules', () => {
  const babel = (plugins: string) =>
    `module.exports = function (api) {\n  api.cache(true);\n  return { presets: ['babel-preset-expo'], plugins: ${plugins} };\n};`;
  it('worklets-core missing, too old, clashing with Reanimated 4, too old for React Native 0.82', () => {
    const noCore = Object.fromEntries(
      Object.entries(BASE).filter(([name]) => name !== 'react-native-worklets-core'),
    );
    expect(ids(check({ 'package.json': pkg(noCore) }))).toContain('fix worklets.core-missing');
    expect(
      ids(
        check({
          'package.json': pkg({
            ...BASE,
            'react-native-worklets-core': '1.3.0',
            'react-native': '0.74.1',
          }),
        }),
      ),
    ).toContain('fix worklets.core-old');
    expect(
      ids(
        check({
          'package.json': pkg({
            ...BASE,
            'react-native-worklets-core': '1.6.0',
            'react-native-reanimated': '~4.1.1',
            'react-native-worklets': '0.5.1',
          }),
        }),
      ),
    ).toContain('fix worklets.core-clash');
    const hermes = ids(
      check({ 'package.json': pkg({ ...BASE, 'react-native-worklets-core': '1.6.2' }) }),
    );
    expect(hermes).toContain('fix worklets.core-hermes');
    expect(ids(check({ 'package.json': pkg(BASE) }))).toContain('ok worklets.core-ok');
  });
  it('Expo with Reanimated 3 and no worklets plugin: what babel-preset-expo adds, by SDK and options', () => {
    const r3 = (expo: Record<string, string>) =>
      pkg({ ...BASE, 'react-native-reanimated': '~3.17.4', ...expo });
    const withPreset = (preset: string, plugins = '[]') =>
      `module.exports = function (api) {\n  api.cache(true);\n  return { presets: [${preset}], plugins: ${plugins} };\n};`;
    const run = (expo: Record<string, string>, preset = "'babel-preset-expo'", plugins = '[]') =>
      check({ 'package.json': r3(expo), 'babel.config.js': withPreset(preset, plugins) });
    const find = (report: SetupReport, id: string) => report.verdicts.find((v) => v.id === id);

    // SDK 54's preset (54.0.12 build/index.js:290-291) appends react-native-reanimated/plugin
    // with no options: the app has a worklets plugin, but not processNestedWorklets.
    const sdk54 = run({ expo: '~54.0.0' });
    expect(rules(sdk54).filter((id) => id.includes('babel.'))).toEqual([
      'fix babel.expo-reanimated3',
    ]);
    const v = find(sdk54, 'babel.expo-reanimated3')!;
    expect(v.text).toContain('babel-preset-expo (Expo SDK 54) adds react-native-reanimated/plugin');
    expect(v.text).toContain('without processNestedWorklets');
    expect(v.snippet?.code).toContain("presets: [['babel-preset-expo', { reanimated: false }]]");
    expect(v.snippet?.code).toContain(
      "['react-native-reanimated/plugin', { processNestedWorklets: true }], // the worklets plugin stays last",
    );
    expect(v.cites.map((c) => `${c.path}:${c.line}`)).toContain(
      'react-native-filament/src/hooks/useLightEntity.ts:74',
    );
    for (const c of v.cites) expect(holds(c), `${c.path}:${c.line}`).toBe(true);
    // The preset's own version wins over expo's: 13.x is SDK 53's.
    expect(
      find(run({ expo: '~54.0.0', 'babel-preset-expo': '~13.2.0' }), 'babel.expo-reanimated3')
        ?.text,
    ).toContain('(Expo SDK 53)');
    // 14.x is what SDK 54's previews shipped (expo 54.0.0-preview.16 asks for ~14.0.6).
    expect(
      find(run({ expo: '~54.0.0', 'babel-preset-expo': '~14.0.6' }), 'babel.expo-reanimated3')
        ?.text,
    ).toContain('(Expo SDK 54)');
    // An unknown SDK (a canary) gets the sentence that holds for every preset.
    expect(find(run({ expo: 'canary' }), 'babel.expo-reanimated3')?.text).toContain(
      'up to Expo SDK 55, and later only with its worklets option false',
    );
    // From SDK 56 (56.0.0 build/configs/expo.js:109-121) nothing is added without
    // react-native-worklets, unless worklets is false; reanimated: false turns it off in both.
    expect(rules(run({ expo: '~56.0.0' }))).toContain('fix babel.none');
    expect(rules(run({ expo: '~56.0.0' }, "['babel-preset-expo', { worklets: false }]"))).toContain(
      'fix babel.expo-reanimated3',
    );
    expect(
      rules(run({ expo: '~54.0.0' }, "['babel-preset-expo', { reanimated: false }]")),
    ).toContain('fix babel.none');
    // The fix, applied: the preset's copy off, the plugin listed last with the option.
    const fixed = run(
      { expo: '~54.0.0' },
      "['babel-preset-expo', { reanimated: false }]",
      "[['react-native-reanimated/plugin', { processNestedWorklets: true }]]",
    );
    expect(rules(fixed).filter((id) => id.includes('babel.'))).toEqual(['ok babel.ok']);
    // A .babelrc (JSON) carries the preset's options too.
    const json = check({
      'package.json': r3({ expo: '~54.0.0' }),
      '.babelrc': JSON.stringify({ presets: [['babel-preset-expo', { reanimated: false }]] }),
    });
    expect(rules(json)).toContain('fix babel.none');
  });
  it('no plugin, two plugins, the wrong one, the deprecated alias, Reanimated 3 without nested worklets, not last', () => {
    const r4 = pkg({
      ...BASE,
      'react-native-reanimated': '~4.1.1',
      'react-native-worklets': '0.5.1',
    });
    const r3 = pkg({ ...BASE, 'react-native-reanimated': '^3.16.0' });
    expect(ids(check({ 'package.json': pkg(BASE), 'babel.config.js': babel('[]') }))).toEqual(
      expect.arrayContaining(['fix babel.none']),
    );
    // Reanimated 4 under babel-preset-expo: the preset adds react-native-worklets/plugin itself.
    const expoR4 = ids(check({ 'package.json': r4, 'babel.config.js': babel('[]') }));
    expect(expoR4).toContain('check babel.expo-preset');
    expect(expoR4).not.toContain('fix babel.none');
    expect(
      ids(
        check({
          'package.json': r4,
          'babel.config.js':
            "module.exports = { presets: ['module:@react-native/babel-preset'], plugins: [] };",
        }),
      ),
    ).toContain('fix babel.none');
    expect(
      ids(
        check({
          'package.json': r4,
          'babel.config.js': babel(
            "['react-native-worklets-core/plugin', 'react-native-worklets/plugin']",
          ),
        }),
      ),
    ).toContain('fix babel.several');
    expect(
      ids(
        check({
          'package.json': r4,
          'babel.config.js': babel("['react-native-worklets-core/plugin']"),
        }),
      ),
    ).toContain('fix babel.wrong');
    expect(
      ids(
        check({
          'package.json': r4,
          'babel.config.js': babel("['react-native-reanimated/plugin']"),
        }),
      ),
    ).toContain('check babel.alias');
    expect(
      ids(
        check({
          'package.json': r3,
          'babel.config.js': babel("['react-native-reanimated/plugin']"),
        }),
      ),
    ).toContain('fix babel.nested');
    expect(
      ids(
        check({
          'package.json': r3,
          'babel.config.js': babel(
            "[['react-native-reanimated/plugin', { processNestedWorklets: true }]]",
          ),
        }),
      ),
    ).toContain('ok babel.ok');
    expect(
      ids(
        check({
          'package.json': pkg(BASE),
          'babel.config.js': babel("['react-native-worklets-core/plugin', 'module-resolver']"),
        }),
      ),
    ).toContain('fix babel.order');
    expect(
      ids(check({ 'package.json': pkg(BASE), 'babel.config.js': babel('makePlugins()') })),
    ).toContain('check babel.unread');
  });
  it("the babel snippet to copy keeps the file's preset and other plugins, the worklets plugin last", () => {
    const report = check({
      'package.json': pkg(BASE),
      'babel.config.js': babel("['module-resolver']"),
    });
    const snippet = report.verdicts.find((v) => v.id === 'babel.none')?.snippet?.code ?? '';
    expect(snippet).toContain("presets: ['babel-preset-expo']");
    expect(snippet.indexOf("'module-resolver'")).toBeLessThan(
      snippet.indexOf("'react-native-worklets-core/plugin'"),
    );
  });
  it('reads .babelrc JSON too', () => {
    expect(
      ids(
        check({
          'package.json': pkg(BASE),
          '.babelrc': '{ "plugins": ["react-native-worklets-core/plugin"] }',
        }),
      ),
    ).toContain('ok babel.ok');
  });
});

describe('metro rules', () => {
  const metro = (body: string) =>
    `const { getDefaultConfig } = require('expo/metro-config');\nconst config = getDefaultConfig(__dirname);\n${body}\nmodule.exports = config;`;
  it('glb pushed, spread, or in a Set: fine; missing, or a list that drops the defaults: fix', () => {
    expect(
      ids(check({ 'metro.config.js': metro("config.resolver.assetExts.push('glb');") })),
    ).toContain('ok metro.ok');
    expect(
      ids(
        check({
          'metro.config.js': metro(
            "config.resolver.assetExts = [...config.resolver.assetExts, 'glb', 'ktx', 'filamat'];",
          ),
        }),
      ),
    ).toEqual(['ok metro.ok']);
    expect(
      ids(
        check({
          'metro.config.js': metro(
            "config.resolver.assetExts = Array.from(new Set([...config.resolver.assetExts, 'glb']));",
          ),
        }),
      ),
    ).toContain('ok metro.ok');
    expect(ids(check({ 'metro.config.js': metro('') }))).toContain('fix metro.glb');
    const replaced = check({
      'metro.config.js': "module.exports = { resolver: { assetExts: ['glb', 'gltf', 'png'] } };",
    });
    expect(ids(replaced)).toContain('fix metro.defaults');
    expect(replaced.verdicts.find((v) => v.id === 'metro.defaults')?.text).toMatch(
      /such as jpg, ttf, mp4/,
    );
  });
  it('a config the checker does not run, and one that only re-exports another file', () => {
    expect(
      ids(
        check({
          'metro.config.js': 'module.exports = { resolver: { assetExts: computeExts() } };',
        }),
      ),
    ).toContain('check metro.unread');
    expect(
      rules(check({ 'metro.config.js': "module.exports = require('shared/metro.config')" })),
    ).toEqual(['check metro.elsewhere']);
  });
});

describe('expo rules', () => {
  it('Expo Go vs a development build; a config plugin that does not exist', () => {
    const go = check({
      'package.json': pkg({ ...BASE, expo: '~54.0.0' }, { scripts: { start: 'expo start' } }),
    });
    expect(ids(go)).toContain('check expo.go');
    expect(
      ids(
        check({
          'package.json': pkg({ ...BASE, expo: '~54.0.0' }, { scripts: { ios: 'expo run:ios' } }),
        }),
      ),
    ).toContain('ok expo.dev-build');
    const plugin = check({
      'package.json': pkg({ ...BASE, expo: '~54.0.0', 'expo-dev-client': '~6.0.0' }),
      'app.json': JSON.stringify({ expo: { plugins: [['react-native-worklets-core', {}]] } }),
    });
    expect(ids(plugin)).toContain('fix expo.plugin-react-native-worklets-core');
  });
});

describe('android and iOS rules', () => {
  const props = (lines: string) => `org.gradle.jvmargs=-Xmx2048m\n${lines}\n`;
  it("compileSdk below 34, from the root ext block or from Expo's findProperty", () => {
    expect(
      ids(
        check({
          'android/build.gradle': 'buildscript {\n  ext {\n    compileSdkVersion = 33\n  }\n}',
        }),
      ),
    ).toContain('fix android.compile-sdk');
    const expo = check({
      'android/build.gradle':
        "buildscript {\n  ext {\n    compileSdkVersion = Integer.parseInt(findProperty('android.compileSdkVersion') ?: '35')\n  }\n}",
      'gradle.properties': props('android.compileSdkVersion=33'),
    });
    expect(expo.verdicts.find((v) => v.id === 'android.compile-sdk')?.where).toBe(
      'android/build.gradle:3',
    );
    expect(
      ids(
        check({
          'package.json': pkg({ ...BASE, expo: '~54.0.0' }),
          'app.json': JSON.stringify({
            expo: { plugins: [['expo-build-properties', { android: { compileSdkVersion: 33 } }]] },
          }),
        }),
      ),
    ).toContain('fix android.compile-sdk');
  });
  it('ABIs without arm64-v8a, ABIs unset, New Architecture on 1.5.0, 16 KB pages', () => {
    const files = (version: string, lines: string) => ({
      'package.json': pkg({ ...BASE, 'react-native-filament': version, 'react-native': '0.74.1' }),
      'gradle.properties': props(lines),
    });
    expect(ids(check(files('1.11.0', 'reactNativeArchitectures=x86_64')))).toContain(
      'check android.abis-arm64',
    );
    expect(ids(check(files('1.11.0', '')))).toEqual(
      expect.arrayContaining(['info android.abis-all', 'ok android.16kb-ok']),
    );
    expect(ids(check(files('1.5.0', 'newArchEnabled=true')))).toEqual(
      expect.arrayContaining([
        'check android.newarch-150',
        'fix android.abis-150',
        'fix android.16kb',
      ]),
    );
    expect(ids(check(files('1.8.0', 'newArchEnabled=true')))).toEqual(
      expect.arrayContaining(['fix android.16kb']),
    );
  });
  it('use_frameworks! before 1.7.0, from the Podfile or Expo; the Podfile switches; pods behind package.json', () => {
    const old = pkg({ ...BASE, 'react-native-filament': '1.6.1' });
    expect(
      ids(
        check({
          'package.json': old,
          Podfile: "platform :ios, '15.1'\nuse_frameworks! :linkage => :static\n",
        }),
      ),
    ).toContain('fix ios.frameworks');
    expect(
      ids(
        check({
          'package.json': old,
          'app.json': JSON.stringify({
            expo: { plugins: [['expo-build-properties', { ios: { useFrameworks: 'static' } }]] },
          }),
        }),
      ),
    ).toContain('fix ios.frameworks');
    const switches = check({
      Podfile: "$RNFExcludeAssets = 'true'\n$RNF_enableLogs = false\n$RNFEnableLogs = false\n",
    });
    expect(rules(switches)).toEqual([
      'fix ios.exclude-assets-value',
      'fix ios.switch-unknown',
      'info ios.logs',
    ]);
    const stale = check({
      'package.json': pkg(BASE),
      'Podfile.lock': 'PODS:\n  - react-native-filament (1.9.0):\n    - React-Core\n',
    });
    expect(ids(stale)).toContain('fix ios.pods-stale');
  });
});

describe('the New Architecture, per platform, and the file that decides it', () => {
  const arch = (files: SetupFile[] | Record<string, string>, platform: 'android' | 'ios') => {
    const list = Array.isArray(files)
      ? files
      : Object.entries(files).map(([name, text]) => ({ name, text }));
    const found = newArchitecture(readProject(list).project, platform);
    return found && `${found.value ? 'on' : 'off'} ${found.where}`;
  };
  const app = (name: string) => fixture(`margelo-react-native-filament/${name}`);
  const nsException = 'an-nsexception-on-ios-with-the-new-architecture-when-the-view-appears';
  const nsVerdict = (report: SetupReport) =>
    report.verdicts.find((v) => v.id === `known.${nsException}`);

  it("reads the real projects' iOS side: pod install scripts, the Podfile, React Native's default", () => {
    // The Fabric and Paper examples run `RCT_NEW_ARCH_ENABLED=1|0 bundle exec pod install`.
    expect(arch(app('fabric-example-v1.5.0'), 'ios')).toBe('on package.json (scripts.pods)');
    expect(arch(app('paper-example-v1.5.0'), 'ios')).toBe('off package.json (scripts.pods)');
    expect(arch(app('paper-example-v1.9.0'), 'ios')).toBe('off package.json (scripts.pods)');
    expect(arch(app('paper-example-v1.9.0'), 'android')).toBe('off gradle.properties:35');
    // v0.30.0 passes `:new_arch_enabled => false` to use_react_native!.
    expect(arch(app('example-v0.30.0'), 'ios')).toBe('off Podfile:33');
    // React Native 0.83.1 builds nothing else, whatever a script says.
    expect(arch(app('fabric-example'), 'ios')).toBe(
      'on react-native 0.83.1 (the New Architecture only)',
    );
    expect(arch(app('expo-example'), 'ios')).toBe('on app.json (newArchEnabled)');
  });

  it('each platform has its own switch; Expo can set one per platform', () => {
    const rn = (version: string) => pkg({ ...BASE, 'react-native': version });
    expect(arch({ 'package.json': rn('0.74.1') }, 'ios')).toBe(
      'off react-native 0.74.1 (its default)',
    );
    expect(arch({ 'package.json': rn('0.76.5') }, 'ios')).toBe(
      'on react-native 0.76.5 (its default)',
    );
    const split = { 'package.json': rn('0.76.5'), 'gradle.properties': 'newArchEnabled=false' };
    expect(arch(split, 'android')).toBe('off gradle.properties:1');
    expect(arch(split, 'ios')).toBe('on react-native 0.76.5 (its default)');
    const podfile = "ENV['RCT_NEW_ARCH_ENABLED'] = '0'\nplatform :ios, '15.1'\n";
    expect(arch({ 'package.json': rn('0.81.4'), Podfile: podfile }, 'ios')).toBe('off Podfile:1');
    expect(arch({ 'package.json': rn('0.83.1'), Podfile: podfile }, 'ios')).toBe(
      'on react-native 0.83.1 (the New Architecture only)',
    );
    // Expo's own Podfile computes the variable from Podfile.properties.json, which then decides.
    const expoPodfile =
      "ENV['RCT_NEW_ARCH_ENABLED'] ||= '0' if podfile_properties['newArchEnabled'] == 'false'\n";
    const properties = '{\n  "expo.jsEngine": "hermes",\n  "newArchEnabled": "false"\n}\n';
    expect(
      arch(
        {
          'package.json': rn('0.81.4'),
          Podfile: expoPodfile,
          'ios/Podfile.properties.json': properties,
        },
        'ios',
      ),
    ).toBe('off Podfile.properties.json:3');
    const perPlatform = JSON.stringify({
      expo: { newArchEnabled: true, ios: { newArchEnabled: false } },
    });
    expect(arch({ 'package.json': rn('0.81.4'), 'app.json': perPlatform }, 'ios')).toBe(
      'off app.json (ios.newArchEnabled)',
    );
    expect(arch({ 'package.json': rn('0.81.4'), 'app.json': perPlatform }, 'android')).toBe(
      'on app.json (newArchEnabled)',
    );
  });

  it("Expo SDK 50 to 52: their Podfile builds the old architecture unless the property is 'true'", () => {
    // expo-template-bare-minimum 52.0.79 ios/Podfile:7; React Native 0.76 alone would build the new one.
    const sdk52 = (extra: Record<string, string>) =>
      arch(
        { 'package.json': pkg({ ...BASE, 'react-native': '0.76.9', expo: '~52.0.49' }), ...extra },
        'ios',
      );
    const podfile =
      "platform :ios, '15.1'\nENV['RCT_NEW_ARCH_ENABLED'] = podfile_properties['newArchEnabled'] == 'true' ? '1' : '0'\n";
    expect(sdk52({ Podfile: podfile })).toBe('off Podfile:2');
    expect(sdk52({})).toBe("off expo 52.0.49 (its Podfile's default)");
    expect(
      sdk52({ Podfile: podfile, 'ios/Podfile.properties.json': '{ "newArchEnabled": "true" }' }),
    ).toBe('on Podfile.properties.json:1');
    expect(sdk52({ 'app.json': JSON.stringify({ expo: { newArchEnabled: true } }) })).toBe(
      'on app.json (newArchEnabled)',
    );
    // SDK 51's prebuild (@expo/config-plugins 8) does not read newArchEnabled from the config.
    const sdk51 = {
      'package.json': pkg({ ...BASE, 'react-native': '0.74.5', expo: '~51.0.28' }),
      'app.json': JSON.stringify({ expo: { newArchEnabled: true } }),
    };
    expect(arch(sdk51, 'ios')).toBe("off expo 51.0.28 (its Podfile's default)");
  });

  it('the iOS known issue follows the iOS side and says which file decided it', () => {
    const files = (ios: string, gradle: string) => ({
      'package.json': pkg({ ...BASE, 'react-native': '0.76.5' }),
      Podfile: `platform :ios, '15.1'\n${ios}`,
      'gradle.properties': gradle,
    });
    // Android on, iOS off: the iOS entry does not apply (it did when gradle.properties decided both).
    const iosOff = check(files("ENV['RCT_NEW_ARCH_ENABLED'] = '0'\n", 'newArchEnabled=true'));
    expect(nsVerdict(iosOff)).toBeUndefined();
    // Android off, iOS on by React Native's default: it applies, and says so.
    const iosOn = nsVerdict(check(files('', 'newArchEnabled=false')));
    expect(iosOn?.text).toContain('(New Architecture on iOS: react-native 0.76.5 (its default))');
    expect(iosOn?.where).toBe('react-native 0.76.5 (its default)');
    expect(iosOn?.cites.map((c) => `${c.path}:${c.line}`)).toContain(
      'react-native-filament/ios/src/RNFAppleFilamentProxy.mm:139',
    );
    for (const c of iosOn!.cites) expect(holds(c), `${c.path}:${c.line}`).toBe(true);
    // The real Fabric example on React Native 0.83.1 (Podfile.lock: 1.9.0).
    const fabric = nsVerdict(checkSetup(app('fabric-example')));
    expect(fabric?.where).toBe('react-native 0.83.1 (the New Architecture only)');
    expect(fabric?.cites.map((c) => `${c.path}:${c.line}`)).toContain(
      'react-native/scripts/react_native_pods.rb:103',
    );
  });

  it('the blank view of releases before 1.9.0 on React Native 0.81 needs the New Architecture on iOS', () => {
    const old = (podfile: string) =>
      check({
        'package.json': pkg({
          ...BASE,
          'react-native-filament': '1.8.0',
          'react-native': '0.81.4',
        }),
        Podfile: podfile,
      });
    expect(ids(old("platform :ios, '15.1'\n"))).toContain('fix release.rn081');
    expect(ids(old("ENV['RCT_NEW_ARCH_ENABLED'] = '0'\n"))).not.toContain('fix release.rn081');
  });

  it('a garbled Podfile.properties.json gets one message and the rest stays', () => {
    const report = check({ 'package.json': pkg(BASE), 'Podfile.properties.json': '{ "newArch' });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0].message).toMatch(/^Podfile\.properties\.json is not valid JSON/);
    expect(report.read.map((r) => r.kind)).toEqual(['package.json']);
  });
});

describe('known issues, matched from the known-issues page', () => {
  const page = fs.readFileSync(KNOWN_ISSUES_PAGE, 'utf8');
  const known = (files: Record<string, string>, issues = KNOWN_ISSUES) =>
    knownIssueRules(
      readProject(Object.entries(files).map(([name, text]) => ({ name, text }))).project,
      issues,
    ).map((v) => v.id.replace('known.', ''));

  it('known-issues.json is what the page says (npx tsx tools/setup-checker/known-issues.ts)', () => {
    expect(isCurrent(readKnownIssues(page))).toBe(true);
    const headings = [...page.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(KNOWN_ISSUES.map((k) => k.heading)).toEqual(
      headings.filter((h) => !['How to read an entry', 'Not listed here'].includes(h)),
    );
  });

  it("each entry's range and conditions say what its facts line says in words", () => {
    for (const k of KNOWN_ISSUES) {
      const bounds = k.releases.match(/\d+\.\d+\.\d+/g) ?? [];
      for (const v of bounds) expect(k.versions, k.heading).toContain(v);
      if (bounds.length === 0)
        expect(k.versions, k.heading).toMatch(/every version|all releases|not stated/);
      expect(k.applies.includes('android'), k.heading).toBe(/Android/.test(k.platforms));
      expect(k.applies.includes('ios'), k.heading).toBe(/iOS/.test(k.platforms));
      expect(k.applies.includes('expo'), k.heading).toBe(/Expo(?! SDK)/.test(k.platforms));
      expect(k.applies.includes('new-architecture'), k.heading).toBe(
        /New Architecture/.test(k.platforms),
      );
    }
  });

  it('matches by release range, platform, Expo and architecture', () => {
    // The iOS entry is decided by the iOS side (the Podfile), not by gradle.properties.
    const ios = (version: string, newArch: boolean) => ({
      'package.json': pkg({ ...BASE, 'react-native-filament': version, 'react-native': '0.74.1' }),
      Podfile: `platform :ios, '15.1'\nENV['RCT_NEW_ARCH_ENABLED'] = '${newArch ? 1 : 0}'\n`,
      'gradle.properties': `newArchEnabled=${!newArch}`,
    });
    const nsException = 'an-nsexception-on-ios-with-the-new-architecture-when-the-view-appears';
    expect(known(ios('1.9.0', true))).toContain(nsException);
    expect(known(ios('1.6.1', true))).not.toContain(nsException);
    expect(known(ios('1.9.0', false))).not.toContain(nsException);
    const androidOnly = known({
      'package.json': pkg(BASE),
      'gradle.properties': 'newArchEnabled=true',
    });
    expect(androidOnly).toContain('the-scene-looks-pixelated-or-blocky-on-some-android-phones');
    expect(androidOnly).not.toContain('a-shadow-catcher-darkens-the-whole-floor');
    expect(androidOnly).not.toContain('worklets-could-not-be-found-when-an-expo-app-starts');
    expect(known({ 'package.json': pkg({ ...BASE, expo: '~54.0.0' }) })).toContain(
      'worklets-could-not-be-found-when-an-expo-app-starts',
    );
    // scaleBoundingBox arrived in 0.12.0 and has multiplied the corners since (commit b3be887).
    const scaled = 'a-scaled-model-vanishes-while-the-camera-turns';
    const release = (version: string) =>
      known({ 'package.json': pkg({ ...BASE, 'react-native-filament': version }) });
    expect(release('1.2.2')).toContain(scaled);
    expect(release('0.11.1')).not.toContain(scaled);
  });

  it('an entry added to the page is matched, with no rule written for it', () => {
    const added = `${page.replace(
      /\n## Not listed here[\s\S]*$/,
      '',
    )}\n## Models flicker on Android 16 with 1.11.0\n\n<IssueMeta\n  thread="https://github.com/margelo/react-native-filament/issues/999"\n  opened="2026-12-01"\n  checked="2026-12-07"\n  versions="1.11.0"\n  platforms="Android"\n  releases=">=1.11.0"\n  applies="android"\n/>\n\nText.\n\n**No workaround is known.** Add your device.\n`;
    const issues = readKnownIssues(added);
    expect(issues).toHaveLength(KNOWN_ISSUES.length + 1);
    const anchor = 'models-flicker-on-android-16-with-1110';
    expect(
      known({ 'package.json': pkg(BASE), 'gradle.properties': 'newArchEnabled=true' }, issues),
    ).toContain(anchor);
    expect(
      known(
        {
          'package.json': pkg({ ...BASE, 'react-native-filament': '1.9.0' }),
          'gradle.properties': 'newArchEnabled=true',
        },
        issues,
      ),
    ).not.toContain(anchor);
    const iosOnly = { 'package.json': pkg(BASE), Podfile: "platform :ios, '15.1'\n" };
    expect(known(iosOnly, issues)).not.toContain(anchor);
    expect(() =>
      readKnownIssues(added.replace('releases=">=1.11.0"', 'releases="from 1.11"')),
    ).toThrow(/not an npm version range/);
    expect(() => readKnownIssues(added.replace('applies="android"', 'applies="web"'))).toThrow(
      /applies has web/,
    );
  });
});

describe("issue 44's failure modes, one test each, each verdict resting on a line of an installed package", () => {
  /** The verdict with this id, which must cite at least one line of an installed package (react-native-filament or its companion packages). */
  const cited = (report: SetupReport, id: string) => {
    const found = report.verdicts.find((v) => `${v.level} ${v.id}` === id);
    expect(found, `${id} in ${ids(report).join(', ')}`).toBeDefined();
    const packageLines = found!.cites.filter((c) => c.line > 0 && !c.path.startsWith('releases/'));
    expect(packageLines.length, `${id} cites a package line`).toBeGreaterThan(0);
    for (const c of found!.cites) expect(holds(c), `${c.path}:${c.line} ${c.quote}`).toBe(true);
    return found!;
  };
  const r4 = (core: string) =>
    pkg({
      ...BASE,
      'react-native-worklets-core': core,
      'react-native-reanimated': '~4.1.1',
      'react-native-worklets': '0.5.1',
    });

  it('worklets-core next to Reanimated 4: below 1.6.2 clashes, 1.6.2 and newer does not', () => {
    cited(check({ 'package.json': r4('1.6.1') }), 'fix worklets.core-clash');
    const ok = check({ 'package.json': r4('^1.6.3') });
    expect(ids(ok)).not.toContain('fix worklets.core-clash');
    cited(ok, 'ok worklets.core-ok');
  });

  it("plugin order: the worklets plugin (Reanimated's with Reanimated) last", () => {
    const babel = (plugins: string) => `module.exports = { plugins: ${plugins} };`;
    cited(
      check({
        'package.json': r4('^1.6.3'),
        'babel.config.js': babel("['react-native-worklets/plugin', 'module-resolver']"),
      }),
      'fix babel.order',
    );
    cited(
      check({
        'package.json': r4('^1.6.3'),
        'babel.config.js': babel("['module-resolver', 'react-native-worklets/plugin']"),
      }),
      'ok babel.ok',
    );
  });

  it('Metro: glb added with the default list kept; a list that replaces the defaults; glb missing', () => {
    const metro = (body: string) =>
      `const { getDefaultConfig } = require('@react-native/metro-config');\nconst config = getDefaultConfig(__dirname);\n${body}\nmodule.exports = config;`;
    cited(
      check({
        'metro.config.js': metro(
          "config.resolver.assetExts = [...config.resolver.assetExts, 'glb'];",
        ),
      }),
      'ok metro.ok',
    );
    cited(
      check({ 'metro.config.js': metro("config.resolver.assetExts = ['glb', 'png'];") }),
      'fix metro.defaults',
    );
    cited(check({ 'metro.config.js': metro('') }), 'fix metro.glb');
  });

  it('Expo Go: an Expo app with no development build', () => {
    cited(
      check({
        'package.json': pkg({ ...BASE, expo: '~54.0.0' }, { scripts: { start: 'expo start' } }),
      }),
      'check expo.go',
    );
  });

  it('New Architecture on 1.5.0, and not on 1.6.1', () => {
    const files = (version: string) => ({
      'package.json': pkg({ ...BASE, 'react-native-filament': version, 'react-native': '0.74.1' }),
      'gradle.properties': 'newArchEnabled=true',
    });
    cited(check(files('1.5.0')), 'check android.newarch-150');
    expect(ids(check(files('1.6.1')))).not.toContain('check android.newarch-150');
  });

  it('compileSdk: 33 fails, 34 is enough', () => {
    const gradle = (n: number) => `buildscript {\n  ext {\n    compileSdkVersion = ${n}\n  }\n}`;
    cited(check({ 'android/build.gradle': gradle(33) }), 'fix android.compile-sdk');
    cited(check({ 'android/build.gradle': gradle(34) }), 'ok android.compile-sdk-ok');
  });

  it('minSdk: read from the root project, the app module or Expo, and passed on to the library', () => {
    const root = cited(
      check({ 'android/build.gradle': 'buildscript {\n  ext {\n    minSdkVersion = 23\n  }\n}' }),
      'info android.min-sdk',
    );
    expect(root.where).toBe('android/build.gradle:3');
    const app = cited(
      check({
        'android/app/build.gradle': 'android {\n  defaultConfig {\n    minSdkVersion 26\n  }\n}',
      }),
      'info android.min-sdk',
    );
    expect(app.text).toMatch(/^minSdkVersion is 26 \(android\/app\/build\.gradle:3\)/);
    const expo = cited(
      check({
        'package.json': pkg({ ...BASE, expo: '~54.0.0' }),
        'app.json': JSON.stringify({
          expo: { plugins: [['expo-build-properties', { android: { minSdkVersion: 24 } }]] },
        }),
      }),
      'info android.min-sdk',
    );
    expect(expo.text).toMatch(/^minSdkVersion is 24 /);
  });

  it('reactNativeArchitectures: without arm64-v8a, and unset', () => {
    const props = (line: string) => ({
      'package.json': pkg(BASE),
      'gradle.properties': `org.gradle.jvmargs=-Xmx2048m\n${line}\n`,
    });
    cited(check(props('reactNativeArchitectures=x86_64')), 'check android.abis-arm64');
    cited(check(props('')), 'info android.abis-all');
  });

  it('16 KB pages: before 1.9.0 and from 1.9.0', () => {
    const files = (version: string) => ({
      'package.json': pkg({ ...BASE, 'react-native-filament': version }),
      'gradle.properties': 'newArchEnabled=true',
    });
    cited(check(files('1.8.0')), 'fix android.16kb');
    cited(check(files('1.9.0')), 'ok android.16kb-ok');
  });

  it('use_frameworks! before 1.8.0, and from 1.8.0', () => {
    const files = (version: string) => ({
      'package.json': pkg({ ...BASE, 'react-native-filament': version }),
      Podfile: "platform :ios, '15.1'\nuse_frameworks! :linkage => :static\n",
    });
    cited(check(files('1.6.1')), 'fix ios.frameworks');
    cited(check(files('1.8.0')), 'ok ios.frameworks-ok');
  });

  it('$RNFEnableLogs / $RNFExcludeAssets in the Podfile, RNF_enableLogs / RNF_excludeAssets for Android', () => {
    const podfile = check({ Podfile: '$RNFEnableLogs = false\n$RNFExcludeAssets = true\n' });
    cited(podfile, 'info ios.logs');
    cited(podfile, 'info ios.exclude-assets');
    cited(check({ Podfile: "$RNFExcludeAssets = 'true'\n" }), 'fix ios.exclude-assets-value');
    cited(check({ Podfile: '$RNF_excludeAssets = true\n' }), 'fix ios.switch-unknown');
    const gradle = check({
      'gradle.properties': 'RNF_enableLogs=false\nRNF_excludeAssets=true\n',
    });
    cited(gradle, 'info android.switch-RNF_enableLogs');
    const exclude = cited(gradle, 'info android.switch-RNF_excludeAssets');
    expect(exclude.where).toBe('gradle.properties:2');
  });
});

describe('links and citations', () => {
  const headings = (guide: string) => {
    const slugger = createSlugger();
    const source = fs
      .readFileSync(path.join(ROOT, 'docs/guides', `${guide}.mdx`), 'utf8')
      .replace(/```[\s\S]*?```/g, '');
    return [...source.matchAll(/^#{2,4} (.+)$/gm)].map((m) => slugger.slug(m[1].replace(/`/g, '')));
  };
  it('every guide link of a verdict names a heading that exists', () => {
    const links = [
      ...Object.values(GUIDES),
      ...RELEASES.slice(1).map((to, i) => upgradeStep(RELEASES[i], to)),
      ...KNOWN_ISSUES.map((k) => ({
        label: k.heading,
        href: `/docs/guides/known-issues#${k.anchor}`,
      })),
    ];
    for (const { href } of links) {
      const [, guide, anchor] = /^\/docs\/guides\/([\w-]+)#([\w-]+)$/.exec(href) ?? [];
      expect(headings(guide), href).toContain(anchor);
    }
  });
  it('every line the rules cite says what it is cited for, and a wrong one is caught', () => {
    for (const c of ALL_CITATIONS) expect(holds(c), `${c.path}:${c.line} ${c.quote}`).toBe(true);
    expect(holds({ ...ALL_CITATIONS[0], line: ALL_CITATIONS[0].line + 1 })).toBe(false);
  });
  it('every citation of every verdict above holds, table values and site files included', () => {
    const reports = fs
      .readdirSync(FIXTURES)
      .flatMap((owner) =>
        fs
          .readdirSync(path.join(FIXTURES, owner))
          .map((app) => checkSetup(fixture(`${owner}/${app}`))),
      );
    reports.push(
      check({
        'package.json': pkg({
          ...BASE,
          'react-native-filament': '1.5.0',
          'react-native': '0.81.0',
        }),
        'gradle.properties': 'newArchEnabled=true',
        Podfile: 'use_frameworks!',
      }),
    );
    const cites = reports.flatMap((r) => r.verdicts.flatMap((v) => v.cites));
    expect(cites.length).toBeGreaterThan(50);
    for (const c of cites) expect(holds(c), `${c.path}:${c.line} ${c.quote}`).toBe(true);
  });
  it('every verdict is one sentence', () => {
    const report = checkSetup(fixture('margelo-react-native-filament/fabric-example-v1.5.0'));
    const more = [
      checkSetup(fixture('margelo-react-native-filament/fabric-example')),
      check({
        'package.json': pkg({ ...BASE, 'react-native-reanimated': '~3.17.4', expo: 'canary' }),
        'babel.config.js': "module.exports = { presets: ['babel-preset-expo'] };",
        Podfile: "platform :ios, '15.1'\n",
      }),
    ].flatMap((r) => r.verdicts);
    expect(more.map((v) => v.id)).toEqual(
      expect.arrayContaining([
        'babel.expo-reanimated3',
        'known.an-nsexception-on-ios-with-the-new-architecture-when-the-view-appears',
      ]),
    );
    for (const v of [...report.verdicts, ...more])
      expect(
        v.text.replace(/\d\.\d|e\.g\.|\.\w|use_frameworks!/g, '').match(/[.!?](\s|$)/g),
        v.id,
      ).toHaveLength(1);
  });
});
