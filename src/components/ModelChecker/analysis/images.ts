/**
 * Images of a glTF file: their bytes (from a buffer view, a data: URI or a
 * dropped file), their format and pixel size. PNG and JPEG sizes come from
 * gltf-transform's ImageUtils; WebP and KTX2 headers, which its core does not
 * read, are read here.
 */
import { ImageUtils } from '@gltf-transform/core';
import { isObject, type ReadModel } from './read';
import type { GltfJson } from './support';

type JsonList = readonly unknown[];

const list = (value: unknown): JsonList => (Array.isArray(value) ? value : []);
const at = (value: unknown, index: unknown): GltfJson | undefined => {
  const item = typeof index === 'number' ? list(value)[index] : undefined;
  return isObject(item) ? item : undefined;
};

/** Decodes a base64 data: URI (glTF embeds buffers and images this way). */
export function dataUriBytes(uri: string): Uint8Array | undefined {
  const comma = uri.indexOf(',');
  if (!uri.startsWith('data:') || comma < 0 || !uri.slice(0, comma).endsWith(';base64')) {
    return undefined;
  }
  try {
    const text = atob(uri.slice(comma + 1));
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function bufferBytes(model: ReadModel, index: unknown): Uint8Array | undefined {
  const buffer = at(model.json.buffers, index);
  if (!buffer) return undefined;
  const uri = buffer.uri;
  if (typeof uri !== 'string') return model.bin;
  return uri.startsWith('data:') ? dataUriBytes(uri) : model.resources.get(uri);
}

function bufferViewBytes(model: ReadModel, index: unknown): Uint8Array | undefined {
  const view = at(model.json.bufferViews, index);
  if (!view) return undefined;
  const bytes = bufferBytes(model, view.buffer);
  const offset = typeof view.byteOffset === 'number' ? view.byteOffset : 0;
  const length = typeof view.byteLength === 'number' ? view.byteLength : 0;
  if (!bytes || offset + length > bytes.byteLength) return undefined;
  return bytes.subarray(offset, offset + length);
}

export interface ImageData {
  readonly name?: string;
  readonly mimeType: string;
  readonly bytes?: Uint8Array;
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ktx2: 'image/ktx2',
};

/** The image's bytes and mime type, as the file declares it or its uri's extension says. */
export function imageData(model: ReadModel, index: number): ImageData | undefined {
  const image = at(model.json.images, index);
  if (!image) return undefined;
  const uri = typeof image.uri === 'string' ? image.uri : undefined;
  const bytes =
    image.bufferView !== undefined
      ? bufferViewBytes(model, image.bufferView)
      : uri?.startsWith('data:')
        ? dataUriBytes(uri)
        : uri
          ? model.resources.get(uri)
          : undefined;
  const fromUri = uri?.startsWith('data:')
    ? uri.slice(5, uri.indexOf(';'))
    : MIME_BY_EXTENSION[uri?.split('.').pop()?.toLowerCase() ?? ''];
  const declared = typeof image.mimeType === 'string' ? image.mimeType : undefined;
  const mimeType = declared ?? fromUri ?? (bytes && sniffMime(bytes)) ?? 'unknown';
  return { name: typeof image.name === 'string' ? image.name : undefined, mimeType, bytes };
}

function sniffMime(bytes: Uint8Array): string | undefined {
  if (webpSize(bytes)) return 'image/webp';
  if (ktx2Size(bytes)) return 'image/ktx2';
  return ImageUtils.getMimeType(bytes) ?? undefined;
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Width and height from a WebP's RIFF header (VP8, VP8L or VP8X chunk). */
export function webpSize(b: Uint8Array): [number, number] | undefined {
  if (b.byteLength < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 12) !== 'WEBP') {
    return undefined;
  }
  const data = new DataView(b.buffer, b.byteOffset, b.byteLength);
  switch (ascii(b, 12, 16)) {
    case 'VP8 ':
      return [data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff];
    case 'VP8L': {
      const bits = data.getUint32(21, true);
      return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
    }
    case 'VP8X':
      return [
        (b[24] | (b[25] << 8) | (b[26] << 16)) + 1,
        (b[27] | (b[28] << 8) | (b[29] << 16)) + 1,
      ];
    default:
      return undefined;
  }
}

const KTX2_IDENTIFIER = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a KTX2 header (pixelWidth, pixelHeight after the identifier). */
export function ktx2Size(b: Uint8Array): [number, number] | undefined {
  if (b.byteLength < 28 || KTX2_IDENTIFIER.some((v, i) => b[i] !== v)) return undefined;
  const data = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return [data.getUint32(20, true), Math.max(1, data.getUint32(24, true))];
}

/** Pixel size of an image, or [0, 0] when its bytes cannot be read. */
export function imageSize(image: ImageData): [number, number] {
  const bytes = image.bytes;
  if (!bytes) return [0, 0];
  if (image.mimeType === 'image/webp') return webpSize(bytes) ?? [0, 0];
  if (image.mimeType === 'image/ktx2') return ktx2Size(bytes) ?? [0, 0];
  try {
    const size = ImageUtils.getSize(bytes, image.mimeType);
    return size ? [size[0], size[1]] : [0, 0];
  } catch {
    return [0, 0];
  }
}
