/**
 * react-native-video's imitation (src/video.tsx, src/video-data.ts): what `onLoad` and `onError`
 * get, a `source` as `{ uri }` or a required file's id, and `resizeMode` as CSS.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAsset, setSiteBase } from '../src/assets';
import { errorData, loadData, OBJECT_FIT, sourceUri } from '../src/video-data';

beforeAll(() => {
  vi.stubGlobal('location', new URL('https://example.org/site/'));
  setSiteBase('/site/');
});
afterAll(() => vi.unstubAllGlobals());

describe('react-native-video imitation', () => {
  it('gives onLoad the time, the duration and the natural size with its orientation', () => {
    expect(loadData({ currentTime: 0, duration: 5, videoWidth: 160, videoHeight: 120 })).toEqual({
      currentTime: 0,
      duration: 5,
      naturalSize: { width: 160, height: 120, orientation: 'landscape' },
    });
    // A MediaRecorder file has no duration until it is read through: 0, not Infinity.
    expect(
      loadData({ currentTime: 0, duration: Infinity, videoWidth: 1080, videoHeight: 1920 }),
    ).toMatchObject({ duration: 0, naturalSize: { orientation: 'portrait' } });
  });

  it('gives onError the MediaError as { error: { errorString, code } }', () => {
    expect(errorData({ code: 4, message: 'Format error' })).toEqual({
      error: { errorString: 'Format error', code: 4 },
    });
    expect(errorData(null)).toEqual({
      error: { errorString: 'The video could not be played.', code: 0 },
    });
  });

  it('plays a { uri } as it is and a required file through the asset registry', () => {
    expect(sourceUri({ uri: 'blob:https://example.org/1' })).toBe('blob:https://example.org/1');
    expect(sourceUri(registerAsset('models/clip.mp4'))).toBe(
      'https://example.org/site/models/clip.mp4',
    );
    expect(sourceUri(undefined)).toBeUndefined();
  });

  it('maps resizeMode to object-fit, stretch filling the box', () => {
    expect(OBJECT_FIT).toEqual({
      contain: 'contain',
      cover: 'cover',
      stretch: 'fill',
      none: 'none',
    });
  });
});
