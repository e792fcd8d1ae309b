/**
 * `npm run test:features -- --delete [--build-tests] [<name>…]`: each
 * removable feature (nothing uses it: `usesOf` in plugins/features.ts) deleted for real, as CONTRIBUTING.md's
 * "Remove a feature" says, in a scratch git worktree of HEAD under /tmp: its
 * entry and import cut from plugins/features.ts (remove-entry.ts), its folder
 * plugins/<name>/ and its tests tests/*\/<name>.* deleted (git rm). Then what
 * CI runs before the browser tests: `tsc`, the Vitest projects unit,
 * unit-isolated and compile, and `docusaurus build` (with --build-tests, then
 * the build project's tests of it). One line per feature: removed, or FAILED
 * with the step and its first error; the log of each is kept in
 * build-features/deleted/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Feature } from '../../plugins/features';
import { removeFeatureEntry } from './remove-entry';

const ROOT = path.resolve(__dirname, '../..');
const LOG_DIR = path.join(ROOT, 'build-features/deleted');
const REPORT = path.join(ROOT, 'build-features/deleted/report.md');

/** Dependency folders shared by hard links (the scratch copy must not write into them). */
const NODE_MODULES = ['node_modules', 'packages/web-host/node_modules'];
/**
 * Caches inside node_modules that tools rewrite in place, where a hard link
 * would carry the write back: copied for real, but for the bundler's
 * persistent cache, which a deletion's build must not start from (it once
 * kept a removed plugin's resolve alias), and Vitest's results.
 */
const CACHE = 'node_modules/.cache';
const NOT_COPIED = new Set(['rspack']);
const DROPPED = ['node_modules/.cache', 'node_modules/.vite'];

export interface Deletion {
  readonly name: string;
  readonly result: 'removed' | 'kept' | 'FAILED';
  readonly seconds: number;
  readonly detail: string;
}

interface Step {
  readonly label: string;
  readonly command: readonly string[];
}

const STEPS: readonly Step[] = [
  { label: 'tsc', command: ['npx', 'tsc'] },
  {
    label: 'vitest',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--project',
      'compile',
    ],
  },
  // Into the scratch copy's own build/, where the build tests look.
  { label: 'build', command: ['npx', 'docusaurus', 'build'] },
];

/** With --build-tests: the tests of the built site (tests/build), a few minutes more. */
const BUILD_TESTS: Step = {
  label: 'test:build',
  command: ['npx', 'vitest', 'run', '--project', 'build'],
};

export interface DeleteOptions {
  readonly buildTests: boolean;
}

