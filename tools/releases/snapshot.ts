/**
 * Reads one version's typed source with TypeDoc (JSON output, in memory) and
 * compacts it into an ApiSnapshot. Options follow plugins/api-reference where they
 * matter: the same compiler settings, externals excluded, type errors skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { compactProject, type SnapshotMeta } from './compact';
import { ReleaseError } from './errors';
import type { ApiSnapshot } from './model';

/** The compiler options of plugins/api-reference/tsconfig.library.json, for a source tree elsewhere. */
function writeTsconfig(dir: string, entry: string): string {
  const base = JSON.parse(
    fs
      .readFileSync(
        path.join(__dirname, '../../plugins/api-reference/tsconfig.library.json'),
        'utf8',
      )
      // The file has comments (it is JSONC).
      .replace(/^\s*\/\/.*$/gm, ''),
  ) as { compilerOptions: object };
  const file = path.join(dir, 'tsconfig.json');
  fs.writeFileSync(
    file,
    JSON.stringify({ compilerOptions: base.compilerOptions, files: [path.relative(dir, entry)] }),
  );
  return file;
}

export async function readSnapshot(
  entry: string,
  workDir: string,
  meta: Omit<SnapshotMeta, 'generator'>,
): Promise<{ snapshot: ApiSnapshot; json: JSONOutput.ProjectReflection }> {
  // TypeDoc is ESM-only; load it when needed.
  const typedoc = await import('typedoc');
  const name = `${meta.package}@${meta.version}`;
  const app = await typedoc.Application.bootstrapWithPlugins({
    entryPoints: [entry],
    tsconfig: writeTsconfig(workDir, entry),
    // The source sits in node_modules/.cache so its imports resolve against the
    // site's node_modules; only that cache folder is "ours".
    externalPattern: ['**/node_modules/!(.cache)/**'],
    excludeExternals: true,
    skipErrorChecking: true,
    basePath: path.dirname(entry),
    disableGit: true,
    sourceLinkTemplate: '{path}#L{line}',
    readme: 'none',
    // The library's JSDoc uses custom tags (@worklet, @note …); they do not change the API.
    logLevel: 'Error',
  });
  let project: Awaited<ReturnType<typeof app.convert>>;
  try {
    project = await app.convert();
  } catch (error) {
    throw new ReleaseError(
      `TypeDoc could not read the src/ of ${name}: ${(error as Error).message}`,
    );
  }
  if (!project || app.logger.hasErrors()) {
    throw new ReleaseError(`TypeDoc could not read the src/ of ${name} (see the errors above).`);
  }
  const json = app.serializer.projectToObject(
    project,
    path.dirname(entry) as Parameters<typeof app.serializer.projectToObject>[1],
  );
  if (!json.children?.length) {
    throw new ReleaseError(`the src/ of ${name} exports nothing TypeDoc can see.`);
  }
  const snapshot = compactProject(json, {
    ...meta,
    generator: `typedoc ${typedoc.Application.VERSION}`,
  });
  return { snapshot, json };
}
