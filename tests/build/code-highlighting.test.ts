/**
 * What the browser's highlighter is made of (plugins/code-highlighting):
 * the site's Prism with the site's languages, not prism-react-renderer's
 * module with its ~40 grammars and 20 themes, and bash in a chunk of its own
 * that only a reader's intent or a bash block fetches. Its bytes after a
 * guide's load are tests/e2e/site.budgets.spec.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BUILD_DIR } from './helpers';

const JS_DIR = path.join(BUILD_DIR, 'assets/js');
let chunks: { name: string; code: string }[] = [];

beforeAll(() => {
  assertBuilt();
  chunks = fs
    .readdirSync(JS_DIR)
    .filter((f) => f.endsWith('.js'))
    .map((name) => ({ name, code: fs.readFileSync(path.join(JS_DIR, name), 'utf8') }));
});

/** The chunks that define a Prism grammar, found by a pattern of its own. */
const defining = (pattern: RegExp) => chunks.filter((c) => pattern.test(c.code)).map((c) => c.name);

describe('the browser highlighter', () => {
  it("has none of the grammars prism-react-renderer bundles that the site's code does not use", () => {
    for (const language of ['actionscript', 'coffeescript', 'objectivec', 'graphql', 'kotlin']) {
      expect(defining(new RegExp(`languages\\.${language}=`)), language).toEqual([]);
    }
  });

  it('defines the JavaScript family once, in one chunk', () => {
    expect(defining(/languages\.tsx=/)).toHaveLength(1);
    expect(defining(/languages\.typescript=/)).toHaveLength(1);
  });

  it('keeps bash in a chunk of its own, apart from the highlighter', () => {
    // A word only bash's grammar lists (its shell variables).
    const bash = defining(/BASH_ALIASES/);
    expect(bash).toHaveLength(1);
    expect(bash[0]).toMatch(/^prism-bash\.\w+\.js$/);
  });
});
