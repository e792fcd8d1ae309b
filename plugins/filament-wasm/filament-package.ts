/**
 * The one place that knows which Filament WebAssembly build the live
 * previews use: `filament`, pinned to an exact version in package.json's
 * dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { packageSpec } from '../../shared/library';
import { isVersion } from '../../shared/versions';

const FILAMENT_PACKAGE = 'filament';

export class FilamentPackageError extends Error {
  override name = 'FilamentPackageError';
}

export interface FilamentPackage {
  /** Exact version pinned in package.json, e.g. "1.53.4". */
  readonly version: string;
  /** Absolute path of filament.wasm in node_modules. */
  readonly wasmFile: string;
  /** Where the site serves the wasm, relative to the base URL. */
  readonly wasmPath: string;
}

/** Reads the pinned version and checks node_modules holds exactly that build. */
export function resolveFilament(siteDir: string): FilamentPackage {
  const spec = packageSpec(siteDir, FILAMENT_PACKAGE);
  if (!spec || !isVersion(spec)) {
    throw new FilamentPackageError(
      `package.json must pin ${FILAMENT_PACKAGE} to an exact version (found ${JSON.stringify(spec ?? null)}). ` +
        `Run \`npm install --save-exact ${FILAMENT_PACKAGE}@<version>\`.`,
    );
  }
  const root = path.join(siteDir, 'node_modules', FILAMENT_PACKAGE);
  const manifest = path.join(root, 'package.json');
  const installed = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : undefined;
  if (installed !== spec) {
    throw new FilamentPackageError(
      `package.json pins ${FILAMENT_PACKAGE}@${spec} but node_modules holds ${installed ?? 'nothing'}. Run \`npm install\`.`,
    );
  }
  const wasmFile = path.join(root, 'filament.wasm');
  if (!fs.existsSync(wasmFile)) {
    throw new FilamentPackageError(
      `${FILAMENT_PACKAGE}@${spec} has no filament.wasm. Run \`npm install\`.`,
    );
  }
  // The version in the path lets browsers cache the file for good.
  return { version: spec, wasmFile, wasmPath: `filament/${spec}/filament.wasm` };
}
