/**
 * The guide side of the symbol index: which guide sections use each API name,
 * read from the guides' MDX source at build time.
 *
 * A section is the nearest h2 or h3 above a use (or the guide's introduction,
 * before its first h2). A use is inline code that names a symbol, by the same
 * rule that turns it into a link (`symbolNameOf`), or an identifier in a
 * JavaScript or TypeScript code block. Heading ids are made as Docusaurus
 * makes them (its slugger, or an explicit `{#id}`), so the links land.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger, DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import type { Code, Heading, Nodes } from 'mdast';
import { parseGuide } from '../../shared/mdx';
import { EXAMPLE_LANGUAGES, sampleUses, type SampleUses } from './guide-examples';
import { symbolNameOf, type SymbolIndex } from './symbols';

/** A guide as the usage index needs it. */
export interface Guide {
  /** Its doc id inside the guides folder, e.g. `camera`. */
  readonly id: string;
  readonly title: string;
  /** Its route without base URL, e.g. `/docs/guides/camera`. */
  readonly route: string;
  /** The MDX body, without front matter. */
  readonly body: string;
}

/** A part of a heading's text, to render it again (inline code stays code). */
export interface LabelPart {
  readonly code: boolean;
  readonly text: string;
}

export interface GuideSection {
  readonly guide: Pick<Guide, 'id' | 'title' | 'route'>;
  /** The h2/h3 the section starts with; undefined for the introduction. */
  readonly heading?: { readonly id: string; readonly label: readonly LabelPart[] };
  /** `route#id`, or the route for the introduction. */
  readonly url: string;
}

export interface CodeExample {
  readonly section: GuideSection;
  readonly lang: string;
  readonly title?: string;
  readonly code: string;
  /** The code is a part of the section's sample (guide-examples.ts `sampleExcerpt`), not all of it. */
  readonly excerpt?: boolean;
}

/** A type-checked guide sample (not a `fragment`) and how it uses the library's names. */
export interface GuideSample extends CodeExample {
  readonly uses: SampleUses;
}

export interface GuideUsages {
  /** Name → the sections that use it, in reading order, each once. */
  readonly sections: ReadonlyMap<string, readonly GuideSection[]>;
  /** The guides' TypeScript samples that use a library name, in reading order. */
  readonly samples: readonly GuideSample[];
}

/** Code blocks in these languages are read for identifiers. */
export const CODE_LANGUAGES: ReadonlySet<string> = new Set([
  'js',
  'jsx',
  'ts',
  'tsx',
  'javascript',
  'typescript',
  'mjs',
  'cjs',
]);

const LIBRARY_MODULE = 'react-native-filament';
const IMPORT = /\bimport\s+(?:type\s+)?([\w$\s{},*]+?)\s+from\s+['"]([^'"]+)['"]/g;
const DECLARATION =
  /\b(?:function\*?|const|let|var|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/g;
/** An identifier that is not a property (`a.Name`) or part of a longer word. */
const IDENTIFIER = /(?<![\w$.])[A-Za-z_$][\w$]*/g;

/** Local names bound by an import clause: `A`, `{ B, C as D, type E }`, `* as F`. */
function importedBindings(clause: string): { imported: string; local: string }[] {
  const out: { imported: string; local: string }[] = [];
  const named = /\{([^}]*)\}/.exec(clause);
  for (const part of named?.[1].split(',') ?? []) {
    const m = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part);
    if (m) out.push({ imported: m[1], local: m[2] ?? m[1] });
  }
  const rest = clause.replace(/\{[^}]*\}/, '');
  for (const m of rest.matchAll(/(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)/g)) {
    out.push({ imported: '*', local: m[1] });
  }
  return out;
}

/**
 * The API names a code block uses: names imported from the library, and other
 * identifiers that name a symbol, unless the block imports them from another
 * module (`View` from react-native) or declares them itself (`function Scene`).
 * Comments are left out; properties (`engine.Scene`) are not identifiers.
 */
export function codeSymbols(code: string, names: ReadonlySet<string>): Set<string> {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
  const used = new Set<string>();
  const foreign = new Set<string>();
  for (const [statement, clause, module] of source.matchAll(IMPORT)) {
    for (const { imported, local } of importedBindings(clause)) {
      if (module === LIBRARY_MODULE && names.has(imported)) used.add(imported);
      else if (module !== LIBRARY_MODULE) foreign.add(local);
    }
    void statement;
  }
  for (const m of source.matchAll(DECLARATION)) foreign.add(m[1]);
  const body = source.replace(IMPORT, ' ');
  for (const [word] of body.matchAll(IDENTIFIER)) {
    if (names.has(word) && !foreign.has(word)) used.add(word);
  }
  return used;
}

/** Text of a node as mdast-util-to-string gives it (what Docusaurus slugs). */
function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('alt' in node && typeof node.alt === 'string') return node.alt;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

interface MdxExpression {
  readonly type: 'mdxTextExpression';
  readonly value: string;
}

/**
 * A heading's id and its label, by Docusaurus's rules (mdx-loader's headings
 * plugin): an id comment `{/* #id *\/}` at the end, else a classic `{#id}`
 * (escaped to `\{#id}` before parsing, as Docusaurus does), else the slug of
 * the text without HTML nodes.
 */
