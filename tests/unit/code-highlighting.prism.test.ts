/**
 * The site's stand-in for prism-react-renderer (plugins/code-highlighting/
 * client/prism-renderer.tsx, on client/site-prism.ts) renders every code
 * block of the guides and the blog exactly as the package did with the
 * site's former additional languages: same lines, tokens, classes and
 * styles. If prism-react-renderer or prismjs changes how a block highlights,
 * this fails and says which block.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight as PackageHighlight, Prism as PackagePrism } from 'prism-react-renderer';
import type { PrismTheme, RenderProps } from 'prism-react-renderer';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseGuide } from '../../shared/mdx';
import { cssVariableCodeTheme, lightCodeTheme } from '../../plugins/code-highlighting/prism-theme';
import { Highlight as SiteHighlight } from '../../plugins/code-highlighting/client/prism-renderer';
// The server's grammars: the site's Prism with the lazy ones (bash) too.
import { Prism as SitePrism } from '../../plugins/code-highlighting/client/lazy-grammars.server';

const ROOT = path.resolve(__dirname, '../..');
const COMPONENTS = path.join(ROOT, 'node_modules/prismjs/components');

/**
 * The package's Prism with the grammars the config's `additionalLanguages`
 * gave it before the site had its own (bash, json), added as theme-classic's
 * prism-include-languages did.
 */
for (const language of ['bash', 'json']) {
  const source = fs.readFileSync(path.join(COMPONENTS, `prism-${language}.js`), 'utf8');
  new Function('Prism', source)(PackagePrism);
}

interface Block {
  readonly where: string;
  readonly language: string;
  readonly code: string;
}

function codeBlocks(dir: string): Block[] {
  const files = fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file));
  return files.flatMap((file) => {
    const blocks: Block[] = [];
    const tree = parseGuide(fs.readFileSync(path.join(ROOT, dir, file), 'utf8'));
    visit(tree, 'code', (node: Code) => {
      blocks.push({
        where: `${dir}/${file}:${node.position?.start.line}`,
        language: node.lang ?? 'text',
        code: node.value,
      });
    });
    return blocks;
  });
}

/** Markup shaped as theme-classic's CodeBlock/Content renders it: a line per line, a span per token. */
function renderBlock(
  Highlight: typeof SiteHighlight,
  { language, code }: Block,
  theme: PrismTheme,
): string {
  const render = ({ className, style, tokens, getLineProps, getTokenProps }: RenderProps) =>
    createElement(
      'pre',
      { className, style },
      tokens.map((line, i) =>
        createElement(
          'span',
          { key: i, ...getLineProps({ line, className: i === 0 ? 'first' : undefined }) },
          line.map((token, k) => createElement('span', { key: k, ...getTokenProps({ token }) })),
        ),
      ),
    );
  return renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code,
      language,
      children: render as (props: RenderProps) => ReactElement,
    }),
  );
}

const BLOCKS = [...codeBlocks('docs'), ...codeBlocks('blog')];

describe("the site's Prism", () => {
  it('is not the package Prism, so the package module stays out of the bundles', () => {
    expect(SitePrism).not.toBe(PackagePrism);
  });

  it('finds the code blocks of every language the site uses', () => {
    const languages = [...new Set(BLOCKS.map((b) => b.language))];
    expect(languages).toEqual(expect.arrayContaining(['tsx', 'ts', 'js', 'bash']));
    expect(BLOCKS.length).toBeGreaterThan(60);
  });

  it.each([
    ['the site theme (CSS variables)', cssVariableCodeTheme],
    ['a theme with styles per token type', lightCodeTheme],
  ])('renders every block as prism-react-renderer does, with %s', (_name, theme) => {
    const different = BLOCKS.filter(
      (block) =>
        renderBlock(SiteHighlight, block, theme) !==
        renderBlock(PackageHighlight as typeof SiteHighlight, block, theme),
    );
    expect(different.map((b) => `${b.where} (${b.language})`)).toEqual([]);
  });

  it('highlights the languages of the blocks it is given (not only plain text)', () => {
    for (const language of ['tsx', 'ts', 'js', 'bash']) {
      const block = BLOCKS.find((b) => b.language === language)!;
      expect(renderBlock(SiteHighlight, block, cssVariableCodeTheme), block.where).toMatch(
        /class="token (keyword|function|string|builtin)/,
      );
    }
  });
});
