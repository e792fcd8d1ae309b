/**
 * The internals of Docusaurus and other packages that plugins/api-reference relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_BOOTSTRAP_END,
  CONVERTER_CREATE_DECLARATION,
  CONVERTER_RESOLVE_BEGIN,
  MARKDOWN_PAGE_END,
  REFLECTION_KIND_FUNCTION,
} from '../../plugins/api-reference/typedoc-plugin';
import { KIND_FOLDERS } from '../../plugins/api-reference/model';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

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
