/**
 * MDX source → plain Markdown, at build time, from the page's source file
 * (never from its HTML):
 *
 * - the title (and the front matter's description) become a heading and a paragraph;
 *   a first `#` heading in the source is that heading, as written;
 * - headings, prose, lists and tables stay Markdown (tables as GFM tables);
 *   a heading's `{#id}` goes, its text stays;
 * - code blocks keep their text verbatim, their language and their `title="…"`
 *   (site-only flags such as `fragment` or `npm2yarn` are dropped, so an
 *   npm2yarn block is the npm command as written);
 * - admonitions (`:::note`) become block quotes starting with `**Note:**`;
 * - links and images become absolute URLs of the deployed site;
 * - imports, exports and `{/* comments *\/}` disappear; components become what
 *   `components.ts` says (code plus a sentence, a caption), HTML elements
 *   their text. A component with no Markdown form stops the build.
 */
import path from 'node:path';
import { parseMarkdownHeadingId } from '@docusaurus/utils';
import type {
  Blockquote,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  Parent,
  Root,
  RootContent,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { isAdmonition, parseGuide } from '../../shared/mdx';
import { absoluteUrl } from './urls';

/** An MDX JSX element as remark-mdx parses it (flow or text). */
export interface JsxElement {
  readonly type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  readonly name: string | null;
  readonly attributes: readonly {
    readonly type: string;
    readonly name?: string;
    readonly value?: unknown;
  }[];
  readonly children: RootContent[];
  readonly position?: { readonly start: { readonly line: number } };
}

/** Turns one component into Markdown nodes (block nodes for flow elements, inline ones in text). */
export type ComponentRenderer = (element: JsxElement, helpers: RenderHelpers) => RootContent[];

export interface RenderHelpers {
  /** A string attribute, or a string literal given as an expression (`caption={'x'}`). */
  attribute(name: string): string | undefined;
  /** The element's text content, all markup dropped. */
  text(node?: unknown): string;
  /** Throws an error that names the page and the line. */
  fail(message: string): never;
}

export interface MarkdownPage {
  /** Absolute path of the .md/.mdx source. */
  readonly file: string;
  /** URL path of the HTML page, base URL included: `/base/docs/guides/light`. */
  readonly permalink: string;
  readonly title: string;
  /** Only the front matter's: an API page's derived description would repeat its first line. */
  readonly description?: string;
}

export interface SiteContext {
  /** `https://margelo.github.io` */
  readonly siteUrl: string;
  /** `/react-native-filament/` */
  readonly baseUrl: string;
  readonly siteDir: string;
  /** Absolute paths of the static folders, whose files are served from the base URL. */
  readonly staticDirs: readonly string[];
  /** Absolute source path → permalink, for links between pages written as file paths. */
  readonly permalinkOfFile: ReadonlyMap<string, string>;
  readonly components: Readonly<Record<string, ComponentRenderer>>;
}

/** Keeps only what a reader of the code needs from a fence's meta: its title. */
export function codeMeta(meta: string | null | undefined): string | null {
  const title = /(?:^|\s)(title=(?:"[^"]*"|'[^']*'))/.exec(meta ?? '')?.[1];
  return title ?? null;
}

const printer = unified()
  // Tables without padding: a padded table repeats spaces for every row of its widest cell.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });

/** The Markdown of a tree, the way every file of the export is written. */
export function printMarkdown(tree: Root): string {
  return printer.stringify(tree);
}

function textOf(node: unknown): string {
  const n = node as { type?: string; value?: unknown; children?: unknown[] };
  if (
    typeof n.value === 'string' &&
    n.type !== 'mdxFlowExpression' &&
    n.type !== 'mdxTextExpression'
  )
    return n.value;
  return (n.children ?? []).map(textOf).join('');
}

/** `/* … *\/` only: an MDX comment. */
const COMMENT_EXPRESSION = /^\s*\/\*[\s\S]*\*\/\s*$/;
/** `'text'` or `"text"`, simple string literals only. */
const STRING_EXPRESSION = /^\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*$/;

function stringExpression(code: string): string | undefined {
  const match = STRING_EXPRESSION.exec(code);
  return match ? match[2].replace(/\\(.)/g, '$1') : undefined;
}

/**
 * A heading's explicit id (`### \`near\` {#near}`) is for the HTML page's
 * anchor; the Markdown keeps the heading's text. Docusaurus escapes the braces
 * before MDX parses them (mdx-loader's preprocessor), so the id arrives as
 * text at the heading's end; the `{/* #id *\/}` form was a comment, removed
 * with the others, and leaves the space before it.
 */
function dropHeadingId(heading: Heading): void {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return;
  const text = parseMarkdownHeadingId(last.value).text.trimEnd();
  if (text) last.value = text;
  else heading.children.pop();
}

/** Whitespace-insensitive text, without Markdown's backslash escapes. */
const plain = (text: string) => text.replace(/\\/g, '').replace(/\s+/g, ' ').trim();

/** `docs/guides/light.mdx:12`: where a node of the page is, for error messages. */
type Locate = (node: { position?: { start: { line: number } } }) => string;

/** Converts one page. Throws when the page holds something with no Markdown form. */
export function mdxToMarkdown(source: string, page: MarkdownPage, site: SiteContext): string {
  const file = path.relative(site.siteDir, page.file);
  const where: Locate = (node) => `${file}:${node.position?.start.line ?? '?'}`;
  const tree = parse(source, file);
  admonitionsToQuotes(tree);
  mdxToMarkdownNodes(tree, site.components, where);
  resolveLinksAndCode(tree, page, site, where);
  leadWithTitle(tree, page);
  return printMarkdown(tree);
}

/** The page as the site reads it (shared/mdx.ts); a parse error names the file. */
function parse(source: string, file: string): Root {
  try {
    return parseGuide(source);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Step 1: admonitions (`:::note[Title]`) become block quotes led by `**Note: Title**`. */
function admonitionsToQuotes(tree: Root): void {
  visit(tree, 'containerDirective', (node, index, parent) => {
    if (!parent || index === undefined || !isAdmonition(node.name)) return;
    parent.children.splice(index, 1, admonitionQuote(node));
    return index;
  });
}

/** remark-directive's `:::name` node (its types extend mdast's). */
type ContainerDirective = Extract<RootContent, { type: 'containerDirective' }>;

function admonitionQuote(node: ContainerDirective): Blockquote {
  const children = [...node.children] as RootContent[];
  const first = children[0] as Paragraph | undefined;
  const label =
    first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean })?.directiveLabel
      ? (children.shift() as Paragraph).children
      : null;
  const kind = node.name[0].toUpperCase() + node.name.slice(1);
  const body = children as Paragraph[];
  if (label) {
    body.unshift({
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${kind}: ` }, ...label] }],
    });
  } else if (body[0]?.type === 'paragraph') {
    body[0] = {
      ...body[0],
      children: [
        { type: 'strong', children: [{ type: 'text', value: `${kind}:` }] },
        { type: 'text', value: ' ' },
        ...body[0].children,
      ],
    };
  } else {
    body.unshift({
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: `${kind}:` }] }],
    });
  }
  return { type: 'blockquote', children: body };
}

/** Step 2: MDX's imports, exports and comments go; components and HTML elements become Markdown. */
function mdxToMarkdownNodes(
  tree: Root,
  components: SiteContext['components'],
  where: Locate,
): void {
  visit(tree, (node: Nodes, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    const replacement = markdownNodesOf(node, components, where);
    if (replacement === undefined) return;
    parent.children.splice(index, 1, ...(replacement as typeof parent.children));
    return index;
  });
}

/** What an MDX node becomes, or undefined for a node that stays as it is. */
function markdownNodesOf(
  node: Nodes,
  components: SiteContext['components'],
  where: Locate,
): RootContent[] | undefined {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const code = node.value;
      if (COMMENT_EXPRESSION.test(code) || code.trim() === '') return [];
      // A string literal is its text; any other expression is kept as written
      // (TypeDoc copies prose such as "default is {0,-1,0}" into MDX, where
      // it would be evaluated; the source says what the author meant).
      const value = stringExpression(code) ?? `{${code}}`;
      return node.type === 'mdxTextExpression'
        ? [{ type: 'text', value }]
        : [{ type: 'paragraph', children: [{ type: 'text', value }] }];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return renderElement(node as unknown as JsxElement, components, where);
    default:
      return undefined;
  }
}

function renderHelpers(element: JsxElement, where: Locate): RenderHelpers {
  return {
    attribute(name) {
      const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      if (!found) return undefined;
      if (typeof found.value === 'string') return found.value;
      const expression = (found.value as { value?: string } | null)?.value;
      return expression === undefined ? undefined : stringExpression(expression);
    },
    text: (node) =>
      textOf(node ?? element)
        .replace(/\s+/g, ' ')
        .trim(),
    fail(message) {
      throw new Error(`${where(element)}: <${element.name}>: ${message}`);
    },
  };
}

/** A component by its renderer in components.ts; an HTML element by what it says. */
function renderElement(
  element: JsxElement,
  components: SiteContext['components'],
  where: Locate,
): RootContent[] {
  const helpers = renderHelpers(element, where);
  const name = element.name ?? '';
  const renderer = components[name];
  if (renderer) return renderer(element, helpers);
  if (/^[A-Z]/.test(name) || name.includes('.')) {
    return helpers.fail(
      'this component has no Markdown form. Say what it becomes in plugins/markdown-export/components.ts.',
    );
  }
  return htmlElement(element, helpers);
}

/** Plain HTML elements: keep what they say. */
function htmlElement(element: JsxElement, helpers: RenderHelpers): RootContent[] {
  const inline = element.type === 'mdxJsxTextElement';
  switch (element.name) {
    case 'a': {
      const href = helpers.attribute('href');
      if (!href) return element.children;
      const link: Link = {
        type: 'link',
        url: href,
        children: element.children as Link['children'],
      };
      return inline ? [link] : [{ type: 'paragraph', children: [link] }];
    }
    case 'br':
      return inline ? [{ type: 'break' }] : [];
    case 'img': {
      const image: Image = {
        type: 'image',
        url: helpers.attribute('src') ?? '',
        alt: helpers.attribute('alt') ?? '',
      };
      return inline ? [image] : [{ type: 'paragraph', children: [image] }];
    }
    case 'code':
      return [{ type: 'inlineCode', value: textOf(element) }];
    case 'svg': {
      const label = svgLabel(element, helpers);
      return label ? [{ type: 'paragraph', children: [{ type: 'text', value: label }] }] : [];
    }
    default:
      return element.children;
  }
}

/** Step 3: links and images become absolute URLs; heading ids, code flags and cell spaces go. */
function resolveLinksAndCode(
  tree: Root,
  page: MarkdownPage,
  site: SiteContext,
  where: Locate,
): void {
  const pageUrl = absoluteUrl(site.siteUrl, page.permalink);
  visit(tree, (node) => {
    if (node.type === 'heading') {
      dropHeadingId(node);
    } else if (node.type === 'tableCell') {
      // A removed element (TypeDoc's `<a id>` anchors) leaves the space after it.
      const first = node.children[0];
      if (first?.type === 'text') first.value = first.value.trimStart();
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      node.url = resolveUrl(node.url, page, site, pageUrl, () => where(node));
    } else if (node.type === 'code') {
      node.meta = codeMeta(node.meta);
    }
  });
}

/**
 * Step 4: the title and description lead. A first-level heading in the source
 * is the title as the HTML page shows it (`# \`<Camera>\``), so it stays, first.
 */
function leadWithTitle(tree: Root, page: MarkdownPage): void {
  const firstIndex = tree.children.findIndex((n) => n.type !== 'yaml');
  const first = tree.children[firstIndex];
  const title: Heading =
    first?.type === 'heading' && first.depth === 1
      ? (tree.children.splice(firstIndex, 1)[0] as Heading)
      : { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] };
  const lead: RootContent[] = [title];
  // An API page's description is its first sentence (cross-links.ts pins it): said once.
  // Compared without emphasis marks: the pinned excerpt loses the `_` of `"active_state"`.
  const bare = (text: string) => plain(text).replace(/[_*]/g, '');
  const said = (text: string) =>
    tree.children.some(
      (n) => (n.type === 'paragraph' || n.type === 'blockquote') && bare(textOf(n)) === text,
    );
  if (page.description && !said(bare(page.description))) {
    lead.push({ type: 'paragraph', children: [{ type: 'text', value: page.description }] });
  }
  tree.children.unshift(...lead);
}

/** An SVG's accessible name and description (its <title> and <desc>). */
export function svgLabel(element: JsxElement, helpers: RenderHelpers): string {
  const parts: string[] = [];
  visit(element as unknown as Nodes, (node) => {
    const el = node as unknown as JsxElement;
    if (
      (el.type === 'mdxJsxFlowElement' || el.type === 'mdxJsxTextElement') &&
      (el.name === 'title' || el.name === 'desc')
    ) {
      const text = helpers.text(el);
      if (text) parts.push(/[.!?]$/.test(text) ? text : `${text}.`);
      return SKIP;
    }
  });
  return parts.join(' ');
}

/**
 * A link or image URL as an absolute URL of the deployed site: file links
 * (`./light.mdx#shadows`, `../type-aliases/X.md`, `@site/docs/…`) become the
 * page they build, `/docs/…` gets the site and base URL, `#anchor` the page.
 */
export function resolveUrl(
  url: string,
  page: MarkdownPage,
  site: SiteContext,
  pageUrl = absoluteUrl(site.siteUrl, page.permalink),
  where: () => string = () => path.relative(site.siteDir, page.file),
): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  const hashAt = url.indexOf('#');
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (target === '') return `${pageUrl}${hash}`;

  let file: string | null = null;
  if (target.startsWith('@site/')) file = path.join(site.siteDir, target.slice('@site/'.length));
  else if (!target.startsWith('/') && /\.mdx?$/.test(target)) {
    file = path.resolve(path.dirname(page.file), decodeURI(target));
  }
  if (file !== null) {
    const permalink = site.permalinkOfFile.get(file);
    if (permalink) return `${absoluteUrl(site.siteUrl, permalink)}${hash}`;
    for (const dir of site.staticDirs) {
      const relative = path.relative(dir, file);
      if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
        return `${absoluteUrl(site.siteUrl, site.baseUrl + relative.split(path.sep).join('/'))}${hash}`;
      }
    }
    throw new Error(`${where()}: the link ${url} names no page of the site.`);
  }
  if (target.startsWith('/')) {
    const pathname = target.startsWith(site.baseUrl) ? target : site.baseUrl + target.slice(1);
    return `${absoluteUrl(site.siteUrl, pathname)}${hash}`;
  }
  // A relative URL that is no file: relative to the page's URL, as a browser reads it.
  return new URL(url, pageUrl).href;
}
