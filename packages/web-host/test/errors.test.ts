/**
 * Where a running sample's errors go (src/errors.ts): React Native's
 * ErrorUtils members, one report per run (later errors to the console, each
 * message once), a sample's own timers reporting to its run and cleared when
 * it stops, and the message format `App.tsx:line: …`. Also the exact
 * position of a syntax error (src/compile.ts exactSyntaxError) and the
 * stand-ins of the code that runs (standInsOf).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureErrors,
  describeError,
  installErrorUtils,
  timersFor,
  type ErrorUtilsLike,
} from '../src/errors';
import { exactSyntaxError, standInsOf, transformSample } from '../src/compile';

const errorUtils = () => (globalThis as { ErrorUtils?: ErrorUtilsLike }).ErrorUtils!;

afterEach(() => vi.restoreAllMocks());

describe('ErrorUtils', () => {
  it('has React Native’s members, and reports a fatal error to the newest running sample', () => {
    installErrorUtils();
    const utils = errorUtils();
    for (const member of [
      'setGlobalHandler',
      'getGlobalHandler',
      'reportError',
      'reportFatalError',
      'applyWithGuard',
      'applyWithGuardIfNeeded',
      'inGuard',
      'guard',
    ])
      expect(typeof utils[member as keyof ErrorUtilsLike], member).toBe('function');
    const older = vi.fn();
    const newer = vi.fn();
    const first = captureErrors(older);
    const second = captureErrors(newer);
    utils.reportFatalError(new Error('worklet failed'));
    expect(newer).toHaveBeenCalledWith(new Error('worklet failed'));
    expect(older).not.toHaveBeenCalled();
    second.dispose();
    utils.reportFatalError(new Error('again'));
    expect(older).toHaveBeenCalledWith(new Error('again'));
    first.dispose();
  });

  it('sends a non-fatal report (the library’s note of a race it survives) to the console only', () => {
    installErrorUtils();
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const onFirst = vi.fn();
    const capture = captureErrors(onFirst);
    errorUtils().reportError(new Error('swap chain gone'));
    expect(onFirst).not.toHaveBeenCalled();
    expect(console).toHaveBeenCalledTimes(1);
    capture.dispose();
  });

  it('guards a call as React Native’s does: the handler gets the error, the call returns null', () => {
    installErrorUtils();
    const utils = errorUtils();
    const handler = utils.getGlobalHandler();
    const seen: unknown[] = [];
    utils.setGlobalHandler((error, isFatal) => seen.push([error, isFatal]));
    try {
      expect(utils.applyWithGuard(() => utils.inGuard())).toBe(true);
      expect(utils.applyWithGuard(() => JSON.parse('{'))).toBeNull();
      expect(seen).toEqual([[expect.any(SyntaxError), false]]);
      expect(utils.inGuard()).toBe(false);
    } finally {
      utils.setGlobalHandler(handler);
    }
  });
});

describe('captureErrors', () => {
  it('reports the first error only; later ones reach the console once per message', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const onFirst = vi.fn();
    const capture = captureErrors(onFirst);
    for (let frame = 0; frame < 100; frame++) capture.report(new Error('every frame'));
    capture.report(new Error('another'));
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect(capture.failed).toBe(true);
    expect(console).toHaveBeenCalledTimes(1);
    capture.dispose();
  });
});

describe('timersFor', () => {
  it('reports a timer’s error to its run and clears what is pending when the run stops', async () => {
    vi.useFakeTimers();
    try {
      const onFirst = vi.fn();
      const capture = captureErrors(onFirst);
      const timers = timersFor(capture);
      const { setTimeout: later, setInterval: every } = timers.globals as {
        setTimeout: typeof setTimeout;
        setInterval: typeof setInterval;
      };
      const ticks = vi.fn();
      every(ticks, 10);
      later(() => {
        throw new Error('from a timer');
      }, 5);
      await vi.advanceTimersByTimeAsync(20);
      expect(onFirst).toHaveBeenCalledWith(new Error('from a timer'));
      // After the run's error its callbacks no longer run.
      const before = ticks.mock.calls.length;
      await vi.advanceTimersByTimeAsync(50);
      expect(ticks.mock.calls.length).toBe(before);
      timers.clearAll();
      expect(vi.getTimerCount()).toBe(0);
      capture.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('describeError', () => {
  it('puts the file and the line of the reader’s code first, as a compiler does', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at HelmetScene (App.tsx:12:9)\n    at x (host.js:1:2)';
    expect(describeError(error)).toEqual({ message: 'App.tsx:12: boom', line: 12, column: 9 });
  });

  it('names the file alone when no frame of it is in the stack (a bundled guide sample)', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom\n    at a (https://site/web-host/chunks/x.js:1:200)';
    expect(describeError(error, 'Scene.tsx')).toEqual({ message: 'Scene.tsx: boom' });
    expect(describeError('a string')).toEqual({ message: 'App.tsx: a string' });
  });
});

/** Broken programs and where their error is: [name, source, line, column]. */
const BROKEN: [string, string, number, number][] = [
  [
    'a stray token in an arrow function’s body (sucrase: the arrow’s start)',
    [
      'export default function App() {',
      '  useEffect(() => {',
      '    const b = 2;',
      '    foo(b c);',
      '  }, []);',
      '  return null;',
      '}',
    ].join('\n'),
    4,
    11,
  ],
  [
    'a closing tag that does not match (sucrase accepts it)',
    ['export default function App() {', '  return <View><Text>hi</Txt></View>;', '}'].join('\n'),
    2,
    24,
  ],
  [
    'a stray token deep in nested functions',
    [
      'export default function App() {',
      '  function deep() {',
      '    function deeper() {',
      '      return 1 +* 2;',
      '    }',
      '  }',
      '  return null;',
      '}',
    ].join('\n'),
    4,
    17,
  ],
  [
    'a missing comma in an object',
    ['const x = {', '  a: 1', '  b: 2,', '};', 'export default () => null;'].join('\n'),
    3,
    3,
  ],
];

