/**
 * Each local feature removed in turn (plugins/features.ts, FEATURES_OFF), the
 * way a build starts, without bundling or rendering: the site config is made
 * with the feature off, Docusaurus validates it (its config schema, then each
 * remaining plugin's options and theme config, as core's plugins/init.js does
 * before calling a plugin), and nothing of the feature is left in it. Then the
 * sources: no file outside the feature's folder imports it but those its entry
 * lists in `neededBy` (which FEATURES_OFF refuses to leave out) and the tests
 * named below, so deleting the folder, its entry and its tests leaves nothing
 * that imports it. A full build per feature (about 5 minutes each) is not run
 * here; what a page renders without a feature is the build tests' business.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from '@docusaurus/core/lib/server/config';
import { validateConfig } from '@docusaurus/core/lib/server/configValidation';
import { loadPluginConfigs } from '@docusaurus/core/lib/server/plugins/configs';
import type { LoadContext, PluginModule } from '@docusaurus/types';
import { normalizePluginOptions, normalizeThemeConfig } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import { API_DIR, siteFeatureList, usesOf, type Feature } from '../../plugins/features';

const ROOT = path.resolve(__dirname, '../..');
const CONFIG_PATH = path.join(ROOT, 'docusaurus.config.ts');
const FEATURES = siteFeatureList({ siteDir: ROOT, announcementId: 'test', sourceMaps: true });
const removable = FEATURES.filter((f) => usesOf(f, FEATURES).length === 0);
const needed = FEATURES.filter((f) => usesOf(f, FEATURES).length > 0);

/**
 * Tests of one feature that import another feature's folder: removing that
 * other feature means changing them too (their file name says which feature
 * they test). Only features the site needs (`neededBy`) may have any: a
 * removable feature is deleted by its entry, folder and tests alone
 * (`npm run test:features -- --delete`), so a test that uses it is its own.
 */
const TESTS_USING_OTHER_FEATURES: Readonly<Record<string, readonly string[]>> = {
  'api-reference': ['tests/api-library.ts', 'tests/build/site.routes.test.ts'],
  'filament-wasm': [
    'tests/build/live-preview.test.ts',
    'tests/dev/site.dev-server.spec.ts',
    'tests/unit/live-preview.test.ts',
  ],
  'web-host': ['tests/unit/live-preview.host.test.ts'],
};

/** Every function and object reachable from a value (the config holds plugins, options, remark plugins). */
function reachable(value: unknown, seen = new Set<unknown>()): Set<unknown> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return seen;
  if (seen.has(value)) return seen;
  seen.add(value);
  if (typeof value === 'object') for (const item of Object.values(value)) reachable(item, seen);
  return seen;
}

/** What a feature adds to the config: its plugin, remark plugins and config fragments. */
const partsOf = (feature: Feature) => [
  ...reachable([
    feature.plugin?.config,
    feature.remarkPlugins,
    feature.beforeDefaultRemarkPlugins,
    feature.prism,
  ]),
];

/** The config with these features off, as a build (SOURCE_MAPS=1, so that source-maps is in it). */
const configWithout = (name: string) => siteConfig({ FEATURES_OFF: name, SOURCE_MAPS: '1' });

/** Docusaurus's checks before any plugin runs: the config schema, each plugin's options and theme config. */
async function validateAsDocusaurus(config: unknown): Promise<void> {
  const checked = validateConfig(config, CONFIG_PATH);
  // loadPluginConfigs reads only these two fields of the context.
  const context = { siteConfig: checked, siteConfigPath: CONFIG_PATH } as LoadContext;
  for (const normalized of await loadPluginConfigs(context)) {
    const module: PluginModule = normalized.pluginModule?.module.default ?? normalized.plugin;
    module.validateOptions?.({
      validate: normalizePluginOptions as never,
      options: normalized.options,
    });
    module.validateThemeConfig?.({
      validate: normalizeThemeConfig as never,
      themeConfig: checked.themeConfig,
    });
  }
}

