/**
 * Files handed to the web host in memory (the model checker's reader's
 * files, src/memory-files.ts): their URIs, how a
 * .gltf's URIs find the files the reader chose, and the order in which they
 * reach Filament's ResourceLoader (on a recording stand-in for the wasm's
 * bindings: the browser test draws the real thing).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Filament } from '../src/filament';
import {
  dataUriBytes,
  loadResourcesFromMemory,
  memoryFile,
  provideFiles,
  resourceBytes,
  resourceFileName,
} from '../src/memory-files';

describe('provideFiles', () => {
  it('gives each file a URI of its own, readable until forgotten, never a blob: or http URL', () => {
    const gltf = new Uint8Array([1]);
    const bin = new Uint8Array([2]);
    const files = new Map([
      ['a b.gltf', gltf],
      ['a b.bin', bin],
    ]);
    const provided = provideFiles(files);
    const uri = provided.uriOf('a b.gltf')!;
    expect(uri).toMatch(/^memory:\d+\/a%20b\.gltf$/);
    expect(memoryFile(uri)?.bytes).toBe(gltf);
    expect(memoryFile(uri)?.siblings.get('a b.bin')).toBe(bin);
    expect(provided.uriOf('other.glb')).toBeUndefined();
    expect(memoryFile('https://example.com/a%20b.gltf')).toBeUndefined();
    provided.forget();
    expect(memoryFile(uri)).toBeUndefined();
  });

  it('keeps two sets of files apart', () => {
    const first = provideFiles(new Map([['m.glb', new Uint8Array([1])]]));
    const second = provideFiles(new Map([['m.glb', new Uint8Array([2])]]));
    expect(first.uriOf('m.glb')).not.toBe(second.uriOf('m.glb'));
    first.forget();
    expect(memoryFile(second.uriOf('m.glb')!)?.bytes[0]).toBe(2);
    second.forget();
  });
});

describe('resourceFileName', () => {
  it.each([
    ['scene.bin', 'scene.bin'],
    ['textures/Wood%20Floor.png', 'Wood Floor.png'],
    ['./a/b/c.jpg?v=2#x', 'c.jpg'],
    ['bad%E0name.bin', 'bad%E0name.bin'],
  ])('%s → %s', (uri, name) => {
    expect(resourceFileName(uri)).toBe(name);
  });
});

describe('dataUriBytes', () => {
  it('decodes base64 and percent-encoded data URIs without fetching them', () => {
    expect([...dataUriBytes('data:application/octet-stream;base64,AAEC/w==')]).toEqual([
      0, 1, 2, 255,
    ]);
    expect(new TextDecoder().decode(dataUriBytes('data:text/plain,a%20b'))).toBe('a b');
  });

  it('refuses a data URI without a comma', () => {
    expect(() => dataUriBytes('data:nothing')).toThrow(/comma/);
  });
});

describe('resourceBytes', () => {
  const siblings = new Map([['Wood Floor.png', new Uint8Array([7])]]);

  it('finds a file by the last segment of the URI, or decodes a data: URI', () => {
    expect(resourceBytes('textures/Wood%20Floor.png', siblings)[0]).toBe(7);
    expect([...resourceBytes('data:;base64,AQ==', siblings)]).toEqual([1]);
  });

  it('names a file the reader did not choose', () => {
    expect(() => resourceBytes('scene.bin', siblings)).toThrow(
      'The model names scene.bin, which was not among the chosen files.',
    );
  });
});

/** A stand-in for the wasm's ResourceLoader bindings that records what is called, in order. */
function recordingFilament(progress: () => number) {
  const calls: string[] = [];
  const provider = (name: string) =>
    class {
      delete() {
        calls.push(`${name}.delete`);
      }
    };
  const Filament = {
    Buffer: (bytes: Uint8Array) => ({
      bytes,
      delete: () => calls.push(`Buffer.delete ${bytes.join(',')}`),
    }),
    gltfio$ResourceLoader: class {
      constructor() {
        calls.push('new ResourceLoader');
      }
      addResourceData(uri: string, buffer: { bytes: Uint8Array }) {
        calls.push(`addResourceData ${uri} ${buffer.bytes.join(',')}`);
      }
      addStbProvider(mime: string) {
        calls.push(`addStbProvider ${mime}`);
      }
      addKtx2Provider(mime: string) {
        calls.push(`addKtx2Provider ${mime}`);
      }
      asyncBeginLoad() {
        calls.push('asyncBeginLoad');
        return true;
      }
      asyncUpdateLoad() {
        calls.push('asyncUpdateLoad');
      }
      asyncGetLoadProgress() {
        return progress();
      }
      delete() {
        calls.push('ResourceLoader.delete');
      }
    },
    gltfio$StbProvider: provider('StbProvider'),
    gltfio$Ktx2Provider: provider('Ktx2Provider'),
  };
  return { calls, Filament: Filament as unknown as Filament };
}

const asset = (uris: string[]) =>
  ({ getResourceUris: () => uris, getEngine: () => ({}) }) as unknown as Parameters<
    typeof loadResourcesFromMemory
  >[1];

describe('loadResourcesFromMemory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("hands every URI's bytes to the ResourceLoader before asyncBeginLoad, then decodes until done", () => {
    vi.useFakeTimers();
    let progress = 0;
    const { calls, Filament } = recordingFilament(() => progress);
    const siblings = new Map([
      ['scene.bin', new Uint8Array([1, 2])],
      ['Wood Floor.png', new Uint8Array([3])],
    ]);
    loadResourcesFromMemory(
      Filament,
      asset(['scene.bin', 'textures/Wood%20Floor.png', 'data:;base64,BAU=']),
      siblings,
    );
    const begin = calls.indexOf('asyncBeginLoad');
    expect(calls.slice(0, begin).filter((c) => c.startsWith('addResourceData'))).toEqual([
      'addResourceData scene.bin 1,2',
      'addResourceData textures/Wood%20Floor.png 3',
      'addResourceData data:;base64,BAU= 4,5',
    ]);
    expect(calls).toContain('addStbProvider image/png');
    expect(calls).not.toContain('ResourceLoader.delete');
    vi.advanceTimersByTime(30);
    expect(calls.filter((c) => c === 'asyncUpdateLoad')).toHaveLength(1);
    progress = 1;
    vi.advanceTimersByTime(30);
    expect(calls.slice(-3)).toEqual([
      'ResourceLoader.delete',
      'StbProvider.delete',
      'Ktx2Provider.delete',
    ]);
    vi.advanceTimersByTime(300);
    expect(calls.filter((c) => c === 'asyncUpdateLoad')).toHaveLength(2);
  });

  it('a release before the textures are done stops the decoding and frees the loader once', () => {
    vi.useFakeTimers();
    const { calls, Filament } = recordingFilament(() => 0);
    const stop = loadResourcesFromMemory(Filament, asset([]), new Map());
    stop();
    stop();
    vi.advanceTimersByTime(300);
    expect(calls.filter((c) => c === 'ResourceLoader.delete')).toHaveLength(1);
    expect(calls).not.toContain('asyncUpdateLoad');
  });

  it('a file the model names but the reader did not choose throws before anything is made', () => {
    const { calls, Filament } = recordingFilament(() => 1);
    expect(() => loadResourcesFromMemory(Filament, asset(['scene.bin']), new Map())).toThrow(
      'The model names scene.bin, which was not among the chosen files.',
    );
    expect(calls).toEqual([]);
  });
});
