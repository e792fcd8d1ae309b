/**
 * Gzip twins (shared/gzip-twin.ts): Zopfli's gzip inflates to the very
 * bytes, a twin is cached under a folder named after the content (a changed
 * file gets a new twin) and written once. The built twins of the real files
 * are checked in tests/build/live-preview.test.ts and web-host.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipBest, gzipTwin, gzipTwinPath } from '../../shared/gzip-twin';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-twin-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('gzip twins', () => {
  const file = path.join(site, 'light.ktx');
  const content = Buffer.from('a light of many repeated bytes '.repeat(2000));

  it('gzipBest writes gzip that inflates to the same bytes, smaller than zlib at level 9', async () => {
    const gzip = await gzipBest(content);
    expect(zlib.gunzipSync(gzip).equals(content)).toBe(true);
    expect(gzip.length).toBeLessThanOrEqual(zlib.gzipSync(content, { level: 9 }).length);
  });

  it('caches the twin as <name>.gz in a folder of its content, written once', async () => {
    fs.writeFileSync(file, content);
    const twin = await gzipTwin(file, site);
    expect(twin).toBe(gzipTwinPath(file, site));
    expect(path.basename(twin)).toBe('light.ktx.gz');
    expect(path.relative(site, twin)).toMatch(
      /^node_modules\/\.cache\/gzip-twins\/[0-9a-f]{16}-zopfli1\//,
    );
    expect(zlib.gunzipSync(fs.readFileSync(twin)).equals(content)).toBe(true);
    // Only the twin in its folder: a dev server serves the folder as it is.
    expect(fs.readdirSync(path.dirname(twin))).toEqual(['light.ktx.gz']);
    const written = fs.statSync(twin).mtimeMs;
    expect(await gzipTwin(file, site)).toBe(twin);
    expect(fs.statSync(twin).mtimeMs).toBe(written);
  });

  it('gives a changed file a new twin', async () => {
    const before = gzipTwinPath(file, site);
    fs.writeFileSync(file, Buffer.concat([content, Buffer.from('changed')]));
    const after = await gzipTwin(file, site);
    expect(after).not.toBe(before);
    expect(zlib.gunzipSync(fs.readFileSync(after)).toString()).toMatch(/changed$/);
  });
});
