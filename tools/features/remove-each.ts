/**
 * `npm run test:features [-- [--delete] <name>…]`: each local feature
 * (plugins/features.ts) left out in turn, for real; CONTRIBUTING.md, "Remove a
 * feature", says when to run which.
 *
 * --delete (delete-each.ts): each removable feature (no `usesOf`) deleted as
 * CONTRIBUTING says, its entry and import cut from plugins/features.ts with the
 * TypeScript parser (remove-entry.ts), its folder and its tests removed, in a
 * scratch git worktree of HEAD under /tmp; then `tsc`, the Vitest projects
 * unit, unit-isolated and compile, and `docusaurus build` must pass (with
 * --build-tests, the build project's tests too). Report:
 * build-features/deleted/report.md. Scratch copies, so it may run beside other
 * work in this checkout; take the shared lock once per feature.
 *
 * Without it: `docusaurus build` runs with FEATURES_OFF=<name> into
 * build-features/<name>, and the run checks that the build succeeded and that
 * the feature is gone from it: its plugin is not among the plugins the build
 * loaded (.docusaurus/site-metadata.json), and what it writes into the site
 * (OWN_OUTPUT below) is not there. Builds run one after another in this
 * checkout, each rewriting .docusaurus/ and api/: do not build or start the
 * site in it meanwhile (use a scratch clone).
 *
 * tests/unit/features.test.ts checks the same removals at the config level in
 * seconds. A feature the site still uses (its entry's `neededBy`, or another's `needs`) is
 * reported as kept, not built or deleted: FEATURES_OFF refuses it until those
 * uses go.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteFeatureList, usesOf, type Feature } from '../../plugins/features';
import { deleteAndCheck, writeReport, type DeleteOptions, type Deletion } from './delete-each';

const ROOT = path.resolve(__dirname, '../..');
const OUT_ROOT = path.join(ROOT, 'build-features');
const SITE_METADATA = path.join(ROOT, '.docusaurus/site-metadata.json');

/**
 * What a feature writes into the built site that nothing else does: a file
 * (relative to the build) that must be absent without it, or a text that a
 * page must not contain. Features whose output is a change to other files
 * (a resolve alias, a smaller stylesheet) are checked by their plugin only.
 */
const OWN_OUTPUT: Readonly<Record<string, { file?: string; page?: string; text?: string }>> = {
  'markdown-export': { file: 'llms.txt' },
  'robots-and-manifest': { file: 'robots.txt' },
  search: { file: 'pagefind' },
  'social-cards': { file: 'img/social' },
  'install-tabs': { page: 'docs/guides/camera.html', text: '>pnpm</li>' },
  'critical-css': { page: 'index.html', text: 'media="print"' },
};

export interface Outcome {
  readonly name: string;
  readonly result: 'removed' | 'kept' | 'FAILED';
  readonly seconds: number;
  readonly detail: string;
}

/** The plugin names the last build loaded, as Docusaurus records them. */
function loadedPlugins(): string[] {
  const metadata = JSON.parse(fs.readFileSync(SITE_METADATA, 'utf8')) as {
    pluginVersions: Record<string, unknown>;
  };
  return Object.keys(metadata.pluginVersions);
}

/** What of the feature is still in its build, or '' when nothing is. */
function leftovers(feature: Feature, outDir: string): string {
  const found: string[] = [];
  if (feature.plugin && loadedPlugins().includes(feature.name)) found.push('its plugin loaded');
  const own = OWN_OUTPUT[feature.name];
  if (own?.file && fs.existsSync(path.join(outDir, own.file))) found.push(`${own.file} written`);
  if (own?.page && own.text) {
    const html = fs.readFileSync(path.join(outDir, own.page), 'utf8');
    if (html.includes(own.text)) found.push(`${own.page} has ${own.text}`);
  }
  return found.join('; ');
}

/** Builds the site without one feature and says what came of it; `uses`: what keeps it (usesOf). */
function buildWithout(feature: Feature, uses: readonly string[]): Outcome {
  const { name } = feature;
  if (uses.length > 0) {
    return { name, result: 'kept', seconds: 0, detail: `used by ${uses.join(', ')}` };
  }
  const outDir = path.join(OUT_ROOT, name);
  fs.rmSync(outDir, { recursive: true, force: true });
  const start = Date.now();
  const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: ROOT,
    env: { ...process.env, FEATURES_OFF: name },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Math.round((Date.now() - start) / 1000);
  fs.writeFileSync(path.join(OUT_ROOT, `${name}.log`), `${build.stdout}\n${build.stderr}`);
  if (build.status !== 0) {
    const last = `${build.stderr}`.trim().split('\n').slice(-3).join(' / ');
    return { name, result: 'FAILED', seconds, detail: `build failed: ${last}` };
  }
  const left = leftovers(feature, outDir);
  if (!process.env.KEEP_FEATURE_BUILDS) fs.rmSync(outDir, { recursive: true, force: true });
  if (left) return { name, result: 'FAILED', seconds, detail: `still there: ${left}` };
  return { name, result: 'removed', seconds, detail: 'built; nothing of it left' };
}

const FEATURES = siteFeatureList({ siteDir: ROOT, announcementId: 'features', sourceMaps: false });

/** What keeps a feature in the site, among all of them. */
const usesIn = (feature: Feature) => usesOf(feature, FEATURES);

/** The features named on the command line, or all of them. */
function chosenFeatures(only: readonly string[]): Feature[] {
  const features = FEATURES;
  const unknown = only.filter((name) => !features.some((f) => f.name === name));
  if (unknown.length > 0) throw new Error(`No such feature: ${unknown.join(', ')}`);
  return only.length > 0 ? features.filter((f) => only.includes(f.name)) : features;
}

/** --delete: each feature deleted in a scratch worktree, checked by tsc, the unit tests and a build. */
function deleteEach(features: readonly Feature[], options: DeleteOptions): void {
  const outcomes: Deletion[] = [];
  for (const feature of features) {
    const outcome = deleteAndCheck(feature, usesIn(feature), options);
    console.log(`${outcome.name}\t${outcome.result}\t${outcome.seconds} s\t${outcome.detail}`);
    outcomes.push(outcome);
  }
  writeReport(outcomes);
  console.log(
    `\nReport: build-features/deleted/report.md (logs: build-features/deleted/<name>.log)`,
  );
  if (outcomes.some((o) => o.result === 'FAILED')) process.exitCode = 1;
}

function main(): void {
  const args = process.argv.slice(2);
  const features = chosenFeatures(args.filter((arg) => !arg.startsWith('--')));
  if (args.includes('--delete')) {
    return deleteEach(features, { buildTests: args.includes('--build-tests') });
  }
  fs.mkdirSync(OUT_ROOT, { recursive: true });
  const outcomes: Outcome[] = [];
  for (const feature of features) {
    const outcome = buildWithout(feature, usesIn(feature));
    console.log(`${outcome.name}\t${outcome.result}\t${outcome.seconds} s\t${outcome.detail}`);
    outcomes.push(outcome);
  }
  const table = outcomes.map((o) => `| ${o.name} | ${o.result} | ${o.seconds} s | ${o.detail} |`);
  const report = ['| feature | result | build | detail |', '| --- | --- | --- | --- |', ...table];
  fs.writeFileSync(path.join(OUT_ROOT, 'report.md'), `${report.join('\n')}\n`);
  console.log(`\nReport: build-features/report.md (logs: build-features/<name>.log)`);
  if (outcomes.some((o) => o.result === 'FAILED')) process.exitCode = 1;
}

main();
