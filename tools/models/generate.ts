/**
 * Writes the preview models to static/models/*.glb and the model checker's
 * test files to tests/fixtures/models/ (fixtures.ts), both committed.
 *
 *   npm run models            write the files
 *   npm run models -- --check fail if a committed file differs from what the code makes
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NodeIO } from '@gltf-transform/core';
import { MODELS, type ModelName } from './models';
import { FIXTURES, FIXTURES_DIR } from './fixtures';
import { paintPng } from './stand-ins';

/** Files other than models in static/models: the texture every image a sample requires gets. */
export const STAND_IN_FILES: Record<string, () => Uint8Array> = { 'paint.png': paintPng };

export const MODELS_DIR = path.resolve(__dirname, '../../static/models');

/** Builds one model as GLB bytes. */
export async function buildModel(name: ModelName): Promise<Uint8Array> {
  return new NodeIO().writeBinary(MODELS[name]());
}

/** Names of the models whose committed file differs from a fresh build. */
export async function staleModels(dir = MODELS_DIR): Promise<ModelName[]> {
  const stale: ModelName[] = [];
  for (const name of Object.keys(MODELS) as ModelName[]) {
    const file = path.join(dir, `${name}.glb`);
    const fresh = await buildModel(name);
    if (!fs.existsSync(file) || !Buffer.from(fresh).equals(fs.readFileSync(file))) stale.push(name);
  }
  for (const [name, make] of Object.entries(STAND_IN_FILES)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file) || !Buffer.from(make()).equals(fs.readFileSync(file))) {
      stale.push(name as ModelName);
    }
  }
  return stale;
}

/** Names of the model checker's fixtures whose committed file differs from a fresh build. */
export async function staleFixtures(dir = FIXTURES_DIR): Promise<string[]> {
  const stale: string[] = [];
  for (const [name, make] of Object.entries(FIXTURES)) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file) || !Buffer.from(await make()).equals(fs.readFileSync(file))) {
      stale.push(name);
    }
  }
  return stale;
}

async function writeFixtures(): Promise<void> {
  fs.mkdirSync(FIXTURES_DIR, { recursive: true });
  for (const [name, make] of Object.entries(FIXTURES)) {
    const bytes = await make();
    fs.writeFileSync(path.join(FIXTURES_DIR, name), bytes);
    console.log(`tests/fixtures/models/${name}  ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  if (values.check) {
    const stale = [...(await staleModels()), ...(await staleFixtures())];
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.join(', ')}. Run \`npm run models\`.`);
      process.exit(1);
    }
    console.log('Models are up to date.');
    return;
  }
  fs.mkdirSync(MODELS_DIR, { recursive: true });
  for (const name of Object.keys(MODELS) as ModelName[]) {
    const bytes = await buildModel(name);
    fs.writeFileSync(path.join(MODELS_DIR, `${name}.glb`), bytes);
    console.log(`static/models/${name}.glb  ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
  for (const [name, make] of Object.entries(STAND_IN_FILES)) {
    const bytes = make();
    fs.writeFileSync(path.join(MODELS_DIR, name), bytes);
    console.log(`static/models/${name}  ${(bytes.byteLength / 1024).toFixed(1)} KB`);
  }
  await writeFixtures();
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) void main();