function headingId(
  heading: Heading,
  slugger: ReturnType<typeof createSlugger>,
): { id: string; label: LabelPart[] } {
  const children: Nodes[] = [...heading.children];
  const last = children.at(-1) as Nodes | MdxExpression | undefined;
  let id: string | undefined;
  if (last?.type === 'mdxTextExpression') {
    const comment = /^\s*\/\*\s*#(\S+)[^]*?\*\/\s*$/.exec(last.value);
    if (comment) {
      id = comment[1];
      children.pop();
    }
  }
  const withoutHtml = children.filter((c) => c.type !== 'html');
  const parts = (withoutHtml.length ? withoutHtml : children).map((c) => ({
    code: c.type === 'inlineCode',
    text: textOf(c),
  }));
  let text = parts.map((p) => p.text).join('');
  if (!id) {
    const classic = /\s*\{#((?:.(?!\{#|\}))*.)\}$/.exec(text);
    if (classic) {
      id = classic[1].trim();
      text = text.slice(0, classic.index);
    } else {
      id = slugger.slug(text);
    }
  }
  // The label is the text without the id: cut the parts to its length.
  const label: LabelPart[] = [];
  let at = 0;
  for (const part of parts) {
    const kept = part.text.slice(0, Math.max(text.length - at, 0));
    at += part.text.length;
    if (kept.trim()) label.push({ code: part.code, text: kept });
  }
  return { id, label };
}

/** One section of a guide, the names it uses and its code blocks that use any. */
export interface SectionUses {
  readonly section: GuideSection;
  readonly names: Set<string>;
  readonly code: Code[];
}

/** The sections of one guide that use any API name, in document order. */
export function guideSections(guide: Guide, symbols: SymbolIndex): SectionUses[] {
  const names = new Set(symbols.keys());
  const slugger = createSlugger();
  const ref = { id: guide.id, title: guide.title, route: guide.route };
  let current: SectionUses = {
    section: { guide: ref, url: guide.route },
    names: new Set(),
    code: [],
  };
  const out: SectionUses[] = [current];
  const walk = (node: Nodes): void => {
    if (node.type === 'heading') {
      // Every heading takes a slug, in order, so later duplicates get Docusaurus's -1, -2.
      const { id, label } = headingId(node, slugger);
      if (node.depth === 2 || node.depth === 3) {
        const section = { guide: ref, heading: { id, label }, url: `${guide.route}#${id}` };
        current = { section, names: new Set(), code: [] };
        out.push(current);
      }
    } else if (node.type === 'inlineCode') {
      const name = symbolNameOf(node.value);
      if (name && names.has(name)) current.names.add(name);
      return;
    } else if (node.type === 'code') {
      if (!node.lang || !CODE_LANGUAGES.has(node.lang)) return;
      const used = codeSymbols(node.value, names);
      for (const name of used) current.names.add(name);
      if (used.size) current.code.push(node);
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(parseGuide(guide.body));
  return out.filter((s) => s.names.size > 0);
}

/**
 * A code block as a sample to show on API pages, if it is one the sample
 * checker type-checks: TypeScript, not marked `fragment`.
 */
export function guideSample(node: Code, section: GuideSection): GuideSample | undefined {
  const lang = node.lang ?? '';
  const meta = node.meta ?? '';
  if (!EXAMPLE_LANGUAGES.has(lang) || /(^|\s)fragment(\s|$)/.test(meta)) return undefined;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return {
    section,
    lang,
    ...(title ? { title: title[1] ?? title[2] } : {}),
    code: node.value,
    uses: sampleUses(node.value, lang),
  };
}

/** The usage index over all guides, given in reading order. */
export function indexGuideUsages(guides: readonly Guide[], symbols: SymbolIndex): GuideUsages {
  const sections = new Map<string, GuideSection[]>();
  const samples: GuideSample[] = [];
  for (const guide of guides) {
    for (const { section, names, code } of guideSections(guide, symbols)) {
      for (const name of names) {
        const list = sections.get(name) ?? [];
        list.push(section);
        sections.set(name, list);
      }
      for (const node of code) {
        const sample = guideSample(node, section);
        if (sample?.uses.size) samples.push(sample);
      }
    }
  }
  return { sections, samples };
}

export interface GuidesLocation {
  /** Folder of the guides (absolute). */
  readonly dir: string;
  /** Its route without base URL, e.g. `/docs/guides`. */
  readonly route: string;
  /** Doc ids inside the folder in reading order; guides not listed come after, by id. */
  readonly order: readonly string[];
}

/**
 * Reads every guide in the folder (`.md`/`.mdx`, not in subfolders): its id
 * (front matter `id`, else the file name), title (front matter `title`, else
 * the id) and route (front matter `slug`, else the id, under the folder's route).
 */
export async function readGuides(location: GuidesLocation): Promise<Guide[]> {
  const files = fs.readdirSync(location.dir).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'));
  const guides = await Promise.all(
    files.map(async (file): Promise<Guide> => {
      const filePath = path.join(location.dir, file);
      const fileContent = fs.readFileSync(filePath, 'utf8');
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
      const fm = frontMatter as { id?: string; title?: string; slug?: string };
      const id = fm.id ?? file.replace(/\.mdx?$/, '');
      const docsRoot = location.route.replace(/\/[^/]+$/, '');
      const slug = fm.slug ?? id;
      const route = slug.startsWith('/')
        ? `${docsRoot}${slug}`.replace(/\/$/, '')
        : `${location.route}/${slug}`;
      return { id, title: fm.title ?? id, route, body: content };
    }),
  );
  const rank = (id: string) => {
    const i = location.order.indexOf(id);
    return i < 0 ? location.order.length : i;
  };
  return guides.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}
