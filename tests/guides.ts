/**
 * The guides as the site defines them, for the unit, build and browser tests:
 * the ones `sidebars.ts` lists, in its order, then the other files of
 * `docs/guides/` (reachable by URL, not listed), each with its front matter.
 * Tests loop over this list, so a guide added to `sidebars.ts` is tested
 * without editing a test. Read here independently of the plugins that also
 * read the guides (api-reference, markdown-export), since tests check those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import sidebars from '../sidebars';
import { sidebarDocIds } from '../shared/sidebar-doc-ids';

export const SITE_DIR = path.resolve(__dirname, '..');
export const GUIDES_DIR = path.join(SITE_DIR, 'docs/guides');

/** The docs plugin's folder prefix of a guide's doc id in `sidebars.ts` (`guides/camera`). */
const DOC_ID_PREFIX = 'guides/';

export interface Guide {
  /** Doc id inside the folder: front matter `id`, else the file name (`camera`). */
  readonly id: string;
  /** Source file, relative to the site (`docs/guides/camera.mdx`). */
  readonly file: string;
  /** Route without base path or leading slash (`docs/guides/camera`; `docs/guides` for a `/guides` slug). */
  readonly route: string;
  /** Front matter `title` ('' when missing; a unit test fails then). */
  readonly title: string;
  /** Front matter `description` ('' when missing). */
  readonly description: string;
  /** Front matter `sidebar_label`, else the title. */
  readonly sidebarLabel: string;
  /** Whether `sidebars.ts` lists it. */
  readonly inSidebar: boolean;
  /** The MDX after the front matter. */
  readonly body: string;
}

/**
 * Guides deliberately left out of the sidebar: reachable by URL and linked
 * from the guides that send readers to the logs. Any other file of
 * docs/guides/ missing from `sidebars.ts` fails tests/unit/guides.test.ts.
 */
export const OFF_SIDEBAR: readonly string[] = ['LOGGING'];

/**
 * Titles of the SVG pictures each guide draws, in page order (a guide not
 * listed has none). tests/build/guides.test.ts checks every guide's built page
 * against this, so a new picture must be named here, which in turn gives it
 * the browser test of its contrast and fit (tests/e2e/guides.spec.ts).
 */
export const PICTURES: Readonly<Record<string, readonly string[]>> = {
  transformation: ["Filament's coordinate system", 'Scale, then rotate, then translate'],
  light: ['Directional, sun, point and spot lights'],
  camera: ['Camera frustum', 'Focal length and vertical field of view'],
  materials: [
    'Material, material instances and the entities that use them',
    'A shadow catcher plane under a model',
  ],
  interaction: ['From a touch to a picked entity'],
  physics: ['The physics step inside one frame'],
  instancing: ['What an asset shares and what each instance owns'],
  'many-models': ['What each scene owns and what all scenes share'],
  reanimated: ['The three threads of a Filament scene and the hooks that connect them'],
  rendering: ['The passes of one frame and what each costs'],
  troubleshooting: ['Which section to read first'],
};

/** The pictures a guide draws, per PICTURES. */
export function picturesOf(id: string): readonly string[] {
  return PICTURES[id] ?? [];
}

/** Ids of the guides `sidebars.ts` lists, in its order (`camera`, not `guides/camera`). */
export function sidebarGuideIds(): string[] {
  return sidebarDocIds(sidebars)
    .filter((id) => id.startsWith(DOC_ID_PREFIX))
    .map((id) => id.slice(DOC_ID_PREFIX.length));
}

/** A guide's route from its slug, the way the docs plugin makes it (routeBasePath `docs`). */
export function guideRoute(id: string, slug: string | undefined): string {
  if (slug === undefined) return `docs/guides/${id}`;
  if (slug.startsWith('/')) return `docs${slug}`.replace(/\/$/, '');
  return `docs/guides/${slug}`;
}

async function readGuide(file: string, sidebarIds: readonly string[]): Promise<Guide> {
  const filePath = path.join(GUIDES_DIR, file);
  const fileContent = fs.readFileSync(filePath, 'utf8');
  const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
  const fm = frontMatter as Partial<
    Record<'id' | 'title' | 'description' | 'slug' | 'sidebar_label', string>
  >;
  const id = fm.id ?? file.replace(/\.mdx?$/, '');
  const title = fm.title ?? '';
  return {
    id,
    file: path.relative(SITE_DIR, filePath),
    route: guideRoute(id, fm.slug),
    title,
    description: fm.description ?? '',
    sidebarLabel: fm.sidebar_label ?? title,
    inSidebar: sidebarIds.includes(id),
    body: content,
  };
}

/** Every guide: those of the sidebar in its order, then the others by id. */
export async function readGuides(): Promise<Guide[]> {
  const sidebarIds = sidebarGuideIds();
  const files = fs.readdirSync(GUIDES_DIR).filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'));
  const guides = await Promise.all(files.map((file) => readGuide(file, sidebarIds)));
  const rank = (g: Guide) => (g.inSidebar ? sidebarIds.indexOf(g.id) : sidebarIds.length);
  return guides.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
}
