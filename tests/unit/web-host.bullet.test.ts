/**
 * Physics costs only the Runs that use it (issue 45): the first-Run figures
 * leave the host's bullet/ folder out unless the code uses physics, and then
 * count ammo's wasm by its gzip twin (plugins/web-host/download.ts). The
 * playground's PhysicsCoin gets its useCoin helper pasted in (tools/playground/vendor.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { bulletFiles, hostFetchedFiles } from '../../plugins/web-host/download';
import { inlineHelpers } from '../../tools/playground/vendor';

function fakeHost(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-'));
  for (const file of [
    'host.js',
    'chunks/a.js',
    'bullet/bullet.js',
    'bullet/ammo.wasm.wasm',
    'bullet/ammo.wasm.wasm.gz',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  return dir;
}

it('counts the physics bundle only for code that uses physics, the wasm by its twin', () => {
  const dir = fakeHost();
  const names = (files: string[]) => files.map((f) => path.relative(dir, f)).sort();
  expect(names(hostFetchedFiles(dir))).toEqual(['chunks/a.js', 'host.js']);
  expect(bulletFiles(dir, '<FilamentScene><Model source={m} /></FilamentScene>')).toEqual([]);
  expect(names(bulletFiles(dir, 'const world = useWorld(0, -9.81, 0)'))).toEqual([
    'bullet/ammo.wasm.wasm.gz',
    'bullet/bullet.js',
  ]);
});

it("pastes a screen's helper in, without importing a name twice", () => {
  const screen =
    "import { useWorld, useRigidBody } from 'react-native-filament'\nimport { useCoin } from './useCoin'\n\nexport default function S() {}\n";
  const helper =
    "import { useRigidBody, useModel } from 'react-native-filament'\nimport Coin from '@assets/coin.glb'\n\nexport function useCoin() {}\n";
  const code = inlineHelpers(screen, new Map([['useCoin.tsx', helper]]));
  expect(code).not.toContain("from './useCoin'");
  expect(code).toContain("import { useModel } from 'react-native-filament'");
  expect(code.match(/useRigidBody/g)).toHaveLength(1);
  expect(code).toMatch(/\nfunction useCoin\(\)/);
  expect(code).toContain("import Coin from '@assets/coin.glb'");
});
