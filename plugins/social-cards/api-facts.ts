/**
 * The API facts an API page's card shows (kind, name, one-line signature),
 * read from files: the compact API snapshot of the pinned library version,
 * else the signature line TypeDoc wrote into the generated reference.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pinnedVersion } from '../../shared/library';
import {
  signatureFromMarkdown,
  signatureOf,
  type ApiFacts,
  type ApiKind,
  type SnapshotSymbol,
} from './inputs';

/** The folder of the generated reference (`api/`) that holds a kind's pages. */
const API_FOLDER: Record<ApiKind, string> = {
  component: 'functions',
  hook: 'functions',
  function: 'functions',
  interface: 'interfaces',
  'type alias': 'type-aliases',
  variable: 'variables',
};

function snapshotSymbols(siteDir: string): Map<string, SnapshotSymbol> {
  const file = path.join(siteDir, 'releases/snapshots', `${pinnedVersion(siteDir)}.json`);
  const symbols = new Map<string, SnapshotSymbol>();
  if (fs.existsSync(file)) {
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { symbols: SnapshotSymbol[] };
    for (const symbol of snapshot.symbols) symbols.set(symbol.name, symbol);
  }
  return symbols;
}

export function apiFactsReader(
  siteDir: string,
): (kind: ApiKind, name: string) => ApiFacts | undefined {
  // The compact snapshot of the pinned version has the signatures with their types;
  // without one (a new pin before `npm run releases`), TypeDoc's signature line.
  const symbols = snapshotSymbols(siteDir);
  return (kind, name) => {
    const symbol = symbols.get(name);
    if (symbol) return { kind, name, signature: signatureOf(kind, symbol) };
    const markdown = path.join(siteDir, 'api', API_FOLDER[kind], `${name}.md`);
    const signature = fs.existsSync(markdown)
      ? signatureFromMarkdown(fs.readFileSync(markdown, 'utf8'))
      : undefined;
    return signature === undefined ? undefined : { kind, name, signature };
  };
}
