/**
 * Which pages get Markdown, read from what the docs and blog plugins loaded
 * (their source files, permalinks, titles, sidebars), and the llms.txt /
 * llms-full.txt built from them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { List, Paragraph, RootContent, Text } from 'mdast';
import { PluginError } from '../../shared/plugin-error';
import { PLUGIN_NAME } from './options';
import {
  mdxToMarkdown,
  printMarkdown,
  type ComponentRenderer,
  type SiteContext,
} from './transform';
import { absoluteUrl, markdownPathOf, servedPath } from './urls';

export interface Section {
  /** The heading in llms.txt. */
  readonly title: string;
  /** `docs:<plugin id>` or `blog:<plugin id>`. */
  readonly source: `docs:${string}` | `blog:${string}`;
}

export interface ExportedPage {
  readonly permalink: string;
  readonly title: string;
  /** For the line in llms.txt. */
  readonly description: string;
  readonly markdown: string;
  /** The section it is listed under; listing pages (tags, archive) go to llms.txt's Optional. */
  readonly section: string | null;
  /** Unlisted pages get Markdown but no line in llms.txt. */
  readonly listed: boolean;
}

/** What postBuild tells about one loaded plugin (the fields used here). */
export interface LoadedPluginLike {
  readonly name: string;
  readonly options: { readonly id?: string; readonly [key: string]: unknown };
  readonly content: unknown;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

const text = (value: string): Text => ({ type: 'text', value });

/** A line of a listing page or llms.txt: `[title](url): note`. */
interface ListItem {
  readonly title: string;
  readonly url: string;
  readonly note?: string;
}

/** `[title](url): description` list items, as mdast. */
function linkList(items: readonly ListItem[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: item.url, children: [text(item.title)] },
            ...(item.note ? [text(`: ${item.note}`)] : []),
          ],
        },
      ],
    })),
  };
}

function document(children: RootContent[]): string {
  return printMarkdown({ type: 'root', children });
}

function heading(depth: 1 | 2, value: string): RootContent {
  return { type: 'heading', depth, children: [text(value)] };
}

function paragraph(value: string): Paragraph {
  return { type: 'paragraph', children: [text(value)] };
}

/** Doc ids in sidebar order (categories depth-first, their own page first). */
export function sidebarDocIds(items: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const raw of items) {
    const item = raw as {
      type: string;
      id?: string;
      items?: unknown[];
      link?: { type: string; id?: string };
    };
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      ids.push(...sidebarDocIds(item.items ?? []));
    }
  }
  return [...new Set(ids)];
}

export interface CollectOptions {
  readonly site: Omit<SiteContext, 'permalinkOfFile' | 'components'>;
  /** The site's `trailingSlash` setting, which permalinks of index docs do not follow. */
  readonly trailingSlash: boolean | undefined;
  readonly components: Readonly<Record<string, ComponentRenderer>>;
  readonly sections: readonly Section[];
}

/** What every page builder needs: the site's URLs and the page converter. */
interface Exporter {
  readonly baseUrl: string;
  /** The path a permalink is served at (`servedPath`). */
  served(permalink: string): string;
  /** The absolute URL of a permalink, as served. */
  url(permalink: string): string;
  /** A source file's Markdown (`mdxToMarkdown`). */
  convert(source: string, permalink: string, title: string, description: unknown): string;
}

type DocsVersion = DocsContent['loadedVersions'][number];
type Doc = DocsVersion['docs'][number];
type BlogPost = BlogContent['blogPosts'][number];

/** Every page's Markdown, in llms order: sections in the given order, each in sidebar or blog order. */
export function collectPages(
  plugins: readonly LoadedPluginLike[],
  options: CollectOptions,
): ExportedPage[] {
  const exporter = makeExporter(plugins, options);
  const pages: ExportedPage[] = [];
  const covered = new Set<string>();
  for (const section of options.sections) {
    const [kind, id] = section.source.split(':') as ['docs' | 'blog', string];
    const plugin = plugins.find(
      (p) =>
        p.name === (kind === 'docs' ? DOCS_PLUGIN : BLOG_PLUGIN) &&
        (p.options.id ?? 'default') === id,
    );
    if (!plugin)
      throw new PluginError(
        PLUGIN_NAME,
        `no ${kind} plugin with id "${id}" for the section "${section.title}".`,
      );
    covered.add(`${plugin.name}:${id}`);
    if (kind === 'docs') {
      pages.push(...docsPages(exporter, plugin.content as DocsContent, section.title));
    } else pages.push(...blogPages(exporter, plugin, section.title));
  }
  assertEveryPluginHasASection(plugins, covered);
  return pages;
}

