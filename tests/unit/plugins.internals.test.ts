/**
 * The internals of Docusaurus and other packages that the local plugins
 * (plugins/*) rely on, checked in the installed packages. A minor release
 * that renames or removes one fails here, naming the plugin to update, rather
 * than silently turning a feature off. Each plugin's README lists these.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertEagerPrismModule, EAGER_PRISM_MODULE } from '../../plugins/code-highlighting';
import {
  APPLICATION_BOOTSTRAP_END,
  CONVERTER_CREATE_DECLARATION,
  CONVERTER_RESOLVE_BEGIN,
  MARKDOWN_PAGE_END,
  REFLECTION_KIND_FUNCTION,
} from '../../plugins/api-reference/typedoc-plugin';
import { earlyScript } from '../../plugins/head-script/earlyScript';
import { stylesheetDir } from '../../plugins/css-purge';
import { CHECKER_CSS, injectCheckerCss } from '../../plugins/model-checker';
import injectStyleLoader from '../../plugins/model-checker/inject-style-loader.cjs';
import {
  assertLinkPrefetchesThroughGlobal,
  assertPaginationClasses,
} from '../../plugins/idle-prefetch';
import {
  isSlowConnection,
  LIKELY_NEXT_SELECTOR,
  routePathOf,
} from '../../plugins/idle-prefetch/likely-next';
import { assertWrappedComponentsExist, wrappedComponents } from '../../plugins/lazy-chrome';
import {
  assertCoreRenderUnchanged,
  CORE_FILES,
  PENDING_NAVIGATION_REQUEST,
} from '../../plugins/pending-navigation';
import { assertHelpersProvided, helpersUsed } from '../../plugins/tslib-helpers';
import { KIND_FOLDERS } from '../../plugins/api-reference/model';
import { PluginError } from '../../shared/plugin-error';
import { testDir } from './temp-dir';
import type { Configuration, RuleSetRule } from 'webpack';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('code-highlighting', () => {
  it("finds theme-classic's eager Prism client module, which it replaces", () => {
    const file = assertEagerPrismModule();
    expect(file).toMatch(EAGER_PRISM_MODULE);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/prism/i);
  });

  it('stops the build with one message naming the plugin when that module is gone', () => {
    const missing = () => {
      throw new Error('Cannot find module');
    };
    expect(() => assertEagerPrismModule(missing)).toThrow(PluginError);
    expect(() => assertEagerPrismModule(missing)).toThrow(/\[code-highlighting\].*README/);
  });

  it("mounts the React root on #__docusaurus, which the gate reads to tell SSR markup from the dev server's empty root", () => {
    expect(read('@docusaurus/core/lib/client/clientEntry.js')).toContain(
      "document.getElementById('__docusaurus')",
    );
  });
});

describe('code-highlighting + api-reference: links in code', () => {
  const LINE = '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js';

  it("theme-classic renders each token through @theme/CodeBlock/Line/Token, given the token, which the plugin's Token shadows", () => {
    const line = read(LINE);
    expect(line).toContain("import LineToken from '@theme/CodeBlock/Line/Token'");
    expect(line).toMatch(/<LineToken[^>]*\btoken=\{token\}/);
  });

  it("theme-classic's MDX code component hands all its props (tokenLinks) to @theme/CodeBlock", () => {
    expect(read('@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js')).toContain(
      '<CodeBlock {...props} />',
    );
  });

  it("the copy button copies the block's code (its metadata), not the rendered markup", () => {
    const copy = read('@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js');
    expect(copy).toMatch(/metadata: \{code\}/);
    expect(copy).toContain('copyToClipboard(code)');
  });

  it("MDX turns a code node's hProperties into props of the code component", async () => {
    const { compile } = await import('@mdx-js/mdx');
    const { linkCodeSymbols } = await import('../../plugins/api-reference/remark-code-api-links');
    const index = new Map([['Camera', '/docs/api/functions/Camera']]);
    const file = await compile("```tsx\nimport { Camera } from 'react-native-filament';\n```", {
      remarkPlugins: [() => (tree: import('mdast').Root) => void linkCodeSymbols(tree, index)],
      providerImportSource: '@mdx-js/react',
    });
    expect(String(file)).toMatch(/_components\.code, \{[^}]*\btokenLinks: "\{\\"Camera\\":/);
  });
});

describe('search', () => {
  it("fills theme-classic's SearchBar slot, which is an empty placeholder", () => {
    expect(read('@docusaurus/theme-classic/lib/theme/SearchBar.js')).toContain(
      "from '@docusaurus/Noop'",
    );
  });
});

describe('idle-prefetch', () => {
  it("Docusaurus's Link prefetches and preloads through window.docusaurus, which the plugin replaces", () => {
    const link = read('@docusaurus/core/lib/client/exports/Link.js');
    expect(link).toContain('window.docusaurus.prefetch(');
    expect(link).toContain('window.docusaurus.preload(');
    expect(() => assertLinkPrefetchesThroughGlobal()).not.toThrow();
  });

  it('stops the build with one message naming the plugin when Link prefetches another way', () => {
    const other = () => assertLinkPrefetchesThroughGlobal('prefetch(routePath)');
    expect(other).toThrow(PluginError);
    expect(other).toThrow(/\[idle-prefetch\].*README/);
  });

  it("finds the next and previous pages by theme-classic's pagination classes", () => {
    expect(() => assertPaginationClasses()).not.toThrow();
    expect(LIKELY_NEXT_SELECTOR).toContain('nav.pagination-nav');
    expect(LIKELY_NEXT_SELECTOR).toContain('a.pagination-nav__link');
    const renamed = () =>
      assertPaginationClasses({ nav: "'pagination-nav'", link: "'paginator__link'" });
    expect(renamed).toThrow(PluginError);
    expect(renamed).toThrow(/\[idle-prefetch\].*README/);
  });

  it("preload runs the matched routes' own loaders (every chunk a route needs), and skips slow connections", () => {
    const core = read('@docusaurus/core/lib/client/docusaurus.js');
    expect(core).toMatch(/const preload = \(routePath\) =>/);
    expect(core).toContain("navigator.connection?.effectiveType.includes('2g')");
    expect(read('@docusaurus/core/lib/client/preload.js')).toContain(
      'match.route.component.preload?.()',
    );
  });

  it('treats data saver, 2g and slow-2g as slow, 3g and 4g not', () => {
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('loads ahead only internal links to another page', () => {
    const here = { origin: 'https://a.io', pathname: '/docs/guides' };
    expect(routePathOf({ origin: 'https://a.io', pathname: '/docs/guides/camera' }, here)).toBe(
      '/docs/guides/camera',
    );
    expect(routePathOf({ origin: 'https://a.io', pathname: '/docs/guides' }, here)).toBeNull();
    expect(routePathOf({ origin: 'https://b.io', pathname: '/x' }, here)).toBeNull();
  });
});

describe('pending-navigation', () => {
  it("core's App.js imports PendingNavigation by the relative path the plugin replaces, and only it does", () => {
    const imports = [...read(CORE_FILES.app).matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    expect(imports.filter((request) => PENDING_NAVIGATION_REQUEST.test(request))).toEqual([
      './PendingNavigation',
    ]);
    const clientDir = path.join(ROOT, 'node_modules/@docusaurus/core/lib/client');
    const importers = fs
      .readdirSync(clientDir)
      .filter((f) => f.endsWith('.js'))
      .filter((f) =>
        /from '\.\/PendingNavigation'/.test(fs.readFileSync(path.join(clientDir, f), 'utf8')),
      );
    expect(importers).toEqual(['App.js']);
  });

  it("core's PendingNavigation still renders what the subclass renders, but for its Route", () => {
    expect(() => assertCoreRenderUnchanged()).not.toThrow();
  });

  it("stops the build with one message naming the plugin when core's render changed", () => {
    const changed = () =>
      assertCoreRenderUnchanged((file) =>
        file === CORE_FILES.app ? read(file) : 'return <Route location={location} />;',
      );
    expect(changed).toThrow(PluginError);
    expect(changed).toThrow(/\[pending-navigation\].*PendingNavigation\.js.*README/);
  });
});

describe('head-script', () => {
  it("uses theme-common's announcement storage keys", () => {
    const source = read('@docusaurus/theme-common/lib/contexts/announcementBar.js');
    const script = earlyScript({ baseUrl: '/', storageNamespace: 'x', announcementId: 'a' });
    for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
      expect(source).toContain(`createStorageSlot('${key}')`);
      expect(script).toContain(key);
    }
  });

  it('knows how Docusaurus suffixes stored keys with the namespace', () => {
    expect(read('@docusaurus/theme-common/lib/utils/storageUtils.js')).toContain(
      '`${storageKey}${SiteStorage.namespace}`',
    );
    expect(read('@docusaurus/core/lib/server/storage.js')).toContain('`-${namespaceString}`');
  });
});

describe('tslib-helpers', () => {
  it('exports every tslib helper that the browser-bound CommonJS of @docusaurus/utils-common uses', () => {
    const used = helpersUsed();
    expect(used.size).toBeGreaterThan(0);
    expect(() => assertHelpersProvided(used)).not.toThrow();
  });

  it('stops the build with one message naming the plugin when a helper is missing', () => {
    expect(() =>
      assertHelpersProvided(['__importDefault', '__spreadArray'], ['__importDefault']),
    ).toThrow(PluginError);
    expect(() => assertHelpersProvided(['__spreadArray'], [])).toThrow(
      /\[tslib-helpers\].*__spreadArray.*README/,
    );
  });
});

describe('lazy-chrome', () => {
  it("wraps components that theme-classic has, and allows wrapping (swizzle config: not 'forbidden')", async () => {
    const names = wrappedComponents();
    expect(names).toContain('Navbar/MobileSidebar');
    expect(() => assertWrappedComponentsExist(names)).not.toThrow();
    const { default: getSwizzleConfig } =
      (await import('@docusaurus/theme-classic/lib/getSwizzleConfig.js')) as {
        default: () => { components: Record<string, { actions: { wrap: string } }> };
      };
    const swizzle = getSwizzleConfig().components;
    for (const name of names) expect(swizzle[name]?.actions.wrap, name).not.toBe('forbidden');
  });

  it('stops the build with one message naming the plugin when a wrapped component is gone', () => {
    const gone = () => assertWrappedComponentsExist(['Navbar/MobileSidebar'], () => false);
    expect(gone).toThrow(PluginError);
    expect(gone).toThrow(/\[lazy-chrome\].*Navbar\/MobileSidebar.*README/);
  });

  it('the mobile drawer renders nothing unless shouldRender, the condition the wrapper checks', () => {
    expect(read('@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js')).toMatch(
      /if \(!mobileSidebar\.shouldRender\) \{\s*return null;/,
    );
  });
});

describe('api-reference', () => {
  it("names TypeDoc's and typedoc-plugin-markdown's events and kinds as the installed versions do", async () => {
    const typedoc = await import('typedoc');
    const markdown = await import('typedoc-plugin-markdown');
    expect(typedoc.Application.EVENT_BOOTSTRAP_END).toBe(APPLICATION_BOOTSTRAP_END);
    expect(typedoc.Converter.EVENT_RESOLVE_BEGIN).toBe(CONVERTER_RESOLVE_BEGIN);
    expect(typedoc.ReflectionKind.Function).toBe(REFLECTION_KIND_FUNCTION);
    expect(typedoc.Converter.EVENT_CREATE_DECLARATION).toBe(CONVERTER_CREATE_DECLARATION);
    // The page folders of the component/hook pages' type links (model/index.ts).
    expect(KIND_FOLDERS).toEqual({
      [typedoc.ReflectionKind.Variable]: 'variables',
      [typedoc.ReflectionKind.Function]: 'functions',
      [typedoc.ReflectionKind.Interface]: 'interfaces',
      [typedoc.ReflectionKind.TypeAlias]: 'type-aliases',
    });
    expect(markdown.MarkdownPageEvent.END).toBe(MARKDOWN_PAGE_END);
  });

  it("makes guide heading ids as mdx-loader's headings plugin does (guide-usages.ts mirrors it)", () => {
    const headings = read('@docusaurus/mdx-loader/lib/remark/headings/index.js');
    // One slugger per document, the classic {#id}, the {/* #id */} comment, HTML left out of the text.
    expect(headings).toContain('createSlugger)()');
    expect(headings).toContain("parseMarkdownHeadingId)(headingText, 'classic')");
    expect(headings).toContain("lastChild.type === 'mdxTextExpression'");
    expect(headings).toContain("!['html', 'jsx'].includes(type)");
    // Headings ids are escaped before MDX parses them, as guide-usages.ts does.
    expect(read('@docusaurus/mdx-loader/lib/preprocessor.js')).toContain(
      'escapeMarkdownHeadingIds)(fileContent)',
    );
  });
});

