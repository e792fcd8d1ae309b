/**
 * Whether a texture reaches the GPU in react-native-filament 1.11.0, and an
 * estimate of what it costs there. The library registers decoders for JPEG,
 * PNG and KTX2 only (cpp/core/RNFEngineImpl.cpp:68-70); Filament's loader
 * skips a texture of any other type with "Missing texture provider for …".
 */
import { C } from './citations';
import type { Citation, Support } from './types';

/**
 * Bytes per texel on the GPU, by source format (estimates):
 * PNG and JPEG are decoded to 8-bit RGBA (4 bytes), whatever their channels;
 * KTX2 (Basis Universal) is transcoded to a block-compressed format, taken as
 * 1 byte per texel (ASTC 4×4 or ETC2 RGBA: 16 bytes per 4×4 block).
 */
export const BYTES_PER_TEXEL: Readonly<Record<string, number>> = {
  'image/png': 4,
  'image/jpeg': 4,
  'image/ktx2': 1,
};

/** A full mip chain adds a third: 1 + 1/4 + 1/16 + … = 4/3. */
export const MIP_FACTOR = 4 / 3;

export function gpuBytes(mimeType: string, width: number, height: number): number {
  const perTexel = BYTES_PER_TEXEL[mimeType];
  return perTexel ? Math.round(width * height * perTexel * MIP_FACTOR) : 0;
}

export interface TextureFact {
  readonly gpuBytes: number;
  readonly support: Support;
  readonly effect?: string;
  readonly citations: readonly Citation[];
}

export function texturesFact(mimeType: string, width: number, height: number): TextureFact {
  const bytes = gpuBytes(mimeType, width, height);
  switch (mimeType) {
    case 'image/png':
    case 'image/jpeg':
      return { gpuBytes: bytes, support: 'supported', citations: [C.jpeg, C.png] };
    case 'image/ktx2':
      return { gpuBytes: bytes, support: 'supported', citations: [C.ktx2] };
    case 'image/webp':
      return {
        gpuBytes: 0,
        support: 'fails',
        effect:
          'Not decoded: no WebP decoder is registered, so this texture is skipped and its material shows without it. The loader takes a texture\u2019s WebP image before its Basis or core (PNG, JPEG) one, so a fallback image in the same texture does not help: drop the WebP images (re-export as PNG, JPEG or KTX2).',
        citations: [C.jpeg, C.png, C.ktx2, C.binMissingProvider, C.binCreateTextures],
      };
    default:
      return {
        gpuBytes: 0,
        support: 'fails',
        effect: `Not decoded: react-native-filament registers decoders for image/jpeg, image/png and image/ktx2 only (this one is ${mimeType}), so the texture is skipped.`,
        citations: [C.jpeg, C.png, C.ktx2, C.binMissingProvider],
      };
  }
}
