/**
 * An inline script at the top of every page's <head>, run before the page
 * renders and before any Docusaurus code (earlyScript.ts, README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import { earlyScript } from './earlyScript';
import { notFoundScript } from './notFoundScript';
import { PLUGIN_NAME, validateOptions, type HeadScriptPluginOptions } from './options';

export type { HeadScriptOptions } from './options';

/** `options` went through `validateOptions` (options.ts) first. */
export default function headScriptPlugin(context: LoadContext, options: unknown): Plugin {
  const { storageNamespace, announcementId } = options as HeadScriptPluginOptions;
  const script = earlyScript({ storageNamespace, announcementId, baseUrl: context.baseUrl });
  return {
    name: PLUGIN_NAME,
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', attributes: {}, innerHTML: script }],
    }),
    postBuild({ outDir, routesPaths }) {
      // 404.html alone learns the routes, to send a wrong letter case to the right one.
      // Read and written synchronously: postBuild hooks run concurrently, and
      // social-cards rewrites every page too.
      const file = path.join(outDir, '404.html');
      const html = fs.readFileSync(file, 'utf8');
      if (!html.includes('<head>')) {
        throw new PluginError(
          PLUGIN_NAME,
          'build/404.html has no <head> to add the case redirect to.',
        );
      }
      const routes = routesPaths.filter((route) => !route.endsWith('404.html'));
      const tag = `<script>${notFoundScript(routes)}</script>`;
      fs.writeFileSync(file, html.replace('<head>', `<head>${tag}`));
    },
  };
}

// Docusaurus validates a plugin function's options with its `validateOptions` property.
headScriptPlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
