/**
 * FilamentRecorder (src/types/FilamentRecorder.ts) on the page's MediaRecorder: the engine draws
 * into its own canvas, sized to the recorder (Engine.createSwapChainForRecorder, ./engine.ts), and
 * each renderFrame hands that canvas's picture to a MediaRecorder through the canvas's capture
 * stream. Natively (ios/src/RNFAppleFilamentRecorder.mm, android's FilamentRecorder.java) the
 * frames go to a hardware H.264 encoder and an .mp4 file. What differs here, and why:
 * - the container and codec are what the browser's MediaRecorder offers: MP4/H.264 when it can
 *   (`video/mp4;codecs=avc1`), else WebM;
 * - a frame's time is when renderFrame was called, not its `timestamp` (MediaRecorder stamps
 *   frames itself), so the host asks for frames at `fps` on the page's clock: a recording takes
 *   as long as the video it makes (natively the encoder asks as fast as it takes frames);
 * - the output is a `blob:` URL of the page, which a `<video>` plays (react-native-video's
 *   imitation, ./video.tsx), known once stopRecording resolves (natively a file path chosen when
 *   the recorder is made).
 */
import { hostObject } from './host-object';
import { hostRuntimeLoaded } from './companions/runtime';
import type { EngineState } from './engine';

type ReadyCallback = () => boolean;

/** The recorder's video type: H.264 in MP4 as native writes, where the browser can. */
export function recordingType(isTypeSupported: (type: string) => boolean): string {
  return (
    ['video/mp4;codecs=avc1', 'video/webm;codecs=vp9', 'video/webm'].find(isTypeSupported) ?? ''
  );
}

interface Session {
  readonly media: MediaRecorder;
  readonly track: CanvasCaptureMediaStreamTrack;
  readonly chunks: Blob[];
  timer?: ReturnType<typeof setTimeout>;
}

/** FilamentProxy.createRecorder(width, height, fps, bitRate) (RNFFilamentRecorder.cpp:12-16). */
export function createRecorder(width: number, height: number, fps: number, bitRate: number) {
  const listeners = new Set<ReadyCallback>();
  let canvas: HTMLCanvasElement | undefined;
  let session: Session | undefined;
  let outputFile = '';

  /** RNFFilamentRecorder.cpp:38-48: every listener runs; any `false` (or none left) stops the loop. */
  const onReadyForMoreData = (): boolean => {
    let next = listeners.size > 0;
    for (const listener of [...listeners]) if (!listener()) next = false;
    return next;
  };
  /** Asks for the next frame at the recorder's rate, on the page's clock. */
  const askForFrames = (current: Session) => {
    current.timer = setTimeout(() => {
      if (session !== current) return;
      if (onReadyForMoreData()) askForFrames(current);
    }, 1000 / fps);
  };

  const recorder = hostObject('FilamentRecorder', {
    width,
    height,
    fps,
    bitRate,
    get outputFile() {
      return outputFile;
    },
    get isRecording() {
      return session !== undefined;
    },
    /**
     * Engine.createSwapChainForRecorder (./engine.ts; RNFEngineWrapper.cpp:76-93): a swap chain on
     * the recorder's surface, whose size becomes the engine's. Here the surface is the engine's own
     * canvas, off the page, which the recording captures; one WebGL canvas per engine, so not
     * beside a FilamentView.
     */
    attach(engine: Pick<EngineState, 'canvas' | 'objects' | 'surface'>) {
      if (engine.surface)
        throw new Error(
          'Engine.createSwapChainForRecorder on a FilamentScene that has a FilamentView is not available in the browser.',
        );
      // As ./ports/engine-setup.ts viewportForSurface, written out: one import fewer across chunks.
      engine.objects.view.setSurfaceViewport([0, 0, Math.trunc(width), Math.trunc(height)]);
      canvas = engine.canvas;
      return engine.objects.swapChain();
    },
    startRecording: async () => {
      if (!canvas) throw new Error('Cannot start recording before its SwapChain was created!');
      if (session) throw new Error('The recorder is already recording!');
      const stream = canvas.captureStream(0);
      const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
      const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
      const media = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitRate });
      const chunks: Blob[] = [];
      media.addEventListener('dataavailable', (event) => chunks.push(event.data));
      media.start();
      session = { media, track, chunks };
      askForFrames(session);
    },
    /** As RNFAppleFilamentRecorder.mm:221-223 when not recording; resolves to the video's URL. */
    stopRecording: async (): Promise<string> => {
      const current = session;
      if (!current) throw new Error('Cannot call stopRecording() when isRecording is false!');
      session = undefined;
      clearTimeout(current.timer);
      const stopped = new Promise((resolve) => current.media.addEventListener('stop', resolve));
      current.media.stop();
      await stopped;
      current.track.stop();
      const blob = new Blob(current.chunks, { type: current.media.mimeType });
      outputFile = URL.createObjectURL(blob);
      return outputFile;
    },
    /**
     * Appends the canvas's current picture (RNFAppleFilamentRecorder.mm:101-151 appends a pixel
     * buffer at the timestamp); the timestamp is not used: MediaRecorder stamps the frame itself.
     */
    renderFrame: (timestamp: number) => {
      if (!session) throw new Error(`Cannot render the frame at ${timestamp}: not recording!`);
      session.track.requestFrame();
    },
    addOnReadyForMoreDataListener: (callback: ReadyCallback) => {
      listeners.add(callback);
      return hostObject('Listener', { remove: () => listeners.delete(callback) });
    },
  });
  return recorder;
}

export type WebRecorder = ReturnType<typeof createRecorder>;

// A chunk loaded only for code that records (./sample-modules.ts): reaching the whole runtime keeps
// every Run's chunks as they are (./companions/runtime.ts says why).
if (!hostRuntimeLoaded()) throw new Error("The web host's runtime is not loaded.");
