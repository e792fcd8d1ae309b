/**
 * The API model (plugins/api-reference/model/extract.ts) on a small in-memory
 * library: props flattened through intersections, Omit and unions, defaults
 * read from destructuring, and the scene-context rule through other hooks.
 * And the Markdown pieces (render/markdown.ts) the pages are made of.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { componentModel, hookModel } from '../../plugins/api-reference/model/extract';
import { escapeMdxText, renderType } from '../../plugins/api-reference/render/markdown';

const ROOT = '/lib';
const SOURCE = `
export type Float3 = [number, number, number]
type Base = {
  /** Where it is. @default [1, 2, 3] */
  position?: Float3
  hidden?: boolean
}
type Extra = { label: string; secret: number }
export type BoxProps = Base & Omit<Extra, 'secret'>
export type SkyProps = (Base & { color: string }) | (Base & { image: number })
const defaultPosition: Float3 = [0, 0, 8]
export function useFilamentContext() { return {} }
function useScene() { return useFilamentContext() }
export function Box({ position = defaultPosition, ...rest }: BoxProps) {
  const { hidden = false } = rest
  useScene()
  return null
}
export function Sky(props: SkyProps) { return null }
export function useThing(options?: { size?: number; name: string }): { state: 'a'; a: number } | { state: 'b' } {
  const { size = 4 } = options ?? { name: '' }
  return { state: 'b' }
}
declare const FilamentContext: { Provider: (props: { value: unknown; children?: unknown }) => null }
export function Scene() {
  useScene()
  return <FilamentContext.Provider value={{}} />
}
`;

function library() {
  const file = `${ROOT}/src/index.tsx`;
  const host = ts.createCompilerHost({});
  const original = host.getSourceFile;
  host.getSourceFile = (name, version) =>
    name === file
      ? ts.createSourceFile(name, SOURCE, version, true, ts.ScriptKind.TSX)
      : original(name, version);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  const program = ts.createProgram(
    [file],
    { strict: true, jsx: ts.JsxEmit.ReactJSX, types: [] },
    host,
  );
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(
    checker.getSymbolAtLocation(program.getSourceFile(file)!)!,
  );
  const symbol = (name: string) => exports.find((s) => s.name === name)!;
  return { ctx: { checker, packageRoot: ROOT }, symbol };
}

describe('component model', () => {
  const { ctx, symbol } = library();

  it('flattens an intersection with Omit, keeps comments and reads defaults from destructuring', () => {
    const box = componentModel(symbol('Box'), ctx);
    expect(box.props.map((p) => p.name)).toEqual(['position', 'hidden', 'label']);
    const position = box.props.find((p) => p.name === 'position')!;
    expect(position.type).toBe('Float3');
    expect(position.declaredIn).toBe('Base');
    expect(position.doc.tags).toContainEqual({ name: 'default', text: '[1, 2, 3]' });
    expect(position.codeDefault).toEqual({ value: '[0, 0, 8]', source: 'src/index.tsx:11' });
    expect(box.props.find((p) => p.name === 'hidden')!.codeDefault?.value).toBe('false');
    expect(box.props.find((p) => p.name === 'label')!.optional).toBe(false);
  });

  it('says a component needs the scene when a hook it calls reads the context', () => {
    expect(componentModel(symbol('Box'), ctx).needsScene).toEqual({
      via: 'useScene',
      source: 'src/index.tsx:16',
    });
    expect(componentModel(symbol('Sky'), ctx).needsScene).toBeUndefined();
  });

  it('says a component that renders the context provider provides the scene, whatever it calls', () => {
    const scene = componentModel(symbol('Scene'), ctx);
    expect(scene.providesScene).toBe('src/index.tsx:27');
    expect(scene.needsScene).toBeUndefined();
  });

  it('lists a union once, each prop with the variants that own it', () => {
    const sky = componentModel(symbol('Sky'), ctx);
    expect(sky.props.map((p) => [p.name, p.variants])).toEqual([
      ['position', []],
      ['hidden', []],
      ['color', ['with color']],
      ['image', ['with image']],
    ]);
  });
});

describe('hook model', () => {
  const { ctx, symbol } = library();

  it('expands an object parameter into fields with defaults, and a union return into shapes', () => {
    const hook = hookModel(symbol('useThing'), ctx);
    expect(hook.parameters[0]).toMatchObject({ name: 'options', optional: true });
    expect(hook.parameters[0].fields.map((f) => [f.name, f.codeDefault?.value])).toEqual([
      ['size', '4'],
      ['name', undefined],
    ]);
    expect(hook.returns.variants.map((v) => v.label)).toEqual(["state: 'a'", "state: 'b'"]);
  });
});

describe('page Markdown', () => {
  it('links exported names inside a type and keeps the rest as code', () => {
    const links = new Map([['Float3', '../type-aliases/Float3.md']]);
    expect(renderType('Float3 | ISharedValue<Float3>', links)).toBe(
      '[`Float3`](../type-aliases/Float3.md) `| ISharedValue<` [`Float3`](../type-aliases/Float3.md) `>`',
    );
    expect(renderType('boolean', links)).toBe('`boolean`');
  });

  it('escapes what MDX would read as JSX, outside code', () => {
    expect(escapeMdxText('a <b> {c} `<d>`')).toBe('a \\<b\\> \\{c\\} `<d>`');
  });
});

describe('member since', () => {
  it('names the first release whose snapshot has the member, none when the oldest has it', async () => {
    const { memberSince } = await import('../../plugins/api-reference/since');
    const snapshot = (version: string, props: string[]) =>
      ({
        package: 'react-native-filament',
        version,
        publishedAt: '',
        generator: '',
        symbols: [
          {
            name: 'P',
            kind: 'type-alias',
            source: '',
            props: Object.fromEntries(props.map((p) => [p, { type: 'number', optional: true }])),
          },
        ],
      }) as unknown as import('../../shared/api-snapshot').ApiSnapshot;
    const snapshots = [snapshot('1.5.0', ['a']), snapshot('1.8.0', ['a', 'b'])];
    expect(memberSince('P', 'a', snapshots)).toBeUndefined();
    expect(memberSince('P', 'b', snapshots)).toBe('1.8.0');
    expect(memberSince('Q', 'b', snapshots)).toBeUndefined();
  });
});
