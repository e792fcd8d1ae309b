/**
 * `npm run bench:bundle`: which modules the JavaScript of a first load is made of.
 *
 * 1. Builds the site with source maps (SOURCE_MAPS=1, plugins/source-maps) into
 *    bench/results/bundle-build, apart from build/ (BENCH_SKIP_BUILD=1 reuses it).
 * 2. Serves it like the deployed site and opens home, a guide and an API page in
 *    Chromium, noting the scripts each one fetched by its load event.
 * 3. Maps every byte of those files to its source module (source-map-js reads
 *    the maps) and groups the modules by package, theme component, plugin or page.
 *
 * Prints and writes bench/results/bundle.md: the scripts every page loads
 * (runtime and main.js), then, per page, the chunks it loads besides them.
 * The gzip column compresses each group's code on its own (level 6, as
 * served) and scales the groups to the files' real gzip total: compressed
 * apart they come out larger than together. JSON such as the route table
 * compresses far better than code, so minified shares would mislead.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS } from '../chromium';
import { BASE_PATH, createServer } from '../serve';
import { BENCH_PAGES } from './pages';
import { kb, markdownTable } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const RESULTS = path.join(ROOT, 'bench/results');
const OUT_DIR = path.join(RESULTS, 'bundle-build');

/** Bytes the maps attribute to no source (bundler runtime, glue). */
export const UNMAPPED = '(no source)';

/** Groups smaller than this share of their table are summed in one "other" row. */
const MIN_SHARE = 0.005;

/**
 * The group a source file of the bundle counts under: an npm package (a
 * Docusaurus theme component on its own), a generated file of `.docusaurus/`,
 * a local plugin or component, or a page's own content.
 */
export function moduleGroup(source: string, root = ROOT): string {
  if (source === UNMAPPED) return source;
  let file = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    // Rspack names JSON modules "json|<absolute path>".
    .replace(/^[a-z-]+\|/, '')
    .replace(/^\.\//, '');
  if (path.isAbsolute(file)) file = path.relative(root, file);
  file = file.split(path.sep).join('/');

  // The last node_modules/ of the path: a nested copy counts as its package.
  const inPackage = /^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inPackage) {
    const [, name, rest] = inPackage;
    const component = /^(?:lib|src)\/theme\/([^/.]+)/.exec(rest!);
    return name!.startsWith('@docusaurus/') && component ? `${name} theme/${component[1]}` : name!;
  }
  const generated = /(?:^|\/)\.docusaurus\/(.*)$/.exec(file);
  if (generated) {
    const [first, ...rest] = generated[1]!.split('/');
    return rest.length === 0 ? `.docusaurus/${first}` : `.docusaurus/${first}/ (route data)`;
  }
  const parts = file.split('/');
  if (parts[0] === 'plugins' && parts.length > 2) return `plugins/${parts[1]}`;
  if (parts[0] === 'src' && parts.length > 3) return parts.slice(0, 3).join('/');
  return file;
}

export interface GroupRow {
  group: string;
  /** Minified bytes. */
  bytes: number;
  /** Gzip bytes, scaled so that the rows add up to the files' gzip total. */
  gzip: number;
}

/**
 * Sums each group's code (its source files' spans of the minified output),
 * largest first by gzip; small groups end in one "other" row.
 */
export function groupRows(
  code: Readonly<Record<string, string>>,
  gzipTotal: number,
  root = ROOT,
  minShare = MIN_SHARE,
): GroupRow[] {
  const texts = new Map<string, string[]>();
  for (const [source, text] of Object.entries(code)) {
    const group = moduleGroup(source, root);
    texts.set(group, [...(texts.get(group) ?? []), text]);
  }
  const rows = [...texts].map(([group, parts]) => {
    const text = parts.join('');
    return {
      group,
      bytes: Buffer.byteLength(text),
      gzip: text ? zlib.gzipSync(text, { level: 6 }).length : 0,
    };
  });
  const apart = rows.reduce((sum, r) => sum + r.gzip, 0);
  for (const row of rows) row.gzip = apart ? (row.gzip * gzipTotal) / apart : 0;
  rows.sort((a, b) => b.gzip - a.gzip || a.group.localeCompare(b.group));
  const kept = rows.filter((r) => r.gzip >= gzipTotal * minShare);
  const small = rows.filter((r) => r.gzip < gzipTotal * minShare);
  if (small.length > 0) {
    kept.push({
      group: `other (${small.length} group${small.length === 1 ? '' : 's'})`,
      bytes: small.reduce((sum, r) => sum + r.bytes, 0),
      gzip: small.reduce((sum, r) => sum + r.gzip, 0),
    });
  }
  return kept;
}

