/**
 * The in-page transform of a reader's edited sample (src/compile.ts
 * and instrument.ts): the modules a sample may import, an unknown import named, a
 * parse error at the reader's line:column, the loop guard, worklet closures, and
 * which export runs.
 */
import { describe, expect, it } from 'vitest';
import {
  compileSample,
  describeError,
  transformSample,
  type SampleEnvironment,
} from '../src/compile';
import { pickComponent } from '../src/pick-component';

const jsxRuntime = {
  jsx: (type: unknown, props: unknown) => ({ type, props }),
  jsxs: (type: unknown, props: unknown) => ({ type, props }),
  Fragment: 'Fragment',
};
/** As esbuild's namespace objects are: getters only. */
const filament = Object.defineProperties(
  {},
  {
    Camera: { get: () => 'Camera', enumerable: true },
    Model: { get: () => 'Model', enumerable: true },
    default: { get: () => undefined, enumerable: false },
  },
);
const reactNative = { View: 'View', StyleSheet: { create: <T>(styles: T) => styles } };
const worklets = { Worklets: { createRunOnJS: () => undefined } };

const ENV: SampleEnvironment = {
  modules: {
    react: { useState: () => [0, () => undefined] },
    'react/jsx-runtime': jsxRuntime,
    'react-native': reactNative,
    'react-native-filament': filament,
    'react-native-worklets-core': worklets,
  },
  asset: (request) => `asset:${request}`,
};

/** Compiles and returns the component, failing with the compile error if there is one. */
function component(source: string): (...args: unknown[]) => unknown {
  const result = compileSample(source, ENV);
  if ('error' in result) throw new Error(result.error.message);
  return result.component as unknown as (...args: unknown[]) => unknown;
}

