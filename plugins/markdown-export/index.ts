/**
 * Every guide, API page and release post also as Markdown (page URL + `.md`),
 * plus /llms.txt and /llms-full.txt, written after the build from the pages'
 * sources; and a "Copy page" control on doc pages and blog posts
 * (theme/). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext } from '@docusaurus/types';
import { asPluginError, PluginError } from '../../shared/plugin-error';
import { withValidatedOptions } from '../../shared/plugin-options';
import type { PostBuildPlugin, PostBuildProps } from '../../shared/post-build';
import { SITE_COMPONENTS, withPluginComponents } from './components';
import { PLUGIN_NAME, validateOptions, type MarkdownExportPluginOptions } from './options';
import { collectPages, llmsFullTxt, llmsTxt } from './pages';
import { markdownPathOf } from './urls';

export { DEFAULT_SECTIONS, PLUGIN_NAME, type MarkdownExportOptions } from './options';

/**
 * The pages with their Markdown. An error of the conversion (an MDX
 * component it does not know, a link to no page) stops the build naming
 * the plugin, the file and the line.
 */
function exportedPages(
  context: LoadContext,
  plugins: Parameters<typeof collectPages>[0],
  sections: MarkdownExportPluginOptions['sections'],
): ReturnType<typeof collectPages> {
  const { siteConfig, siteDir, baseUrl } = context;
  try {
    return collectPages(plugins, {
      site: {
        siteUrl: siteConfig.url,
        baseUrl,
        siteDir,
        staticDirs: siteConfig.staticDirectories.map((dir) => path.resolve(siteDir, dir)),
      },
      trailingSlash: siteConfig.trailingSlash,
      components: withPluginComponents(SITE_COMPONENTS, plugins),
      sections,
    });
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

/** The files the export writes: each page's Markdown, llms.txt and llms-full.txt, by URL path. */
function exportFiles(
  context: LoadContext,
  { plugins, routesPaths }: PostBuildProps,
  { sections }: MarkdownExportPluginOptions,
  summary: string,
): { pages: number; files: [string, string][] } {
  const { siteConfig, baseUrl } = context;
  const pages = exportedPages(context, plugins, sections);
  const routes = new Set(routesPaths);
  const files: [string, string][] = pages.map((page) => {
    if (!routes.has(page.permalink)) {
      throw new PluginError(
        PLUGIN_NAME,
        `${page.permalink} has Markdown but no page in the build.`,
      );
    }
    return [markdownPathOf(page.permalink), page.markdown];
  });
  const llms = {
    title: siteConfig.title,
    summary: summary.replace(/\s+/g, ' ').trim(),
    siteUrl: siteConfig.url,
    sections,
  };
  files.push([`${baseUrl}llms.txt`, llmsTxt(pages, llms)]);
  files.push([`${baseUrl}llms-full.txt`, llmsFullTxt(pages, llms)]);
  return { pages: pages.length, files };
}

/**
 * Step (4) of the post-build pipeline (plugins/post-build), the last: it
 * converts the pages' sources (the docs and blog plugins' content), not the
 * built HTML, and adds files beside the pages.
 */
async function exportStep(
  context: LoadContext,
  options: MarkdownExportPluginOptions,
  summary: string,
  props: PostBuildProps,
): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { pages, files } = exportFiles(context, props, options, summary);
  let bytes = 0;
  for (const [urlPath, text] of files) {
    const file = path.join(props.outDir, decodeURIComponent(urlPath.slice(context.baseUrl.length)));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, text);
    bytes += Buffer.byteLength(text);
  }
  const { user, system } = process.cpuUsage(cpu);
  logger.info(
    `[${PLUGIN_NAME}] ${pages} Markdown pages, llms.txt and llms-full.txt: ${bytes} bytes in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((user + system) / 1000)} ms)`,
  );
}

function markdownExportPlugin(
  context: LoadContext,
  checked: MarkdownExportPluginOptions,
): PostBuildPlugin {
  const summary = fs.readFileSync(path.resolve(context.siteDir, checked.summaryFile), 'utf8');
  return {
    name: PLUGIN_NAME,

    // Wraps DocItem/Content and BlogPostItem/Header (with @theme-init), adds CopyPage.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    postBuildSteps: { export: (props) => exportStep(context, checked, summary, props) },
  };
}

// Docusaurus calls validateOptions first and passes the plugin what it returns.
export default withValidatedOptions(markdownExportPlugin, validateOptions);
