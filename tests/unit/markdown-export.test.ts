import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESETS } from '../../shared/live-preview/scene';
import { SITE_COMPONENTS, withPluginComponents } from '../../plugins/markdown-export/components';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarDocIds,
  type ExportedPage,
} from '../../plugins/markdown-export/pages';
import { codeMeta, mdxToMarkdown, type SiteContext } from '../../plugins/markdown-export/transform';
import { markdownPathOf, servedPath } from '../../plugins/markdown-export/urls';

const SITE_DIR = '/site';
const site: SiteContext = {
  siteUrl: 'https://example.org',
  baseUrl: '/base/',
  siteDir: SITE_DIR,
  staticDirs: [path.join(SITE_DIR, 'static')],
  permalinkOfFile: new Map([
    [path.join(SITE_DIR, 'docs/guides/light.mdx'), '/base/docs/guides/light'],
    [path.join(SITE_DIR, 'docs/guides/skybox.mdx'), '/base/docs/guides/skybox'],
    [path.join(SITE_DIR, 'api/type-aliases/Float3.md'), '/base/docs/api/type-aliases/Float3'],
  ]),
  components: SITE_COMPONENTS,
};

const page = {
  file: path.join(SITE_DIR, 'docs/guides/light.mdx'),
  permalink: '/base/docs/guides/light',
  title: 'Lighting a scene',
  description: 'Light a scene.',
};

const convert = (source: string, overrides: Partial<typeof page> = {}) =>
  mdxToMarkdown(source, { ...page, ...overrides }, site);

const FENCE = '```';

