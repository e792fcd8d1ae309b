/**
 * What Filament's glTF loader does with a `.gltf` whose buffer or image lives
 * in a separate file that nobody hands to it, tried on Filament's WebAssembly
 * build (node_modules/filament, the same gltfio code as the native library)
 * in headless Chromium (SwiftShader). Issue 43 asked for it; the result is
 * recorded in audit/experiments/gltf-external-resources.md.
 *
 * react-native-filament 1.11.0 reads one file into one buffer
 * (cpp/core/RNFEngineImpl.cpp:233), gives it to AssetLoader::createAsset and
 * then calls ResourceLoader::loadResources without ever calling
 * addResourceData (:266-270). The wasm harness below does the same: the
 * AssetLoader gets the .gltf's bytes, a ResourceLoader with the stb and KTX2
 * providers (as RNFEngineImpl.cpp:63-80 registers them) loads the resources,
 * and addResourceData is called only in the control that supplies the .bin.
 * The web binding exposes the resource loading as asyncBeginLoad /
 * asyncUpdateLoad, which in gltfio runs the same buffer path as the
 * synchronous loadResources (the textures decode over later calls).
 *
 * Every case runs in its own page, so a trap in one cannot leak into the next.
 *
 *   npx tsx tools/experiments/gltf-external-resources.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Document, NodeIO } from '@gltf-transform/core';
import { KHRMaterialsUnlit } from '@gltf-transform/extensions';
import { chromium, type Page } from '@playwright/test';
import type * as FilamentTypes from 'filament';
import { checkerPng } from '../models/fixtures';
import { box, sphere, type MeshData } from '../models/geometry';
import { meshWithMaterial } from '../models/mesh';
import { CHROME_EXECUTABLE, CHROMIUM_FLAGS, WEBGL_FLAGS } from '../chromium';

const ROOT = path.resolve(__dirname, '../..');
const FILAMENT_DIR = path.join(ROOT, 'node_modules/filament');
const SIZE = 96;

/** An unlit mesh (a 1 m cube unless told), its base colour a checker texture over a red factor: it needs no light to show. */
function meshDocument(data: MeshData = box(1, 1, 1)): Document {
  const doc = new Document();
  doc.createBuffer();
  const unlit = doc.createExtension(KHRMaterialsUnlit);
  const texture = doc
    .createTexture('Checker')
    .setMimeType('image/png')
    .setImage(checkerPng(8, [255, 255, 255, 255], [40, 200, 40, 255]));
  const material = doc
    .createMaterial('Red')
    .setBaseColorFactor([1, 0.1, 0.1, 1])
    .setBaseColorTexture(texture)
    .setExtension('KHR_materials_unlit', unlit.createUnlit());
  const uvs = new Float32Array((data.positions.length / 3) * 2).map((_, i) =>
    i % 2 === 0 ? data.positions[(i / 2) * 3] + 0.5 : data.positions[((i - 1) / 2) * 3 + 1] + 0.5,
  );
  const scene = doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  scene.addChild(
    doc.createNode('Cube').setMesh(meshWithMaterial(doc, 'Cube', data, material, uvs)),
  );
  return doc;
}

interface Case {
  readonly name: string;
  readonly what: string;
  /** The file the library would read (a .gltf's JSON or a .glb). */
  readonly file: Uint8Array;
  /** Resources handed to the loader with addResourceData (the library hands none). */
  readonly supplied: Record<string, Uint8Array>;
  /** The length of the .bin the file names and nobody supplies, if any. */
  readonly missingBin?: number;
}

const dataUri = (mime: string, bytes: Uint8Array) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