/** A table of groups: gzip bytes and share, minified bytes. */
export function groupTable(rows: readonly GroupRow[]): string {
  const gzip = rows.reduce((sum, r) => sum + r.gzip, 0);
  const bytes = rows.reduce((sum, r) => sum + r.bytes, 0);
  return markdownTable(
    ['Module group', 'Gzip', 'Share', 'Minified'],
    [
      ...rows.map((r) => [
        r.group,
        kb(r.gzip),
        `${((100 * r.gzip) / gzip).toFixed(1)}%`,
        kb(r.bytes),
      ]),
      ['**total**', kb(gzip), '100%', kb(bytes)],
    ],
  );
}

/**
 * The minified code of a file by source module: each mapping's span, up to the
 * next mapping on its line (or the line's end), goes to the mapping's source;
 * text before a line's first mapping counts as unmapped.
 */
export function codeBySource(
  content: string,
  map: RawSourceMap,
  into: Record<string, string> = {},
): Record<string, string> {
  const lines = content.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').split('\n');
  const spans: { column: number; source: string }[][] = lines.map(() => []);
  // eachMapping walks in generated order: by line, then column.
  new SourceMapConsumer(map).eachMapping((m) => {
    spans[m.generatedLine - 1]?.push({ column: m.generatedColumn, source: m.source ?? UNMAPPED });
  });
  const add = (source: string, text: string) => {
    if (text) into[source] = (into[source] ?? '') + text;
  };
  lines.forEach((line, i) => {
    const starts = spans[i]!;
    add(UNMAPPED, line.slice(0, starts[0]?.column ?? line.length));
    starts.forEach(({ column, source }, j) =>
      add(source, line.slice(column, starts[j + 1]?.column ?? line.length)),
    );
  });
  return into;
}

function build(): void {
  if (process.env.BENCH_SKIP_BUILD && fs.existsSync(OUT_DIR)) return;
  console.log('Building with source maps into bench/results/bundle-build …');
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, SOURCE_MAPS: '1' },
  });
}

/** The files of the scripts each bench page fetched by its load event. */
async function scriptsByLoad(): Promise<Map<string, string[]>> {
  const server = createServer(OUT_DIR);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const byPage = new Map<string, string[]>();
  try {
    for (const { name, path: pagePath } of BENCH_PAGES) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      const files: string[] = [];
      let loaded = false;
      page.on('load', () => (loaded = true));
      page.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        if (!loaded && request.resourceType() === 'script' && pathname.startsWith(BASE_PATH)) {
          files.push(path.join(OUT_DIR, pathname.slice(BASE_PATH.length)));
        }
      });
      await page.goto(`${origin}${BASE_PATH}/${pagePath}`, { waitUntil: 'load' });
      loaded = true;
      byPage.set(name, files);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return byPage;
}

/** The code of the files by source module, and their gzip size as served. */
function analyze(files: readonly string[]) {
  const code: Record<string, string> = {};
  let gzipTotal = 0;
  for (const file of files) {
    if (!fs.existsSync(`${file}.map`)) {
      throw new Error(
        `${path.relative(ROOT, file)} has no source map: plugins/source-maps did not apply (see its README).`,
      );
    }
    const content = fs.readFileSync(file, 'utf8');
    codeBySource(content, JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap, code);
    gzipTotal += zlib.gzipSync(content, { level: 6 }).length;
  }
  return groupRows(code, gzipTotal);
}

async function main() {
  build();
  const byPage = await scriptsByLoad();
  const isShared = (file: string) => /\/(runtime~main|main)\.\w+\.js$/.test(file);
  const shared = [...new Set([...byPage.values()].flat().filter(isShared))];
  const sections: string[] = [
    `# JavaScript by load, by module (${new Date().toISOString()})`,
    `## Every page: ${shared.map((f) => path.basename(f)).join(', ')}`,
  ];
  sections.push(groupTable(analyze(shared)));
  for (const [name, files] of byPage) {
    const own = files.filter((file) => !isShared(file));
    if (own.length === 0) continue;
    sections.push(`## ${name}: ${own.length} more files`);
    sections.push(groupTable(analyze(own)));
  }
  const markdown = `${sections.join('\n\n')}\n`;
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'bundle.md'), markdown);
  console.log(markdown);
  console.log('Written to bench/results/bundle.md');
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
