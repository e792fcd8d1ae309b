/**
 * The pages a second reader audits, and the content hash that ties a reading
 * to the page as it was read. A page is what a reader meets (a guide, a
 * release post, the error reference's explanations, the model checker's
 * messages…); its sources are the files its words come from. The hash covers
 * them all, so any change to the words, or to the data they are rendered
 * from, makes the page's record stale (tests/unit/second-reader.test.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.resolve(__dirname, '../..');
export const RECORDS_DIR = path.join(SITE_DIR, 'audit/second-reader');
/** Pages never second-read yet: one id a line. It may only shrink. */
export const NOT_YET_READ = path.join(RECORDS_DIR, 'not-yet-read.txt');

export interface Page {
  /** File name of its record, audit/second-reader/<id>.md. */
  readonly id: string;
  /** The files its words come from, relative to the site's root, in hash order. */
  readonly sources: readonly string[];
}

/** Extra sources of a guide whose words are partly rendered from data. */
const GUIDE_DATA: Readonly<Record<string, readonly string[]>> = {
  compatibility: ['releases/compatibility.json', 'releases/compatibility-notes.json'],
  // Its verdicts are sentences a reader meets: the rules that write them.
  'check-your-setup': [
    'src/components/SetupChecker/rules/citations.ts',
    'src/components/SetupChecker/rules/configs.ts',
    'src/components/SetupChecker/rules/facts.ts',
    'src/components/SetupChecker/rules/guides.ts',
    'src/components/SetupChecker/rules/index.ts',
    'src/components/SetupChecker/rules/js-config.ts',
    'src/components/SetupChecker/rules/known-issue-data.ts',
    'src/components/SetupChecker/rules/known-issues.json',
    'src/components/SetupChecker/rules/known-issues.ts',
    'src/components/SetupChecker/rules/metro-expo.ts',
    'src/components/SetupChecker/rules/native-files.ts',
    'src/components/SetupChecker/rules/native.ts',
    'src/components/SetupChecker/rules/project.ts',
    'src/components/SetupChecker/rules/release.ts',
    'src/components/SetupChecker/rules/types.ts',
    'src/components/SetupChecker/rules/verdict.ts',
    'src/components/SetupChecker/rules/versions.ts',
    'src/components/SetupChecker/rules/worklets.ts',
  ],
};

/** Pages that are not a guide or a post, each with the files its statements live in. */
const OTHER_PAGES: readonly Page[] = [
  // The error reference's explanations, in three parts of about 700 lines each: a change to
  // one group makes only its part's reading stale, and three readers can share the work.
  {
    id: 'error-reference-setup-models',
    sources: [
      'plugins/error-reference/explanations/index.ts',
      'plugins/error-reference/explanations/types.ts',
      'plugins/error-reference/explanations/setup.ts',
      'plugins/error-reference/explanations/models.ts',
      'plugins/error-reference/explanations/animation.ts',
      'plugins/error-reference/explanations/physics.ts',
    ],
  },
  {
    id: 'error-reference-scene',
    sources: [
      'plugins/error-reference/explanations/scene.ts',
      'plugins/error-reference/explanations/recording.ts',
      'plugins/error-reference/explanations/native-arguments.ts',
    ],
  },
  {
    id: 'error-reference-materials-internal',
    sources: [
      'plugins/error-reference/explanations/materials.ts',
      'plugins/error-reference/explanations/internal.ts',
    ],
  },
  {
    id: 'model-checker-messages',
    sources: [
      'src/components/ModelChecker/analysis/citations.ts',
      'src/components/ModelChecker/analysis/support.ts',
      'src/components/ModelChecker/analysis/textures.ts',
      'src/components/ModelChecker/analysis/costs.ts',
      'src/components/ModelChecker/analysis/size.ts',
      'src/components/ModelChecker/analysis/lighting.ts',
      'src/components/ModelChecker/analysis/verdicts.ts',
      'src/components/ModelChecker/analysis/read.ts',
      'src/components/ModelChecker/analysis/refuse.ts',
      'src/components/ModelChecker/analysis/index.ts',
      'src/components/ModelChecker/report/summary.tsx',
      'src/components/ModelChecker/report/render.tsx',
      'src/components/ModelChecker/report/costs.tsx',
      'src/components/ModelChecker/report/inside.tsx',
      'src/components/ModelChecker/report/code.tsx',
    ],
  },
  {
    id: 'api-reference-facts',
    sources: ['plugins/api-reference/facts.ts', 'plugins/api-reference/summaries.ts'],
  },
  { id: 'web-host-readme', sources: ['packages/web-host/README.md'] },
  { id: 'playground', sources: ['docs/playground.mdx'] },
  { id: 'home', sources: ['src/pages/index.tsx'] },
];

const mdxIn = (dir: string): string[] =>
  fs.existsSync(path.join(SITE_DIR, dir))
    ? fs
        .readdirSync(path.join(SITE_DIR, dir))
        .filter((f) => f.endsWith('.mdx'))
        .sort()
    : [];

/** Every page: each guide and release post found on disk, then the others. */
export function allPages(): Page[] {
  const guides = mdxIn('docs/guides').map((file) => {
    const stem = file.replace(/\.mdx$/, '');
    return {
      id: `guide-${stem.toLowerCase()}`,
      sources: [`docs/guides/${file}`, ...(GUIDE_DATA[stem] ?? [])],
    };
  });
  const posts = mdxIn('blog').map((file) => ({
    id: `blog-${file.replace(/\.mdx$/, '')}`,
    sources: [`blog/${file}`],
  }));
  return [...guides, ...posts, ...OTHER_PAGES];
}

export function findPage(idOrSource: string): Page | undefined {
  const wanted = idOrSource.replace(/^\.\//, '');
  return allPages().find((p) => p.id === wanted || p.sources[0] === wanted);
}

/**
 * sha256 over the page's sources in order, each as its path, a newline, its
 * bytes and a newline: renaming a source or moving words between two of them
 * changes it too.
 */
export function pageHash(page: Page, root = SITE_DIR): string {
  const hash = createHash('sha256');
  for (const source of page.sources) {
    hash.update(`${source}\n`);
    hash.update(fs.readFileSync(path.join(root, source)));
    hash.update('\n');
  }
  return `sha256:${hash.digest('hex')}`;
}

/** The ids of not-yet-read.txt (comments and blank lines skipped). */
export function notYetRead(file = NOT_YET_READ): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
