/**
 * The post-build pipeline in the production build (plugins/post-build): it
 * ran its phases in order, read and wrote each page once, and the search
 * index and the Markdown export came after every page was final (critical
 * CSS inlined, card tags present). The pipeline's own record
 * (.docusaurus/post-build/run.json) gives the phases' times; the files'
 * modification times, which the file system keeps, are checked against them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineRecord, StepRecord } from '../../shared/post-build';
import { assertBuilt, BUILD_DIR, pagesOfBuild } from './helpers';

const RECORD = path.resolve(__dirname, '../../.docusaurus/post-build/run.json');
/**
 * Files' times come from the kernel's coarse clock, which may lag the
 * pipeline's Date.now() by a tick (a few ms): comparisons allow this much.
 */
const CLOCK_SLACK_MS = 50;

beforeAll(assertBuilt);

const readRecord = () => JSON.parse(fs.readFileSync(RECORD, 'utf8')) as PipelineRecord;
const mtime = (file: string) => fs.statSync(path.join(BUILD_DIR, file)).mtimeMs;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(BUILD_DIR, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)));
}

describe('the post-build pipeline', () => {
  const record = readRecord();
  const step = (phase: string, plugin: string): StepRecord => {
    const found = record.steps.find((s) => s.phase === phase && s.plugin === plugin);
    expect(found, `${phase} step of ${plugin}`).toBeDefined();
    return found!;
  };

  it('ran purge, the pass over the pages, the search index and the Markdown export, in that order', () => {
    const ordered = record.steps.filter((s) => s.phase !== 'beside');
    expect(ordered.map((s) => `${s.phase} ${s.plugin}`)).toEqual([
      'stylesheet css-purge',
      'pages head-script',
      'pages critical-css',
      'pages social-cards',
      'index search',
      'export markdown-export',
    ]);
    const { pass } = record;
    // The cards' PNG files are drawn and copied after the pass, beside the index and the export.
    expect(step('beside', 'social-cards').startedAt).toBeGreaterThanOrEqual(pass.endedAt);
    expect(step('stylesheet', 'css-purge').endedAt).toBeLessThanOrEqual(pass.startedAt);
    for (const plugin of ['head-script', 'critical-css', 'social-cards']) {
      expect(step('pages', plugin).endedAt).toBeGreaterThanOrEqual(pass.endedAt);
      expect(step('pages', plugin).endedAt).toBeLessThanOrEqual(step('index', 'search').startedAt);
    }
    expect(step('index', 'search').endedAt).toBeLessThanOrEqual(
      step('export', 'markdown-export').startedAt,
    );
  });

  it('read and wrote each page of the build once in its pass', () => {
    const pages = pagesOfBuild();
    expect(pages.length).toBeGreaterThan(150);
    expect(record.pass).toMatchObject({ pages: pages.length, reads: pages.length, writes: pages.length });
  });

  it('rewrote the stylesheet before the pass, and every page in the pass, never after it', () => {
    const { pass } = record;
    for (const sheet of filesUnder('assets/css')) {
      expect(mtime(sheet), sheet).toBeLessThanOrEqual(pass.startedAt + CLOCK_SLACK_MS);
    }
    const outside = pagesOfBuild().filter(
      (page) =>
        mtime(page) < pass.startedAt - CLOCK_SLACK_MS || mtime(page) > pass.endedAt + CLOCK_SLACK_MS,
    );
    expect(outside).toEqual([]);
  });

  it('the search index and the Markdown export saw the final pages: critical CSS inlined, card tags present', () => {
    const notFinal = pagesOfBuild().filter((page) => {
      const head = headOf(fs.readFileSync(path.join(BUILD_DIR, page), 'utf8'));
      return !/<style>/.test(head) || !/property="og:image"/.test(head);
    });
    expect(notFinal, 'pages without critical CSS or card tags').toEqual([]);
    // Those final pages were all written before the index and the export started…
    const lastPageWrite = Math.max(...pagesOfBuild().map(mtime));
    const index = step('index', 'search');
    const markdown = step('export', 'markdown-export');
    expect(lastPageWrite).toBeLessThanOrEqual(index.startedAt + CLOCK_SLACK_MS);
    expect(lastPageWrite).toBeLessThanOrEqual(markdown.startedAt + CLOCK_SLACK_MS);
    // …and what each wrote, it wrote in its own step.
    const indexFiles = filesUnder('pagefind');
    expect(indexFiles.length).toBeGreaterThan(100);
    for (const file of indexFiles) {
      expect(mtime(file), file).toBeGreaterThanOrEqual(index.startedAt - CLOCK_SLACK_MS);
    }
    for (const file of ['llms.txt', 'llms-full.txt', 'docs/guides/light.md']) {
      expect(mtime(file), file).toBeGreaterThanOrEqual(markdown.startedAt - CLOCK_SLACK_MS);
    }
  });
});