function assertEveryPluginHasASection(
  plugins: readonly LoadedPluginLike[],
  covered: ReadonlySet<string>,
): void {
  const uncovered = plugins.filter(
    (p) =>
      (p.name === DOCS_PLUGIN || p.name === BLOG_PLUGIN) &&
      !covered.has(`${p.name}:${p.options.id ?? 'default'}`),
  );
  if (uncovered.length > 0) {
    throw new PluginError(
      PLUGIN_NAME,
      `give these plugins a section: ${uncovered.map((p) => `${p.name} (${p.options.id ?? 'default'})`).join(', ')}.`,
    );
  }
}

function makeExporter(plugins: readonly LoadedPluginLike[], options: CollectOptions): Exporter {
  const { site } = options;
  const resolveSource = (source: string) =>
    source.startsWith('@site/')
      ? path.join(site.siteDir, source.slice('@site/'.length))
      : path.resolve(site.siteDir, source);
  const served = (permalink: string) => servedPath(permalink, options.trailingSlash, site.baseUrl);
  const context: SiteContext = {
    ...site,
    permalinkOfFile: permalinksOfFiles(plugins, resolveSource, served),
    components: options.components,
  };
  return {
    baseUrl: site.baseUrl,
    served,
    url: (permalink) => absoluteUrl(site.siteUrl, served(permalink)),
    convert(source, permalink, title, description) {
      const file = resolveSource(source);
      return mdxToMarkdown(
        fs.readFileSync(file, 'utf8'),
        {
          file,
          permalink,
          title,
          description: typeof description === 'string' ? description : undefined,
        },
        context,
      );
    },
  };
}

/** Every source file's permalink, so pages can link to each other by file. */
function permalinksOfFiles(
  plugins: readonly LoadedPluginLike[],
  resolveSource: (source: string) => string,
  served: (permalink: string) => string,
): Map<string, string> {
  const permalinkOfFile = new Map<string, string>();
  for (const plugin of plugins) {
    if (plugin.name === DOCS_PLUGIN) {
      for (const version of (plugin.content as DocsContent).loadedVersions) {
        for (const doc of version.docs)
          permalinkOfFile.set(resolveSource(doc.source), served(doc.permalink));
      }
    } else if (plugin.name === BLOG_PLUGIN) {
      for (const post of (plugin.content as BlogContent).blogPosts) {
        permalinkOfFile.set(resolveSource(post.metadata.source), served(post.metadata.permalink));
      }
    }
  }
  return permalinkOfFile;
}

function docsPages(exporter: Exporter, content: DocsContent, section: string): ExportedPage[] {
  return content.loadedVersions.flatMap((version) => {
    const docs = docsInSidebarOrder(version);
    return [
      ...docs.map((doc) => docPage(exporter, doc, section)),
      ...docTagPages(exporter, version, docs),
    ];
  });
}

/** A version's docs in sidebar order; docs in no sidebar after, by permalink. */
function docsInSidebarOrder(version: DocsVersion): Doc[] {
  const order = Object.values(version.sidebars).flatMap((items) => sidebarDocIds(items));
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...version.docs].sort(
    (a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink),
  );
}

function docPage(exporter: Exporter, doc: Doc, section: string): ExportedPage {
  const permalink = exporter.served(doc.permalink);
  return {
    permalink,
    title: doc.title,
    description: doc.description,
    markdown: exporter.convert(doc.source, permalink, doc.title, doc.frontMatter.description),
    section,
    listed: !doc.unlisted,
  };
}

