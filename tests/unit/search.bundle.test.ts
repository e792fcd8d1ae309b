import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  minifyScript,
  optimizeBundle,
  recompress,
  recompressibleFiles,
} from '../../plugins/search/optimize-bundle';
import { testDir } from './temp-dir';

/** A stand-in bundle: gzip files of repetitive content, like Pagefind's, and a script. */
function fakeBundle(): string {
  const dir = testDir('pf-bundle-');
  fs.mkdirSync(path.join(dir, 'index'));
  fs.mkdirSync(path.join(dir, 'fragment'));
  const content = (seed: string) =>
    Buffer.from(
      Array.from({ length: 400 }, (_, i) => `${seed} word${i % 37} light${i % 11}`).join(' '),
    );
  fs.writeFileSync(
    path.join(dir, 'index/en_1.pf_index'),
    zlib.gzipSync(content('index'), { level: 6 }),
  );
  fs.writeFileSync(path.join(dir, 'pagefind.en_1.pf_meta'), zlib.gzipSync(content('meta')));
  fs.writeFileSync(path.join(dir, 'wasm.en.pagefind'), zlib.gzipSync(content('wasm')));
  fs.writeFileSync(path.join(dir, 'wasm.unknown.pagefind'), zlib.gzipSync(content('other')));
  fs.writeFileSync(path.join(dir, 'fragment/en_1.pf_fragment'), zlib.gzipSync(content('page')));
  fs.writeFileSync(
    path.join(dir, 'pagefind.js'),
    `const pagefind_version = "1.6.0";\n// a comment\nexport const search = async (term) => {\n  const results = [term];\n  return { results };\n};\nexport const options = async (value) => value;\n`,
  );
  return dir;
}

describe('search bundle optimization', () => {
  it('picks the index chunks, the metadata and the engine in use, not fragments', () => {
    expect(recompressibleFiles(fakeBundle())).toEqual([
      'index/en_1.pf_index',
      'pagefind.en_1.pf_meta',
      'wasm.en.pagefind',
    ]);
  });

  it('recompresses a gzip file smaller, with exactly the same content', async () => {
    const dir = fakeBundle();
    const file = path.join(dir, 'index/en_1.pf_index');
    const content = zlib.gunzipSync(fs.readFileSync(file));
    const { before, after } = await recompress(file);
    expect(after).toBeLessThan(before);
    expect(fs.statSync(file).size).toBe(after);
    expect(zlib.gunzipSync(fs.readFileSync(file)).equals(content)).toBe(true);
  }, 30_000);

  it('minifies the script and keeps its exports', async () => {
    const dir = fakeBundle();
    const file = path.join(dir, 'pagefind.js');
    const { before, after } = await minifyScript(file);
    expect(after).toBeLessThan(before);
    const code = fs.readFileSync(file, 'utf8');
    expect(code).not.toContain('a comment');
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      search(term: string): Promise<{ results: string[] }>;
    };
    await expect(module.search('glb')).resolves.toEqual({ results: ['glb'] });
  });

  it('leaves fragments and the unused engine as Pagefind wrote them', async () => {
    const dir = fakeBundle();
    const untouched = ['fragment/en_1.pf_fragment', 'wasm.unknown.pagefind'].map((rel) =>
      fs.readFileSync(path.join(dir, rel)),
    );
    expect(await optimizeBundle(dir)).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dir, 'fragment/en_1.pf_fragment')).equals(untouched[0]!)).toBe(
      true,
    );
    expect(fs.readFileSync(path.join(dir, 'wasm.unknown.pagefind')).equals(untouched[1]!)).toBe(
      true,
    );
  }, 30_000);
});