describe('api-reference: the docs instance it returns', () => {
  it("Docusaurus validates a plugin function's options with its `validateOptions` property and normalizePluginOptions", () => {
    const init = read('@docusaurus/core/lib/server/plugins/init.js');
    expect(init).toContain('return normalizedPluginConfig.plugin.validateOptions;');
    expect(init).toContain('validate: utils_validation_1.normalizePluginOptions');
  });

  it('@docusaurus/plugin-content-docs exports the plugin function and its validateOptions', async () => {
    const docs = await import('@docusaurus/plugin-content-docs');
    expect(typeof docs.default).toBe('function');
    expect(typeof docs.validateOptions).toBe('function');
  });

  it('the docs client finds an instance by the plugin name and its id, which the returned plugin keeps', () => {
    expect(read('@docusaurus/plugin-content-docs/lib/client/index.js')).toContain(
      "usePluginData('docusaurus-plugin-content-docs', pluginId",
    );
    expect(read('@docusaurus/plugin-content-docs/lib/index.js')).toContain(
      "name: 'docusaurus-plugin-content-docs',",
    );
  });

  it('npm start reloads a plugin by name and id when a path it watches changes', () => {
    expect(read('@docusaurus/core/lib/commands/start/utils.js')).toContain(
      'const pluginIdentifier = { name: plugin.name, id: plugin.options.id };',
    );
    expect(read('@docusaurus/core/lib/commands/start/watcher.js')).toContain(
      'plugin.getPathsToWatch?.()',
    );
    expect(read('@docusaurus/core/lib/server/plugins/plugins.js')).toContain(
      'plugin.loadContent?.()',
    );
  });
});