describe('mdxToMarkdown', () => {
  it('leads with the title and the description, and drops front matter (a first h1 is the title)', () => {
    const md = convert('---\ntitle: x\n---\n\n# Lighting a scene\n\nText.\n');
    expect(md).toBe('# Lighting a scene\n\nLight a scene.\n\nText.\n');
    expect(convert('Text.\n', { description: undefined })).toBe('# Lighting a scene\n\nText.\n');
  });

  it('keeps code blocks verbatim with language and title, dropping site-only flags', () => {
    const code =
      "import React from 'react';\n\n// {not an expression} <Light />\nconst x = `a\\`b`;";
    const md = convert(
      `${FENCE}tsx title="App.tsx"\n${code}\n${FENCE}\n\n${FENCE}js fragment title='babel.config.js'\nmodule.exports = {};\n${FENCE}\n`,
    );
    expect(md).toContain(`${FENCE}tsx title="App.tsx"\n${code}\n${FENCE}`);
    expect(md).toContain(`${FENCE}js title='babel.config.js'\nmodule.exports = {};\n${FENCE}`);
  });

  it('writes npm2yarn blocks as the npm command', () => {
    const md = convert(`${FENCE}bash npm2yarn\nnpm install react-native-filament\n${FENCE}\n`);
    expect(md).toContain(`${FENCE}bash\nnpm install react-native-filament\n${FENCE}`);
  });

  it('turns admonitions into block quotes, with or without a title', () => {
    expect(convert(':::note\n\nSome **text**.\n\n:::\n')).toContain('> **Note:** Some **text**.');
    const titled = convert(':::warning Keep `x` stable\n\nBody.\n\n:::\n');
    expect(titled).toContain('> **Warning: Keep `x` stable**\n>\n> Body.');
    expect(convert(':::tip[Publish date]\n\nBody.\n:::\n')).toContain('> **Tip: Publish date**');
  });

  it('leaves text that only looks like a directive alone', () => {
    expect(convert('Ratio 16:9 and a:b, see:this.\n')).toContain('Ratio 16:9 and a:b, see:this.');
  });

  it('keeps tables as Markdown tables', () => {
    const md = convert('| Kelvin | Looks like |\n| --- | --- |\n| 1,900 | candle |\n');
    expect(md).toContain('| Kelvin | Looks like |\n| - | - |\n| 1,900 | candle |');
  });

  it('keeps an API component page as written: title, usage, props with their meta line as text', () => {
    // The component page shape (api/functions/<Name>.md), after the cross-links step.
    const source = [
      '---',
      'title: "<Camera>"',
      'description: "Places the camera of the scene."',
      '---',
      '',
      '# `<Camera>`',
      '',
      'In [1.5.0](/blog/release-1-5-0) or earlier.',
      '',
      'Places the camera of the scene.',
      '',
      `${FENCE}tsx`,
      '<Camera cameraPosition={[0, 0, 8]} />',
      FENCE,
      '',
      '## Props',
      '',
      '### `cameraPosition` {#cameraposition}',
      '',
      '<div className="api-prop-meta">Type: [`Float3`](../type-aliases/Float3.md) · Default: `[0, 0, 8]` · <span>Since 1.5.0</span></div>',
      '',
      'Where the camera is, in world units.',
      '',
      '### `near` {/* #near */}',
      '',
      '<div className="api-prop-meta">',
      'Type: `number` · Default: `0.1`',
      '</div>',
      '',
      'The near clipping plane.',
      '',
    ].join('\n');
    const md = convert(source, {
      file: path.join(SITE_DIR, 'api/functions/Camera.md'),
      permalink: '/base/docs/api/functions/Camera',
      title: '<Camera>',
      description: 'Places the camera of the scene.',
    });
    expect(md).toBe(
      [
        '# `<Camera>`',
        '',
        'In [1.5.0](https://example.org/base/blog/release-1-5-0) or earlier.',
        '',
        'Places the camera of the scene.',
        '',
        `${FENCE}tsx`,
        '<Camera cameraPosition={[0, 0, 8]} />',
        FENCE,
        '',
        '## Props',
        '',
        '### `cameraPosition`',
        '',
        'Type: [`Float3`](https://example.org/base/docs/api/type-aliases/Float3) · Default: `[0, 0, 8]` · Since 1.5.0',
        '',
        'Where the camera is, in world units.',
        '',
        '### `near`',
        '',
        'Type: `number` · Default: `0.1`',
        '',
        'The near clipping plane.',
        '',
      ].join('\n'),
    );
  });

  it("drops heading ids in both of Docusaurus's forms, keeping the text", () => {
    const md = convert('## Size {#size}\n\n### `scale` {/* #scale */}\n\nText.\n');
    expect(md).toContain('## Size\n');
    expect(md).toContain('### `scale`\n');
    expect(md).not.toContain('#size');
  });

  it('makes links absolute: files, site paths, anchors and static files', () => {
    const md = convert(
      [
        '[a](./skybox.mdx) [b](./skybox.mdx#show-sun) [c](#units) [d](/blog/release-1-9-0)',
        '[e](../../api/type-aliases/Float3.md) [f](@site/docs/guides/skybox.mdx) [g](https://x.org/y)',
        '![h](@site/static/img/logo.svg) [i](/base/docs/api)',
      ].join('\n'),
    );
    expect(md).toContain('[a](https://example.org/base/docs/guides/skybox)');
    expect(md).toContain('[b](https://example.org/base/docs/guides/skybox#show-sun)');
    expect(md).toContain('[c](https://example.org/base/docs/guides/light#units)');
    expect(md).toContain('[d](https://example.org/base/blog/release-1-9-0)');
    expect(md).toContain('[e](https://example.org/base/docs/api/type-aliases/Float3)');
    expect(md).toContain('[f](https://example.org/base/docs/guides/skybox)');
    expect(md).toContain('[g](https://x.org/y)');
    expect(md).toContain('![h](https://example.org/base/img/logo.svg)');
    expect(md).toContain('[i](https://example.org/base/docs/api)');
  });

  it('stops at a link to a file that builds no page', () => {
    expect(() => convert('[x](./missing.mdx)')).toThrow(/missing\.mdx names no page/);
  });

  it('removes imports, exports and comments', () => {
    const md = convert(
      "import X from '@site/src/components/X';\nexport const y = 1;\n\n{/* summary:start */}\n\nKept {/* inline */} text.\n",
    );
    expect(md).not.toMatch(/import|export|summary|inline|\{/);
    expect(md).toContain('Kept  text.');
  });

  it('keeps other expressions as written, and string literals as text', () => {
    expect(convert('The default is {0,-1,0}.\n')).toContain('The default is {0,-1,0}.');
    expect(convert("A {'{'} brace.\n")).toContain('A { brace.');
  });

  it('turns a live preview into a sentence and the code of its starting scene', () => {
    const md = convert(
      'import LivePreview from \'@site/src/components/LivePreview\';\n\n<LivePreview preset="light" />\n',
    );
    const preset = PRESETS.light;
    expect(md).toContain(preset.description.slice(1));
    expect(md).toContain(
      `${FENCE}tsx title="${preset.componentName}.tsx"\n${toJsx(preset, preset.initial).trimEnd()}\n${FENCE}`,
    );
    expect(md).not.toContain('<LivePreview');
    expect(() => convert('<LivePreview preset="nope" />')).toThrow(/unknown preset "nope"/);
  });

  it('turns the model checker into a sentence saying what the web page offers there', () => {
    const md = convert(
      "import ModelChecker from '@site/src/components/ModelChecker';\n\n<ModelChecker />\n",
    );
    expect(md).toContain('The web page has the model checker here');
    expect(md).toContain('nothing is uploaded');
    expect(md).not.toContain('<ModelChecker');
  });

  it('turns a figure into its caption, without the SVG', () => {
    const md = convert(
      '<GuideFigure caption="Four light types.">\n  <svg viewBox="0 0 1 1" role="img"><title>Lights</title><path d="M 0 0" /></svg>\n</GuideFigure>\n',
    );
    expect(md).toContain('**Figure:** Four light types.');
    expect(md).not.toMatch(/<svg|<path|viewBox/);
    const untitled = convert(
      '<GuideFigure>\n  <svg><title>Lights</title><desc>Four panels</desc></svg>\n</GuideFigure>\n',
    );
    expect(untitled).toContain('**Figure:** Lights. Four panels.');
  });

  it('reduces HTML elements to their text and links', () => {
    const md = convert(
      '| Property | Type |\n| --- | --- |\n| <a id="property-x"></a> `x?` | <span>number</span> |\n\nSee <a href="./skybox.mdx">the sky</a>.\n',
    );
    expect(md).toContain('| `x?` | number |');
    expect(md).toContain('See [the sky](https://example.org/base/docs/guides/skybox).');
  });

  it('stops at a component that has no Markdown form, naming file and line', () => {
    expect(() => convert('Text.\n\n<Carousel>\n\nx\n\n</Carousel>\n')).toThrow(
      /docs\/guides\/light\.mdx:3: <Carousel>: this component has no Markdown form/,
    );
  });

  it('keeps every tab of <Tabs>, each under its label', () => {
    const md = convert(
      '<Tabs groupId="rn-setup">\n<TabItem value="expo" label="Expo (development build)">\n\nRun prebuild.\n\n</TabItem>\n<TabItem value="cli" label="React Native CLI">\n\nRun pods.\n\n</TabItem>\n</Tabs>\n',
    );
    expect(md).toMatch(
      /\*\*Expo \(development build\)\*\*\s+Run prebuild\.\s+\*\*React Native CLI\*\*\s+Run pods\./,
    );
    expect(md).not.toContain('<Tab');
  });
});

describe('helpers', () => {
  it('keeps only the title of a fence meta', () => {
    expect(codeMeta('fragment title="a.js" showLineNumbers')).toBe('title="a.js"');
    expect(codeMeta('npm2yarn')).toBeNull();
    expect(codeMeta(null)).toBeNull();
  });

  it('puts the Markdown at the page URL + .md', () => {
    expect(markdownPathOf('/base/docs/guides')).toBe('/base/docs/guides.md');
    expect(markdownPathOf('/base/docs/guides/light')).toBe('/base/docs/guides/light.md');
    expect(markdownPathOf('/base/folder/')).toBe('/base/folder/index.md');
    expect(servedPath('/base/docs/api/', false, '/base/')).toBe('/base/docs/api');
    expect(servedPath('/base/', false, '/base/')).toBe('/base/');
    expect(servedPath('/base/docs/api/', undefined, '/base/')).toBe('/base/docs/api/');
  });

  it('reads doc ids in sidebar order', () => {
    expect(
      sidebarDocIds([
        {
          type: 'category',
          link: { type: 'doc', id: 'intro' },
          items: [{ type: 'doc', id: 'a' }, { type: 'link' }],
        },
        { type: 'doc', id: 'b' },
        { type: 'ref', id: 'a' },
      ]),
    ).toEqual(['intro', 'a', 'b']);
  });
});

describe('llms.txt', () => {
  const pages: ExportedPage[] = [
    {
      permalink: '/base/docs/guides',
      title: 'Getting started',
      description: 'Install it.',
      markdown: '# Getting started\n\nInstall it.\n',
      section: 'Guides',
      listed: true,
    },
    {
      permalink: '/base/docs/guides/hidden',
      title: 'Hidden',
      description: 'x',
      markdown: '# Hidden\n',
      section: 'Guides',
      listed: false,
    },
    {
      permalink: '/base/docs/api',
      title: 'API overview',
      description: 'Every export.',
      markdown: '# API overview\n',
      section: 'API reference',
      listed: true,
    },
    {
      permalink: '/base/blog/r1',
      title: 'r1',
      description: 'Changes.',
      markdown: '# r1\n',
      section: 'Releases',
      listed: true,
    },
    {
      permalink: '/base/blog/tags',
      title: 'Tags',
      description: 'Tags',
      markdown: '# Tags\n',
      section: null,
      listed: true,
    },
  ];
  const options = {
    title: 'Site',
    summary: 'What it is.',
    siteUrl: 'https://example.org',
    sections: [
      { title: 'Guides', source: 'docs:default' },
      { title: 'API reference', source: 'docs:api' },
      { title: 'Releases', source: 'blog:default' },
    ] as const,
  };

  it('has the title, the summary and one linked line per listed page, by section', () => {
    expect(llmsTxt(pages, options)).toBe(
      [
        '# Site',
        '',
        '> What it is.',
        '',
        '## Guides',
        '',
        '- [Getting started](https://example.org/base/docs/guides.md): Install it.',
        '',
        '## API reference',
        '',
        '- [API overview](https://example.org/base/docs/api.md): Every export.',
        '',
        '## Releases',
        '',
        '- [r1](https://example.org/base/blog/r1.md): Changes.',
        '',
        '## Optional',
        '',
        '- [Tags](https://example.org/base/blog/tags.md): Tags',
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds the docs pages in full, in order, and no releases', () => {
    const full = llmsFullTxt(pages, options);
    expect(full.indexOf('# Getting started')).toBeLessThan(full.indexOf('# API overview'));
    expect(full).toContain('Source: https://example.org/base/docs/guides\n');
    expect(full).not.toMatch(/# Hidden|# r1|# Tags/);
  });
});

describe('withPluginComponents', () => {
  it("writes error-reference's <ErrorReference /> as the nodes that plugin hands over, and fails without them", () => {
    const nodes = [{ type: 'paragraph' as const, children: [] }];
    const fail = (message: string): never => {
      throw new Error(message);
    };
    const helpers = { attribute: () => undefined, text: () => '', fail };
    const element = {
      type: 'mdxJsxFlowElement' as const,
      name: 'ErrorReference',
      attributes: [],
      children: [],
    };
    const withContent = withPluginComponents({}, [{ name: 'error-reference', content: { nodes } }]);
    expect(withContent.ErrorReference(element, helpers)).toEqual(nodes);
    expect(() => withPluginComponents({}, []).ErrorReference(element, helpers)).toThrow(
      /error-reference plugin is off/,
    );
  });
});
