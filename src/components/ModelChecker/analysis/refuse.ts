/**
 * The checks that need only the files' names and sizes, run before a byte is
 * read. The page's first load includes this module (and ./read's name test),
 * never the rest of the analysis: keep its imports that small.
 */
import { isModelName } from './read';
import type { InputProblem } from './types';

/**
 * The largest input the checker reads: 100 MiB. While it works it holds the
 * file, the validator's copy and gltf-transform's decoded document (about
 * three times the file) in the reader's browser tab, which a phone can afford
 * at this size. It is also five times the checker's file-size budget
 * (costs.ts, 20 MiB), so a larger file needs compressing before it belongs in
 * an app at all.
 */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/** Refuses, from names and sizes alone, what the checker would refuse after reading. */
export function refuseBeforeReading(
  files: readonly { readonly name: string; readonly size: number }[],
): InputProblem | null {
  if (files.length === 0) {
    return {
      kind: 'no-files',
      message: 'No file was given: drop a .glb, or a .gltf with its .bin and textures.',
    };
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > MAX_FILE_BYTES) {
    const what = files.length === 1 ? `"${files[0].name}" is` : `These ${files.length} files are`;
    return {
      kind: 'too-large',
      message: `${what} ${megabytes(total)}; the checker reads up to ${megabytes(MAX_FILE_BYTES)}, as it keeps about three copies in memory while it works. A model this large is also far over a phone's budget: compress it (Draco or meshopt geometry, KTX2 textures) first.`,
    };
  }
  if (!files.some((f) => isModelName(f.name))) {
    const names = files.map((f) => `"${f.name}"`).join(', ');
    return {
      kind: 'not-gltf',
      message: `${names} ${files.length === 1 ? 'is not a glTF model' : 'are not glTF models'}: the checker reads .glb files, or a .gltf with its .bin and textures.`,
    };
  }
  return null;
}
