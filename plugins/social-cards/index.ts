/**
 * Social cards, robots.txt and the web app manifest (see README.md here).
 *
 * After the build, every HTML page gets a 1200×630 PNG card drawn from its
 * title and section (satori + resvg, no browser) and the og:image /
 * twitter:image tags that point at it; cards are cached by content hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { pinnedVersion } from '../../shared/library';
import { asPluginError, PluginError } from '../../shared/plugin-error';
import { posterPath } from '../../shared/live-preview/poster';
import { PRESET_NAMES } from '../../shared/live-preview/scene';
import { CardCache, cardKey, drawingSalt, sha256 } from './cache';
import { addToHead, cardAlt, cardTags, hasSocialImage } from './head';
import {
  cardInput,
  signatureFromMarkdown,
  signatureOf,
  type ApiFacts,
  type ApiKind,
  type CardInput,
  type SnapshotSymbol,
} from './inputs';
import { CARD_COLORS } from './layout';
import { drawCards } from './draw';
import { FONT_FILES } from './render';
import { PLUGIN_NAME, validateOptions, type SocialCardsPluginOptions } from './options';
import { ICONS, ICON_DIR, MANIFEST_FILE, iconPng, robotsTxt, webManifest } from './site-files';

export type { SocialCardsOptions } from './options';

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
  readonly totalMs: number;
  readonly cards: readonly CardRecord[];
}

const API_FOLDER: Record<ApiKind, string> = {
  component: 'functions',
  hook: 'functions',
  function: 'functions',
  interface: 'interfaces',
  'type alias': 'type-aliases',
  variable: 'variables',
};

/** HTML files of the build, relative to it: every page, not Pagefind's or other tools' folders. */
function htmlPages(outDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(outDir, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (rel !== 'assets' && rel !== 'pagefind') walk(rel);
      } else if (entry.name.endsWith('.html')) pages.push(rel);
    }
  };
  walk('');
  return pages.sort();
}

/** The route of an HTML file: "docs/guides/light.html" → "docs/guides/light", "index.html" → "". */
export function routeOfFile(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** Writes a file by rename, so that other postBuild hooks reading it at the same time never see half of it. */
function writeAtomic(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, data);
  fs.renameSync(temp, file);
}

function apiFactsReader(siteDir: string): (kind: ApiKind, name: string) => ApiFacts | undefined {
  // The compact snapshot of the pinned version has the signatures with their types;
  // without one (a new pin before `npm run releases`), TypeDoc's signature line.
  const snapshotFile = path.join(siteDir, 'releases/snapshots', `${pinnedVersion(siteDir)}.json`);
  const symbols = new Map<string, SnapshotSymbol>();
  if (fs.existsSync(snapshotFile)) {
    const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as {
      symbols: SnapshotSymbol[];
    };
    for (const symbol of snapshot.symbols) symbols.set(symbol.name, symbol);
  }
  return (kind, name) => {
    const symbol = symbols.get(name);
    if (symbol) return { kind, name, signature: signatureOf(kind, symbol) };
    const markdown = path.join(siteDir, 'api', API_FOLDER[kind], `${name}.md`);
    const signature = fs.existsSync(markdown)
      ? signatureFromMarkdown(fs.readFileSync(markdown, 'utf8'))
      : undefined;
    return signature === undefined ? undefined : { kind, name, signature };
  };
}

