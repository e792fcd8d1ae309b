/**
 * The api-reference plugin as a Docusaurus plugin (plugins/api-reference):
 * its options checked by Docusaurus's own validation, the `api` docs instance
 * it creates with @docusaurus/plugin-content-docs' default export and
 * `validateOptions`, and the cross-links step that re-runs under `npm start`.
 * The docs instance is made in a small site of its own, with the LoadContext
 * Docusaurus makes (@docusaurus/core's loadContext), not a hand-made one.
 */
import remarkAnchorTargets from '../../plugins/api-reference/remark-anchor-targets';
import remarkTableLabels from '../../plugins/api-reference/remark-table-labels';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { describe, expect, it } from 'vitest';
import apiReferencePlugin from '../../plugins/api-reference';
import {
  applyToCopy,
  createCrossLinkStep,
  readPages,
} from '../../plugins/api-reference/cross-link-step';
import {
  createApiDocsInstance,
  SIDEBARS_FILE,
  withMainDocOnly,
} from '../../plugins/api-reference/docs-instance';
import {
  API_DOCS_ID,
  validateOptions,
  type ApiReferenceOptions,
} from '../../plugins/api-reference/options';
import { readGeneratedSidebar } from '../../plugins/api-reference/sidebar';
import { PluginError } from '../../shared/plugin-error';
import { ROUTES } from '../../shared/site';
import { testDir } from './temp-dir';

const OPTIONS: ApiReferenceOptions = {
  out: 'generated',
  guides: { dir: 'guides', route: '/docs/guides', order: ['intro'] },
};

/** Validates as Docusaurus does for a plugin function with a `validateOptions` property. */
const validate = (options: unknown) =>
  validateOptions({
    validate: normalizePluginOptions as never,
    options: options as ApiReferenceOptions,
  });

describe('api-reference options', () => {
  it('are what Docusaurus validates with the plugin function', () => {
    expect(apiReferencePlugin.validateOptions).toBe(validateOptions);
  });

  it('take the docs instance id, and give the instance its folder, route, sidebar and remark plugins', () => {
    const options = validate(OPTIONS);
    expect(options).toMatchObject({ ...OPTIONS, id: API_DOCS_ID });
    expect(options.docs).toMatchObject({
      id: API_DOCS_ID,
      path: 'generated',
      routeBasePath: `/${ROUTES.api}`,
      sidebarPath: SIDEBARS_FILE,
      lastVersion: 'current',
    });
    // Anchor targets of TypeDoc's tables, and the column labels of stacked tables.
    expect(options.docs.remarkPlugins).toEqual([remarkAnchorTargets, remarkTableLabels]);
    expect(typeof options.docs.sidebarItemsGenerator).toBe('function');
    // Defaults filled in by the docs plugin's own schema.
    expect(options.docs.include).toEqual(['**/*.{md,mdx}']);
  });

  it('stop the build with one message naming the plugin and the option', () => {
    const wrong = () => validate({ out: 'api', guides: { dir: 'docs/guides', route: '/x' } });
    expect(wrong).toThrow(PluginError);
    expect(wrong).toThrow(/\[api-reference\].*"guides\.order" is required/);
    expect(() => validate({ ...OPTIONS, out: 3 })).toThrow(/"out" must be a string/);
    expect(() => validate({ ...OPTIONS, acceptedWarnings: [{ message: 'x' }] })).toThrow(/reason/);
  });
});

/** A site with the generated folder (TypeDoc's sidebar and two pages) and a guides folder. */
function smallSite(): { siteDir: string; contentDir: string; guidesDir: string } {
  const siteDir = testDir('api-plugin-site-');
  fs.writeFileSync(
    path.join(siteDir, 'docusaurus.config.js'),
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/' };\n",
  );
  const contentDir = path.join(siteDir, 'generated');
  fs.mkdirSync(path.join(contentDir, 'functions'), { recursive: true });
  fs.writeFileSync(path.join(contentDir, 'index.md'), '# Overview\n');
  fs.writeFileSync(path.join(contentDir, 'functions/useThing.md'), '# useThing()\n\nText.\n');
  fs.writeFileSync(
    path.join(contentDir, 'typedoc-sidebar.cjs'),
    'module.exports = { items: [{ type: "category", label: "Hooks", items: [' +
      '{ type: "doc", id: "functions/useThing", label: "useThing" },' +
      '{ type: "doc", id: "functions/useLater", label: "useLater" }] }] }.items;\n',
  );
  const guidesDir = path.join(siteDir, 'guides');
  fs.mkdirSync(guidesDir);
  fs.writeFileSync(path.join(guidesDir, 'intro.mdx'), '# Intro\n');
  return { siteDir, contentDir, guidesDir };
}

async function docsInstance(beforeLoad: () => Promise<void>) {
  const site = smallSite();
  const { loadContext } = await import('@docusaurus/core/lib/server/site.js');
  const context: LoadContext = await loadContext({ siteDir: site.siteDir });
  const watch = [path.join(site.guidesDir, '*.{md,mdx}')];
  const plugin = await createApiDocsInstance(context, validate(OPTIONS).docs, site.contentDir, {
    beforeLoad,
    watch,
  });
  return { ...site, watch, plugin: plugin as Plugin<DocsContent> };
}