describe('exactSyntaxError', () => {
  it.each(BROKEN)('places %s at its own line and column', async (_, source, line, column) => {
    const error = await exactSyntaxError(source);
    expect(error).toEqual(expect.objectContaining({ line, column }));
    expect(error!.message).toMatch(new RegExp(`^App\\.tsx:${line}:${column}: `));
  });

  it('is where sucrase is wrong: the arrow function case', () => {
    const result = transformSample(BROKEN[0][1]);
    expect('error' in result && result.error.line).toBe(2);
  });

  it('finds nothing in code that parses', async () => {
    expect(await exactSyntaxError('export default function App() { return <View />; }')).toBe(
      undefined,
    );
  });
});

describe('standInsOf', () => {
  it('names the models the running code asks for and what stands in for each, once', () => {
    const source = [
      "const a = require('./assets/helmet.glb');",
      "const b = require('./assets/robot.glb');",
      "<Model source={require('../assets/helmet.glb')} />",
      "const c = require('./assets/showcase.glb');",
    ].join('\n');
    expect(standInsOf(source, ['showcase.glb', 'beacon.glb'])).toEqual([
      'helmet.glb → showcase.glb',
      'robot.glb → beacon.glb',
    ]);
  });

  it('describes what differs, for images, environments and materials too', () => {
    const source = [
      "require('./assets/hiphopgirl.glb');",
      "require('./assets/rocket_BaseColor_Blue.png');",
      "require('./assets/background_image.filamat');",
      "require('./assets/default_env_ibl.ktx');",
    ].join('\n');
    const lines = standInsOf(source, ['showcase.glb', 'beacon.glb', 'dancer.glb', 'paint.png']);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^hiphopgirl\.glb → dancer\.glb \(.*clips/);
    expect(lines[1]).toBe('rocket_BaseColor_Blue.png → paint.png (a generated blue texture)');
    expect(lines[2]).toMatch(/^background_image\.filamat: cannot be read/);
    expect(lines[3]).toBe("default_env_ibl.ktx → the library's default environment");
  });
});
