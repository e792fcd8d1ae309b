/**
 * The web host's build-side pieces (plugins/web-host): the Babel pass that
 * records worklet closures, the sample extraction from the guides, the
 * worklets-core shim. The ports have their own tests (web-host.ports.*).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transformSync } from '@babel/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzippedSize } from '../../shared/gzipped-size';
import { gzipTwin } from '../../shared/gzip-twin';
import { workletClosures } from 'react-native-filament-web-host/build';
import {
  HOST_MODULES,
  guideSamples,
  liveSampleOf,
  liveSamples,
  runBlocker,
  siteModelFor,
  standInsOf,
} from '../../plugins/web-host/samples';
import remarkRunButton from '../../plugins/web-host/remark-run-button';
import { siteModelNamed } from 'react-native-filament-web-host/site-models';
import { Worklets, getWorkletDependencies, isWorklet } from '../../packages/web-host/src/worklets';

const SITE = path.resolve(__dirname, '../..');

/** A stand-in for the bundled host (the real one exists only after a build), for the Run buttons' figure. */
const HOST_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-'));
/** The wasm's gzip twin, which the figures count (Zopfli: seconds the first time on a machine, then cached). */
let wasmTwin: string;
beforeAll(async () => {
  wasmTwin = await gzipTwin(path.join(SITE, 'node_modules/filament/filament.wasm'), SITE);
}, 120_000);
fs.writeFileSync(path.join(HOST_DIR, 'host.js'), 'export {};'.repeat(100));
afterAll(() => fs.rmSync(HOST_DIR, { recursive: true, force: true }));

/** Compiles `source` with the closure pass and runs it; returns what it returns. */
function run(source: string): unknown {
  const code = transformSync(source, {
    babelrc: false,
    configFile: false,
    parserOpts: { allowReturnOutsideFunction: true },
    plugins: [workletClosures],
  })!.code!;
  return new Function(code)();
}

describe('worklet closures', () => {
  it('records what a worklet captures from its enclosing function, read when it is made', () => {
    const fn = run(`
      const moduleLevel = 1;
      function outer(a, b) {
        const unused = 3;
        return () => { 'worklet'; const local = 2; return a + b.value + local + moduleLevel; };
      }
      return outer(10, { value: 5 });
    `) as { __closure: Record<string, unknown>; __workletHash: number; (): number };
    expect(fn()).toBe(18);
    expect(fn.__closure).toEqual({ a: 10, b: { value: 5 } });
    expect(typeof fn.__workletHash).toBe('number');
    expect(isWorklet(fn)).toBe(true);
    expect(getWorkletDependencies(fn)).toEqual([10, { value: 5 }]);
  });

  it('marks nested worklets and function declarations, and leaves other functions alone', () => {
    const result = run(`
      function make(x) {
        function inner() { 'worklet'; return x; }
        const outer = () => { 'worklet'; return () => { 'worklet'; return inner() + x; }; };
        const plain = () => x;
        return { inner, outer, plain };
      }
      return make(7);
    `) as Record<string, { __closure?: object; (): unknown }>;
    expect(result.inner.__closure).toEqual({ x: 7 });
    expect(result.outer.__closure).toEqual({ inner: result.inner, x: 7 });
    const nested = result.outer() as { __closure?: object; (): number };
    expect(nested()).toBe(14);
    expect(nested.__closure).toEqual({ inner: result.inner, x: 7 });
    expect(result.plain.__closure).toBeUndefined();
  });

  it('makes an unmarked function depend on itself, so its effect never keeps stale values', () => {
    const plain = () => 1;
    expect(isWorklet(plain)).toBe(false);
    expect(getWorkletDependencies(plain)).toEqual([plain]);
  });
});

describe('worklets-core shim', () => {
  it('runs a context’s work after the current task and fires shared-value listeners on write', async () => {
    const order: string[] = [];
    const done = Worklets.createContext('test').runAsync(() => order.push('worklet'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'worklet']);
    const value = Worklets.createSharedValue(1);
    const seen: number[] = [];
    const remove = value.addListener(() => seen.push(value.value));
    value.value = 2;
    remove();
    value.value = 3;
    expect(seen).toEqual([2]);
  });
});

