/**
 * The GLB container (glTF 2.0 spec, "Binary glTF Layout"): a 12-byte header
 * (magic "glTF", version, total length), then chunks of (length, type, data),
 * the first one JSON, an optional second one BIN. Read strictly, so a
 * truncated or damaged file gets one clear sentence instead of a parser's
 * stack trace; written by the fixture generator.
 */

export const GLB_MAGIC = 0x46546c67; // "glTF" little-endian
const CHUNK_JSON = 0x4e4f534a; // "JSON"
const CHUNK_BIN = 0x004e4942; // "BIN\0"
const HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;

export interface GlbParts {
  readonly json: unknown;
  readonly bin?: Uint8Array;
}

/** A reason the container cannot be read, with the Khronos validator's code for the same fault. */
export interface GlbFailure {
  readonly ok: false;
  readonly reason: string;
  /** The validator's issue code (GLB_LENGTH_TOO_SMALL, GLB_CHUNK_TOO_BIG, …). */
  readonly code: string;
}

export type GlbResult = { readonly ok: true; readonly parts: GlbParts } | GlbFailure;

/** Whether the bytes start with the GLB magic (so the file means to be a GLB). */
export function hasGlbMagic(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 4 && view(bytes).getUint32(0, true) === GLB_MAGIC;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const CHUNK_NAMES: Readonly<Record<number, string>> = { [CHUNK_JSON]: 'JSON', [CHUNK_BIN]: 'BIN' };

/**
 * Reads the header and chunks; every length is checked against the bytes
 * actually there, in the order the Khronos validator checks them, so the
 * reason given is the validator's (its code goes with it).
 */
export function parseGlb(bytes: Uint8Array): GlbResult {
  if (bytes.byteLength < HEADER_BYTES) {
    return fail(
      `it is ${bytes.byteLength} bytes, shorter than the 12-byte GLB header`,
      'GLB_UNEXPECTED_END_OF_HEADER',
    );
  }
  const data = view(bytes);
  if (data.getUint32(0, true) !== GLB_MAGIC)
    return fail('it does not start with "glTF"', 'GLB_INVALID_MAGIC');
  const version = data.getUint32(4, true);
  if (version !== 2) {
    return fail(
      `it is GLB version ${version}; glTF 2.0 files are version 2`,
      'GLB_INVALID_VERSION',
    );
  }
  const declared = data.getUint32(8, true);
  if (declared <= HEADER_BYTES) {
    return fail(
      `its header declares a total length of ${declared} bytes, which leaves no room for the JSON chunk every GLB must have`,
      'GLB_LENGTH_TOO_SMALL',
    );
  }
  if (declared > bytes.byteLength) {
    return fail(
      `its header says ${declared} bytes but the file has ${bytes.byteLength}: it was cut short`,
      'GLB_UNEXPECTED_END_OF_CHUNK_DATA',
    );
  }
  const chunks = readChunks(bytes.subarray(0, declared));
  if ('reason' in chunks) return chunks;
  return partsOf(chunks);
}

function partsOf(chunks: readonly { type: number; data: Uint8Array }[]): GlbResult {
  const [first, second] = chunks;
  if (!first || first.type !== CHUNK_JSON) {
    return fail(
      'its first chunk is not the JSON chunk (the glTF JSON must come first)',
      'GLB_UNEXPECTED_FIRST_CHUNK',
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(first.data));
  } catch {
    return fail('its JSON chunk is not valid JSON', 'INVALID_JSON');
  }
  const bin = second?.type === CHUNK_BIN ? second.data : undefined;
  return { ok: true, parts: { json, bin } };
}

function fail(reason: string, code: string): GlbFailure {
  return { ok: false, reason, code };
}

function readChunks(bytes: Uint8Array): { type: number; data: Uint8Array }[] | GlbFailure {
  const data = view(bytes);
  const chunks: { type: number; data: Uint8Array }[] = [];
  let offset = HEADER_BYTES;
  while (offset < bytes.byteLength) {
    if (offset + CHUNK_HEADER_BYTES > bytes.byteLength) {
      return fail(
        `the length in its header ends inside the header of chunk ${chunks.length}, so that chunk is incomplete`,
        'GLB_UNEXPECTED_END_OF_CHUNK_HEADER',
      );
    }
    const length = data.getUint32(offset, true);
    const type = data.getUint32(offset + 4, true);
    const start = offset + CHUNK_HEADER_BYTES;
    if (start + length > bytes.byteLength) {
      const name = CHUNK_NAMES[type] ? `its ${CHUNK_NAMES[type]} chunk` : `chunk ${chunks.length}`;
      return fail(
        `${name} says it is ${length} bytes long, but only ${bytes.byteLength - start} bytes of the file follow it: the chunk's length is wrong (the file's own length is consistent, so it was written wrongly rather than cut short)`,
        'GLB_CHUNK_TOO_BIG',
      );
    }
    chunks.push({ type, data: bytes.subarray(start, start + length) });
    offset = start + length;
  }
  return chunks;
}

const pad4 = (n: number): number => (n + 3) & ~3;

/** Writes a GLB: JSON chunk padded with spaces, BIN chunk padded with zeros (as the spec says). */
export function packGlb(json: unknown, bin?: Uint8Array): Uint8Array {
  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(jsonBytes.byteLength);
  const binLength = bin ? pad4(bin.byteLength) : 0;
  const total =
    HEADER_BYTES + CHUNK_HEADER_BYTES + jsonLength + (bin ? CHUNK_HEADER_BYTES + binLength : 0);
  const out = new Uint8Array(total);
  const data = view(out);
  data.setUint32(0, GLB_MAGIC, true);
  data.setUint32(4, 2, true);
  data.setUint32(8, total, true);
  data.setUint32(12, jsonLength, true);
  data.setUint32(16, CHUNK_JSON, true);
  out.fill(0x20, 20, 20 + jsonLength);
  out.set(jsonBytes, 20);
  if (bin) {
    const at = 20 + jsonLength;
    data.setUint32(at, binLength, true);
    data.setUint32(at + 4, CHUNK_BIN, true);
    out.set(bin, at + CHUNK_HEADER_BYTES);
  }
  return out;
}
