/** The social-cards plugin's pure parts: card inputs, layout, cache key, head tags, PNG helpers. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardKey, stableJson } from '../../plugins/social-cards/cache';
import {
  CARD_TAG_ATTRIBUTE,
  addToHead,
  cardTags,
  hasSocialImage,
} from '../../plugins/social-cards/head';
import {
  apiPage,
  cardInput,
  pageDescription,
  pagePoster,
  pageTitle,
  releaseVersion,
  sectionOf,
  signatureFromMarkdown,
  signatureOf,
  type CardInput,
  type InputContext,
} from '../../plugins/social-cards/inputs';
import {
  CARD_COLORS,
  CARD_SIZE,
  cardLayout,
  clip,
  titleSize,
  type CardElement,
  type CardNode,
} from '../../plugins/social-cards/layout';
import { encodePng, pngSize, shrinkRgba } from '../../shared/png';
import { contrastRatio } from '../../shared/contrast';

const context: InputContext = {
  site: 'margelo.github.io/react-native-filament',
  siteTitle: 'React Native Filament',
  titleDelimiter: '|',
  baseUrl: '/react-native-filament/',
  presets: ['home', 'light'],
  posterPath: (preset) => `/img/previews/${preset}.webp`,
  apiFacts: (kind, name) =>
    name === 'useModel'
      ? { kind, name, signature: 'useModel(source: BufferSource): M' }
      : undefined,
};

const page = (title: string, extra = '') =>
  `<html><head><title data-rh=true>${title} | React Native Filament</title><meta data-rh=true name=description content="A &amp; B"/>${extra}</head><body></body></html>`;

describe('card inputs', () => {
  it('reads the title without the site suffix and the description, minified or not', () => {
    expect(pageTitle(page('Lighting a scene'), 'React Native Filament', '|')).toBe(
      'Lighting a scene',
    );
    expect(pageDescription(page('x'))).toBe('A & B');
    expect(pageDescription('<meta name=description content=Archive />')).toBe('Archive');
  });

  it('finds the live-preview poster a page shows, by its path under the base URL', () => {
    const html = '<img src=/react-native-filament/img/previews/light.webp>';
    expect(pagePoster(html, '/react-native-filament/', ['home', 'light'], context.posterPath)).toBe(
      'light',
    );
    expect(
      pagePoster('<img src=/img/previews/light.webp>', '/x/', ['light'], context.posterPath),
    ).toBe(undefined);
  });

  it('names the kind of every API page', () => {
    expect(apiPage('docs/api/functions/useModel')).toEqual({ kind: 'hook', name: 'useModel' });
    expect(apiPage('docs/api/functions/Camera')?.kind).toBe('component');
    expect(apiPage('docs/api/functions/setLogger')?.kind).toBe('function');
    expect(apiPage('docs/api/interfaces/Engine')?.kind).toBe('interface');
    expect(apiPage('docs/api/type-aliases/Float3')?.kind).toBe('type alias');
    expect(apiPage('docs/api/variables/BulletAPI')?.kind).toBe('variable');
    expect(apiPage('docs/api')).toBeUndefined();
  });

  it('labels each section', () => {
    expect(sectionOf('docs/guides/light')).toBe('Guide');
    expect(sectionOf('docs/api/functions/useModel')).toBe('API · Hook');
    expect(sectionOf('blog/release-1-11-0')).toBe('Release');
    expect(sectionOf('blog/tags/camera')).toBe('Releases · Tags');
    expect(sectionOf('docs/tags')).toBe('Guides · Tags');
    expect(sectionOf('404')).toBe('Page not found');
    expect(sectionOf('')).toBe('Documentation');
    expect(sectionOf('markdown-page')).toBe('Page');
    expect(releaseVersion('blog/release-1-11-0')).toBe('1.11.0');
    expect(releaseVersion('blog/tags')).toBeUndefined();
  });

  it('writes one-line signatures from the API snapshot and from TypeDoc markdown', () => {
    const fn = { name: 'useModel', kind: 'function', signatures: ['(source: S, props?: P) => M'] };
    expect(signatureOf('hook', fn)).toBe('useModel(source: S, props?: P): M');
    const component = {
      name: 'Camera',
      kind: 'function',
      signatures: ['({ … }: CameraProps) => null'],
    };
    expect(signatureOf('component', component)).toBe('Camera({ … }: CameraProps): null');
    const cb = { name: 'f', kind: 'function', signatures: ['(cb: (a: A) => void) => () => void'] };
    expect(signatureOf('function', cb)).toBe('f(cb: (a: A) => void): () => void');
    expect(signatureOf('type alias', { name: 'F', kind: 'type-alias', type: '[number]' })).toBe(
      'type F = [number]',
    );
    expect(signatureOf('variable', { name: 'V', kind: 'variable', type: 'T' })).toBe('const V: T');
    const props = { a: { optional: false }, b: { optional: true } };
    expect(signatureOf('interface', { name: 'I', kind: 'interface', props })).toBe(
      'interface I { a; b? }',
    );
    expect(signatureFromMarkdown('# Function\n\n> **useModel**(`source`): [`M`](../M.md)\n')).toBe(
      'useModel(source): M',
    );
  });

  it('builds the input of a guide with a poster, an API page and a release post', () => {
    const guide = cardInput(
      {
        route: 'docs/guides/light',
        html: page('Lighting a scene', '<img src=/react-native-filament/img/previews/light.webp>'),
      },
      context,
    );
    expect(guide).toMatchObject({ title: 'Lighting a scene', section: 'Guide', poster: 'light' });
    const api = cardInput(
      { route: 'docs/api/functions/useModel', html: page('Function: useModel()') },
      context,
    );
    expect(api).toMatchObject({
      title: 'useModel',
      section: 'API · Hook',
      api: { kind: 'hook', signature: 'useModel(source: BufferSource): M' },
    });
    expect(api.description).toBeUndefined();
    const release = cardInput({ route: 'blog/release-1-9-0', html: page('x 1.9.0') }, context);
    expect(release.version).toBe('1.9.0');
  });
});

/** All text in a layout tree, in order. */
function texts(node: CardNode | readonly CardNode[]): string[] {
  if (!node) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap((child: CardNode) => texts(child));
  return texts((node as CardElement).props.children ?? []);
}

