/**
 * Every repository path a README, README.md, CONTRIBUTING.md or audit/*.md
 * names in backticks exists: a moved or deleted file leaves no stale pointer
 * for the next reader. A path is looked up from the repository root, from the
 * document's own folder (a plugin's README says `client/highlighter.ts`), or
 * in the installed library (audits cite `src/…:line` of the package).
 * Templates (`tests/*\/<name>.*`), generated folders (build/, build-features/, api/) and
 * package specifiers (`@docusaurus/…`) are not paths of the repository. A
 * deleted feature's files (plugins/<name>/…, tests/*\/<name>.*, for each
 * <name> in FEATURES_DELETED, which `npm run test:features -- --delete` sets)
 * are not checked: deleting a feature is its entry, folder and tests
 * (CONTRIBUTING.md, "Remove a feature"), not every mention of it. Otherwise
 * every missing path fails, a renamed plugin's old paths included.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const LIBRARY = path.join(ROOT, 'node_modules/react-native-filament');

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/** The documents read: every README, the root's README and CONTRIBUTING, the audits. */
const DOCUMENTS = tracked.filter(
  (file) =>
    /(^|\/)README\.md$/.test(file) || file === 'CONTRIBUTING.md' || /^audit\/[^/]+\.md$/.test(file),
);

/** The repository's top-level folders: a backticked text starting with one is a path. */
const TOP_FOLDERS = new Set(tracked.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
const SOURCE_EXTENSION = /\.(ts|tsx|mjs|cjs|md|mdx|css|json|yml|sh)$/;
/** Generated or installed, never in the repository. */
const NOT_TRACKED =
  /(^|\/)node_modules(\/|$)|^(build|build-features|api|\.docusaurus|test-results|bench\/results|tests\/screenshots)\//;
/** Not a path: templates, expressions, globs, URLs, package specifiers. */
const NOT_A_PATH = /[\s<>*{}…$|=(),'"]|^(\/|\.\.|@|https?:|node:|~)/;

/** The backticked texts that name a repository path, with the `:line` or `#anchor` dropped. */
export function backtickedPaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const [, code] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const text = code!
      .trim()
      .replace(/:\d[\d,:-]*$/, '')
      .replace(/#.*$/, '');
    if (!text.includes('/') || NOT_A_PATH.test(text) || NOT_TRACKED.test(text)) continue;
    const first = text.replace(/^\.\//, '').split('/')[0]!;
    if (TOP_FOLDERS.has(first) || SOURCE_EXTENSION.test(text)) paths.push(text);
  }
  return paths;
}

/** The feature a path belongs to by its name: plugins/<name>/… or tests/<folder>/<name>.… */
const featureOf = (file: string) =>
  /^(?:\.\/)?(?:plugins\/([^/]+)|tests\/[^/]+\/([^/.]+)\.)/.exec(file)?.slice(1).find(Boolean);

/** The features deleted in this checkout (`npm run test:features -- --delete` names them). */
const DELETED: ReadonlySet<string> = new Set(
  (process.env.FEATURES_DELETED ?? '').split(',').filter(Boolean),
);

/** Whether a path names a file of a deleted feature. */
export function inRemovedFeature(file: string, deleted = DELETED): boolean {
  const name = featureOf(file);
  return name !== undefined && deleted.has(name);
}

const exists = (document: string, file: string) =>
  inRemovedFeature(file) ||
  [ROOT, path.join(ROOT, path.dirname(document)), LIBRARY].some((base) =>
    fs.existsSync(path.join(base, file)),
  );

describe('backticked repository paths in the docs', () => {
  it('finds paths as a reader reads them', () => {
    const found = backtickedPaths(
      'See `plugins/search/index.ts:12`, `client/a.ts`, `tests/*/<name>.*`, `@docusaurus/core/lib/x.js`, `build/assets/css/`, `packages/web-host/node_modules`, `a/b`.',
    );
    expect(found).toEqual(['plugins/search/index.ts', 'client/a.ts']);
  });

  it("skips a deleted feature's paths only, and only when FEATURES_DELETED names it", () => {
    const deleted = new Set(['search']);
    expect(inRemovedFeature('plugins/search/README.md', deleted)).toBe(true);
    expect(inRemovedFeature('tests/unit/search.no-such.test.ts', deleted)).toBe(true);
    expect(inRemovedFeature('plugins/search-extra/index.ts', deleted)).toBe(false);
    expect(inRemovedFeature('plugins/web-host/no-such-file.ts', deleted)).toBe(false);
    expect(inRemovedFeature('shared/no-such-file.ts', deleted)).toBe(false);
    // A renamed plugin's old path (plugins/live-preview is filament-wasm now) is checked.
    expect(inRemovedFeature('plugins/live-preview/README.md', new Set())).toBe(false);
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const text = fs.readFileSync(path.join(ROOT, document), 'utf8');
    const missing = backtickedPaths(text).filter((file) => !exists(document, file));
    expect([...new Set(missing)], `paths in ${document} that do not exist`).toEqual([]);
  });
});
