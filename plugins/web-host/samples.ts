/**
 * The guides' samples and which of them the page can run. Every `tsx` code
 * block of a guide is a sample:
 * - the block with `live` in its fence meta (```tsx title="App.tsx" live; at
 *   most one per guide) is bundled from the MDX at build time (bundle.ts) and
 *   named after the guide's file (`getting-started`): its Run needs no
 *   compiler in the page;
 * - every other block that qualifies (`runBlocker` finds nothing) gets the
 *   same Run and Edit buttons, and its Run compiles the block's text in the
 *   page (the host's `runCode`, as an edited sample): named
 *   `<guide>.<title without .tsx>` (`camera.LensPicker`), or after its
 *   exported component when it has no title;
 * - a block that cannot run gets one line saying why (remark-run-button.ts).
 * What runs is exactly the text a reader sees and the sample checker
 * type-checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import {
  describeStandIn,
  modelNeedsOf,
  NO_NEEDS,
  siteModelNamed,
  type ModelNeeds,
} from 'react-native-filament-web-host/site-models';
import { parseGuide } from '../../shared/mdx';

export const GUIDES_DIR = 'docs/guides';

/** A fence and its meta; the meta word that makes a block the guide's bundled sample. */
const FENCE = /^```tsx([^\n]*)\n([\s\S]*?)^```$/gm;
export const LIVE_META = /(^|\s)live(\s|$)/;
const FRAGMENT_META = /(^|\s)fragment(\s|$)/;

/**
 * The modules a sample run in the page may import: those the host gives
 * edited code (`HOST_ENVIRONMENT.modules` in packages/web-host/src/edited-code.ts;
 * tests/unit/web-host.test.ts checks the two agree). Another import is a
 * reason not to offer Run.
 */
export const HOST_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-native',
  'react-native-filament',
  'react-native-worklets-core',
  // The companion libraries (packages/web-host/src/sample-modules.ts COMPANION_MODULES): Reanimated's
  // and gesture-handler's own web builds; safe-area-context, expo-asset, react-native-blob-util
  // and react-native-video as the host imitates them.
  'react-native-reanimated',
  'react-native-gesture-handler',
  'react-native-safe-area-context',
  'expo-asset',
  'react-native-blob-util',
  'react-native-video',
] as const;

/**
 * What the host cannot do, as a test on the code and the one line the page
 * shows under the block instead of a Run button. First match wins; when the
 * host gains one of these, remove its line here and the samples that need it
 * get Run (the browser table, tests/e2e/web-host.playground.spec.ts, says
 * whether they then draw).
 */
const BLOCKERS: readonly { readonly test: RegExp; readonly reason: string }[] = [
  {
    // packages/web-host README: the .filamat version check (the library's files vs the wasm's materials).
    test: /\.filamat['"`]/,
    reason:
      "Loads a compiled material (.filamat): the library's are material version 68, and Filament's web build reads version 53 only.",
  },
  {
    test: /['"`]https?:\/\//,
    reason:
      'Downloads a model from the network: not run here, so the page and its tests work offline.',
  },
];

/** The bare module names a sample imports or requires (not `./assets/…`). */
export function importedModules(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s+['"]([^'"]+)['"]/g),
    ...code.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return [...new Set(specifiers.filter((s) => !s.startsWith('.')))];
}

/** The component the host would mount (packages/web-host/src/pick-component.ts's rule), as written. */
export function exportedComponent(code: string): string | undefined {
  const named = /\bexport\s+default\s+(?:function\s+)?([A-Za-z_$][\w$]*)/.exec(code);
  if (named) return named[1];
  if (/\bexport\s+default\b/.test(code)) return 'default';
  const functions = [
    ...code.matchAll(
      /\bexport\s+(?:async\s+)?(?:function\s+([\w$]+)|const\s+([\w$]+)\s*=\s*(?:\([^)]*\)|[\w$]+)\s*=>)/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
  return functions.length === 1 && /^[A-Z]/.test(functions[0]!) ? functions[0] : undefined;
}

/** Why the page cannot run this block, in one line; undefined when it can. */
export function runBlocker(code: string, meta = ''): string | undefined {
  if (FRAGMENT_META.test(meta))
    return 'A fragment of a larger program: it runs as part of the sample it belongs to.';
  if (exportedComponent(code) === undefined) {
    return /\bexport\s+(function|const)\s+use[A-Z]/.test(code)
      ? 'A hook, not a screen: it has nothing to show on its own.'
      : 'Exports no component to run (a default export, or a single exported function).';
  }
  const missing = importedModules(code).filter(
    (name) => !(HOST_MODULES as readonly string[]).includes(name),
  );
  if (missing.length > 0) return `Needs ${missing.join(' and ')}, which the page does not provide.`;
  const blocker = BLOCKERS.find(({ test }) => test.test(code));
  if (blocker) return blocker.reason;
  // A component of a scene (`<Animator>` for a <Model>, a node modifier) has no view to draw in.
  if (!/<Filament(View|Scene)\b/.test(code))
    return 'A part of a scene, used inside a <FilamentScene>: it has nothing to show on its own.';
  return undefined;
}

export interface GuideSample {
  readonly guide: string;
  /** `getting-started` for a live block; `camera.LensPicker` for another. */
  readonly name: string;
  /** 1-based line of the code's first line in the guide. */
  readonly line: number;
  readonly code: string;
  readonly live: boolean;
  /** Why the page cannot run it; undefined when it can. */
  readonly noRun?: string;
}

/** The name of a guide's `index`-th (1-based) tsx block. */
export function sampleName(guide: string, meta: string, code: string, index: number): string {
  if (LIVE_META.test(meta)) return guide;
  const title = /title="([^"]+)"/.exec(meta)?.[1];
  const stem =
    title?.replace(/\.[jt]sx?$/, '') ??
    exportedComponent(code) ??
    /\bexport\s+(?:function|const)\s+([\w$]+)/.exec(code)?.[1];
  return `${guide}.${stem && stem !== 'default' ? stem : index}`;
}

