/**
 * Every guide, API page and release post also as Markdown (page URL + `.md`),
 * plus /llms.txt and /llms-full.txt, written after the build from the pages'
 * sources; and a "Copy page" control on doc pages and blog posts
 * (theme/). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { asPluginError, PluginError } from '../../shared/plugin-error';
import { SITE_COMPONENTS } from './components';
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
      components: SITE_COMPONENTS,
      sections,
    });
  } catch (error) {
    throw asPluginError(PLUGIN_NAME, error);
  }
}

/** `options` went through `validateOptions` (options.ts) first. */
export default function markdownExportPlugin(context: LoadContext, options: unknown): Plugin {
  const { sections, summaryFile } = options as MarkdownExportPluginOptions;
  const summary = fs.readFileSync(path.resolve(context.siteDir, summaryFile), 'utf8');
  return {
    name: PLUGIN_NAME,

    // Wraps DocItem/Content and BlogPostItem/Header (with @theme-init), adds CopyPage.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    async postBuild({ plugins, outDir, routesPaths }) {
      const started = performance.now();
      const cpu = process.cpuUsage();
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

      let bytes = 0;
      for (const [urlPath, text] of files) {
        const file = path.join(outDir, decodeURIComponent(urlPath.slice(baseUrl.length)));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, text);
        bytes += Buffer.byteLength(text);
      }
      logger.info(
        `[${PLUGIN_NAME}] ${pages.length} Markdown pages, llms.txt and llms-full.txt: ${bytes} bytes in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000)} ms)`,
      );
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` property.
markdownExportPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