describe('samples', () => {
  it('takes the getting-started sample, the guide’s live block, exactly as written', () => {
    const code = liveSamples(SITE).get('getting-started')!;
    expect(code).toMatch(/^import React from 'react';/);
    expect(code).toContain("<Model source={require('./assets/helmet.glb')} transformToUnitCube />");
    expect(code).toContain('export default function App()');
  });

  it('runs only blocks marked live, and one per guide', () => {
    const block = (meta: string, code: string) => `\`\`\`tsx${meta}\n${code}\n\`\`\`\n`;
    expect(liveSampleOf(block(' title="a.tsx"', 'a') + block(' live', 'b'), 'g')).toBe('b\n');
    expect(liveSampleOf(block(' lively', 'a'), 'g')).toBeUndefined();
    expect(() => liveSampleOf(block(' live', 'a') + block(' live', 'b'), 'g')).toThrow(
      /docs\/guides\/g\.mdx has 2 live code blocks/,
    );
  });

  it('puts a Run button after each tsx block that can run, a reason after one that cannot, and imports the button once', () => {
    const code = (meta: string, value = '') => ({ type: 'code', lang: 'tsx', meta, value });
    const tree = {
      type: 'root',
      children: [
        code('live', 'export default function App() { return <FilamentScene />; }'),
        code('title="Other.tsx"', 'export default function Other() { return <FilamentScene />; }'),
        code('title="Drag.tsx"', "import 'react-native-svg';\nexport default function D() {}"),
      ],
    };
    remarkRunButton({ hostDir: HOST_DIR })(tree, { path: '/site/docs/guides/light.mdx' });
    expect(tree.children.map((n) => n.type)).toEqual([
      'mdxjsEsm',
      'code',
      'mdxJsxFlowElement',
      'code',
      'mdxJsxFlowElement',
      'code',
      'mdxJsxFlowElement',
    ]);
    // The live block runs as bundled; another runs its text in the page.
    expect(tree.children[2]).toMatchObject({
      name: 'WebHostRunSample',
      attributes: [{ name: 'sample', value: 'light' }, { name: 'downloadBytes' }],
    });
    expect(tree.children[4]).toMatchObject({
      name: 'WebHostRunSample',
      attributes: [
        { name: 'sample', value: 'light.Other' },
        { name: 'inPage', value: null },
        { name: 'downloadBytes' },
      ],
    });
    expect(tree.children[6]).toMatchObject({
      name: 'p',
      attributes: [{ name: 'data-web-host-no-run', value: 'light.Drag' }],
      children: [
        {
          children: [
            {
              value:
                'Not run in the page: Needs react-native-svg, which the page does not provide.',
            },
          ],
        },
      ],
    });
  });

  it('offers Run to a complete screen the host can give everything it imports, and says why not otherwise', () => {
    const screen =
      "import { View } from 'react-native';\nexport default function A() { return <FilamentScene />; }";
    expect(runBlocker(screen)).toBeUndefined();
    expect(runBlocker('export function OnlyOne() { return <FilamentView />; }')).toBeUndefined();
    expect(runBlocker('export function Part() { return <Animator />; }')).toMatch(
      /^A part of a scene/,
    );
    expect(runBlocker(screen, 'fragment')).toMatch(/^A fragment/);
    expect(runBlocker('export function useThing() {}')).toMatch(/^A hook, not a screen/);
    expect(runBlocker('export function A() {}\nexport function B() {}')).toMatch(
      /^Exports no component/,
    );
    expect(runBlocker(`import Svg from 'react-native-svg';\n${screen}`)).toBe(
      'Needs react-native-svg, which the page does not provide.',
    );
    // The host's shims count as provided.
    expect(
      runBlocker(`import Animated from 'react-native-reanimated';\n${screen}`),
    ).toBeUndefined();
    // Physics runs on the host's Bullet port (packages/web-host/src/bullet).
    expect(runBlocker(`useWorld(); ${screen}`)).toBeUndefined();
    // Recording runs on the host's recorder (packages/web-host/src/recorder.ts) and its video imitation.
    expect(
      runBlocker(`import Video from 'react-native-video';\nuseRecorder(); ${screen}`),
    ).toBeUndefined();
    expect(runBlocker(`const u = 'https://x.dev/a.glb'; ${screen}`)).toMatch(/from the network/);
  });

  it('names every tsx block of the guides uniquely, the live one after its guide', () => {
    const samples = guideSamples(SITE);
    expect(samples.length).toBeGreaterThan(50);
    expect(new Set(samples.map((s) => s.name)).size).toBe(samples.length);
    expect(samples.filter((s) => s.live).map((s) => s.name)).toEqual(
      [...liveSamples(SITE).keys()].sort(),
    );
    expect(samples.find((s) => s.name === 'camera.LensPicker')).toMatchObject({
      live: false,
      noRun: undefined,
    });
    // Far more than one per guide can run.
    expect(samples.filter((s) => !s.noRun).length).toBeGreaterThan(3 * liveSamples(SITE).size);
  });

  it('allows the modules the host gives edited code, no more and no fewer', () => {
    const source = fs.readFileSync(path.join(SITE, 'packages/web-host/src/edited-code.ts'), 'utf8');
    const block = /modules: \{([\s\S]*?)\n {2}\}/.exec(source)![1]!;
    const named = (text: string) => [...text.matchAll(/^\s*'?([\w/@-]+)'?:/gm)].map((m) => m[1]);
    const given = named(block);
    if (block.includes('...COMPANION_MODULES')) {
      const modules = fs.readFileSync(
        path.join(SITE, 'packages/web-host/src/sample-modules.ts'),
        'utf8',
      );
      given.push(...named(/COMPANION_MODULES[^{]*\{([\s\S]*?)\n\};/.exec(modules)![1]!));
    }
    expect(given.sort()).toEqual([...HOST_MODULES].sort());
  });

  it('gives each Run button the download of its own first Run, as a number', () => {
    const block = (value: string) => ({ type: 'code', lang: 'tsx', meta: 'live', value });
    const figure = (value: string) => {
      const tree: { type: string; children: object[] } = { type: 'root', children: [block(value)] };
      remarkRunButton({ hostDir: HOST_DIR })(
        tree as Parameters<ReturnType<typeof remarkRunButton>>[0],
        {
          path: `${SITE}/docs/guides/x.mdx`,
          cwd: SITE,
        },
      );
      const attribute = (tree.children[2] as { attributes: { name: string; value: unknown }[] })
        .attributes[1]!;
      expect(attribute).toMatchObject({
        name: 'downloadBytes',
        value: { type: 'mdxJsxAttributeValueExpression' },
      });
      const { estree } = (attribute.value as { data: { estree: { body: unknown[] } } }).data;
      return (estree.body[0] as { expression: { value: number } }).expression.value;
    };
    // As GitHub Pages sends them: the host's script gzipped, the wasm's gzip twin as it is.
    const shared = gzippedSize(path.join(HOST_DIR, 'host.js')) + fs.statSync(wasmTwin).size;
    const screen = 'export default function A() { return <FilamentScene />; }\n';
    expect(figure(screen)).toBe(shared);
    // A sample's models count too, as they are: the car is the materials sample's.
    expect(figure(`${screen}require('./assets/car.glb')`)).toBe(
      shared + fs.statSync(path.join(SITE, 'static/models/car.glb')).size,
    );
    // Without a bundled host there is no figure to give: the build stops and says so.
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'web-host-'));
    expect(() =>
      remarkRunButton({ hostDir: empty })(
        {
          type: 'root',
          children: [block('export default function A() { return <FilamentView />; }')],
        },
        { path: 'x.mdx', cwd: SITE },
      ),
    ).toThrow(/web host is not bundled/);
    fs.rmSync(empty, { recursive: true });
  });

  it('names the site’s models that stand in for a sample’s, once each, next to its button', () => {
    const code = [
      "require('./assets/helmet.glb'); require('./assets/beacon.glb');",
      "require('./assets/robot.glb'); require('./assets/helmet.glb');",
      'export default function A() { return <FilamentScene />; }',
    ].join('\n');
    expect(standInsOf(code, SITE)).toEqual(['helmet.glb → showcase.glb', 'robot.glb → beacon.glb']);
    expect(standInsOf("require('./assets/floor.glb')", SITE)).toEqual([]);
    const tree = {
      type: 'root',
      children: [{ type: 'code', lang: 'tsx', meta: 'live', value: code }],
    };
    remarkRunButton({ hostDir: HOST_DIR })(tree, {
      path: `${SITE}/docs/guides/light.mdx`,
      cwd: SITE,
    });
    expect(tree.children[2]).toMatchObject({
      attributes: [
        { name: 'sample', value: 'light' },
        { name: 'downloadBytes' },
        { name: 'standIns', value: 'helmet.glb → showcase.glb; robot.glb → beacon.glb' },
      ],
    });
  });

  it('has one rule for the model that stands in, in the build and in edited code', () => {
    const site = ['beacon.glb', 'car.glb', 'showcase.glb'];
    expect(siteModelNamed('car.glb', site)).toBe('car.glb');
    expect(siteModelNamed('Robot.glb', site)).toBe('beacon.glb');
    expect(siteModelNamed('chair.glb', site)).toBe('showcase.glb');
  });

  it('maps a sample’s require of a model to one of the site’s models', () => {
    expect(siteModelFor('./assets/beacon.glb', SITE)).toBe('models/beacon.glb');
    expect(siteModelFor('./assets/helmet.glb', SITE)).toBe('models/showcase.glb');
    expect(siteModelFor('./assets/robot.glb', SITE)).toBe('models/beacon.glb');
    expect(siteModelFor('./assets/photo.png', SITE)).toBeUndefined();
  });
});
