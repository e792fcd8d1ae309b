/**
 * The cards as a step of the post-build pipeline (plugins/post-build), in
 * the pass over the pages: each page's card input is read from its HTML, and
 * the tags pointing at its card (named by a hash of that input) are added
 * to it. After the last page, beside the search index and the Markdown
 * export, the cards the cache lacks are drawn, and every card is copied into
 * the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import { writeAtomic } from '../../shared/built-pages';
import { asPluginError } from '../../shared/plugin-error';
import type { BuiltPage, PageStep, PostBuildProps } from '../../shared/post-build';
import { posterPath } from '../../shared/live-preview/poster';
import { PRESET_NAMES } from '../../shared/live-preview/scene';
import { apiFactsReader } from './api-facts';
import { CardCache, cardKey, drawingSalt, sha256 } from './cache';
import { drawCards, type DrawResult } from './draw';
import { addToHead, cardAlt, cardTags, hasSocialImage } from './head';
import { cardInput, type CardInput, type InputContext } from './inputs';
import { PLUGIN_NAME } from './options';
import { FONT_FILES } from './render';

/** What the step needs of the site and the plugin's options. */
export interface CardsSetup {
  readonly siteDir: string;
  readonly generatedFilesDir: string;
  readonly siteTitle: string;
  readonly titleDelimiter: string;
  /** The site's URL without a trailing slash. */
  readonly siteUrl: string;
  readonly baseUrl: string;
  /** The logo drawn on every card (an SVG file). */
  readonly logoFile: string;
  /** Folder of the cards in the build (`img/social`). */
  readonly cardDir: string;
  readonly cache: CardCache;
}

/** One card as recorded in <generatedFilesDir>/social-cards/cards.json (read by the build tests). */
export interface CardRecord {
  /** The HTML file, relative to the build folder. */
  readonly page: string;
  /** The card, relative to the build folder. */
  readonly image: string;
  readonly url: string;
  readonly key: string;
  /** Whether this build drew it (false: it came from the cache). */
  readonly drawn: boolean;
  readonly input: CardInput;
}

export interface CardsReport {
  readonly pages: number;
  readonly drawn: number;
  readonly cached: number;
  /** Wall time of the drawing step. */
  readonly drawMs: number;
  /** Drawing time of one card, on average (in its process). */
  readonly msPerCard: number;
  readonly processes: number;
  /** Wall time from the first page to the report, the pass included. */
  readonly totalMs: number;
  readonly cards: readonly CardRecord[];
}