function images(node: CardNode | readonly CardNode[]): string[] {
  if (!node || typeof node === 'string') return [];
  if (Array.isArray(node)) return node.flatMap((child: CardNode) => images(child));
  const element = node as CardElement;
  return [
    ...(element.type === 'img' ? [String(element.props.src)] : []),
    ...images(element.props.children ?? []),
  ];
}

describe('card layout', () => {
  const base: CardInput = {
    route: 'docs/guides/light',
    site: 'margelo.github.io/react-native-filament',
    title: 'Lighting a scene',
    section: 'Guide',
  };

  it('is 1200×630 and shows the site, the section and the title', () => {
    const tree = cardLayout(base, { logo: 'data:logo' });
    expect(tree.props.style).toMatchObject({ width: 1200, height: 630 });
    expect(CARD_SIZE).toEqual({ width: 1200, height: 630 });
    expect(texts(tree)).toEqual(
      expect.arrayContaining(['React Native Filament', 'Guide', 'Lighting a scene']),
    );
  });

  it('shows the poster beside the text when the page has one', () => {
    const tree = cardLayout({ ...base, poster: 'light' }, { logo: 'data:logo', poster: 'data:p' });
    expect(images(tree)).toEqual(['data:logo', 'data:p']);
  });

  it('shows an API page’s kind and signature, and a release’s version', () => {
    const api = cardLayout(
      {
        ...base,
        section: 'API · Hook',
        title: 'useModel',
        api: { kind: 'hook', name: 'useModel', signature: 'useModel(): M' },
      },
      { logo: 'data:logo' },
    );
    expect(texts(api)).toEqual(expect.arrayContaining(['API · Hook', 'useModel', 'useModel(): M']));
    const release = cardLayout({ ...base, section: 'Release', version: '1.11.0' }, { logo: 'l' });
    expect(texts(release)).toContain('v1.11.0');
  });

  it('keeps titles big: short ones at 88 px, long ones no smaller than 50 px', () => {
    expect(titleSize('useModel', 1072, 2)).toBe(88);
    expect(
      titleSize('A'.repeat(20) + ' ' + 'B'.repeat(20) + ' ' + 'C'.repeat(20), 1072, 2),
    ).toBeLessThan(88);
    expect(titleSize('word '.repeat(80), 560, 2)).toBe(50);
    expect(clip('aaa bbb ccc ddd', 10)).toBe('aaa bbb…');
  });

  it('uses text colors with at least 4.5:1 contrast', () => {
    const c = CARD_COLORS;
    for (const [fg, bg] of [
      [c.text, c.background],
      [c.muted, c.background],
      [c.primary, c.background],
      [c.onPrimary, c.primary],
      [c.text, c.code],
    ] as const) {
      expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    // The card's primary color is the site's.
    const css = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
    expect(css).toContain(`--ifm-color-primary: ${c.primary};`);
  });
});

describe('cache key', () => {
  const input: CardInput = { route: 'a', site: 's', title: 'T', section: 'Guide' };

  it('is stable across property order and changes with the input, the drawing code and the poster', () => {
    const key = cardKey(input, 'salt');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(cardKey({ section: 'Guide', title: 'T', site: 's', route: 'a' }, 'salt')).toBe(key);
    expect(cardKey({ ...input, title: 'U' }, 'salt')).not.toBe(key);
    expect(cardKey(input, 'other salt')).not.toBe(key);
    expect(cardKey(input, 'salt', new Uint8Array([1]))).not.toBe(
      cardKey(input, 'salt', new Uint8Array([2])),
    );
    expect(stableJson({ b: 1, a: [2, { d: 3, c: undefined }] })).toBe('{"a":[2,{"d":3}],"b":1}');
  });
});

describe('head tags and PNGs', () => {
  it('adds og:image and twitter:image tags, escaped, before </head>', () => {
    const tags = cardTags('https://x/card.png', 'A "quoted" <alt>');
    const html = addToHead('<head><title>t</title></head><body>', tags);
    expect(html).toContain(
      '<meta data-social-card property="og:image" content="https://x/card.png">',
    );
    expect(html).toContain('name="twitter:image" content="https://x/card.png"');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;alt>"');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    expect(hasSocialImage(html)).toBe(true);
    expect(hasSocialImage('<head><meta property=og:title content=x></head>')).toBe(false);
  });

  it('the client module removes the same tags the plugin writes', () => {
    const client = fs.readFileSync(
      path.join(__dirname, '../../plugins/social-cards/client.ts'),
      'utf8',
    );
    expect(client).toContain(`[${CARD_TAG_ATTRIBUTE}]`);
  });

  it('encodes PNGs and reads their size back', () => {
    const png = encodePng(2, 1, new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255]));
    expect(pngSize(png)).toEqual({ width: 2, height: 1 });
    expect(pngSize(Buffer.from('not a png at all, really not'))).toBeUndefined();
  });

  it('shrinks pixels by averaging boxes', () => {
    const rgba = new Uint8Array([0, 0, 0, 255, 200, 100, 50, 255]);
    expect(shrinkRgba(2, 1, rgba, 2)).toEqual({
      width: 1,
      height: 0,
      data: new Uint8Array(0),
    });
    const square = new Uint8Array([...rgba, ...rgba]);
    expect(shrinkRgba(2, 2, square, 2).data).toEqual(new Uint8Array([100, 50, 25, 255]));
  });
});
