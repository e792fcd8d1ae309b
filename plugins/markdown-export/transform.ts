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
import { escapeMarkdownHeadingIds, parseMarkdownHeadingId } from '@docusaurus/utils';
import type {
  Code,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  Parent,
  Root,
  RootContent,
} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
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

/** Docusaurus's admonition keywords (theme-classic defaults). */
export const ADMONITIONS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

/**
 * Docusaurus also reads the older `:::note Title` form, rewriting it to
 * `:::note[Title]` before parsing (@docusaurus/utils
 * admonitionTitleToDirectiveLabel). Same rewrite, but outside code fences.
 */
export function admonitionTitlesToLabels(source: string): string {
  const directive = new RegExp(`^((?:> ?)*)([ \\t]*)(:{3,}(?:${ADMONITIONS.join('|')})) +(.*)$`);
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const marker = /^(?:> ?)*[ \t]*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      return line.replace(directive, (_all, quote, indent, name, title) =>
        title.startsWith('[') || title.startsWith('{')
          ? `${quote}${indent}${name} ${title}`
          : `${quote}${indent}${name}[${title}]`,
      );
    })
    .join('\n');
}

/** Keeps only what a reader of the code needs from a fence's meta: its title. */
export function codeMeta(meta: string | null | undefined): string | null {
  const title = /(?:^|\s)(title=(?:"[^"]*"|'[^']*'))/.exec(meta ?? '')?.[1];
  return title ?? null;
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);

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

/** Converts one page. Throws when the page holds something with no Markdown form. */
export function mdxToMarkdown(source: string, page: MarkdownPage, site: SiteContext): string {
  const prepared = escapeMarkdownHeadingIds(admonitionTitlesToLabels(source));
  const tree = parser.parse(prepared) as Root;
  const where = (node: { position?: { start: { line: number } } }) =>
    `${path.relative(site.siteDir, page.file)}:${node.position?.start.line ?? '?'}`;

  // 1. Directives: admonitions become block quotes; any other `:name` was plain
  // text that happened to look like a directive, so it gets its source text back
  // (Docusaurus does the same for directives nobody handles).
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (
      node.type === 'containerDirective' &&
      (ADMONITIONS as readonly string[]).includes(node.name)
    ) {
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
          children: [
            { type: 'strong', children: [{ type: 'text', value: `${kind}: ` }, ...label] },
          ],
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
      parent.children.splice(index, 1, { type: 'blockquote', children: body } as RootContent);
      return index;
    }
    if (
      node.type === 'containerDirective' ||
      node.type === 'leafDirective' ||
      node.type === 'textDirective'
    ) {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) {
        throw new Error(`${where(node)}: cannot restore the text of :${node.name}`);
      }
      const value = prepared.slice(start, end);
      const replacement: RootContent =
        node.type === 'textDirective'
          ? { type: 'text', value }
          : { type: 'paragraph', children: [{ type: 'text', value }] };
      parent.children.splice(index, 1, replacement);
      return SKIP;
    }
  });

  // 2. MDX: imports/exports and comments go, components and HTML elements become Markdown.
  visit(tree, (node: Nodes, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    const replace = (nodes: RootContent[]) => {
      parent.children.splice(index, 1, ...(nodes as typeof parent.children));
      return index;
    };
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
        return replace([]);
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const code = node.value;
        if (COMMENT_EXPRESSION.test(code) || code.trim() === '') return replace([]);
        // A string literal is its text; any other expression is kept as written
        // (TypeDoc copies prose such as "default is {0,-1,0}" into MDX, where
        // it would be evaluated; the source says what the author meant).
        const value = stringExpression(code) ?? `{${code}}`;
        return replace(
          node.type === 'mdxTextExpression'
            ? [{ type: 'text', value }]
            : [{ type: 'paragraph', children: [{ type: 'text', value }] }],
        );
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return replace(renderElement(node as unknown as JsxElement));
      default:
        return;
    }
  });

  function renderElement(element: JsxElement): RootContent[] {
    const helpers: RenderHelpers = {
      attribute(name) {
        const found = element.attributes.find(
          (a) => a.type === 'mdxJsxAttribute' && a.name === name,
        );
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
    const name = element.name ?? '';
    const renderer = site.components[name];
    if (renderer) return renderer(element, helpers);
    const inline = element.type === 'mdxJsxTextElement';
    if (/^[A-Z]/.test(name) || name.includes('.')) {
      return helpers.fail(
        'this component has no Markdown form. Say what it becomes in plugins/markdown-export/components.ts.',
      );
    }
    // Plain HTML elements: keep what they say.
    switch (name) {
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

  // 3. Links, images, code and table cells.
  const pageUrl = absoluteUrl(site.siteUrl, page.permalink);
  const resolve = (url: string, node: Nodes) =>
    resolveUrl(url, page, site, pageUrl, () => where(node));
  visit(tree, (node) => {
    if (node.type === 'heading') {
      dropHeadingId(node);
    } else if (node.type === 'tableCell') {
      // A removed element (TypeDoc's `<a id>` anchors) leaves the space after it.
      const first = node.children[0];
      if (first?.type === 'text') first.value = first.value.trimStart();
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      (node as Link).url = resolve((node as Link).url, node);
    } else if (node.type === 'code') {
      (node as Code).meta = codeMeta((node as Code).meta);
    }
  });

  // 4. The title and description lead. A first-level heading in the source is
  // the title as the HTML page shows it (`# \`<Camera>\``), so it stays, first.
  const firstIndex = tree.children.findIndex((n) => n.type !== 'yaml');
  const first = tree.children[firstIndex];
  const title: Heading =
    first?.type === 'heading' && first.depth === 1
      ? (tree.children.splice(firstIndex, 1)[0] as Heading)
      : { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] };
  const lead: RootContent[] = [title];
  // An API page's description is its first sentence (cross-links.ts pins it): said once.
  const said = (text: string) =>
    tree.children.some(
      (n) => (n.type === 'paragraph' || n.type === 'blockquote') && plain(textOf(n)) === text,
    );
  if (page.description && !said(plain(page.description))) {
    lead.push({ type: 'paragraph', children: [{ type: 'text', value: page.description }] });
  }
  tree.children.unshift(...lead);

  return printer.stringify(tree as Root);
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
