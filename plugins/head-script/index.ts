/**
 * An inline script at the top of every page's <head>, run before the page
 * renders and before any Docusaurus code (earlyScript.ts, README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { earlyScript, type EarlyScriptOptions } from './earlyScript';
import { notFoundScript } from './notFoundScript';

export type HeadScriptOptions = Omit<EarlyScriptOptions, 'baseUrl'>;

function assertOptions(options: unknown): asserts options is HeadScriptOptions {
  const o = options as Partial<HeadScriptOptions> | undefined;
  if (typeof o?.storageNamespace !== 'string' || typeof o.announcementId !== 'string') {
    throw new Error('[head-script] options need `storageNamespace` and `announcementId`.');
  }
}

export default function headScriptPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const script = earlyScript({ ...options, baseUrl: context.baseUrl });
  return {
    name: 'head-script',
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
        throw new Error('[head-script] build/404.html has no <head> to add the case redirect to.');
      }
      const routes = routesPaths.filter((route) => !route.endsWith('404.html'));
      const tag = `<script>${notFoundScript(routes)}</script>`;
      fs.writeFileSync(file, html.replace('<head>', `<head>${tag}`));
    },
  };
}
