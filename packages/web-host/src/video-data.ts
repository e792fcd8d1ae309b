/**
 * What react-native-video's imitation (./video.tsx) computes, apart from React: the `src` of a
 * `source`, `resizeMode` as CSS, and the data `onLoad` and `onError` get.
 */
import type { CSSProperties } from 'react';
import { resolveAssetSource } from './assets';

export type ResizeMode = 'contain' | 'cover' | 'stretch' | 'none';

export interface VideoLoad {
  readonly currentTime: number;
  readonly duration: number;
  readonly naturalSize: {
    readonly width: number;
    readonly height: number;
    readonly orientation: 'landscape' | 'portrait';
  };
}

/** `resizeMode` as CSS `object-fit`; without one the host fits the whole video in the box (`contain`). */
export const OBJECT_FIT: Readonly<Record<ResizeMode, CSSProperties['objectFit']>> = {
  contain: 'contain',
  cover: 'cover',
  stretch: 'fill',
  none: 'none',
};

/** The data `onLoad` gets, read from the element once its metadata is in. */
export function loadData(
  video: Pick<HTMLVideoElement, 'currentTime' | 'duration' | 'videoWidth' | 'videoHeight'>,
): VideoLoad {
  const { videoWidth: width, videoHeight: height } = video;
  return {
    currentTime: video.currentTime,
    // A MediaRecorder file has no duration in its header until read through: Infinity, not a number to show.
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    naturalSize: { width, height, orientation: width >= height ? 'landscape' : 'portrait' },
  };
}

/** The `src` of a `source` prop (`{ uri }`, or a required file's id through the asset registry). */
export function sourceUri(
  source: { readonly uri?: string } | number | undefined,
): string | undefined {
  if (typeof source === 'number') return resolveAssetSource(source)?.uri;
  return source?.uri;
}

/** What `onError` gets, from the element's MediaError. */
export function errorData(error: Pick<MediaError, 'code' | 'message'> | null) {
  return {
    error: {
      errorString: error?.message || 'The video could not be played.',
      code: error?.code ?? 0,
    },
  };
}
