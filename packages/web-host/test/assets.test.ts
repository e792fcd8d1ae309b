/**
 * Required images (issue 45): the host's asset ids are ids of react-native-web's own
 * registry, so react-native-web's Image finds them (before, it threw
 * 'Image: asset with ID "2" could not be found'), and `.webp` requires are accepted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import type { ComponentType, createElement as CreateElement } from 'react';
import { assetRecord, registerAsset, resolveAssetSource, setSiteBase } from '../src/assets';
import { siteAssetNamed, IMAGE_STAND_IN } from '../src/site-models';
import { standInsOf } from '../src/compile';

// react-native-web resolves the repository root's React (18) from where it is installed: render with that one.
const rootRequire = createRequire(`${__dirname}/../../../package.json`);
const { renderToStaticMarkup } = rootRequire('react-dom/server') as {
  renderToStaticMarkup(element: unknown): string;
};
const { createElement } = rootRequire('react') as { createElement: typeof CreateElement };
const { Image } = rootRequire('react-native-web') as {
  Image: ComponentType<{ source: number; style: object }>;
};
const { getAssetByID } = rootRequire('react-native-web/dist/cjs/modules/AssetRegistry') as {
  getAssetByID(id: number): unknown;
};

beforeAll(() => {
  vi.stubGlobal('location', new URL('https://example.org/react-native-filament/docs/x'));
  setSiteBase('/react-native-filament/');
});
afterAll(() => vi.unstubAllGlobals());

describe('asset ids in react-native-web’s registry (assets.ts)', () => {
  it('registers a required file where react-native-web’s Image looks it up', () => {
    const id = registerAsset('models/paint.png');
    const record = getAssetByID(id) as { httpServerLocation: string; name: string; type: string };
    expect(record).toBeDefined();
    // react-native-web's resolveAssetUri (dist/exports/Image/index.js) builds the URL this way.
    expect(`${record.httpServerLocation}/${record.name}.${record.type}`).toBe(
      'https://example.org/react-native-filament/models/paint.png',
    );
    expect(resolveAssetSource(id)).toEqual({
      uri: 'https://example.org/react-native-filament/models/paint.png',
    });
    expect(registerAsset('models/paint.png')).toBe(id);
  });

  it('renders react-native-web’s <Image source={id}> without "asset … could not be found"', () => {
    const id = registerAsset('models/paint.png');
    const render = (source: number) =>
      renderToStaticMarkup(createElement(Image, { source, style: { width: 4, height: 4 } }));
    expect(() => render(id)).not.toThrow();
    // An id the host did not register is still react-native-web's error: the lookup is real.
    expect(() => render(9999)).toThrow('could not be found');
  });

  it('splits a URL without an extension or with dots in folders correctly', () => {
    expect(assetRecord('https://a.b/x.y/file')).toMatchObject({
      httpServerLocation: 'https://a.b/x.y',
      name: 'file',
      type: '',
    });
    expect(assetRecord('https://a.b/m/a.b.webp')).toMatchObject({ name: 'a.b', type: 'webp' });
  });
});

describe('.webp requires (site-models.ts, compile.ts)', () => {
  it('gives a .webp the image stand-in and names it on the stand-ins line', () => {
    expect(siteAssetNamed('background.webp', [])).toBe(IMAGE_STAND_IN);
    expect(standInsOf("const bg = require('./assets/background.webp');", [])).toEqual([
      'background.webp → paint.png (a generated blue texture)',
    ]);
  });
});
