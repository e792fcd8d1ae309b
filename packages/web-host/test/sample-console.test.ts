import { describe, expect, it, vi } from 'vitest';
import { callerLine, consoleFor, formatValue } from '../src/sample-console';
import { compileSample } from '../src/compile';

describe('the console an edited sample sees', () => {
  it('prints values on one line as a console would', () => {
    expect(formatValue('plain')).toBe('plain');
    expect(formatValue(3)).toBe('3');
    expect(formatValue(undefined)).toBe('undefined');
    expect(formatValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(formatValue(new TypeError('bad'))).toBe('TypeError: bad');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(formatValue(loop)).toBe('{"self":"[Circular]"}');
    expect(formatValue({ bytes: new Uint8Array(4) })).toBe('{"bytes":"[Uint8Array]"}');
    expect(formatValue('x'.repeat(3000))).toHaveLength(3000);
    expect(formatValue({ long: 'x'.repeat(3000) }).endsWith('…')).toBe(true);
  });

  it("reads the reader's line off a stack", () => {
    const stack = 'Error\n    at Object.log (host.js:10:3)\n    at App (App.tsx:7:13)';
    expect(callerLine(stack, 'App.tsx')).toBe(7);
    expect(callerLine('Error\n    at host.js:1:1', 'App.tsx')).toBeUndefined();
  });

  it('reports each call with its line and still prints to the page console', () => {
    const page = { log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const entries: unknown[] = [];
    const sampleConsole = consoleFor('App.tsx', (entry) => entries.push(entry), page as never);
    const source = [
      "import { View } from 'react-native';",
      '',
      "console.log('frames', 3);",
      'console.warn({ far: 100 });',
      'export default function App() { return null; }',
    ].join('\n');
    const compiled = compileSample(source, {
      modules: { 'react-native': { View: 'View' }, 'react/jsx-runtime': {} },
      asset: () => 0,
      globals: { console: sampleConsole },
    });
    expect('component' in compiled).toBe(true);
    expect(page.log).toHaveBeenCalledWith('frames', 3);
    expect(page.warn).toHaveBeenCalledWith({ far: 100 });
    expect(entries).toEqual([
      { level: 'log', text: 'frames 3', line: 3 },
      { level: 'warn', text: '{"far":100}', line: 4 },
    ]);
  });
});
