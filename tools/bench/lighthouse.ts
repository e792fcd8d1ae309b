/**
 * Lighthouse 12 mobile (simulated throttling) on one URL, as both modes of
 * `npm run bench` (run.ts) run it: the plain benchmark on its three pages,
 * `--compare` on two API pages of both sites.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_FLAGS } from '../chromium';

const ROOT = path.resolve(__dirname, '../..');
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export const ALL_CATEGORIES: readonly LighthouseCategory[] = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
];

export interface LighthouseFigures {
  /** Category scores, 0–100; 0 for a category that was not run. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Elements in the page (the dom-size audit, part of the performance category). */
  domSize: number;
}

/** The part of a Lighthouse result (LHR) the figures come from. */
export interface LighthouseReport {
  readonly categories: Readonly<Record<string, { readonly score: number | null }>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number }>>;
}

/** The figures of one report; a missing audit is NaN, so it shows as "–" instead of 0. */
export function readLighthouseReport(lhr: LighthouseReport): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    domSize: audit('dom-size'),
  };
}

/**
 * Runs the Lighthouse CLI in its own Node process: Lighthouse sends its
 * functions' source to the page, which must not carry the helpers tsx adds.
 * Each run starts its own Chromium with a fresh profile, so no run sees
 * another's cache.
 */
export async function runLighthouse(
  url: string,
  categories: readonly LighthouseCategory[] = ALL_CATEGORIES,
): Promise<LighthouseFigures> {
  const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
  // Asynchronous: the calling process also serves the pages Lighthouse loads.
  const { stdout: json } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  return readLighthouseReport(JSON.parse(json) as LighthouseReport);
}