async function cases(): Promise<Case[]> {
  const io = new NodeIO().registerExtensions([KHRMaterialsUnlit]);
  const separate = async (doc: Document, name: string) => {
    doc.getRoot().listBuffers()[0].setURI(`${name}.bin`);
    doc.getRoot().listTextures()[0].setURI(`${name}.png`);
    return io.writeJSON(doc);
  };
  const { json, resources } = await separate(meshDocument(), 'cube');
  const big = await separate(meshDocument(sphere(0.7, 128, 64)), 'sphere');
  const bin = resources['cube.bin'];
  const png = resources['cube.png'];
  const text = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const withUris = (bufferUri: string, imageUri: string) => {
    const copy = structuredClone(json);
    copy.buffers![0].uri = bufferUri;
    copy.images![0].uri = imageUri;
    return text(copy);
  };
  const embeddedBin = dataUri('application/octet-stream', bin);
  const embeddedPng = dataUri('image/png', png);
  return [
    {
      name: 'separate .bin and .png, none supplied',
      what: 'the case the pages describe: what the library does with such a file',
      file: withUris('cube.bin', 'cube.png'),
      supplied: {},
      missingBin: bin.byteLength,
    },
    {
      name: 'separate .bin only, not supplied',
      what: 'the image embedded, so only the missing buffer differs from the control',
      file: withUris('cube.bin', embeddedPng),
      supplied: {},
      missingBin: bin.byteLength,
    },
    {
      name: 'separate .png only, not supplied',
      what: 'the buffer embedded, the image a separate file',
      file: withUris(embeddedBin, 'cube.png'),
      supplied: {},
    },
    {
      name: 'separate .bin and .png, both supplied (control)',
      what: 'what gltfio needs: addResourceData for each URI, which the library never calls',
      file: withUris('cube.bin', 'cube.png'),
      supplied: { 'cube.bin': bin, 'cube.png': png },
    },
    {
      name: 'everything embedded (control)',
      what: 'data: URIs, one file',
      file: withUris(embeddedBin, embeddedPng),
      supplied: {},
    },
    {
      name: '.glb (control)',
      what: 'the binary form, one file',
      file: await io.writeBinary(meshDocument()),
      supplied: {},
    },
    {
      name: 'a larger separate .bin, not supplied',
      what: `a sphere of ${big.resources['sphere.bin'].byteLength} bytes of buffer: its accessors reach past the zeros at the start of wasm memory`,
      file: text(big.json),
      supplied: {},
      missingBin: big.resources['sphere.bin'].byteLength,
    },
  ];
}

