/**
 * The model checker page in the production build: pre-rendered with its drop
 * zone (a real file input with its label), linked from the asset-loading and
 * troubleshooting guides and the home page, and none of the checker's heavy
 * code (the analysis, the report, the validator, gltf-transform) in any
 * route's first load, its own included: those chunks load after a choice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, BUILD_DIR, readRoute } from './helpers';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
const ROUTE = 'docs/guides/check-your-model';

/** Strings only the heavy parts contain: the validator, gltf-transform, the analysis, the report. */
const HEAVY_MARKERS = [
  'dartDeferredLibraryLoader',
  'glTF-Transform',
  'nothing stops it from loading and showing',
  'model-summary',
] as const;

beforeAll(assertBuilt);

const readJs = (file: string) => fs.readFileSync(path.join(JS_DIR, file), 'utf8');
const jsFiles = () => fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'));

/** The file of each chunk id, from the runtime's chunk-to-file function (`x.u = e => "assets/js/" + …`). */
function chunkFiles(): Map<string, string> {
  const runtime = readJs(jsFiles().find((f) => f.startsWith('runtime~main.'))!);
  const match = /\.u=(\w)=>"assets\/js\/"\+\(\((\{[^}]*\})\)\[\1\]\|\|\1\)\+"\."\+\((\{[^}]*\})\)\[\1\]\+"\.js"/.exec(
    runtime,
  );
  expect(match, "the runtime's chunk file function").not.toBeNull();
  const literal = (text: string) => new Function(`return ${text}`)() as Record<string, string>;
  const names = literal(match![2]);
  const hashes = literal(match![3]);
  const files = new Map(Object.keys(hashes).map((id) => [id, `${names[id] ?? id}.${hashes[id]}.js`]));
  // Chunks installed with the runtime and main.js themselves (`{4014:0,9783:0}`) have no file of their own.
  const installed = /(\w)=\{((?:\d+:0,?)+)\},\w\.f\.j=/.exec(runtime);
  expect(installed, "the runtime's installed chunks").not.toBeNull();
  for (const [, id] of installed![2].matchAll(/(\d+):0/g)) files.set(id, main());
  return files;
}

const main = () => jsFiles().find((f) => f.startsWith('main.'))!;

/** Every file a route loads before it renders: main.js and the chunks of its registry entries. */
function firstLoadFiles(): Set<string> {
  const files = chunkFiles();
  const loaded = new Set([main(), jsFiles().find((f) => f.startsWith('runtime~main.'))!]);
  // Route registry entries: "<key>":[()=>n.e("4014") or Promise.all([n.e("4014"),n.e("4460")])…
  const entries = [...readJs(main()).matchAll(/"[\w-]+":\[\(\)=>(?:Promise\.all\(\[)?((?:\w\.e\("\d+"\),?)+)/g)];
  expect(entries.length, 'route registry entries in main.js').toBeGreaterThan(100);
  for (const [, calls] of entries) {
    for (const [, id] of calls.matchAll(/\.e\("(\d+)"\)/g)) {
      const file = files.get(id);
      expect(file, `chunk ${id}`).toBeDefined();
      loaded.add(file!);
    }
  }
  return loaded;
}

describe('the model checker page', () => {
  it('is pre-rendered with its drop zone: a labelled, multiple file input', () => {
    const html = readRoute(ROUTE);
    const input = /<input[^>]*type="?file"?[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toMatch(/\bmultiple\b/);
    expect(input).toMatch(/accept="?\.glb,\.gltf,\.bin,image\/\*"?/);
    const id = /\bid="?([^"\s>]+)/.exec(input)?.[1] ?? 'no id';
    expect(html).toMatch(new RegExp(`<label[^>]*for="?${id.replace(/[:]/g, '\\$&')}"?[^>]*>Choose files…</label>`));
    expect(html).toContain('Drop a .glb here');
    expect(html).toContain('nothing is uploaded');
  });

  it('is linked from the asset-loading and troubleshooting guides and from the home page', () => {
    const link = new RegExp(`href="?${BASE_PATH}${ROUTE}[#"\\s>]`);
    for (const route of ['docs/guides/asset-loading', 'docs/guides/troubleshooting', '']) {
      expect(readRoute(route), route || 'home').toMatch(link);
    }
  });

  it("keeps the checker's heavy code (and CSS) out of every route's first load", () => {
    const heavy = jsFiles().filter((file) => HEAVY_MARKERS.some((m) => readJs(file).includes(m)));
    // The checker's own chunk, and the packages' chunk the bundler splits from it.
    expect(heavy.some((file) => /^model-checker\.\w+\.js$/.test(file))).toBe(true);
    expect(heavy.length).toBeGreaterThanOrEqual(2);
    const firstLoad = firstLoadFiles();
    for (const file of heavy) expect(firstLoad.has(file), file).toBe(false);
    // The shell is in a first load: its route's, and no other.
    const shells = jsFiles().filter((file) => readJs(file).includes('Drop a .glb here'));
    expect(shells).toHaveLength(1);
    expect(firstLoad.has(shells[0])).toBe(true);
    for (const route of ['', 'docs/guides', 'docs/api/functions/Camera']) {
      expect(readRoute(route)).not.toMatch(/model-checker/);
    }
    // Its CSS comes with its chunk (plugins/model-checker), not in the site's one stylesheet.
    const css = fs.readdirSync(path.join(BUILD_DIR, 'assets/css'));
    expect(css).toEqual([expect.stringMatching(/^styles\.\w+\.css$/)]);
    const stylesheet = fs.readFileSync(path.join(BUILD_DIR, 'assets/css', css[0]), 'utf8');
    for (const name of ['stageFailure', 'liveTitle', 'linkButton']) {
      expect(stylesheet, name).not.toMatch(new RegExp(`\\.${name}_`));
    }
    expect(jsFiles().filter((f) => readJs(f).includes('data-model-checker'))).toEqual([
      expect.stringMatching(/^model-checker\.\w+\.js$/),
    ]);
  });
});
