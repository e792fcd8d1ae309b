/**
 * The one place that knows which react-native-filament the docs describe.
 *
 * The version is pinned once, as the exact devDependency in package.json.
 * The API reference, the symbol index and the sample checker all ask here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isVersion } from './versions';

export const LIBRARY_NAME = 'react-native-filament';
export const LIBRARY_REPO = 'https://github.com/margelo/react-native-filament';

export interface Library {
  /** Exact version pinned in package.json, e.g. "1.11.0". */
  readonly version: string;
  /** Absolute path of the installed package. */
  readonly root: string;
  /** Absolute path of the package's typed source entry point. */
  readonly entryPoint: string;
  /** Git tag the "Defined in" links point at. */
  readonly gitRevision: string;
}

export class LibraryError extends Error {
  override name = 'LibraryError';
}

/**
 * What package.json says about a package (dependencies or devDependencies),
 * unchecked. Every pin of the site (the library, Filament's wasm build) is
 * read here.
 */
export function packageSpec(siteDir: string, name: string): string | undefined {
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
}

/** Reads the pinned version from the site's package.json. */
export function pinnedVersion(siteDir: string): string {
  const spec = packageSpec(siteDir, LIBRARY_NAME);
  if (!spec) {
    throw new LibraryError(
      `${LIBRARY_NAME} is not listed in package.json. Add it as an exact devDependency, ` +
        `e.g. \`npm install --save-dev --save-exact ${LIBRARY_NAME}@1.11.0\`.`,
    );
  }
  if (!isVersion(spec)) {
    throw new LibraryError(
      `${LIBRARY_NAME} must be pinned to an exact version in package.json (found "${spec}"). ` +
        `Run \`npm install --save-dev --save-exact ${LIBRARY_NAME}@<version>\`.`,
    );
  }
  return spec;
}

/**
 * Finds the installed library and checks it is the pinned version with its
 * typed source. Throws one LibraryError that says what to do otherwise.
 */
export function resolveLibrary(siteDir: string): Library {
  const version = pinnedVersion(siteDir);
  const root = path.join(siteDir, 'node_modules', LIBRARY_NAME);
  const fix = `Run \`npm install\` to install ${LIBRARY_NAME}@${version}, the version pinned in package.json.`;
  const manifest = path.join(root, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new LibraryError(`${LIBRARY_NAME}@${version} is not installed. ${fix}`);
  }
  const installed = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
  if (installed !== version) {
    throw new LibraryError(
      `package.json pins ${LIBRARY_NAME}@${version} but node_modules holds ${installed}. ${fix}`,
    );
  }
  const entryPoint = ['src/index.tsx', 'src/index.ts']
    .map((file) => path.join(root, file))
    .find((file) => fs.existsSync(file));
  if (!entryPoint) {
    throw new LibraryError(
      `${LIBRARY_NAME}@${version} has no typed source (src/index.tsx) to document. ` +
        `Pin a version that publishes its src/ folder, then run \`npm install\`.`,
    );
  }
  return { version, root, entryPoint, gitRevision: `v${version}` };
}