/** Tag pages: the docs of each tag, and the list of tags. */
function docTagPages(
  exporter: Exporter,
  version: DocsVersion,
  docs: readonly Doc[],
): ExportedPage[] {
  const tags = new Map<string, { label: string; description?: string; docs: Doc[] }>();
  for (const doc of docs.filter((d) => !d.unlisted)) {
    for (const tag of doc.tags) {
      const entry = tags.get(tag.permalink) ?? {
        label: tag.label,
        description: tag.description,
        docs: [],
      };
      entry.docs.push(doc);
      tags.set(tag.permalink, entry);
    }
  }
  if (tags.size === 0) return [];
  const index = tagsIndex(
    exporter,
    version.tagsPath,
    [...tags].map(([permalink, t]) => ({ permalink, label: t.label, count: t.docs.length })),
    'docs',
  );
  const tagPages = [...tags].map(([permalink, tag]) =>
    listingPage(
      exporter,
      permalink,
      `${tag.docs.length} ${tag.docs.length === 1 ? 'doc' : 'docs'} tagged with "${tag.label}"`,
      tag.description,
      tag.docs.map((d) => ({
        title: d.title,
        url: exporter.url(d.permalink),
        note: d.description,
      })),
    ),
  );
  return [index, ...tagPages];
}

/** A blog's posts, then its list pages, archive, tags index and tag pages. */
function blogPages(exporter: Exporter, plugin: LoadedPluginLike, section: string): ExportedPage[] {
  const content = plugin.content as BlogContent;
  const listed = content.blogPosts.filter((p) => !p.metadata.unlisted);
  const item = (p: BlogPost): ListItem => ({
    title: p.metadata.title,
    url: exporter.url(p.metadata.permalink),
    note: `${p.metadata.date.toISOString().slice(0, 10)}. ${p.metadata.description}`,
  });
  const blogBase = joinPath(exporter.baseUrl, String(plugin.options.routeBasePath ?? 'blog'));
  const archive = plugin.options.archiveBasePath;
  return [
    ...content.blogPosts.map((post) => postPage(exporter, post, section)),
    ...blogListPages(exporter, plugin, blogBase, listed.map(item)),
    ...(typeof archive === 'string' && archive !== ''
      ? [
          listingPage(
            exporter,
            joinPath(blogBase, archive),
            'Archive',
            'Every post, with its date.',
            listed.map(item),
          ),
        ]
      : []),
    ...blogTagPages(exporter, content, item),
  ];
}

