/**
 * API links inside guide code blocks: which names a block links (the remark
 * plugin, by guide-usages' codeSymbols rule) and how a highlighted token is
 * split around them (shared/token-links.ts, used by the token renderer).
 */
import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { linkCodeSymbols } from '../../plugins/api-reference/remark-code-api-links';
import { decodeTokenLinks, linkedParts, TOKEN_LINKS_PROP } from '../../shared/token-links';

const index = new Map([
  ['Camera', '/docs/api/functions/Camera'],
  ['useModel', '/docs/api/functions/useModel'],
  ['View', '/docs/api/interfaces/View'],
  ['Model', '/docs/api/functions/Model'],
]);

/** The links prop each code block of some markdown gets, parsed; undefined when none. */
function blockLinks(markdown: string): (Record<string, string> | undefined)[] {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  linkCodeSymbols(tree, index);
  return tree.children
    .filter((node): node is Code => node.type === 'code')
    .map((node) => {
      const prop = node.data?.hProperties?.[TOKEN_LINKS_PROP];
      return typeof prop === 'string' ? (JSON.parse(prop) as Record<string, string>) : undefined;
    });
}

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('linkCodeSymbols', () => {
  it('links the library names a block uses, not those it imports from elsewhere', () => {
    const code = [
      "import { View } from 'react-native';",
      "import { Camera, useModel } from 'react-native-filament';",
      'const model = useModel(source);',
      'export const App = () => <View><Camera /></View>;',
    ].join('\n');
    expect(blockLinks(fence('tsx', code))).toEqual([
      { Camera: '/docs/api/functions/Camera', useModel: '/docs/api/functions/useModel' },
    ]);
  });

  it('leaves out names the block declares, and blocks in other languages or without names', () => {
    const declared = 'function Model() {\n  return <Camera />;\n}';
    expect(
      blockLinks(
        fence('tsx', declared) + fence('bash', 'npx Camera') + fence('ts', 'const a = 1;'),
      ),
    ).toEqual([{ Camera: '/docs/api/functions/Camera' }, undefined, undefined]);
  });
});

describe('linkedParts', () => {
  const links = decodeTokenLinks(
    JSON.stringify({ Camera: '/docs/api/functions/Camera' }),
    (route) => `/base${route}`,
  )!;

  it('makes the base URL part of each link', () => {
    expect(links.get('Camera')).toBe('/base/docs/api/functions/Camera');
  });

  it('links a whole token naming a linked name', () => {
    expect(linkedParts('Camera', ['tag', 'class-name'], links)).toEqual([
      { name: 'Camera', href: '/base/docs/api/functions/Camera' },
    ]);
  });

  it('links the name inside a plain token and keeps the text around it', () => {
    expect(linkedParts(' Camera, cam ', ['imports'], links)).toEqual([
      ' ',
      { name: 'Camera', href: '/base/docs/api/functions/Camera' },
      ', cam ',
    ]);
  });

  it.each([
    ['a longer word', 'CameraManager', ['plain']],
    ['a property', '.Camera', ['plain']],
    ['a string', "'Camera'", ['string']],
    ['a comment', '// Camera', ['comment']],
    ['a property access', 'Camera', ['property-access']],
    ['JSX text', 'Camera', ['plain-text']],
  ])('leaves %s alone', (_what, content, types) => {
    expect(linkedParts(content, types, links)).toBeNull();
  });

  it('decodes nothing when a block carries no links', () => {
    expect(decodeTokenLinks(undefined, (route) => route)).toBeUndefined();
  });
});
