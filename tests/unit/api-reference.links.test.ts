import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { linkSymbols, symbolNameOf } from '../../plugins/api-reference/remark-api-links';

const index = new Map([
  ['useModel', '/docs/api/functions/useModel'],
  ['Camera', '/docs/api/functions/Camera'],
  ['FilamentAsset', '/docs/api/interfaces/FilamentAsset'],
]);

function run(markdown: string): Root {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  linkSymbols(tree, index);
  return tree;
}

describe('symbolNameOf', () => {
  it.each([
    ['useModel', 'useModel'],
    ['useModel()', 'useModel'],
    ['<Camera>', 'Camera'],
    ['<Camera />', 'Camera'],
    ['model.asset', null],
    ['npm install', null],
  ])('%s → %s', (code, name) => {
    expect(symbolNameOf(code)).toBe(name);
  });
});

describe('linkSymbols', () => {
  it('links inline code naming a symbol to its API page', () => {
    const tree = run('Call `useModel()` and read `FilamentAsset`, but not `useState`.');
    const paragraph = tree.children[0] as { children: { type: string; url?: string }[] };
    const links = paragraph.children.filter((c) => c.type === 'link').map((c) => c.url);
    expect(links).toEqual(['/docs/api/functions/useModel', '/docs/api/interfaces/FilamentAsset']);
  });

  it('leaves headings and existing links alone', () => {
    const tree = run('## The `Camera`\n\n[see `Camera`](/elsewhere)');
    expect(JSON.stringify(tree)).not.toContain('/docs/api/functions/Camera');
  });
});
