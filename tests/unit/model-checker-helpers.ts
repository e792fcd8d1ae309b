/** Shared by the model checker's unit tests: fixtures as dropped files, and citation checks. */
import fs from 'node:fs';
import path from 'node:path';
import type { Citation, InputFile } from '../../src/components/ModelChecker/analysis/types';

export const FIXTURES = path.resolve(__dirname, '../fixtures/models');
const NODE_MODULES = path.resolve(__dirname, '../../node_modules');

/** The fixture files as the page hands them over: name and bytes. */
export function dropped(...names: string[]): InputFile[] {
  return names.map((name) => ({
    name,
    bytes: new Uint8Array(fs.readFileSync(path.join(FIXTURES, name))),
  }));
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Whether the quote is on the cited line of the installed package (line 0: in the file's bytes). */
export function citationHolds(citation: Citation): boolean {
  const file = path.join(NODE_MODULES, citation.path);
  if (!fs.existsSync(file)) return false;
  if (citation.line === 0) return fs.readFileSync(file).includes(Buffer.from(citation.quote));
  const line = fs.readFileSync(file, 'utf8').split('\n')[citation.line - 1] ?? '';
  return fold(line).includes(fold(citation.quote));
}
