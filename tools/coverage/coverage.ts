/**
 * Guide coverage: which names the library exports are taught in the guides'
 * prose. The pure parts live here; guide-coverage.ts reads the files and
 * prints the report.
 */
import type { Node, Parent } from 'mdast';
import ts from 'typescript';
import { parseGuide } from '../../shared/mdx';

/** Under this share of taught names, `npm run check:coverage` fails. */
export const COVERAGE_THRESHOLD = 0.75;

/**
 * Every name the entry file exports, values and types, following `export *`
 * and `export { … } from` re-exports through the type checker.
 */
export function exportedNames(entryFile: string): string[] {
  const program = ts.createProgram([entryFile], {
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: false,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile} is not a module`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => symbol.getName())
    .filter((name) => name !== 'default')
    .sort((a, b) => a.localeCompare(b, 'en'));
}

/** Block nodes whose text counts as prose. Lists, quotes and admonitions hold paragraphs. */
const PROSE_PARENTS = new Set(['paragraph', 'tableCell']);

/** Nodes whose inside never counts: pictures and other JSX, headings. */
const SKIPPED = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'heading', 'code', 'html']);

export interface ProseText {
  /** Contents of inline code spans in prose. */
  readonly code: readonly string[];
  /** Plain text runs in prose. */
  readonly text: readonly string[];
}

/** The inline code and the plain text of an MDX guide's paragraphs and table cells. */
export function proseOf(mdx: string): ProseText {
  const tree: Parent = parseGuide(mdx);
  const code: string[] = [];
  const text: string[] = [];
  const walk = (node: Node, inProse: boolean) => {
    if (SKIPPED.has(node.type)) return;
    const prose = inProse || PROSE_PARENTS.has(node.type);
    if (prose && node.type === 'inlineCode') code.push((node as Node & { value: string }).value);
    if (prose && node.type === 'text') text.push((node as Node & { value: string }).value);
    for (const child of (node as Partial<Parent>).children ?? []) walk(child, prose);
  };
  walk(tree, false);
  return { code, text };
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * Whether a name is also an ordinary English word when written in text ("Camera",
 * "Light", "Box"): such names count only in inline code, where they are meant
 * as the name. Identifiers like `useModel`, `FilamentScene` or `RGBA` count in
 * plain text too.
 */
export function isPlainWord(name: string): boolean {
  return /^[A-Z][a-z]+$/.test(name);
}

/** The exported names a guide mentions in prose. */
export function namesTaughtIn(prose: ProseText, names: readonly string[]): Set<string> {
  const wanted = new Set(names);
  const found = new Set<string>();
  for (const snippet of prose.code) {
    for (const [word] of snippet.matchAll(IDENTIFIER)) if (wanted.has(word)) found.add(word);
  }
  for (const run of prose.text) {
    for (const [word] of run.matchAll(IDENTIFIER)) {
      if (wanted.has(word) && !isPlainWord(word)) found.add(word);
    }
  }
  return found;
}

export interface CoverageReport {
  readonly total: number;
  readonly taught: readonly string[];
  /** taught / total, from 0 to 1. */
  readonly share: number;
  /** Untaught names that are not deliberately left to the API reference. */
  readonly missing: readonly string[];
  /** Untaught names the api-only list accounts for. */
  readonly apiOnly: readonly string[];
  /** Names in the api-only list that the library does not export (stale entries). */
  readonly unknownApiOnly: readonly string[];
  readonly passes: boolean;
}

export function coverageReport(
  names: readonly string[],
  taught: ReadonlySet<string>,
  apiOnly: Readonly<Record<string, string>>,
  threshold: number = COVERAGE_THRESHOLD,
): CoverageReport {
  const exported = new Set(names);
  const taughtNames = names.filter((n) => taught.has(n));
  const untaught = names.filter((n) => !taught.has(n));
  const share = names.length === 0 ? 1 : taughtNames.length / names.length;
  const unknownApiOnly = Object.keys(apiOnly).filter((n) => !exported.has(n));
  return {
    total: names.length,
    taught: taughtNames,
    share,
    missing: untaught.filter((n) => !(n in apiOnly)),
    apiOnly: untaught.filter((n) => n in apiOnly),
    unknownApiOnly,
    passes: share >= threshold && unknownApiOnly.length === 0,
  };
}
