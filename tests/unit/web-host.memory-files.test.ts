/**
 * Files handed to the web host in memory (the model checker's reader's
 * files, plugins/web-host/runtime/memory-files.ts): their URIs, and how a
 * .gltf's URIs find the files the reader chose.
 */
import { describe, expect, it } from 'vitest';
import {
  dataUriBytes,
  memoryFile,
  provideFiles,
  resourceBytes,
  resourceFileName,
} from '../../plugins/web-host/runtime/memory-files';

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
