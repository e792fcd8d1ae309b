/**
 * Every guide, API page and release post also as Markdown (page URL + `.md`),
 * plus /llms.txt and /llms-full.txt, written after the build from the pages'
 * sources; and a "Copy page" control on doc pages and blog posts
 * (theme/). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { SITE_COMPONENTS } from './components';
import { collectPages, llmsFullTxt, llmsTxt, type Section } from './pages';
import { markdownPathOf } from './urls';

export interface MarkdownExportOptions {
  /**
   * A file (relative to the site) holding the paragraph under the site title
   * in llms.txt and llms-full.txt. A file rather than a string because
   * Docusaurus ships the whole site config, plugin options included, to
   * every page (a 440-character summary added 190 B gzipped to main.js).
   */
  readonly summaryFile: string;
  /**
   * llms.txt's sections, in order, each fed by one docs or blog plugin
   * instance (`docs:<id>`, `blog:<id>`). Every docs and blog instance needs one.
   */
  readonly sections?: readonly Section[];
}

export const DEFAULT_SECTIONS: readonly Section[] = [
  { title: 'Guides', source: 'docs:default' },
  { title: 'API reference', source: 'docs:api' },
  { title: 'Releases', source: 'blog:default' },
];

export const PLUGIN_NAME = 'markdown-export';

function assertOptions(options: unknown): asserts options is MarkdownExportOptions {
  const o = options as Partial<MarkdownExportOptions> | undefined;
  if (
    typeof o?.summaryFile !== 'string' ||
    (o.sections !== undefined && !Array.isArray(o.sections))
  ) {
    throw new Error(
      `${PLUGIN_NAME}: options need a \`summaryFile\` path (and \`sections\`, if given, an array).`,
    );
  }
}

export default function markdownExportPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const sections = options.sections ?? DEFAULT_SECTIONS;
  const summary = fs.readFileSync(path.resolve(context.siteDir, options.summaryFile), 'utf8');
  return {
    name: PLUGIN_NAME,

    // Wraps DocItem/Content and BlogPostItem/Header (with @theme-init), adds CopyPage.
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),

    async postBuild({ plugins, outDir, routesPaths }) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const { siteConfig, siteDir, baseUrl } = context;
      const pages = collectPages(plugins, {
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

      const routes = new Set(routesPaths);
      const files: [string, string][] = pages.map((page) => {
        if (!routes.has(page.permalink)) {
          throw new Error(
            `markdown-export: ${page.permalink} has Markdown but no page in the build.`,
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
      console.log(
        `[${PLUGIN_NAME}] ${pages.length} Markdown pages, llms.txt and llms-full.txt: ${bytes} bytes in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000)} ms)`,
      );
    },
  };
}