describe('the features list', () => {
  it('has one entry per folder of plugins/, by its name', () => {
    const folders = fs
      .readdirSync(path.join(ROOT, 'plugins'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(FEATURES.map((f) => f.name).sort()).toEqual(folders.sort());
  });

  it('makes a config Docusaurus accepts, with every feature in it', async () => {
    const config = siteConfig({ SOURCE_MAPS: '1' });
    await validateAsDocusaurus(config);
    const inConfig = reachable(config);
    for (const feature of FEATURES) {
      expect(
        partsOf(feature).some((part) => inConfig.has(part)),
        feature.name,
      ).toBe(true);
    }
  });

  it('is what Docusaurus loads from docusaurus.config.ts', async () => {
    const { siteConfig: loaded } = await loadSiteConfig({ siteDir: ROOT });
    expect(loaded.plugins).toHaveLength(siteConfig({}).plugins.length);
  }, 30_000);

  // api-reference, which the site needs (its neededBy): the test holds with any removable feature deleted.
  it("fails as Docusaurus would on a plugin's bad option (so the checks above can fail)", async () => {
    const config = siteConfig({});
    const api = config.plugins.find(
      (entry) => Array.isArray(entry) && (entry[1] as { out?: string }).out === API_DIR,
    );
    (api as [unknown, { out: unknown }])[1].out = 42;
    await expect(validateAsDocusaurus(config)).rejects.toThrow(
      /\[api-reference\] invalid plugin options/,
    );
  });

  it('stops on a FEATURES_OFF name that is no feature', () => {
    expect(() => configWithout('no-such-feature')).toThrow(
      /FEATURES_OFF names no feature: no-such-feature\./,
    );
  });
});

describe.each(removable.map((f) => [f.name, f] as const))('FEATURES_OFF=%s', (name, feature) => {
  it('leaves a config Docusaurus accepts, with nothing of the feature in it', async () => {
    const config = configWithout(name);
    await validateAsDocusaurus(config);
    const inConfig = reachable(config);
    const left = partsOf(feature).filter((part) => inConfig.has(part));
    expect(left, `${name}'s parts still in the config`).toEqual([]);
  });
});

describe.each(needed.map((f) => [f.name, f] as const))('FEATURES_OFF=%s', (name, feature) => {
  it('is refused, naming what uses the feature', () => {
    const uses = usesOf(feature, FEATURES);
    expect(() => configWithout(name)).toThrow(`cannot leave out ${name} (${uses.join(', ')})`);
  });

  it.each((feature.neededBy ?? []).map(([file, uses]) => [file, uses]))(
    'is used by %s (%s)',
    (file, uses) => {
      expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toContain(uses);
    },
  );
});

describe("features' needs", () => {
  /** Whether a feature's plugin hands post-build steps (shared/post-build.ts) to post-build. */
  const handsSteps = (name: string) =>
    fs
      .readdirSync(path.join(ROOT, 'plugins', name), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .some((file) =>
        fs.readFileSync(path.join(ROOT, 'plugins', name, file), 'utf8').includes('postBuildSteps:'),
      );

  it.each(FEATURES.filter((f) => f.name !== 'post-build').map((f) => [f.name, f] as const))(
    '%s needs post-build exactly when its plugin has postBuildSteps',
    (name, feature) => {
      expect(feature.needs?.includes('post-build') ?? false).toBe(handsSteps(name));
    },
  );

  it('name only features', () => {
    const names = new Set(FEATURES.map((f) => f.name));
    expect(FEATURES.flatMap((f) => f.needs ?? []).filter((n) => !names.has(n))).toEqual([]);
  });

  it('let a needed feature go with the features that need it', () => {
    const needers = FEATURES.filter((f) => f.needs?.includes('post-build')).map((f) => f.name);
    expect(needers.length).toBeGreaterThan(0);
    expect(() => configWithout('post-build')).toThrow(/cannot leave out post-build/);
    const config = configWithout(['post-build', ...needers].join(','));
    expect(config.plugins.length).toBeLessThan(siteConfig({}).plugins.length);
  });
});

const SOURCE_FOLDERS = [
  'src',
  'plugins',
  'shared',
  'tools',
  'tests',
  'packages/web-host',
  'docs',
  'blog',
];
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs|mdx)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\(\s*|^import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(): string[] {
  const files = ['docusaurus.config.ts', 'sidebars.ts'];
  for (const folder of SOURCE_FOLDERS) {
    for (const file of fs.readdirSync(path.join(ROOT, folder), {
      recursive: true,
      encoding: 'utf8',
    })) {
      if (SOURCE_FILE.test(file) && !file.includes('node_modules'))
        files.push(path.join(folder, file));
    }
  }
  return files;
}

/** The feature folder an import of `file` lands in, if any. */
function featureImported(file: string, specifier: string): string | undefined {
  const target = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('.')
      ? path.join(path.dirname(file), specifier)
      : undefined;
  return target && /^plugins\/([^/]+)\//.exec(`${path.normalize(target)}/`)?.[1];
}

describe('imports of a feature folder', () => {
  it('are listed outside their feature only for features the site needs', () => {
    const listedRemovable = removable.filter((f) => TESTS_USING_OTHER_FEATURES[f.name]);
    expect(listedRemovable.map((f) => f.name)).toEqual([]);
  });

  const importers = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    for (const [, specifier] of fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const name = featureImported(file, specifier!);
      const own =
        name === undefined ||
        file.startsWith(`plugins/${name}/`) ||
        file === 'plugins/features.ts' ||
        (file.startsWith('tests/') && path.basename(file).startsWith(`${name}.`));
      if (!own) importers.set(name, new Set([...(importers.get(name) ?? []), file]));
    }
  }

  it.each(FEATURES.map((f) => [f.name, f] as const))(
    '%s: only from its folder, its entry, its tests and what its entry or this test lists',
    (name, feature) => {
      const found = [...(importers.get(name) ?? [])].sort();
      const listed = new Set([
        ...(feature.neededBy ?? []).map(([file]) => file),
        ...(TESTS_USING_OTHER_FEATURES[name] ?? []),
      ]);
      expect(
        found.filter((file) => !listed.has(file)),
        'imports not listed',
      ).toEqual([]);
      const stale = (TESTS_USING_OTHER_FEATURES[name] ?? []).filter(
        (file) => !found.includes(file),
      );
      expect(stale, 'listed in TESTS_USING_OTHER_FEATURES but no longer importing it').toEqual([]);
    },
  );
});
