/**
 * Draws cards: layout (layout.ts) → SVG with satori (text becomes paths, with
 * the fonts below) → PNG with resvg (shared/svg-to-png.ts). No browser, no network.
 */
import fs from 'node:fs';
import { decode as decodeWebp } from '@cwasm/webp';
import satori, { type SatoriOptions } from 'satori';
import type { CardInput } from './inputs';
import { CARD_SIZE, FONT_MONO, FONT_SANS, POSTER_SIZE, cardLayout } from './layout';
import { svgToPng } from '../../shared/svg-to-png';
import { encodePng, shrinkRgba } from '../../shared/png';

/** Font files from npm packages (WOFF: satori reads WOFF, not WOFF2). */
export const FONT_FILES = [
  { name: FONT_SANS, weight: 400, file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  { name: FONT_SANS, weight: 700, file: '@fontsource/inter/files/inter-latin-700-normal.woff' },
  { name: FONT_SANS, weight: 800, file: '@fontsource/inter/files/inter-latin-800-normal.woff' },
  {
    name: FONT_MONO,
    weight: 400,
    file: '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff',
  },
] as const;

export interface RendererPaths {
  readonly siteDir: string;
  /** The logo drawn on every card and in the app icons (an SVG). */
  readonly logo: string;
  /** A preset's poster file (WebP). */
  readonly poster: (preset: string) => string;
}

export type CardRenderer = (input: CardInput) => Promise<Buffer>;

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

export function createRenderer(paths: RendererPaths): CardRenderer {
  const fonts: SatoriOptions['fonts'] = FONT_FILES.map(({ name, weight, file }) => ({
    name,
    weight,
    style: 'normal',
    data: fs.readFileSync(require.resolve(file, { paths: [paths.siteDir] })),
  }));
  const logo = dataUrl('image/svg+xml', fs.readFileSync(paths.logo));
  const posters = new Map<string, string>();
  const posterUrl = (preset: string): string => {
    let url = posters.get(preset);
    if (!url) {
      // resvg 2.6 cannot draw WebP: decode it here and hand over a PNG, shrunk to
      // about the size the card shows it at (less for resvg to decode on every card).
      const image = decodeWebp(fs.readFileSync(paths.poster(preset)));
      const pixels = new Uint8Array(image.data.buffer);
      const factor = Math.max(1, Math.floor(image.width / POSTER_SIZE.width));
      const small = shrinkRgba(image.width, image.height, pixels, factor);
      url = dataUrl('image/png', encodePng(small.width, small.height, small.data));
      posters.set(preset, url);
    }
    return url;
  };
  return async (input) => {
    const element = cardLayout(input, {
      logo,
      ...(input.poster ? { poster: posterUrl(input.poster) } : {}),
    });
    return svgToPng(
      await satori(element as unknown as Parameters<typeof satori>[0], { ...CARD_SIZE, fonts }),
    );
  };
}
