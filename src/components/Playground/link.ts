/**
 * A playground link: `#example=<Name>&code=<text>`, the text deflated
 * (CompressionStream 'deflate-raw', the browser's own, nothing to download)
 * and written in base64url, so a link of a few KB carries a whole screen.
 * Without `code`, the link opens the example as the library wrote it.
 */
export interface PlaygroundLink {
  readonly example?: string;
  /** The reader's text, when the link carries one. */
  readonly code?: string;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it has characters base64url does not use');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  transform: GenericTransformStream,
): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function encodeCode(text: string): Promise<string> {
  return toBase64Url(
    await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')),
  );
}

export async function decodeCode(encoded: string): Promise<string> {
  const bytes = await pipe(fromBase64Url(encoded), new DecompressionStream('deflate-raw'));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The link's parts; a `code` that cannot be read throws, saying why. */
export async function readLink(hash: string): Promise<PlaygroundLink> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const example = params.get('example') ?? undefined;
  const encoded = params.get('code');
  if (encoded === null) return { example };
  try {
    return { example, code: await decodeCode(encoded) };
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new Error(
      `This link's code could not be read (${why}): it may have been cut short when it was copied. The example is shown as the library wrote it.`,
    );
  }
}

export async function writeLink({ example, code }: PlaygroundLink): Promise<string> {
  const params = new URLSearchParams();
  if (example) params.set('example', example);
  if (code !== undefined) params.set('code', await encodeCode(code));
  return `#${params.toString()}`;
}
