/**
 * The recorder (src/recorder.ts) on fakes of the page's MediaRecorder and a canvas's capture
 * stream: it asks for frames at its fps on the page's clock, stops asking when a listener returns
 * false (RNFFilamentRecorder.cpp:38-48), hands each rendered frame to the stream, and resolves
 * stopRecording with a blob: URL, which becomes its outputFile.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecorder, recordingType } from '../src/recorder';

// The module a lazily loaded chunk imports for the bundle's sake reaches the whole runtime
// through edited code (src/companions/runtime.ts), which needs the bundle's aliases.
vi.mock('../src/companions/runtime', () => ({ hostRuntimeLoaded: () => true }));

class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  static made: FakeMediaRecorder[] = [];
  state = 'inactive';
  constructor(
    readonly stream: unknown,
    readonly options: MediaRecorderOptions,
  ) {
    super();
    FakeMediaRecorder.made.push(this);
  }
  get mimeType() {
    return this.options.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = Object.assign(new Event('dataavailable'), { data: new Blob(['frames']) });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event('stop'));
  }
}

function fakeCanvas() {
  const track = { requestFrame: vi.fn(), stop: vi.fn() };
  const canvas = { captureStream: vi.fn(() => ({ getVideoTracks: () => [track] })) };
  const setSurfaceViewport = vi.fn();
  const engine = {
    canvas: canvas as unknown as HTMLCanvasElement,
    objects: { view: { setSurfaceViewport }, swapChain: () => 'swap chain' },
    surface: undefined,
  } as never;
  return { engine, track, setSurfaceViewport };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:https://example.org/v' }));
  FakeMediaRecorder.made = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recorder', () => {
  it('picks MP4/H.264 when the browser records it, else WebM', () => {
    expect(recordingType(() => true)).toBe('video/mp4;codecs=avc1');
    expect(recordingType((type) => type.startsWith('video/webm'))).toBe('video/webm;codecs=vp9');
    expect(recordingType(() => false)).toBe('');
  });

  it('cannot start before its swap chain exists, nor stop before it starts', async () => {
    const recorder = createRecorder(160, 120, 30, 1e6);
    await expect(recorder.startRecording()).rejects.toThrow(/before its SwapChain/);
    await expect(recorder.stopRecording()).rejects.toThrow(
      'Cannot call stopRecording() when isRecording is false!',
    );
    expect(() => recorder.renderFrame(0)).toThrow('Cannot render the frame at 0: not recording!');
  });

  it('asks for a frame every 1/fps s until a listener says false, then gives a blob: URL', async () => {
    const { engine, track, setSurfaceViewport } = fakeCanvas();
    const recorder = createRecorder(160, 120, 20, 1e6);
    expect(recorder.attach(engine)).toBe('swap chain');
    expect(setSurfaceViewport).toHaveBeenCalledWith([0, 0, 160, 120]);
    let frames = 0;
    recorder.addOnReadyForMoreDataListener(() => {
      recorder.renderFrame(frames / 20);
      return ++frames < 3;
    });
    await recorder.startRecording();
    expect(recorder.isRecording).toBe(true);
    expect(FakeMediaRecorder.made[0]!.options).toEqual({
      mimeType: 'video/webm;codecs=vp9',
      videoBitsPerSecond: 1e6,
    });
    vi.advanceTimersByTime(49);
    expect(frames).toBe(0);
    vi.advanceTimersByTime(1);
    expect(frames).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(frames).toBe(3);
    expect(track.requestFrame).toHaveBeenCalledTimes(3);
    expect(recorder.outputFile).toBe('');
    await expect(recorder.stopRecording()).resolves.toBe('blob:https://example.org/v');
    expect(recorder.outputFile).toBe('blob:https://example.org/v');
    expect(recorder.isRecording).toBe(false);
    expect(track.stop).toHaveBeenCalled();
  });

  it('asks no more once no listener is left', async () => {
    const recorder = createRecorder(160, 120, 10, 1e6);
    recorder.attach(fakeCanvas().engine);
    const calls = vi.fn(() => true);
    const listener = recorder.addOnReadyForMoreDataListener(calls);
    await recorder.startRecording();
    vi.advanceTimersByTime(100);
    expect(calls).toHaveBeenCalledTimes(1);
    listener.remove();
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveBeenCalledTimes(1);
  });
});
