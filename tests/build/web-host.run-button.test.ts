/**
 * The Run button's code is one chunk (plugins/web-host/run-button-chunk.ts),
 * not a copy in every guide's chunk: a guide's next page, loaded ahead,
 * brings only its own content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILD_DIR } from './helpers';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
/** An attribute only RunSample.tsx renders. */
const MARKER = 'data-web-host-sample';
let holding: string[] = [];

beforeAll(() => {
  assertBuilt();
  holding = fs
    .readdirSync(JS_DIR)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes(MARKER));
});

describe('the Run button', () => {
  it('is in one chunk of its own, which the guides share', () => {
    expect(holding).toHaveLength(1);
    expect(holding[0]).toMatch(/^run-button\.\w+\.js$/);
  });
});
