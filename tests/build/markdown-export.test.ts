/**
 * The Markdown twins of the pages, llms.txt and llms-full.txt in the
 * production build (plugins/markdown-export).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJsx } from '../../shared/live-preview/jsx';
import { PRESETS } from '../../shared/live-preview/scene';
import sidebars from '../../sidebars';
import { assertBuilt, BASE_PATH, BUILD_DIR, pagesOfBuild } from './helpers';

beforeAll(assertBuilt);

const SITE = `https://margelo.github.io${BASE_PATH}`;
const SITE_DIR = path.resolve(__dirname, '../..');

/** Every HTML page of the docs and the blog (build/docs/**, build/blog.html, build/blog/**), as full paths. */
function docsAndBlogPages(): string[] {
  return pagesOfBuild()
    .filter((page) => /^(docs\/|blog\/|blog\.html$)/.test(page))
    .map((page) => path.join(BUILD_DIR, page));
}

const readMarkdown = (route: string) =>
  fs.readFileSync(path.join(BUILD_DIR, `${route}.md`), 'utf8');

/** Fenced code blocks of a source file, read with a regular expression (not the plugin's parser). */
function sourceCodeBlocks(file: string): { lang: string; title: string | null; code: string }[] {
  const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
  return [...source.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    lang: m[1],
    title: /title="([^"]*)"/.exec(m[2])?.[1] ?? null,
    code: m[3],
  }));
}

/** The Markdown's prose: fenced blocks and inline code spans removed. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

describe('every page as Markdown', () => {
  it('every HTML page of the docs and the blog has a .md twin', () => {
    const pages = docsAndBlogPages();
    expect(pages.length).toBeGreaterThan(150);
    const missing = pages
      .map((html) => html.replace(/\.html$/, '.md'))
      .filter((md) => !fs.existsSync(md))
      .map((md) => path.relative(BUILD_DIR, md));
    expect(missing).toEqual([]);
  });

  it('the guides index (/docs/guides) is at docs/guides.md and starts with its title', () => {
    expect(readMarkdown('docs/guides')).toMatch(/^# Getting started\n\nInstall react-native-filament/);
  });

  it.each([
    ['docs/guides/light', 'docs/guides/light.mdx'],
    ['docs/guides/camera', 'docs/guides/camera.mdx'],
    ['docs/guides/physics', 'docs/guides/physics.mdx'],
  ])('%s.md has every code block of its source, verbatim', (route, source) => {
    const markdown = readMarkdown(route);
    const blocks = sourceCodeBlocks(source);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) {
      const fence = `\`\`\`${block.lang}${block.title ? ` title="${block.title}"` : ''}\n`;
      expect(markdown, `${source}: ${block.code.slice(0, 60)}`).toContain(
        `${fence}${block.code}\n\`\`\``,
      );
    }
  });

  it('a live preview becomes the code of its starting scene', () => {
    const preset = PRESETS.light;
    expect(readMarkdown('docs/guides/light')).toContain(toJsx(preset, preset.initial).trimEnd());
  });

  it('links are absolute URLs of the deployed site', () => {
    const light = readMarkdown('docs/guides/light');
    expect(light).toContain(`[skybox guide](${SITE}docs/guides/skybox)`);
    expect(light).toContain(`(${SITE}docs/guides/asset-loading#shadows)`);
    const api = readMarkdown('docs/api/functions/Light');
    expect(api).toContain(`(${SITE}docs/api/type-aliases/LightProps)`);
    expect(prose(light)).not.toMatch(/\]\((?!https?:)/);
  });

  it('no Markdown holds JSX, imports or HTML tags of MDX components outside code', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.md')) {
          const markdown = fs.readFileSync(full, 'utf8');
          const text = prose(markdown);
          const problems = [
            markdown.includes('<LivePreview') && '<LivePreview',
            /^import /m.test(text) && 'import line',
            /^export /m.test(text) && 'export line',
            // A tag, not an escaped `\<` or a `<` in text such as `a < b`.
            /(?<!\\)<\/?[A-Za-z][\w.-]*(\s[^<>]*)?\/?>/.exec(text)?.[0],
          ].filter(Boolean);
          if (problems.length > 0) offenders.push(`${path.relative(BUILD_DIR, full)}: ${problems.join(', ')}`);
        }
      }
    };
    walk(path.join(BUILD_DIR, 'docs'));
    walk(path.join(BUILD_DIR, 'blog'));
    expect(offenders).toEqual([]);
  });

  it('admonitions are block quotes', () => {
    expect(readMarkdown('docs/guides/animator')).toContain(
      '> **Warning: Keep `onAnimationsLoaded` stable**',
    );
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = () => fs.readFileSync(path.join(BUILD_DIR, 'llms.txt'), 'utf8');

  it('llms.txt has the site title, a summary and the sections', () => {
    const text = llms();
    expect(text).toMatch(/^# React Native Filament\n\n> \S/);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Guides', 'API reference', 'Releases', 'Optional']);
  });

  it('llms.txt links the Markdown of every docs and blog URL of the sitemap', () => {
    const text = llms();
    const locs = [...fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((loc) => loc.startsWith(`${SITE}docs`) || loc.startsWith(`${SITE}blog`));
    expect(locs.length).toBeGreaterThan(150);
    const missing = locs.filter((loc) => !text.includes(`](${loc}.md)`));
    expect(missing).toEqual([]);
    // And each linked file exists.
    for (const [, url] of text.matchAll(/\]\((https:[^)]+\.md)\)/g)) {
      expect(fs.existsSync(path.join(BUILD_DIR, url.slice(SITE.length))), url).toBe(true);
    }
  });

  it('each line of llms.txt carries the page description', () => {
    expect(llms()).toContain(
      `- [Lighting a scene](${SITE}docs/guides/light.md): Light a scene with DefaultLight`,
    );
  });

  it('llms-full.txt holds the guides in sidebar order, then the API reference', () => {
    const full = fs.readFileSync(path.join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1].slice(SITE.length));
    const category = (sidebars.sidebar as unknown as { items: string[] }[])[0];
    const sidebarRoutes = category.items.map((id) =>
      id === 'guides/getting-started' ? 'docs/guides' : `docs/${id}`,
    );
    expect(sources.slice(0, sidebarRoutes.length)).toEqual(sidebarRoutes);
    const firstApi = sources.findIndex((s) => s.startsWith('docs/api'));
    expect(sources.slice(firstApi).every((s) => s.startsWith('docs/api'))).toBe(true);
    expect(sources.filter((s) => s.startsWith('docs/guides'))).toContain('docs/guides/LOGGING');
    expect(sources.some((s) => s.startsWith('blog'))).toBe(false);
  });
});