const posterFile = (siteDir: string, preset: string) =>
  path.join(siteDir, 'static', posterPath(preset).replace(/^\//, ''));

/**
 * A hash of everything that decides how a card looks, besides its input:
 * changing any of these files (or the satori/resvg versions) draws every card again.
 */
function cardSalt({ siteDir, logoFile }: CardsSetup): string {
  const resolve = (file: string) => require.resolve(file, { paths: [siteDir] });
  return sha256(
    drawingSalt([
      ...['layout.ts', 'render.ts'].map((file) => path.join(__dirname, file)),
      ...['png.ts', 'svg-to-png.ts', 'site.ts'].map((file) =>
        path.join(__dirname, '../../shared', file),
      ),
      ...FONT_FILES.map(({ file }) => resolve(file)),
      resolve('satori/package.json'),
      resolve('@resvg/resvg-js/package.json'),
      logoFile,
    ]),
  );
}

/** A page's card: its input from the HTML, its key from the input, the poster and the salt. */
type CardOf = (html: string, page: BuiltPage) => Omit<CardRecord, 'drawn'>;

function cardReader(setup: CardsSetup): CardOf {
  const { siteDir, siteUrl, baseUrl, cardDir } = setup;
  const salt = cardSalt(setup);
  const context: InputContext = {
    site: `${siteUrl.replace(/^https?:\/\//, '')}${baseUrl.replace(/\/$/, '')}`,
    siteTitle: setup.siteTitle,
    titleDelimiter: setup.titleDelimiter,
    baseUrl,
    presets: PRESET_NAMES,
    posterPath,
    apiFacts: apiFactsReader(siteDir),
  };
  const posters = new Map<string, Buffer>();
  const posterBytes = (preset: string) => {
    const bytes = posters.get(preset) ?? fs.readFileSync(posterFile(siteDir, preset));
    posters.set(preset, bytes);
    return bytes;
  };
  return (html, { file, route }) => {
    const input = cardInput({ route, html }, context);
    const key = cardKey(input, salt, input.poster ? posterBytes(input.poster) : undefined);
    const image = `${cardDir}/${key}.png`;
    return { page: file, image, url: `${siteUrl}${baseUrl}${image}`, key, input };
  };
}

/** Draws the cards the cache lacks; forgets cards no page uses any more. */
async function drawMissing(
  setup: CardsSetup,
  cards: readonly Omit<CardRecord, 'drawn'>[],
): Promise<{ missing: ReadonlySet<string>; drawing: DrawResult; drawMs: number }> {
  const missing = new Map<string, CardInput>();
  for (const { key, input } of cards) if (!setup.cache.has(key)) missing.set(key, input);
  const started = performance.now();
  const drawing = await drawCards({
    siteDir: setup.siteDir,
    logo: setup.logoFile,
    posters: Object.fromEntries(PRESET_NAMES.map((p) => [p, posterFile(setup.siteDir, p)])),
    cacheDir: setup.cache.dir,
    cards: [...missing].map(([key, input]) => ({ key, input })),
  }).catch((error: unknown) => {
    // satori or resvg failing on a card (drawn in this process when there are few).
    throw asPluginError(PLUGIN_NAME, error);
  });
  setup.cache.prune(new Set(cards.map((card) => card.key)));
  return { missing: new Set(missing.keys()), drawing, drawMs: performance.now() - started };
}

/** Copies each card from the cache into the build, unless an earlier page shares it. */
function copyCards(outDir: string, cache: CardCache, cards: readonly Omit<CardRecord, 'drawn'>[]) {
  for (const { image, key } of cards) {
    const target = path.join(outDir, image);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cache.file(key), target);
  }
}

function logReport(report: CardsReport): void {
  const drawn = report.drawn
    ? ` in ${report.drawMs} ms (${report.msPerCard} ms per card, ${report.processes} process${report.processes > 1 ? 'es' : ''})`
    : '';
  logger.info(
    `[${PLUGIN_NAME}] ${report.pages} pages, ${report.drawn} cards drawn${drawn}, ` +
      `${report.cached} pages from the cache; ${report.totalMs} ms in all.`,
  );
}

/** After the pass: draw, copy, record what was done, log it. */
async function finishCards(
  setup: CardsSetup,
  outDir: string,
  pages: readonly Omit<CardRecord, 'drawn'>[],
  started: number,
): Promise<void> {
  const { missing, drawing, drawMs } = await drawMissing(setup, pages);
  copyCards(outDir, setup.cache, pages);
  const cards = pages.map((card) => ({ ...card, drawn: missing.has(card.key) }));
  const drawn = cards.filter((card) => card.drawn).length;
  const report: CardsReport = {
    pages: cards.length,
    drawn,
    cached: cards.length - drawn,
    drawMs: Math.round(drawMs),
    msPerCard: missing.size ? Math.round(drawing.cardMs / missing.size) : 0,
    processes: drawing.processes,
    totalMs: Math.round(performance.now() - started),
    cards,
  };
  const reportFile = path.join(setup.generatedFilesDir, 'social-cards', 'cards.json');
  writeAtomic(reportFile, JSON.stringify(report, null, 1));
  logReport(report);
}

/** The step: `pages` of the plugin's postBuildSteps. */
export function cardsStep(setup: CardsSetup): (props: PostBuildProps) => PageStep {
  return ({ outDir }) => {
    const started = performance.now();
    const cardOf = cardReader(setup);
    const cards: Omit<CardRecord, 'drawn'>[] = [];
    return {
      transform(html, page) {
        if (hasSocialImage(html)) {
          throw new Error(
            "it already has an og:image or twitter:image; remove the page's `image` (or themeConfig.image) or this plugin.",
          );
        }
        const card = cardOf(html, page);
        cards.push(card);
        return addToHead(html, cardTags(card.url, cardAlt(card.input, setup.siteTitle)));
      },
      // The cards' PNG files: no page changes and no later step reads them.
      beside: () => finishCards(setup, outDir, cards, started),
    };
  };
}
