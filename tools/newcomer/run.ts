/**
 * `npm run test:newcomer`: day one of a new contributor, checked (issue 37).
 * In order:
 *   1. copy this working tree (tracked and untracked files, nothing ignored)
 *      into a scratch folder, with node_modules linked, as its own Git
 *      repository (Docusaurus reads each page's last update from Git);
 *   2. add a guide with a live sample and its audit, a component with a CSS
 *      module, and a plugin, as CONTRIBUTING.md says (additions.ts);
 *   3. run the checks CONTRIBUTING.md names for those changes, each timed.
 * Exits non-zero at the first check that fails, naming it; the scratch copy
 * is kept then, for a look (its path is printed), and removed on success.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addComponent, addGuide, addPlugin, addSecondReading, GUIDE_ID } from './additions';

const ROOT = path.resolve(__dirname, '../..');

/** The checks of CONTRIBUTING.md's "Add a guide", "Add a component" and "Add a plugin", in its order. */
const CHECKS: readonly (readonly string[])[] = [
  ['npm', 'run', 'check'],
  ['npm', 'run', 'build'],
  ['npm', 'run', 'test:build'],
  ['npm', 'run', 'test:content'],
];

function libraryVersion(): string {
  const file = path.join(ROOT, 'node_modules/react-native-filament/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The working tree's files: tracked and untracked, nothing Git ignores. */
function workingTreeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(ROOT, file)));
}

/** Step 1: the tree (or, with `--head`, the last commit) as a clone would have it, node_modules linked. */
function makeScratchCopy(fromHead: boolean): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'newcomer-'));
  if (fromHead) {
    execFileSync('sh', ['-c', `git archive HEAD | tar -x -C '${scratch}'`], { cwd: ROOT });
  } else {
    for (const file of workingTreeFiles()) {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, file), path.join(scratch, file));
    }
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=newcomer', '-c', 'user.email=newcomer@localhost', ...args],
      {
        cwd: scratch,
        stdio: 'ignore',
      },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'scratch copy of the working tree');
  return scratch;
}

/** Step 3: one check, timed; the scratch copy's build and bundler cache are its own. */
function runCheck(scratch: string, command: readonly string[]): { ok: boolean; seconds: number } {
  const started = Date.now();
  const result = spawnSync(command[0], command.slice(1), {
    cwd: scratch,
    stdio: 'inherit',
    // The linked node_modules holds the bundler's persistent cache: a build
    // here must neither read nor write the main tree's.
    env: { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', E2E_PORT: '3173' },
  });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function main(): void {
  const started = Date.now();
  const scratch = makeScratchCopy(process.argv.includes('--head'));
  console.log(`[newcomer] scratch copy: ${scratch}`);
  addGuide(scratch, libraryVersion());
  addComponent(scratch);
  addPlugin(scratch);
  // Prettier is part of `npm run check`: a newcomer runs `npm run format` first.
  runCheck(scratch, ['npx', 'prettier', '--write', '--log-level', 'warn', '.']);
  addSecondReading(scratch, libraryVersion());
  console.log(`[newcomer] added guide ${GUIDE_ID}, a component and a plugin; running the checks`);
  const times: string[] = [];
  for (const command of CHECKS) {
    const { ok, seconds } = runCheck(scratch, command);
    times.push(`${command.join(' ')}: ${seconds.toFixed(0)} s`);
    if (!ok) {
      console.error(`[newcomer] \`${command.join(' ')}\` failed in ${scratch} (kept for a look)`);
      process.exit(1);
    }
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  const total = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`[newcomer] every check passed in ${total} s:\n  ${times.join('\n  ')}`);
}

main();
