/**
 * The Run button's code is one chunk (plugins/web-host/run-button-chunk.ts),
 * not a copy in every guide's chunk: a guide's next page, loaded ahead,
 * brings only its own content. What a live preview's load button shares with
 * it is a second chunk, so that the home page (a preview, no Run button)
 * does not load the Run button.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILD_DIR } from './helpers';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
/** An attribute only RunSample.tsx renders. */
const RUN_MARKER = 'data-web-host-sample';
/** A warning only shared/connection.ts writes, which both buttons show. */
const LOAD_MARKER = 'data saver is on';
let scripts: string[] = [];
const holding = (marker: string) =>
  scripts.filter((f) => fs.readFileSync(path.join(JS_DIR, f), 'utf8').includes(marker));

beforeAll(() => {
  assertBuilt();
  scripts = fs.readdirSync(JS_DIR).filter((f) => f.endsWith('.js'));
});

describe('the Run button', () => {
  it('is in one chunk of its own, which the guides share', () => {
    const files = holding(RUN_MARKER);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^run-button\.\w+\.js$/);
  });

  it("shares the preview's load-button modules through a chunk without the Run button", () => {
    const files = holding(LOAD_MARKER);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^load-button\.\w+\.js$/);
  });
});
