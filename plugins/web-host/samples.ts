/**
 * The guides' runnable samples: the `tsx` code blocks whose fence meta has
 * `live` (```tsx title="App.tsx" live). Each is bundled from the MDX at build
 * time, so what runs is exactly the text a reader sees (and the sample
 * checker type-checks). A guide has at most one; the sample is named after
 * the guide's file (`getting-started`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteModelNamed } from 'react-native-filament-web-host/site-models';

export const GUIDES_DIR = 'docs/guides';

/** A fence and its meta; the meta word that makes a block runnable. */
const FENCE = /^```tsx([^\n]*)\n([\s\S]*?)^```$/gm;
export const LIVE_META = /(^|\s)live(\s|$)/;

/** The code of the guide's `live` block, if it has one; two are an error naming the guide. */
export function liveSampleOf(mdx: string, guide: string): string | undefined {
  const live = [...mdx.matchAll(FENCE)].filter((match) => LIVE_META.test(match[1]));
  if (live.length > 1) {
    throw new Error(
      `${GUIDES_DIR}/${guide}.mdx has ${live.length} live code blocks; one is supported`,
    );
  }
  return live[0]?.[2];
}

/** Every runnable sample of the guides, by name. */
export function liveSamples(siteDir: string): Map<string, string> {
  const dir = path.join(siteDir, GUIDES_DIR);
  const samples = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
    const guide = file.slice(0, -'.mdx'.length);
    const code = liveSampleOf(fs.readFileSync(path.join(dir, file), 'utf8'), guide);
    if (code !== undefined) samples.set(guide, code);
  }
  return samples;
}

/**
 * `require('./assets/<name>')` in a sample → the model the site runs for it
 * (packages/web-host/src/site-models.ts), as a path below the site's base.
 */
export function siteModelFor(request: string, siteDir: string): string | undefined {
  const name = path.posix.basename(request);
  if (!/\.glb$/i.test(name)) return undefined;
  return `models/${siteModelNamed(name, siteModels(siteDir))}`;
}

/** The names of the site's models, for the in-page mapping of an edited sample (packages/web-host/src/edited-code.ts). */
export function siteModels(siteDir: string): string[] {
  return fs.readdirSync(path.join(siteDir, 'static/models')).filter((name) => /\.glb$/i.test(name));
}

/**
 * The models a sample names that the page runs with another of the site's
 * models, as `"helmet.glb → showcase.glb"` (one per name, in order of first
 * use): the Run button says so, so the reader knows why the model differs.
 */
export function standInsOf(code: string, siteDir: string): string[] {
  const requests = [...code.matchAll(/require\(\s*['"](\.\/[^'"]+\.glb)['"]\s*\)/gi)];
  const standIns = requests.flatMap(([, request]) => {
    const name = path.posix.basename(request!);
    const model = siteModelFor(request!, siteDir);
    return model && model !== `models/${name}` ? [`${name} → ${path.posix.basename(model)}`] : [];
  });
  return [...new Set(standIns)];
}
