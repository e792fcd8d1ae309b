/**
 * Everything that talks to the npm registry or unpacks a tarball. Only the
 * `npm run releases` command uses it; the site build never does.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ReleaseError } from './errors';
import { sortVersions } from '../../shared/versions';

const run = promisify(execFile);
/** npm pack of one version moves ~90-160 MB; give a slow network time. */
const PACK_TIMEOUT_MS = 15 * 60_000;

/** Publish time of every version, from `npm view <package> time --json`. */
export async function publishTimes(pkg: string): Promise<Record<string, string>> {
  let stdout: string;
  try {
    ({ stdout } = await run('npm', ['view', pkg, 'time', '--json'], {
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    }));
  } catch (error) {
    throw new ReleaseError(
      `could not ask the npm registry for the versions of ${pkg}: ${firstLine(error)}`,
    );
  }
  const times = JSON.parse(stdout) as Record<string, string>;
  delete times.created;
  delete times.modified;
  return times;
}

/** Checks each version is published, naming the first one that is not. */
export function assertPublished(
  pkg: string,
  versions: readonly string[],
  times: Record<string, string>,
): void {
  for (const version of versions) {
    if (!times[version]) {
      throw new ReleaseError(
        `${pkg}@${version} does not exist on the npm registry ` +
          `(published versions: ${sortVersions(Object.keys(times)).join(', ')}).`,
      );
    }
  }
}

/**
 * The version's tarball, downloaded once into `tarballDir` with `npm pack`.
 * It is packed into a scratch folder and then moved, so an interrupted
 * download never looks like a cached one.
 */
export async function packVersion(
  pkg: string,
  version: string,
  tarballDir: string,
): Promise<string> {
  const file = path.join(tarballDir, `${pkg.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
  if (fs.existsSync(file)) return file;
  const scratch = fs.mkdtempSync(path.join(tarballDir, `.pack-${version}-`));
  try {
    await run('npm', ['pack', `${pkg}@${version}`, '--pack-destination', scratch, '--silent'], {
      timeout: PACK_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [packed] = fs.readdirSync(scratch).filter((f) => f.endsWith('.tgz'));
    if (!packed) throw new Error('npm pack wrote no tarball');
    fs.renameSync(path.join(scratch, packed), file);
    return file;
  } catch (error) {
    throw new ReleaseError(
      `could not download ${pkg}@${version} with npm pack: ${firstLine(error)}`,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Extracts `members` of a package tarball (tar patterns, `--wildcards` on)
 * into `dir`, replacing what was there; `what` names the tarball in the one
 * message that says it could not be read. The releases, the change history
 * and the compatibility table all read tarballs this way.
 */
export async function extractFromTarball(
  tarball: string,
  dir: string,
  members: readonly string[],
  what: string,
): Promise<void> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  try {
    await run('tar', ['-xzf', tarball, '-C', dir, '--wildcards', ...members], {
      timeout: 5 * 60_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new ReleaseError(`could not read ${what}: ${firstLine(error)}`);
  }
}

/**
 * Extracts only package/src and package/package.json (the tarball is mostly
 * native binaries) into `dir`, replacing what was there, and returns the
 * entry point of the typed source.
 */
export async function extractSource(
  pkg: string,
  version: string,
  tarball: string,
  dir: string,
): Promise<string> {
  await extractFromTarball(
    tarball,
    dir,
    ['package/src/*', 'package/package.json'],
    `src/ from the tarball of ${pkg}@${version}`,
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package/package.json'), 'utf8')) as {
    version?: string;
  };
  if (manifest.version !== version) {
    throw new ReleaseError(
      `the tarball of ${pkg}@${version} holds version ${manifest.version ?? '(none)'}; ` +
        `delete ${tarball} and run again.`,
    );
  }
  const entry = ['package/src/index.tsx', 'package/src/index.ts']
    .map((f) => path.join(dir, f))
    .find((f) => fs.existsSync(f));
  if (!entry) {
    throw new ReleaseError(`${pkg}@${version} has no src/index.tsx or src/index.ts to read.`);
  }
  return entry;
}

function firstLine(error: unknown): string {
  const e = error as { stderr?: string; message?: string };
  const text = (e.stderr?.trim() || e.message || String(error)).split('\n');
  return text.find((l) => /error|not found|cannot/i.test(l))?.trim() ?? text[0].trim();
}