/** Runs a command in `cwd`, failing loudly (for the scratch copy's own set-up). */
function run(cwd: string, command: readonly string[]): void {
  const result = spawnSync(command[0]!, command.slice(1), { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command.join(' ')}: ${result.stderr || result.stdout}`.trim());
  }
}

/** Real copies of the caches the tests read (gzip twins, rendered cards, the web host's bundles). */
function copyCaches(dir: string): void {
  const from = path.join(ROOT, CACHE);
  if (!fs.existsSync(from)) return;
  for (const entry of fs.readdirSync(from)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(from, entry), path.join(dir, CACHE, entry), { recursive: true });
  }
}

/** A git worktree of HEAD under /tmp with this checkout's dependencies hard-linked in. */
function makeScratch(name: string): string {
  const dir = fs.mkdtempSync(`/tmp/feature-delete-${name}-`);
  fs.rmdirSync(dir);
  run(ROOT, ['git', 'worktree', 'add', '--detach', '--quiet', dir, 'HEAD']);
  for (const folder of NODE_MODULES) {
    if (fs.existsSync(path.join(ROOT, folder))) {
      run(ROOT, ['cp', '-al', path.join(ROOT, folder), path.join(dir, folder)]);
    }
  }
  for (const cache of DROPPED) fs.rmSync(path.join(dir, cache), { recursive: true, force: true });
  copyCaches(dir);
  return dir;
}

function removeScratch(dir: string): void {
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The feature's tests: tests/*\/<name>.* (named after its folder). */
export function testsOf(dir: string, name: string): string[] {
  const tests = path.join(dir, 'tests');
  return fs
    .readdirSync(tests, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(tests, folder.name))
        .filter((file) => file.startsWith(`${name}.`))
        .map((file) => `tests/${folder.name}/${file}`),
    );
}

/** Deletes the feature as CONTRIBUTING.md says (git rm: as a commit of it would); returns the tests it deleted. */
function deleteFeature(dir: string, name: string): string[] {
  const features = path.join(dir, 'plugins/features.ts');
  fs.writeFileSync(features, removeFeatureEntry(fs.readFileSync(features, 'utf8'), name));
  const tests = testsOf(dir, name);
  run(dir, ['git', 'rm', '-r', '-q', `plugins/${name}`, ...tests]);
  return tests;
}

/** The first line of a failed step's output that says what failed. */
export function firstError(output: string): string {
  // eslint-disable-next-line no-control-regex -- the terminal's colour codes
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').map((line) => line.trim());
  const error = lines.find((line) =>
    /error TS\d+|^(FAIL|×|✗)\s|\[ERROR\]|^Error:|AssertionError|Cannot find module/.test(line),
  );
  return (error ?? lines.filter(Boolean).at(-1) ?? '').slice(0, 300);
}

/** Runs the checks one after another; the first that fails, with its first error, or undefined. */
function check(
  dir: string,
  name: string,
  log: fs.WriteStream,
  options: DeleteOptions,
): string | undefined {
  // FEATURES_DELETED: the README path test leaves the deleted feature's mentions alone.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FEATURES_OFF: '',
    FEATURES_DELETED: name,
    NO_COLOR: '1',
  };
  for (const { label, command } of options.buildTests ? [...STEPS, BUILD_TESTS] : STEPS) {
    const start = Date.now();
    const result = spawnSync(command[0]!, command.slice(1), {
      cwd: dir,
      env,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    log.write(
      `== ${label} (${Math.round((Date.now() - start) / 1000)} s, exit ${result.status})\n${output}\n`,
    );
    if (result.status !== 0) return `${label}: ${firstError(output)}`;
  }
  return undefined;
}

/** Deletes one feature in a scratch copy and checks what is left; `uses`: what keeps it (usesOf). */
export function deleteAndCheck(
  feature: Feature,
  uses: readonly string[],
  options: DeleteOptions,
): Deletion {
  const { name } = feature;
  if (uses.length > 0) {
    return { name, result: 'kept', seconds: 0, detail: `used by ${uses.join(', ')}` };
  }
  const start = Date.now();
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const log = fs.createWriteStream(path.join(LOG_DIR, `${name}.log`));
  const dir = makeScratch(name);
  let failure: string | undefined;
  try {
    log.write(`deleted: plugins/${name}/, ${deleteFeature(dir, name).join(', ')}\n`);
    failure = check(dir, name, log, options);
  } catch (error) {
    failure = `delete: ${(error as Error).message}`;
  } finally {
    log.end();
    if (!failure || !process.env.KEEP_SCRATCH) removeScratch(dir);
  }
  const seconds = Math.round((Date.now() - start) / 1000);
  if (failure) return { name, result: 'FAILED', seconds, detail: failure };
  const passed = options.buildTests
    ? 'tsc, unit tests, build and build tests pass'
    : 'tsc, unit tests and build pass';
  return { name, result: 'removed', seconds, detail: passed };
}

/** Writes these outcomes into the report, keeping other features' rows from earlier runs. */
export function writeReport(outcomes: readonly Deletion[]): void {
  const earlier = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8').split('\n') : [];
  const rows = new Map(
    earlier
      .filter(
        (line) =>
          line.startsWith('| ') && !line.startsWith('| feature') && !line.startsWith('| ---'),
      )
      .map((line) => [line.split(' | ')[0]!.slice(2), line] as const),
  );
  for (const o of outcomes) {
    const detail = o.detail.replaceAll('|', '\\|');
    rows.set(o.name, `| ${o.name} | ${o.result} | ${o.seconds} s | ${detail} |`);
  }
  const table = [
    '| feature | result | time | detail |',
    '| --- | --- | --- | --- |',
    ...rows.values(),
  ];
  fs.mkdirSync(LOG_DIR, { recursive: true });
  fs.writeFileSync(REPORT, `${table.join('\n')}\n`);
}
