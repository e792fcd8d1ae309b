/**
 * `npm run compatibility`
 *
 * Reads, from the published tarball of every release of react-native-filament
 * from 1.5.0 (the oldest release post) to the version the site pins, what it
 * declares about React Native, React, worklets, Reanimated, the architectures,
 * the minimum iOS and Android versions and the Filament build it ships, and
 * writes releases/compatibility.json. The guide's table is rendered from that
 * file at build time; the build itself never touches the network.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';
import type { CompatibilityData, CompatibilityRow } from '../../shared/compatibility';
import { LIBRARY_NAME, pinnedVersion } from '../../shared/library';
import { sortVersions } from '../../shared/versions';
import { formatJson, writeFileAtomic } from '../releases/io';
import { extractFromTarball, packVersion } from '../releases/registry';
import { CompatibilityError, READ_FILES } from './read';
import { readRow } from './row';

const run = promisify(execFile);
const SITE_DIR = path.resolve(__dirname, '../..');
const CACHE = path.join(SITE_DIR, 'node_modules/.cache/compatibility');
export const OUTPUT = path.join(SITE_DIR, 'releases/compatibility.json');
/** The oldest release with a post in blog/: the table starts where the blog does. */
export const FIRST_VERSION = '1.5.0';
const VERSIONS_COMMAND = ['view', LIBRARY_NAME, 'versions', '--json'] as const;

/** Every version the registry lists, as `npm view … versions --json` prints it. */
async function registryVersions(): Promise<string[]> {
  try {
    const { stdout } = await run('npm', [...VERSIONS_COMMAND], { timeout: 120_000 });
    const parsed = JSON.parse(stdout) as string[] | string;
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch (error) {
    throw new CompatibilityError(
      `could not ask the npm registry for the versions of ${LIBRARY_NAME}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** Releases (no -beta or -rc) from FIRST_VERSION to `last`, oldest first. */
export function releasesInRange(all: readonly string[], last: string): string[] {
  return sortVersions(
    all.filter(
      (v) =>
        semver.valid(v) === v &&
        !semver.prerelease(v) &&
        semver.gte(v, FIRST_VERSION) &&
        semver.lte(v, last),
    ),
  );
}

/** Extracts the files `readRow` reads, and src/, from the tarball into a fresh folder. */
async function extract(version: string, tarball: string): Promise<Record<string, string>> {
  const dir = path.join(CACHE, 'extracted', version);
  // tar stops on a member that is missing; list first so a missing file gets our message.
  const { stdout } = await run('tar', ['-tzf', tarball], { maxBuffer: 64 * 1024 * 1024 });
  const members = new Set(stdout.split('\n'));
  const wanted = READ_FILES.map((f) => `package/${f}`).filter((m) => members.has(m));
  const sources = [...members].filter((m) => /^package\/src\/.*\.tsx?$/.test(m));
  await extractFromTarball(tarball, dir, [...wanted, ...sources], `the tarball of ${version}`);
  const files: Record<string, string> = {};
  for (const member of [...wanted, ...sources]) {
    files[member.slice('package/'.length)] = fs.readFileSync(path.join(dir, member), 'utf8');
  }
  return files;
}

async function readVersion(version: string): Promise<CompatibilityRow> {
  const tarballs = path.join(CACHE, 'tarballs');
  fs.mkdirSync(tarballs, { recursive: true });
  console.log(`compatibility: reading ${LIBRARY_NAME}@${version}…`);
  const files = await extract(version, await packVersion(LIBRARY_NAME, version, tarballs));
  const published = (JSON.parse(files['package.json'] ?? '{}') as { version?: string }).version;
  if (published !== version) {
    throw new CompatibilityError(
      `${LIBRARY_NAME}@${version}: the tarball's package.json says ${published ?? '(nothing)'}; ` +
        `delete ${path.relative(SITE_DIR, tarballs)} and run again.`,
    );
  }
  return readRow(version, files);
}

async function main(): Promise<void> {
  const last = pinnedVersion(SITE_DIR);
  const listed = await registryVersions();
  const versions = releasesInRange(listed, last);
  if (!versions.includes(last)) {
    throw new CompatibilityError(
      `${LIBRARY_NAME}@${last}, the version package.json pins, is not on the npm registry ` +
        `(it lists ${sortVersions(listed).join(', ')}).`,
    );
  }
  // Read everything before writing, so a failure leaves the committed file as it was.
  const rows: CompatibilityRow[] = [];
  for (const version of versions) rows.push(await readVersion(version));
  const data: CompatibilityData = {
    package: LIBRARY_NAME,
    registry: { command: `npm ${VERSIONS_COMMAND.join(' ')}`, versions: sortVersions(listed) },
    rows,
  };
  writeFileAtomic(OUTPUT, await formatJson(OUTPUT, data));
  console.log(`compatibility: wrote ${path.relative(SITE_DIR, OUTPUT)} (${versions.join(', ')}).`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`compatibility: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
