/**
 * An inline script at the top of every page's <head>, run before the page
 * renders and before any Docusaurus code (earlyScript.ts, README.md).
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { earlyScript, type EarlyScriptOptions } from './earlyScript';

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
  };
}