/** `options` went through `validateOptions` (options.ts) first. */
export default function socialCardsPlugin(context: LoadContext, options: unknown): Plugin {
  const { shortName, logo, outDir: cardDir, cacheDir } = options as SocialCardsPluginOptions;
  const { siteDir, siteConfig, baseUrl, generatedFilesDir } = context;
  const cache = new CardCache(path.resolve(siteDir, cacheDir));
  const logoFile = path.resolve(siteDir, logo);
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const site = `${siteUrl.replace(/^https?:\/\//, '')}${baseUrl.replace(/\/$/, '')}`;
  // Site-wide head tags, written in with the card tags: static, so right on every page.
  const siteHeadTags =
    `<link rel="manifest" href="${baseUrl}${MANIFEST_FILE}">` +
    `<meta name="theme-color" content="${CARD_COLORS.primary}">`;

  return {
    name: PLUGIN_NAME,

    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },

    async postBuild({ outDir }) {
      const started = performance.now();
      const posterFile = (preset: string) =>
        path.join(siteDir, 'static', posterPath(preset).replace(/^\//, ''));
      // Everything that decides how a card looks, besides its input: changing any of
      // these files (or the satori/resvg versions) draws every card again.
      const salt = sha256(
        drawingSalt([
          ...['layout.ts', 'render.ts', 'png.ts'].map((file) => path.join(__dirname, file)),
          ...FONT_FILES.map(({ file }) => require.resolve(file, { paths: [siteDir] })),
          require.resolve('satori/package.json', { paths: [siteDir] }),
          require.resolve('@resvg/resvg-js/package.json', { paths: [siteDir] }),
          logoFile,
        ]),
      );
      const posterBytes = new Map<string, Buffer>();
      const inputContext = {
        site,
        siteTitle: siteConfig.title,
        titleDelimiter: siteConfig.titleDelimiter,
        baseUrl,
        presets: PRESET_NAMES,
        posterPath,
        apiFacts: apiFactsReader(siteDir),
      };

      // Inputs and keys of every page first; then draw what the cache lacks, all at once.
      const pages = htmlPages(outDir).map((page) => {
        const html = fs.readFileSync(path.join(outDir, page), 'utf8');
        if (hasSocialImage(html)) {
          throw new PluginError(
            PLUGIN_NAME,
            `${page} already has an og:image or twitter:image; remove the page's \`image\` (or themeConfig.image) or this plugin.`,
          );
        }
        const input = cardInput({ route: routeOfFile(page), html }, inputContext);
        let poster: Buffer | undefined;
        if (input.poster) {
          poster = posterBytes.get(input.poster) ?? fs.readFileSync(posterFile(input.poster));
          posterBytes.set(input.poster, poster);
        }
        return { page, html, input, key: cardKey(input, salt, poster) };
      });
      const missing = new Map<string, CardInput>();
      for (const { key, input } of pages) if (!cache.has(key)) missing.set(key, input);
      const drawStarted = performance.now();
      const drawing = await drawCards({
        siteDir,
        logo: logoFile,
        posters: Object.fromEntries(PRESET_NAMES.map((preset) => [preset, posterFile(preset)])),
        cacheDir: cache.dir,
        cards: [...missing].map(([key, input]) => ({ key, input })),
      }).catch((error: unknown) => {
        // satori or resvg failing on a card (drawn in this process when there are few).
        throw asPluginError(PLUGIN_NAME, error);
      });
      const drawMs = performance.now() - drawStarted;
      cache.prune(new Set(pages.map((page) => page.key)));

      const cards: CardRecord[] = [];
      for (const { page, input, key } of pages) {
        const image = `${cardDir}/${key}.png`;
        const target = path.join(outDir, image);
        if (!fs.existsSync(target)) {
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.copyFileSync(cache.file(key), target);
        }
        const url = `${siteUrl}${baseUrl}${image}`;
        const tags = siteHeadTags + cardTags(url, cardAlt(input, siteConfig.title));
        // Read again, in the same synchronous step as the write: other postBuild
        // hooks (head-script on 404.html) may have changed the page meanwhile.
        const file = path.join(outDir, page);
        writeAtomic(file, addToHead(fs.readFileSync(file, 'utf8'), tags));
        cards.push({ page, image, url, key, drawn: missing.has(key), input });
      }

      // robots.txt, the manifest and its icons.
      writeAtomic(path.join(outDir, 'robots.txt'), robotsTxt(siteUrl, baseUrl, 'sitemap.xml'));
      writeAtomic(
        path.join(outDir, MANIFEST_FILE),
        webManifest({
          name: siteConfig.title,
          shortName,
          description: siteConfig.tagline,
          baseUrl,
          themeColor: CARD_COLORS.primary,
          backgroundColor: CARD_COLORS.background,
        }),
      );
      const logoSvg = fs.readFileSync(logoFile, 'utf8');
      for (const icon of ICONS) {
        writeAtomic(
          path.join(outDir, ICON_DIR, icon.file),
          iconPng(logoSvg, icon, CARD_COLORS.background),
        );
      }

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
      writeAtomic(
        path.join(generatedFilesDir, 'social-cards', 'cards.json'),
        JSON.stringify(report, null, 1),
      );
      logger.info(
        `[${PLUGIN_NAME}] ${report.pages} pages, ${missing.size} cards drawn` +
          (missing.size
            ? ` in ${report.drawMs} ms (${report.msPerCard} ms per card, ${report.processes} process${report.processes > 1 ? 'es' : ''})`
            : '') +
          `, ${report.cached} pages from the cache; ${report.totalMs} ms in all.`,
      );
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` property.
socialCardsPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
