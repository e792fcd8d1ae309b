/**
 * How a reader's model finds the other files it names (its .bin and images)
 * among the files the reader chose. Pure functions, unit-tested.
 */

/**
 * The file name a URI of a .gltf points at: its last path segment, percent-
 * decoded ("textures/Wood%20Floor.png" → "Wood Floor.png"). A reader drops
 * files, not folders, so only the name can match.
 */
export function resourceFileName(uri: string): string {
  const path = uri.split(/[?#]/)[0];
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
    return last;
  }
}

/** The bytes of a `data:` URI (base64 or percent-encoded), decoded here instead of fetched. */
export function dataUriBytes(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  if (comma < 0) throw new Error('A data: URI without a comma.');
  const header = uri.slice(5, comma);
  const body = uri.slice(comma + 1);
  if (/;base64$/i.test(header)) return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(decodeURIComponent(body));
}
