/**
 * The symbol index: every name the API reference has a page for, mapped to
 * that page's route. Read from the generated reference (api/<kind>/<Name>.md).
 * Both directions between guides and reference use it: guides link inline
 * names to the reference (remark-api-links.ts), and API pages list the guide
 * sections that use their name (guide-usages.ts), by the same naming rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { ROUTES } from '../../shared/site';

export const API_KINDS = ['functions', 'interfaces', 'type-aliases', 'variables'] as const;

export type SymbolIndex = ReadonlyMap<string, string>;

export function readSymbolIndex(apiDir: string): SymbolIndex {
  const index = new Map<string, string>();
  for (const kind of API_KINDS) {
    const dir = path.join(apiDir, kind);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const name = file.replace(/\.mdx?$/, '');
      if (name !== file) index.set(name, `/${ROUTES.api}/${kind}/${name}`);
    }
  }
  return index;
}

/** `useModel`, `useModel()`, `<Camera>`, `<Camera />` → the symbol name; anything else → null. */
export function symbolNameOf(code: string): string | null {
  const match = /^<?([A-Za-z_$][\w$]*)(?:\(\))?(?:\s*\/?>)?$/.exec(code.trim());
  return match ? match[1] : null;
}

/**
 * A remark transformer for pages outside the reference that applies `link`
 * with the symbol index, read once on first use (the reference is generated
 * when the site loads, before any page compiles). The reference's own pages
 * are left alone.
 */
export function withSymbolIndex(
  apiDir: string,
  link: (tree: Root, index: SymbolIndex) => unknown,
): (tree: Root, file: VFile) => void {
  let index: SymbolIndex | undefined;
  return (tree, file) => {
    if (file.path && !path.relative(apiDir, file.path).startsWith('..')) return;
    index ??= readSymbolIndex(apiDir);
    link(tree, index);
  };
}
