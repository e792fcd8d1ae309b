/**
 * The bytes the live view hands the web host for a file with compressed
 * geometry (EXT_meshopt_compression, KHR_draco_mesh_compression): decoded on
 * the page with the decoders the report used (./decoders), written back as
 * one uncompressed .glb. Filament's WebAssembly build the host runs does not
 * decode them, and would draw nothing; the app's loader does (the audit's
 * "Decoders"). Every extension glTF-Transform knows is registered, so the
 * rewritten file keeps its materials, lights and quantized attributes; only
 * the compression goes. Imported by the live view alone, on the reader's click.
 */
import { Logger, WebIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { DRACO, MESHOPT } from './decoders';
import { readDocument } from './inspect';
import { readInput } from './read';
import type { InputFile } from './types';

/** A .glb holds one buffer: meshopt's fallback buffer and any others become the first. */
function oneBuffer(doc: Document): void {
  const root = doc.getRoot();
  const [first, ...rest] = root.listBuffers();
  if (!first) return;
  for (const accessor of root.listAccessors()) accessor.setBuffer(first);
  for (const buffer of rest) buffer.dispose();
}

/**
 * The chosen files with the model replaced by an uncompressed .glb of it
 * (same name: Filament's loader tells a .glb by its first bytes). Throws
 * when the files cannot be read or decoded; the live view says so.
 */
export async function decodedForLive(inputs: readonly InputFile[]): Promise<InputFile[]> {
  const read = readInput(inputs);
  if (!read.ok) throw new Error(read.problem.message);
  const io = new WebIO()
    .setLogger(new Logger(Logger.Verbosity.SILENT))
    .registerExtensions(ALL_EXTENSIONS);
  const doc = await readDocument(read.model, io);
  for (const extension of doc.getRoot().listExtensionsUsed()) {
    if (extension.extensionName === MESHOPT || extension.extensionName === DRACO) {
      extension.dispose();
    }
  }
  oneBuffer(doc);
  const bytes = await io.writeBinary(doc);
  const main = read.model.main.name;
  return [{ name: main, bytes }];
}
