/**
 * react-native-video's `<Video>` for a sample, on the page's `<video>` element: the package is
 * native code (an ExoPlayer / AVPlayer view) with no web build the host could load. The props the
 * library's example screen AnimationTransitionsRecording passes are followed: `source` (`{ uri }`
 * or a required file's id), `paused`, `repeat`, `controls`, `muted`, `volume`, `rate`,
 * `resizeMode`, `style`, `onLoad`, `onEnd`, `onError`. What differs (./video-data.ts,
 * test/video.test.ts): `onLoad` gets `currentTime`, `duration` and `naturalSize` only; `onError`
 * gets `{ error: { errorString, code } }` from the element's MediaError; any other prop is
 * ignored; the video plays what the browser can decode. */
import { createElement, useEffect, useRef } from 'react';
import { StyleSheet, View } from 'react-native';
import {
  errorData,
  loadData,
  OBJECT_FIT,
  sourceUri,
  type ResizeMode,
  type VideoLoad,
} from './video-data';
import { hostRuntimeLoaded } from './companions/runtime';

export interface VideoProps {
  readonly source?: { readonly uri?: string } | number;
  readonly paused?: boolean;
  readonly repeat?: boolean;
  readonly controls?: boolean;
  readonly muted?: boolean;
  readonly volume?: number;
  readonly rate?: number;
  readonly resizeMode?: ResizeMode;
  readonly style?: unknown;
  readonly testID?: string;
  readonly onLoad?: (data: VideoLoad) => void;
  readonly onEnd?: () => void;
  readonly onError?: (data: { error: { errorString: string; code: number } }) => void;
}

export default function Video(props: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const { paused = false, volume = 1, rate = 1, muted = false } = props;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.volume = Math.min(1, Math.max(0, volume));
    video.playbackRate = rate;
    video.muted = muted;
    // play() rejects when the page has had no gesture yet (autoplay rules): then it waits for controls.
    if (paused) video.pause();
    else void video.play().catch(() => undefined);
  }, [paused, volume, rate, muted]);
  const { onLoad, onEnd, onError } = props;
  return (
    <View style={[styles.box, props.style as never]} testID={props.testID}>
      {createElement('video', {
        ref,
        src: sourceUri(props.source),
        loop: props.repeat ?? false,
        controls: props.controls ?? false,
        playsInline: true,
        style: {
          width: '100%',
          height: '100%',
          objectFit: OBJECT_FIT[props.resizeMode ?? 'contain'],
        },
        onLoadedMetadata: (event: { currentTarget: HTMLVideoElement }) =>
          onLoad?.(loadData(event.currentTarget)),
        onEnded: () => onEnd?.(),
        onError: (event: { currentTarget: HTMLVideoElement }) =>
          onError?.(errorData(event.currentTarget.error)),
      })}
    </View>
  );
}

const styles = StyleSheet.create({ box: { overflow: 'hidden' } });

if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