describe('api-reference: anchor targets', () => {
  const table = [
    '| Property | Type |',
    '| --- | --- |',
    '| <a id="property-center"></a> `center` | `Float3` |',
  ].join('\n');

  /** MDX compiled the way Docusaurus compiles the API pages (GFM tables, the theme's components). */
  async function compiled(remarkPlugins: unknown[]): Promise<string> {
    const { compile } = await import('@mdx-js/mdx');
    const { default: remarkGfm } = await import('remark-gfm');
    const file = await compile(table, {
      remarkPlugins: [remarkGfm, ...(remarkPlugins as [])],
      providerImportSource: '@mdx-js/react',
    });
    return String(file);
  }

  it("MDX renders a literal <a id> as is, past the theme's `a` (which registers anchors)", async () => {
    const code = await compiled([]);
    expect(code).toMatch(/_jsx\("a", \{\s*id: "property-center"/);
    expect(code).not.toMatch(/_components\.a/);
  });

  it('remark-anchor-targets sends it through the `a` component instead', async () => {
    const { default: remarkAnchorTargets } =
      await import('../../plugins/api-reference/remark-anchor-targets');
    const code = await compiled([remarkAnchorTargets]);
    expect(code).toMatch(/_jsx\(_components\.a, \{\s*id: "property-center"\s*\}\)/);
  });

  it("remark-table-labels gives each cell but the first its column's name, which MDX renders as data-label", async () => {
    const { default: remarkTableLabels } =
      await import('../../plugins/api-reference/remark-table-labels');
    const code = await compiled([remarkTableLabels]);
    // mdast-util-to-hast copies a cell's data.hProperties onto its <td>.
    expect(code).toMatch(/_jsx\(_components\.td, \{\s*"data-label": "Type",/);
    expect(code.match(/data-label/g)).toHaveLength(1);
  });
});

describe('api-reference: folded guide lines', () => {
  it("mdx-loader makes a <details> the theme's Details; the page's own Details renders the native element", async () => {
    const { default: remarkDetails } =
      (await import('@docusaurus/mdx-loader/lib/remark/details/index.js')) as {
        default: () => (tree: unknown) => Promise<void>;
      };
    const { renderGuideUsages } = await import('../../plugins/api-reference/cross-links');
    const sections = Array.from({ length: 12 }, (_, i) => ({
      guide: { id: `g${i}`, title: `Guide ${i}`, route: `/docs/guides/g${i}` },
      url: `/docs/guides/g${i}`,
    }));
    const { compile } = await import('@mdx-js/mdx');
    const code = String(
      await compile(renderGuideUsages(sections, undefined)!, {
        remarkPlugins: [remarkDetails],
        providerImportSource: '@mdx-js/react',
      }),
    );
    // Renamed to Details, which resolves to the page's export, not the theme's component.
    expect(code).toMatch(/_jsxs?\(Details, \{/);
    expect(code).not.toMatch(/_components\.Details|\{[^}]*\bDetails\b[^}]*\}\s*=\s*_components/);
    expect(code).toMatch(/export const Details = props => _jsx\("details"/);
  });
});

describe('post-build', () => {
  it("keeps every property of a plugin's object, and hands the loaded plugins to each postBuild hook", () => {
    // A plugin's `postBuildSteps` survives initialization and loading…
    expect(read('@docusaurus/core/lib/server/plugins/init.js')).toMatch(
      /const plugin = \{\s*\.\.\.pluginInstance,/,
    );
    const loaded = read('@docusaurus/core/lib/server/plugins/plugins.js');
    expect(loaded.match(/return \{\s*\.\.\.plugin,\s*content,/g)).toHaveLength(2);
    // …the site's props list the loaded plugins, and postBuild gets the props.
    expect(read('@docusaurus/core/lib/server/site.js')).toMatch(/routesPaths,\s*plugins,/);
    expect(read('@docusaurus/core/lib/commands/build/buildLocale.js')).toMatch(
      /await plugin\.postBuild\(\{\s*\.\.\.props,/,
    );
  });
});

describe('css-purge', () => {
  it('stops the build with one message naming the plugin when the build has no stylesheet where Docusaurus wrote it', () => {
    const outDir = testDir('css-purge-');
    expect(() => stylesheetDir(outDir)).toThrow(PluginError);
    expect(() => stylesheetDir(outDir)).toThrow(/^\[css-purge\] .*README/);
    fs.mkdirSync(path.join(outDir, 'assets/css'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.abc.css'), 'a{}');
    expect(stylesheetDir(outDir)).toBe(path.join(outDir, 'assets/css'));
  });
});

describe('model-checker', () => {
  it("finds Docusaurus's CSS module rule and its style loaders, and puts its <style> injection in place of the extraction", async () => {
    // The rule as Docusaurus's base config writes it.
    const base = read('@docusaurus/core/lib/webpack/base.js');
    expect(base).toContain('const CSS_MODULE_REGEX = /\\.module\\.css$/i;');
    expect(base).toMatch(
      /test: CSS_MODULE_REGEX,\s*use: configureWebpackUtils\.getStyleLoaders\(isServer, \{/,
    );
    const { rspack } = await import('@rspack/core');
    const { createStyleLoadersFactory } = await import('@docusaurus/bundler');
    const getStyleLoaders = await createStyleLoadersFactory({
      currentBundler: { name: 'rspack', instance: rspack as never },
    });
    const rule: RuleSetRule = { test: /\.module\.css$/i, use: [] };
    const config: Configuration = { module: { rules: [rule] } };
    const injected = injectCheckerCss(config, getStyleLoaders);
    expect(rule.exclude).toBe(CHECKER_CSS);
    expect(injected.test).toBe(CHECKER_CSS);
    const loaders = (injected.use as { loader: string }[]).map((u) => path.basename(u.loader));
    expect(loaders).toEqual(['inject-style-loader.cjs', 'cjs.js', 'cjs.js']);
    expect(CHECKER_CSS.test('/site/src/components/ModelReport/styles.module.css')).toBe(true);
    expect(CHECKER_CSS.test('/site/src/components/LivePreview/styles.module.css')).toBe(false);
  });

  it('stops the build with one message naming the plugin when the CSS module rule is gone', () => {
    const config: Configuration = { module: { rules: [{ test: /\.css$/ }] } };
    expect(() => injectCheckerCss(config, () => [])).toThrow(/^\[model-checker\] .*README/);
  });

  it("the injection loader requires the rest of the chain, styles the page, and exports css-loader's class names", () => {
    const pitch = (injectStyleLoader as { pitch: (this: unknown, request: string) => string })
      .pitch;
    const code = pitch.call(
      {
        context: '/site/src/components/ModelChecker',
        utils: { contextify: (_: string, r: string) => r },
      },
      '/site/node_modules/css-loader/dist/cjs.js!/site/src/components/ModelChecker/styles.module.css',
    );
    expect(code).toContain('require("!!/site/node_modules/css-loader/dist/cjs.js!');
    expect(code).toContain('style.textContent = String(content);');
    expect(code).toContain('module.exports = content.locals || {};');
  });
});
