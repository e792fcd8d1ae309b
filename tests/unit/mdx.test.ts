/**
 * shared/mdx.ts: the one parser set-up of every reader of the guides (markdown
 * export, guide usages, coverage, sample checker) reads a page as mdx-loader does.
 */
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { admonitionTitlesToLabels, parseGuide } from '../../shared/mdx';

const types = (tree: Root) => tree.children.map((n: RootContent) => n.type);

function texts(tree: Root): string[] {
  const out: string[] = [];
  visit(tree, 'text', (node) => {
    out.push(node.value);
  });
  return out;
}

describe('parseGuide', () => {
  it('reads front matter, MDX, GFM tables and admonitions', () => {
    const tree = parseGuide(
      [
        '---',
        'title: x',
        '---',
        '',
        "import A from './a';",
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        ':::note Title',
        '',
        'Body.',
        '',
        ':::',
        '',
        '<A />',
      ].join('\n'),
    );
    expect(types(tree)).toEqual([
      'yaml',
      'mdxjsEsm',
      'table',
      'containerDirective',
      'mdxJsxFlowElement',
    ]);
    const note = tree.children[3] as Extract<RootContent, { type: 'containerDirective' }>;
    expect(note.name).toBe('note');
    // The old `:::note Title` form is a label, as Docusaurus rewrites it.
    expect(note.children[0]).toMatchObject({ type: 'paragraph', data: { directiveLabel: true } });
  });

  it('gives a directive that is no admonition its text back', () => {
    const tree = parseGuide('Set key:value and ratio 16:9.\n\n::leaf\n');
    expect(texts(tree).join('')).toBe('Set key:value and ratio 16:9.::leaf');
    let directives = 0;
    visit(tree, (node) => {
      if (/Directive$/.test(node.type)) directives++;
    });
    expect(directives).toBe(0);
  });

  it('escapes heading ids, so `{#id}` is text and not an expression; lines stay', () => {
    const tree = parseGuide('Intro.\n\n## Near {#near}\n');
    const heading = tree.children[1];
    expect(heading).toMatchObject({ type: 'heading', position: { start: { line: 3 } } });
    expect(texts(tree)).toContain('Near {#near}');
  });

  it('reads a .md file as CommonMark when asked: tags and braces are text', () => {
    const mdx = parseGuide('a <b>c</b> {d}\n');
    const md = parseGuide('a <b>c</b> {d}\n', { format: 'md' });
    let jsx = 0;
    visit(mdx, 'mdxJsxTextElement', () => {
      jsx++;
    });
    expect(jsx).toBe(1);
    expect(JSON.stringify(md)).not.toContain('mdxJsx');
    expect(texts(md).join('')).toContain('{d}');
  });
});

describe('admonitionTitlesToLabels', () => {
  it('rewrites `:::note Title` outside code fences only', () => {
    const source = ':::note Title\n\n```md\n:::tip Not me\n```\n\n:::';
    expect(admonitionTitlesToLabels(source)).toBe(
      ':::note[Title]\n\n```md\n:::tip Not me\n```\n\n:::',
    );
  });
});