/** `/a/b`: the parts joined by one slash each. */
function joinPath(...parts: string[]): string {
  return `/${parts
    .map((s) => s.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
}

function postPage(exporter: Exporter, post: BlogPost, section: string): ExportedPage {
  const { metadata } = post;
  const permalink = exporter.served(metadata.permalink);
  return {
    permalink,
    title: metadata.title,
    description: metadata.description,
    markdown: exporter.convert(
      metadata.source,
      permalink,
      metadata.title,
      metadata.frontMatter.description,
    ),
    section,
    listed: !metadata.unlisted,
  };
}

/** The list pages, as the blog paginates them. */
function blogListPages(
  exporter: Exporter,
  plugin: LoadedPluginLike,
  blogBase: string,
  items: readonly ListItem[],
): ExportedPage[] {
  const content = plugin.content as BlogContent;
  const perPage =
    plugin.options.postsPerPage === 'ALL'
      ? items.length
      : Number(plugin.options.postsPerPage ?? 10);
  const pageBase = String(plugin.options.pageBasePath ?? 'page');
  const result: ExportedPage[] = [];
  for (let page = 0; page * perPage < Math.max(items.length, 1); page++) {
    const permalink = page === 0 ? blogBase : joinPath(blogBase, pageBase, String(page + 1));
    result.push(
      listingPage(
        exporter,
        permalink,
        content.blogTitle,
        content.blogDescription,
        items.slice(page * perPage, (page + 1) * perPage),
      ),
    );
    if (perPage === 0) break;
  }
  return result;
}

/** The blog's tags index and each tag's pages, paginated as the blog does. */
function blogTagPages(
  exporter: Exporter,
  content: BlogContent,
  item: (post: BlogPost) => ListItem,
): ExportedPage[] {
  const tags = Object.values(content.blogTags).filter((t) => !t.unlisted);
  if (tags.length === 0) return [];
  const result = [
    tagsIndex(
      exporter,
      content.blogTagsListPath,
      tags.map((t) => ({ permalink: t.permalink, label: t.label, count: t.items.length })),
      'posts',
    ),
  ];
  for (const tag of tags) {
    const tagged = tag.items
      .map((id) => content.blogPosts.find((p) => p.id === id))
      .filter((p) => p !== undefined);
    const pages =
      tag.pages.length > 0
        ? tag.pages
        : [{ metadata: { permalink: tag.permalink }, items: tag.items }];
    for (const [index, page] of pages.entries()) {
      const ids = new Set(page.items);
      result.push(
        listingPage(
          exporter,
          page.metadata.permalink,
          `${tag.items.length} ${tag.items.length === 1 ? 'post' : 'posts'} tagged with "${tag.label}"${index > 0 ? ` (page ${index + 1})` : ''}`,
          tag.description,
          tagged.filter((p) => ids.has(p.id)).map(item),
        ),
      );
    }
  }
  return result;
}

function tagsIndex(
  exporter: Exporter,
  permalink: string,
  tags: readonly { permalink: string; label: string; count: number }[],
  noun: string,
): ExportedPage {
  return listingPage(
    exporter,
    permalink,
    'Tags',
    `Every tag of the ${noun}, with how many ${noun} carry it.`,
    [...tags]
      .sort((a, b) => a.label.localeCompare(b.label))
      .map((t) => ({
        title: t.label,
        url: exporter.url(t.permalink),
        note: `${t.count} ${t.count === 1 ? noun.replace(/s$/, '') : noun}`,
      })),
  );
}

function listingPage(
  exporter: Exporter,
  permalink: string,
  title: string,
  description: string | undefined,
  items: readonly ListItem[],
): ExportedPage {
  return {
    permalink: exporter.served(permalink),
    title,
    description: description ?? title,
    markdown: document([
      heading(1, title),
      ...(description ? [paragraph(description)] : []),
      linkList(items),
    ]),
    section: null,
    listed: true,
  };
}

export interface LlmsOptions {
  readonly title: string;
  readonly summary: string;
  readonly siteUrl: string;
  readonly sections: readonly Section[];
}

/** llms.txt (llmstxt.org): title, summary, then a list per section; listing pages under "Optional". */
export function llmsTxt(pages: readonly ExportedPage[], options: LlmsOptions): string {
  const entry = (p: ExportedPage) => ({
    title: p.title,
    url: absoluteUrl(options.siteUrl, markdownPathOf(p.permalink)),
    note: p.description.replace(/\s+/g, ' ').trim(),
  });
  const listed = pages.filter((p) => p.listed);
  const children: RootContent[] = [
    heading(1, options.title),
    { type: 'blockquote', children: [paragraph(options.summary)] },
  ];
  for (const section of options.sections) {
    const inSection = listed.filter((p) => p.section === section.title);
    if (inSection.length > 0)
      children.push(heading(2, section.title), linkList(inSection.map(entry)));
  }
  const optional = listed.filter((p) => p.section === null);
  if (optional.length > 0) children.push(heading(2, 'Optional'), linkList(optional.map(entry)));
  return document(children);
}

/** llms-full.txt: the title and summary, then every page of the docs sections in full, in order. */
export function llmsFullTxt(pages: readonly ExportedPage[], options: LlmsOptions): string {
  const docsSections = new Set(
    options.sections.filter((s) => s.source.startsWith('docs:')).map((s) => s.title),
  );
  const included = pages.filter(
    (p) => p.listed && p.section !== null && docsSections.has(p.section),
  );
  const head = document([
    heading(1, options.title),
    { type: 'blockquote', children: [paragraph(options.summary)] },
  ]);
  const bodies = included.map(
    (p) => `${p.markdown.trimEnd()}\n\nSource: ${absoluteUrl(options.siteUrl, p.permalink)}\n`,
  );
  return [head, ...bodies].join('\n---\n\n');
}
