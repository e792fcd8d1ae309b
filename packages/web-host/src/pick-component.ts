/**
 * Which component of a sample runs, the same rule for the guides' samples
 * (bundled at build time, app.tsx) and a reader's edited code (compile.ts):
 * its default export, or else its one exported function (a guide may write
 * `export function App()`). Anything else is an error saying what it found.
 */
import type { ComponentType } from 'react';

export function pickComponent(
  exported: Readonly<Record<string, unknown>>,
  fileName: string,
): ComponentType {
  if (typeof exported.default === 'function') return exported.default as ComponentType;
  const functions = Object.keys(exported).filter(
    (name) => name !== 'default' && name !== '__esModule' && typeof exported[name] === 'function',
  );
  if (functions.length === 1) return exported[functions[0]] as ComponentType;
  const found = functions.length === 0 ? 'none' : functions.join(', ');
  throw new Error(
    `${fileName} must export the component to run: a default export, or a single exported function (exported functions: ${found}).`,
  );
}