/** Every tsx block of one guide's MDX, in the page's order, with its name and whether it runs. */
export function samplesOfGuide(mdx: string, guide: string): GuideSample[] {
  const blocks: Code[] = [];
  visit(parseGuide(mdx), 'code', (node: Code) => {
    if (node.lang === 'tsx') blocks.push(node);
  });
  const samples = blocks.map((node, i) => {
    const meta = node.meta ?? '';
    return {
      guide,
      name: sampleName(guide, meta, node.value, i + 1),
      line: (node.position?.start.line ?? 0) + 1,
      code: node.value,
      live: LIVE_META.test(meta),
      noRun: runBlocker(node.value, meta),
    };
  });
  const names = samples.map((s) => s.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`${GUIDES_DIR}/${guide}.mdx has two samples named ${twice}`);
  return samples;
}

/** Every tsx sample of every guide. */
export function guideSamples(siteDir: string): GuideSample[] {
  const dir = path.join(siteDir, GUIDES_DIR);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .flatMap((file) =>
      samplesOfGuide(fs.readFileSync(path.join(dir, file), 'utf8'), file.slice(0, -'.mdx'.length)),
    );
}

/** The code of the guide's `live` block, if it has one; two are an error naming the guide. */
export function liveSampleOf(mdx: string, guide: string): string | undefined {
  const live = [...mdx.matchAll(FENCE)].filter((match) => LIVE_META.test(match[1]!));
  if (live.length > 1) {
    throw new Error(
      `${GUIDES_DIR}/${guide}.mdx has ${live.length} live code blocks; one is supported`,
    );
  }
  return live[0]?.[2];
}

/** Every bundled sample of the guides (their `live` blocks), by name. */
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
export function siteModelFor(
  request: string,
  siteDir: string,
  needs: ModelNeeds = NO_NEEDS,
): string | undefined {
  const name = path.posix.basename(request);
  if (!/\.glb$/i.test(name)) return undefined;
  return `models/${siteModelNamed(name, siteModels(siteDir), needs)}`;
}

/** The names of the site's models, for the in-page mapping of an edited sample (packages/web-host/src/edited-code.ts). */
export function siteModels(siteDir: string): string[] {
  return fs.readdirSync(path.join(siteDir, 'static/models')).filter((name) => /\.glb$/i.test(name));
}

/**
 * What stands in for each file a sample requires (a model, an image, a
 * `.ktx`, a `.filamat`), as `"helmet.glb → showcase.glb"` with what differs
 * (the package's `describeStandIn`, the same wording as for edited code; one
 * per name, in order of first use): the Run button says so, so the reader
 * knows why the model differs.
 */
export function standInsOf(code: string, siteDir: string): string[] {
  const requests = code.matchAll(
    /require\(\s*['"](\.\/[^'"]+\.(?:glb|gltf|ktx|png|jpe?g|webp|filamat))['"]\s*\)/gi,
  );
  const names = new Set([...requests].map(([, request]) => path.posix.basename(request!)));
  const models = siteModels(siteDir);
  const needs = modelNeedsOf(code);
  return [...names].flatMap((name) => describeStandIn(name, models, needs) ?? []);
}
