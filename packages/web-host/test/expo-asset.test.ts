/**
 * expo-asset as its web build behaves (expo-asset.ts; expo/expo packages/expo-asset/src/Asset.ts):
 * fromModule finds a required file's id in react-native-web's registry, downloadAsync sets
 * localUri to the uri, an unknown id is the package's error.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAsset, setSiteBase } from '../src/assets';

// The module every companion imports for the bundle's sake reaches the whole runtime through
// edited code (src/companions/runtime.ts), which needs the bundle's aliases: not this test's concern.
vi.mock('../src/companions/runtime', () => ({ hostRuntimeLoaded: () => true }));

beforeAll(() => {
  vi.stubGlobal('location', new URL('https://example.org/site/'));
  setSiteBase('/site/');
});
afterAll(() => vi.unstubAllGlobals());

describe('expo-asset (expo-asset.ts)', () => {
  it('gives a required model its uri, then localUri once downloaded', async () => {
    const { Asset } = await import('../src/expo-asset');
    const asset = Asset.fromModule(registerAsset('models/showcase.glb'));
    expect(asset.uri).toBe('https://example.org/site/models/showcase.glb');
    expect(asset.type).toBe('glb');
    expect(asset.localUri).toBeNull();
    await expect(asset.downloadAsync()).resolves.toBe(asset);
    expect(asset.localUri).toBe(asset.uri);
    expect(asset.downloaded).toBe(true);
    expect(Asset.fromModule(registerAsset('models/showcase.glb'))).toBe(asset);
  });

  it('throws the package’s error for an id not in the registry, and reads a URI’s type', async () => {
    const { Asset } = await import('../src/expo-asset');
    expect(() => Asset.fromModule(9999)).toThrow(
      'Module "9999" is missing from the asset registry',
    );
    expect(Asset.fromURI('https://x.dev/a/b.png?v=1').type).toBe('png');
    const [loaded] = await Asset.loadAsync([registerAsset('models/beacon.glb')]);
    expect(loaded!.localUri).toBe('https://example.org/site/models/beacon.glb');
  });
});