describe('the api docs instance (@docusaurus/plugin-content-docs default export)', () => {
  it('is the docs plugin by name, so Docusaurus and the theme find it with its id', async () => {
    const { plugin } = await docsInstance(async () => {});
    expect(plugin.name).toBe('docusaurus-plugin-content-docs');
    expect(typeof plugin.contentLoaded).toBe('function');
  });

  it('runs the step before it reads the folder, on every load', async () => {
    let loads = 0;
    const { plugin, contentDir } = await docsInstance(async () => {
      loads += 1;
      // A page the step adds: the docs see it, so the step ran first.
      fs.writeFileSync(
        path.join(contentDir, 'functions/useLater.md'),
        `# useLater()\n\n${loads}\n`,
      );
    });
    const content = await plugin.loadContent!();
    const [version] = content.loadedVersions;
    expect(version.docs.map((d) => d.id).sort()).toEqual([
      'functions/useLater',
      'functions/useThing',
      'index',
    ]);
    await plugin.loadContent!();
    expect(loads).toBe(2);
  });

  it("has the generated sidebar: Overview, then TypeDoc's groups collapsed", async () => {
    const { plugin, contentDir } = await docsInstance(async () => {});
    fs.writeFileSync(path.join(contentDir, 'functions/useLater.md'), '# useLater()\n');
    const [version] = (await plugin.loadContent!()).loadedVersions;
    expect(version.sidebars).toMatchObject({
      sidebar: [
        { type: 'doc', id: 'index', label: 'Overview' },
        {
          type: 'category',
          label: 'Hooks',
          collapsed: true,
          items: [
            { type: 'doc', id: 'functions/useThing' },
            { type: 'doc', id: 'functions/useLater' },
          ],
        },
      ],
    });
  });

  it('watches the guides and its sidebars file, not the folder it is handed', async () => {
    const { plugin, contentDir, watch } = await docsInstance(async () => {});
    const paths = plugin.getPathsToWatch!();
    expect(paths).toEqual(expect.arrayContaining([...watch, SIDEBARS_FILE]));
    expect(paths.filter((p) => p.startsWith(contentDir))).toEqual([]);
  });
});

describe('the cross-links step, re-run', () => {
  const SECTION = '\n## Used in the guides\n\n- a guide\n';
  const addSection = async (dir: string) => {
    const file = path.join(dir, 'functions/useThing.md');
    fs.appendFileSync(file, SECTION);
    return 1;
  };

  it('starts from the pages as TypeDoc wrote them, so sections are not added twice', async () => {
    const { contentDir } = smallSite();
    const pages = readPages(contentDir);
    expect([...pages.keys()].sort()).toEqual(['functions/useThing.md', 'index.md']);
    const first = await applyToCopy(pages, contentDir, addSection);
    const again = await applyToCopy(pages, contentDir, addSection);
    const page = fs.readFileSync(path.join(contentDir, 'functions/useThing.md'), 'utf8');
    expect(page.split('## Used in the guides')).toHaveLength(2);
    // The first run writes the page it changed, the second finds it as it would write it.
    expect([first.written, again.written]).toEqual([1, 0]);
  });

  it('runs again only when a guide changed', async () => {
    const { contentDir, guidesDir } = smallSite();
    let runs = 0;
    const step = createCrossLinkStep({
      pages: readPages(contentDir),
      outDir: contentDir,
      guidesDir,
      apply: async (dir) => {
        runs += 1;
        return addSection(dir);
      },
      describe: () => 'test run',
    });
    await step();
    await step();
    expect(runs).toBe(1);
    fs.appendFileSync(path.join(guidesDir, 'intro.mdx'), '\nMore.\n');
    await Promise.all([step(), step()]);
    expect(runs).toBe(2);
    const page = fs.readFileSync(path.join(contentDir, 'functions/useThing.md'), 'utf8');
    expect(page.split('## Used in the guides')).toHaveLength(2);
  });
});

describe('the API sidebar before its first generation', () => {
  it('stops with an api-reference error that says how to generate it', () => {
    const missing = fs.mkdtempSync(path.join(os.tmpdir(), 'api-sidebar-'));
    expect(() => readGeneratedSidebar(missing)).toThrow(PluginError);
    expect(() => readGeneratedSidebar(missing)).toThrow(/^\[api-reference\] .*npm run build/);
  });
});

describe("the reference's global data", () => {
  it('keeps each version and its main doc, and drops the other docs', () => {
    const data = {
      path: '/base/docs/api',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          mainDocId: 'index',
          sidebars: { sidebar: { link: { path: '/base/docs/api', label: 'index' } } },
          docs: [
            { id: 'functions/Camera', path: '/base/docs/api/functions/Camera' },
            { id: 'index', path: '/base/docs/api' },
          ],
        },
      ],
    };
    expect(withMainDocOnly(data)).toEqual({
      ...data,
      versions: [{ ...data.versions[0], docs: [{ id: 'index', path: '/base/docs/api' }] }],
    });
  });
});
