/**
 * The guides' samples the host runs, taken from the MDX at build time: the
 * exact text a reader sees (and the sample checker type-checks). For now a
 * sample is named by its guide and the heading it sits under; the first
 * `tsx` code block after that heading is the sample.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SampleSpec {
  /** docs/guides/<guide>.mdx */
  readonly guide: string;
  /** The text of the `##` heading the sample follows. */
  readonly heading: string;
}

export const SAMPLES: Readonly<Record<string, SampleSpec>> = {
  'getting-started': { guide: 'getting-started', heading: 'Your first scene' },
};

/**
 * `require('./assets/<name>')` in a sample → a model the site generates
 * (static/models, tools/models): a name the site has is used as it is,
 * any other .glb gets the showcase model.
 */
export function siteModelFor(request: string, siteDir: string): string | undefined {
  const name = path.posix.basename(request);
  if (!/\.glb$/i.test(name)) return undefined;
  const own = path.join(siteDir, 'static/models', name);
  return fs.existsSync(own) ? `models/${name}` : 'models/showcase.glb';
}

const FENCE = /^```tsx[^\n]*\n([\s\S]*?)^```$/m;

/** The sample's code, or an error naming the guide and heading that no longer match. */
export function sampleCode(siteDir: string, spec: SampleSpec): string {
  const file = path.join(siteDir, 'docs/guides', `${spec.guide}.mdx`);
  const text = fs.readFileSync(file, 'utf8');
  const at = text.search(
    new RegExp(`^#+ ${spec.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
  );
  const match = at < 0 ? null : FENCE.exec(text.slice(at));
  if (!match) {
    throw new Error(
      `found no tsx code block under "${spec.heading}" in docs/guides/${spec.guide}.mdx`,
    );
  }
  return match[1];
}
