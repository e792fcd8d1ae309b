/**
 * Finds the code samples of the docs: every ts/tsx/js/jsx fenced block of the
 * hand-written markdown, with the file and line it starts on.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseGuide } from '../../shared/mdx';

const CHECKED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'] as const;

export interface Sample {
  /** The markdown file, relative to the site root. */
  readonly file: string;
  /** 1-based line of the first line of code (the line after the opening fence). */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
  /** Marked `fragment` in its fence meta: not a complete program, not checked. */
  readonly fragment: boolean;
}

export function extractSamples(markdown: string, file: string): Sample[] {
  // A `.md` file is read as CommonMark, where `<` and `{` are text.
  const tree = parseGuide(markdown, { format: file.endsWith('.mdx') ? 'mdx' : 'md' });
  const samples: Sample[] = [];
  visit(tree, 'code', (node: Code) => {
    const lang = (node.lang ?? '').toLowerCase();
    if (!(CHECKED_LANGUAGES as readonly string[]).includes(lang)) return;
    const meta = node.meta ?? '';
    samples.push({
      file,
      line: (node.position?.start.line ?? 0) + 1,
      lang,
      meta,
      code: node.value,
      fragment: /(^|\s)fragment(\s|$)/.test(meta),
    });
  });
  return samples;
}

/** Every .md/.mdx under docs/ (the generated API reference lives in api/, outside it). */
export function findDocs(siteDir: string): string[] {
  const docsDir = path.join(siteDir, 'docs');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else if (/\.mdx?$/.test(entry.name)) {
        out.push(path.relative(siteDir, full));
      }
    }
  };
  if (fs.existsSync(docsDir)) walk(docsDir);
  return out.sort();
}
