/** The site's stylesheet (src/css/custom.css), read by the tests of what it styles. */
import fs from 'node:fs';
import path from 'node:path';

export const CUSTOM_CSS = fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');

/** A custom property's value in the :root block or the dark-mode block. */
export function customCssVar(block: ':root' | "[data-theme='dark']", name: string): string {
  const start = CUSTOM_CSS.indexOf(`${block} {`);
  const body = CUSTOM_CSS.slice(start, CUSTOM_CSS.indexOf('}', start));
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(body);
  if (start < 0 || !match) throw new Error(`${name} not set in ${block} of custom.css`);
  return match[1]!.trim();
}
