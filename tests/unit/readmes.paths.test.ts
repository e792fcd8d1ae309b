/**
 * Every repository path a README, README.md, CONTRIBUTING.md or audit/*.md
 * names in backticks exists: a moved or deleted file leaves no stale pointer
 * for the next reader. A path is looked up from the repository root, from the
 * document's own folder (a plugin's README says `client/highlighter.ts`), or
 * in the installed library (audits cite `src/…:line` of the package).
 * Templates (`tests/*\/<name>.*`), generated folders (build/, build-features/, api/) and
 * package specifiers (`@docusaurus/…`) are not paths of the repository. A
 * removed feature's files (plugins/<name>/…, tests/*\/<name>.*, where
 * plugins/<name>/ was in git's history and is gone altogether) are not
 * checked: removing a feature is its entry, folder and tests (CONTRIBUTING.md,
 * "Remove a feature"), not every mention of it. A missing file of a feature
 * that is there, or of anything else, is.
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

const removed = new Map<string, boolean>();

/** Whether plugins/<name>/ is gone but was once in the repository (a removed feature, not a typo). */
function isRemovedFeature(name: string, root: string): boolean {
  if (!removed.has(name)) {
    const gone = !fs.existsSync(path.join(root, 'plugins', name));
    const history = gone
      ? execFileSync('git', ['log', '-1', '--format=%h', '--', `plugins/${name}`], {
          cwd: root,
          encoding: 'utf8',
        })
      : '';
    removed.set(name, history.trim() !== '');
  }
  return removed.get(name)!;
}

/** Whether a path names a removed feature's file. */
export function inRemovedFeature(file: string, root = ROOT): boolean {
  const name = featureOf(file);
  return name !== undefined && isRemovedFeature(name, root);
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

  it("skips a removed feature's paths only, not a missing file of a feature that is there", () => {
    // plugins/live-preview was in the repository (now filament-wasm); live-preview-host never was.
    expect(inRemovedFeature('plugins/live-preview/README.md')).toBe(true);
    expect(inRemovedFeature('tests/unit/live-preview.no-such.test.ts')).toBe(true);
    expect(inRemovedFeature('plugins/live-preview-host/index.ts')).toBe(false);
    expect(inRemovedFeature('tests/unit/contrast.test.ts')).toBe(false);
    // web-host cannot be removed (its entry's neededBy), so it is there whatever else was.
    expect(inRemovedFeature('plugins/web-host/no-such-file.ts')).toBe(false);
    expect(inRemovedFeature('tests/unit/web-host.no-such.test.ts')).toBe(false);
    expect(inRemovedFeature('shared/no-such-file.ts')).toBe(false);
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const text = fs.readFileSync(path.join(ROOT, document), 'utf8');
    const missing = backtickedPaths(text).filter((file) => !exists(document, file));
    expect([...new Set(missing)], `paths in ${document} that do not exist`).toEqual([]);
  });
});
