/**
 * A sample pays for the companion libraries it imports and for nothing else (issue 45): its
 * first-Run figure, which its Run label shows (plugins/web-host/download.ts), adds the scripts
 * companions.json lists for each package the code imports, and physics only for code using it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { sampleFirstRunBytes } from '../../plugins/web-host/download';
import { gzipTwin } from '../../shared/gzip-twin';
import { pagesBytes } from '../../shared/pages-bytes';

const ROOT = path.join(__dirname, '../..');

// The plain figure counts filament.wasm's gzip twin, which a fresh clone has not written yet
// (Zopfli: seconds the first time on a machine, then cached); no other test file may be relied on for it.
beforeAll(async () => {
  await gzipTwin(path.join(ROOT, 'node_modules/filament/filament.wasm'), ROOT);
}, 120_000);

/** A host folder: the runtime, one chunk per companion, physics, and companions.json. */
function fakeHost(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-companions-'));
  const files: Record<string, string> = {
    'host.js': 'export const host = 1;'.repeat(40),
    'chunks/runtime.js': 'export const runtime = 2;'.repeat(400),
    'chunks/reanimated.js': 'export const reanimated = 3;'.repeat(900),
    'chunks/gesture-handler.js': 'export const gestures = 4;'.repeat(700),
    'bullet/bullet.js': 'export const bullet = 5;'.repeat(600),
    'companions.json': JSON.stringify({
      'react-native-reanimated': ['chunks/reanimated.js'],
      'react-native-gesture-handler': ['chunks/gesture-handler.js'],
    }),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const PLAIN = "import { Model } from 'react-native-filament'\nexport default () => <Model />";
const REANIMATED = `import Animated from 'react-native-reanimated'\n${PLAIN}`;
const BOTH = `import { Gesture } from 'react-native-gesture-handler'\n${REANIMATED}`;
const PHYSICS = `${PLAIN}\nconst world = useWorld(0, -9.81, 0)`;

it('adds exactly the scripts of the companions a sample imports, and physics only when used', () => {
  const dir = fakeHost();
  const bytes = (code: string) => sampleFirstRunBytes(ROOT, dir, code);
  const of = (file: string) => pagesBytes(path.join(dir, file));
  const plain = bytes(PLAIN);
  expect(bytes(REANIMATED) - plain).toBe(of('chunks/reanimated.js'));
  expect(bytes(BOTH) - plain).toBe(of('chunks/reanimated.js') + of('chunks/gesture-handler.js'));
  expect(bytes(PHYSICS) - plain).toBe(of('bullet/bullet.js'));
  // The plain figure holds the runtime and no companion or physics script.
  expect(plain).toBeGreaterThan(of('chunks/runtime.js'));
  expect(bytes('// react-native-reanimated is not imported here\n' + PLAIN)).toBe(plain);
});