function serve(): Promise<http.Server> {
  const html = `<!doctype html><meta charset="utf-8"><canvas width="${SIZE}" height="${SIZE}"></canvas><script src="/filament.js"></script>`;
  const files: Record<string, [string, () => Buffer | string]> = {
    '/': ['text/html', () => html],
    '/favicon.ico': ['image/x-icon', () => ''],
    '/filament.js': [
      'text/javascript',
      () => fs.readFileSync(path.join(FILAMENT_DIR, 'filament.js')),
    ],
    '/filament.wasm': [
      'application/wasm',
      () => fs.readFileSync(path.join(FILAMENT_DIR, 'filament.wasm')),
    ],
  };
  const server = http.createServer((req, res) => {
    const entry = files[req.url ?? '/'];
    if (!entry) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': entry[0] }).end(entry[1]());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface Outcome {
  readonly steps: string[];
  readonly drawnPixels?: number;
  /** The frame, as a data: URL (written to SHOTS_DIR when set). */
  readonly png?: string;
  readonly error?: string;
}

/** The parts of filament.js used in the page: its declarations, plus the loader bindings they leave out. */
type FilamentModule = Omit<typeof FilamentTypes, 'HEAPU8'> & {
  HEAPU8: Uint8Array;
  Buffer(bytes: Uint8Array): unknown;
  gltfio$ResourceLoader: new (
    engine: FilamentTypes.Engine,
    normalizeSkinningWeights: boolean,
  ) => {
    addResourceData(uri: string, buffer: unknown): void;
    addStbProvider(mime: string, provider: unknown): void;
    addKtx2Provider(mime: string, provider: unknown): void;
    asyncBeginLoad(asset: FilamentTypes.gltfio$FilamentAsset): boolean;
    asyncUpdateLoad(): void;
    asyncGetLoadProgress(): number;
  };
  gltfio$StbProvider: new (engine: FilamentTypes.Engine) => unknown;
  gltfio$Ktx2Provider: new (engine: FilamentTypes.Engine) => unknown;
};

interface PageInput {
  readonly file: number[];
  readonly supplied: Record<string, number[]>;
  readonly missingBin: number | undefined;
}

/** What startEngine leaves on the page's window for loadAndDraw. */
interface Stage {
  readonly F: FilamentModule;
  readonly engine: FilamentTypes.Engine;
  readonly scene: FilamentTypes.Scene;
  render(frames: number): Promise<void>;
  readPixels(): { pixels: Uint8ClampedArray; png: string };
  /** The clear colour as this pipeline draws it, read from a frame with nothing in it. */
  readonly background: number[];
}

/** Runs in the page: Filament's engine, a camera looking at the origin, a clear colour, one empty frame. */
function startEngine(size: number): Promise<void> {
  const global = window as unknown as { Filament: FilamentModule; stage?: Stage };
  const canvas = document.querySelector('canvas')!;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  // The context keeps its drawing buffer (preserveDrawingBuffer), so a copy reads the last frame.
  const readPixels = () => {
    const copy = document.createElement('canvas');
    copy.width = size;
    copy.height = size;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    return {
      pixels: context.getImageData(0, 0, size, size).data,
      png: copy.toDataURL('image/png'),
    };
  };
  return new Promise<void>((resolve) => global.Filament.init([], resolve)).then(async () => {
    // init replaces the global with the instantiated module.
    const F = global.Filament;
    const engine = F.Engine.create(canvas, { preserveDrawingBuffer: true });
    const scene = engine.createScene();
    const renderer = engine.createRenderer();
    const swapChain = engine.createSwapChain();
    const camera = engine.createCamera(F.EntityManager.get().create());
    const view = engine.createView();
    view.setCamera(camera);
    view.setScene(scene);
    view.setViewport([0, 0, size, size]);
    camera.setProjectionFov(45, 1, 0.1, 100, F.Camera$Fov.VERTICAL);
    camera.lookAt([1.6, 1.2, 2.4], [0, 0, 0], [0, 1, 0]);
    renderer.setClearOptions({ clearColor: [0.1, 0.2, 0.6, 1], clear: true });
    const render = async (frames: number) => {
      for (let i = 0; i < frames; i++) {
        renderer.render(swapChain, view);
        await nextFrame();
      }
    };
    await render(2);
    const empty = readPixels().pixels;
    const background = [empty[0], empty[1], empty[2]];
    global.stage = { F, engine, scene, render, readPixels, background };
  });
}

/**
 * Runs in the page after startEngine: loads `file` as the library does,
 * renders a few frames and counts the pixels that differ from the background.
 */
async function loadAndDraw({ file, supplied, missingBin }: PageInput): Promise<Outcome> {
  const { F, engine, scene, render, readPixels, background } = (
    window as unknown as { stage: Stage }
  ).stage;
  const steps: string[] = [];
  try {
    const asset = engine.createAssetLoader().createAsset(new Uint8Array(file));
    steps.push(`createAsset: ${asset ? 'an asset' : 'null'}`);
    if (!asset) return { steps };
    const uris = asset.getResourceUris();
    steps.push(
      `resource URIs: ${JSON.stringify(uris.map((uri) => (uri.startsWith('data:') ? `${uri.slice(0, 30)}…` : uri)))}`,
    );
    // As RNFEngineImpl.cpp:63-80: a ResourceLoader normalizing skinning weights, with PNG/JPEG and KTX2 decoders.
    const loader = new F.gltfio$ResourceLoader(engine, true);
    const stb = new F.gltfio$StbProvider(engine);
    const ktx2 = new F.gltfio$Ktx2Provider(engine);
    loader.addStbProvider('image/jpeg', stb);
    loader.addStbProvider('image/png', stb);
    loader.addKtx2Provider('image/ktx2', ktx2);
    for (const [uri, bytes] of Object.entries(supplied)) {
      loader.addResourceData(uri, F.Buffer(new Uint8Array(bytes)));
    }
    steps.push(`asyncBeginLoad: ${loader.asyncBeginLoad(asset)}`);
    // A buffer that never arrived keeps a null data pointer, so its accessors read wasm memory from address 0.
    if (missingBin !== undefined) {
      const nonZero = F.HEAPU8.subarray(0, missingBin).filter((byte) => byte !== 0).length;
      steps.push(
        `non-zero bytes in wasm memory [0, ${missingBin}) (the missing .bin's length): ${nonZero}`,
      );
    }
    for (let i = 0; i < 50 && loader.asyncGetLoadProgress() < 1; i++) loader.asyncUpdateLoad();
    steps.push(`load progress: ${loader.asyncGetLoadProgress()}`);
    scene.addEntities(asset.getEntities());
    const aabb = asset.getBoundingBox();
    steps.push(
      `renderables: ${asset.getRenderableEntities().length}, bounding box min ${JSON.stringify(Array.from(aabb.min))} max ${JSON.stringify(Array.from(aabb.max))}`,
    );
    await render(4);
    steps.push('rendered 4 frames');
    const { pixels, png } = readPixels();
    // Drawn: clearly unlike the background (dithering moves it by a few levels).
    let drawnPixels = 0;
    const colors = new Map<string, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const rgb = [pixels[i], pixels[i + 1], pixels[i + 2]];
      if (!rgb.some((value, c) => Math.abs(value - background[c]) > 12)) continue;
      drawnPixels++;
      const key = rgb.map((value) => value >> 4).join(',');
      colors.set(key, (colors.get(key) ?? 0) + 1);
    }
    const common = [...colors].sort((a, b) => b[1] - a[1]).slice(0, 3);
    steps.push(
      `background rgb(${background.join(', ')}); drawn pixels in ${colors.size} colours (4-bit), most common ${common.map(([key, count]) => `${key} ×${count}`).join(' / ') || 'none'}`,
    );
    return { steps, drawnPixels, png };
  } catch (error) {
    return { steps, error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

/** Lines every case prints: the engine's start-up, and SwiftShader's note on reading the frame back. */
const SAME_IN_EVERY_CASE = /FEngine|\[WebKit\]|feature level|GPU stall due to ReadPixels/i;

async function runCase(page: Page, origin: string, testCase: Case): Promise<string[]> {
  const lines: string[] = [];
  page.on('console', (msg) => {
    if (!SAME_IN_EVERY_CASE.test(msg.text()))
      lines.push(`  console.${msg.type()}: ${msg.text().trim()}`);
  });
  page.on('pageerror', (error) => lines.push(`  page error: ${error.message}`));
  page.on('crash', () => lines.push('  the page crashed'));
  // tsx keeps function names with an __name helper that the page does not have.
  await page.addInitScript('window.__name = (fn) => fn');
  await page.goto(origin);
  await page.evaluate(startEngine, SIZE);
  const outcome = await page.evaluate(loadAndDraw, {
    file: Array.from(testCase.file),
    supplied: Object.fromEntries(
      Object.entries(testCase.supplied).map(([uri, bytes]) => [uri, Array.from(bytes)]),
    ),
    missingBin: testCase.missingBin,
  });
  const shots = process.env.SHOTS_DIR;
  if (shots && outcome.png) {
    const file = path.join(shots, `${testCase.name.replace(/[^\w]+/g, '-')}.png`);
    fs.writeFileSync(file, Buffer.from(outcome.png.split(',')[1], 'base64'));
  }
  return [
    `## ${testCase.name}`,
    `(${testCase.what}; ${testCase.file.byteLength} bytes)`,
    ...outcome.steps.map((step) => `  ${step}`),
    outcome.error
      ? `  threw: ${outcome.error}`
      : `  drawn pixels: ${outcome.drawnPixels} of ${SIZE * SIZE}`,
    ...lines,
  ];
}

async function main(): Promise<void> {
  const version = (
    JSON.parse(fs.readFileSync(path.join(FILAMENT_DIR, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  console.log(`filament ${version} (wasm), ${CHROME_EXECUTABLE ?? 'Playwright Chromium'}`);
  const server = await serve();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({
    executablePath: CHROME_EXECUTABLE,
    args: [...CHROMIUM_FLAGS, ...WEBGL_FLAGS],
  });
  try {
    for (const testCase of await cases()) {
      const page = await browser.newPage();
      console.log((await runCase(page, origin, testCase)).join('\n'));
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