describe('compileSample', () => {
  it('maps the modules a sample may import and the site models', () => {
    const App = component(`
      import React from 'react';
      import { View, StyleSheet } from 'react-native';
      import { Camera, Model } from 'react-native-filament';
      import { Worklets } from 'react-native-worklets-core';
      const styles = StyleSheet.create({ view: { flex: 1 } });
      export default function App(): React.ReactElement {
        return (
          <View style={styles.view}>
            <Camera />
            <Model source={require('./assets/helmet.glb')} />
            {typeof Worklets.createRunOnJS}
          </View>
        );
      }`);
    expect(App()).toEqual({
      type: 'View',
      props: {
        style: { flex: 1 },
        children: [
          { type: 'Camera', props: {} },
          { type: 'Model', props: { source: 'asset:./assets/helmet.glb' } },
          'function',
        ],
      },
    });
  });

  it('names an import the browser sample cannot have', () => {
    const result = compileSample(
      `import React from 'react';\nimport fs from 'fs';\nexport default function App() { return fs; }`,
      ENV,
    );
    expect(result).toEqual({
      error: expect.objectContaining({
        message: expect.stringMatching(
          /^App\.tsx:2: Cannot import 'fs' in the browser sample: the host has no such module\. It offers the modules react, react-native, react-native-filament, react-native-worklets-core and relative \.glb and \.gltf files\.$/,
        ),
      }),
    });
  });

  it('reports a parse error at the line and column of the reader’s text', () => {
    const source = [
      'export default function App() {',
      '  const a = (;',
      '  return null;',
      '}',
    ].join('\n');
    const result = compileSample(source, ENV);
    expect(result).toEqual({
      error: { message: 'App.tsx:2:14: Unexpected token', line: 2, column: 14 },
    });
  });

  it('gives a JSX error (sucrase has no loc for it) its line and column too', () => {
    const source = ['export default function App() {', '  return <View =;', '}'].join('\n');
    const result = compileSample(source, ENV);
    expect('error' in result && result.error).toEqual(
      expect.objectContaining({ line: 2, message: expect.stringMatching(/^App\.tsx:2:\d+: /) }),
    );
  });

  it('gives the line of broken code sucrase lets through, from acorn', () => {
    const source = ['export default function App() {', '  return <View = />;', '}'].join('\n');
    expect(compileSample(source, ENV)).toEqual({
      error: { message: 'App.tsx:2: Unexpected token', line: 2 },
    });
  });

  it('keeps the reader’s lines, so an error thrown while rendering names its line', () => {
    const App = component(
      [
        'type Props = { readonly n: number };',
        '',
        'export default function App(props: Props) {',
        "  throw new Error('boom ' + props.n);",
        '}',
      ].join('\n'),
    );
    let thrown: unknown;
    try {
      App({ n: 1 });
    } catch (error) {
      thrown = error;
    }
    expect(describeError(thrown)).toEqual(
      expect.objectContaining({ message: 'App.tsx:4: boom 1', line: 4 }),
    );
  });

  it('stops a loop that never ends, naming its line', () => {
    const App = component(
      [
        'export default function App() {',
        '  let n = 0;',
        '  while (n >= 0) n++;',
        '  return n;',
        '}',
      ].join('\n'),
    );
    const started = performance.now();
    expect(() => App()).toThrow(/The loop on line 3 ran for more than 1 s and was stopped/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('leaves loops that end alone, labelled ones included', () => {
    const App = component(`
      export default function App() {
        let total = 0;
        outer: for (let i = 0; i < 5; i++) {
          for (const j of [1, 2, 3]) {
            if (j === 3) continue outer;
            total += j;
          }
        }
        do total++; while (total < 20);
        return total;
      }`);
    expect(App()).toBe(20);
  });

  it('gives a worklet the values it captures from enclosing functions, not module bindings', () => {
    const make = component(`
      const moduleLevel = 1;
      export function makeWorklet(speed: number) {
        const offset = 2;
        return (t: number) => {
          'worklet';
          const local = t * speed + offset + moduleLevel;
          return local;
        };
      }`);
    const worklet = make(3) as ((t: number) => number) & {
      __closure: object;
      __workletHash: number;
    };
    expect(worklet(1)).toBe(6);
    expect(worklet.__closure).toEqual({ speed: 3, offset: 2 });
    expect(typeof worklet.__workletHash).toBe('number');
  });

  // Reanimated's web build takes a mapper's inputs from its callback's __closure; sucrase calls an
  // imported hook as `_m.useAnimatedStyle.call(void 0, …)`, so the pass must see through `.call`.
  it('gives the callbacks of imported Reanimated hooks their closure, as its Babel plugin does', () => {
    const reanimated = {
      useAnimatedStyle: (updater: unknown) => updater,
      useDerivedValue: (updater: unknown) => updater,
    };
    const result = compileSample(
      `
      import { useAnimatedStyle } from 'react-native-reanimated';
      import * as Reanimated from 'react-native-reanimated';
      export default function Badge({ taps }: { taps: { value: number } }) {
        const style = useAnimatedStyle(() => ({ opacity: taps.value > 0 ? 1 : 0.25 }));
        const scale = Reanimated.useDerivedValue(() => taps.value * 2);
        return { style, scale };
      }`,
      { ...ENV, modules: { ...ENV.modules, 'react-native-reanimated': reanimated } },
    );
    if ('error' in result) throw new Error(result.error.message);
    const taps = { value: 1 };
    const { style, scale } = (
      result.component as unknown as (p: object) => {
        style: { __closure?: object; (): unknown };
        scale: { __closure?: object };
      }
    )({ taps });
    expect(style.__closure).toEqual({ taps });
    expect(scale.__closure).toEqual({ taps });
    expect(style()).toEqual({ opacity: 1 });
  });

  it('marks worklet function declarations and nested worklets', () => {
    const make = component(`
      export function make(a: number) {
        function outer() {
          'worklet';
          const inner = () => {
            'worklet';
            return a;
          };
          return inner;
        }
        return outer;
      }`);
    const outer = make(7) as (() => { __closure: object }) & { __closure: object };
    expect(outer.__closure).toEqual({ a: 7 });
    expect(outer().__closure).toEqual({ a: 7 });
  });

  it('reports what the module throws while it is evaluated', () => {
    const result = compileSample(
      `const x: any = undefined;\nx.y;\nexport default function App() { return null; }`,
      ENV,
    );
    expect('error' in result && result.error.message).toMatch(
      /^App\.tsx:2: Cannot read properties of undefined/,
    );
  });

  it('transforms without changing the number of lines', () => {
    const source = `import { View } from 'react-native';\n\ninterface P { a: number }\nexport default function App(p: P) {\n  for (;;) break;\n  return <View>{p.a}</View>;\n}\n`;
    const result = transformSample(source);
    expect('code' in result && result.code.split('\n').length).toBe(source.split('\n').length);
  });
});

describe('pickComponent (the same rule for the guides’ samples and edited code)', () => {
  const f = () => null;
  const g = () => null;
  it('takes the default export, else the one exported function', () => {
    expect(pickComponent({ default: f, g }, 'App.tsx')).toBe(f);
    expect(pickComponent({ __esModule: true, App: g, styles: {} }, 'App.tsx')).toBe(g);
  });
  it('says what it found when there is no single component', () => {
    expect(() => pickComponent({ f, g }, 'App.tsx')).toThrow(/exported functions: f, g/);
    expect(() => pickComponent({}, 'App.tsx')).toThrow(/exported functions: none/);
  });
});
