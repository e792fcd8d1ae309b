/**
 * The rendering and materials guides in the production build: each page exists
 * with its title, its sections in the table of contents, its captioned pictures,
 * its titled code samples and links to the API pages of the names it explains,
 * and each sits at its place in the sidebar.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, htmlFileFor, readRoute } from './helpers';

interface Guide {
  readonly route: string;
  readonly title: string;
  /** Ids of the h2 sections, in page order. */
  readonly sections: readonly string[];
  /** Titles of the SVG pictures, in page order. */
  readonly pictures: readonly string[];
  /** Titles of code blocks the page must show. */
  readonly samples: readonly string[];
  /** Exported names the prose explains; each must link to its API page at least once. */
  readonly apiNames: readonly string[];
  /** The sidebar entry this guide must follow directly. */
  readonly after: string;
}

const GUIDES: readonly Guide[] = [
  {
    route: 'docs/guides/rendering',
    title: 'Rendering quality and performance',
    sections: [
      'where-the-options-go',
      'what-a-frame-costs',
      'anti-aliasing',
      'ambient-occlusion',
      'bloom',
      'dynamic-resolution',
      'frame-rate-options',
      'post-processing-dithering-refraction-and-shadows',
      'transparent-background',
      'engine-backend-and-config',
      'presets',
      'pitfalls',
    ],
    pictures: ['The passes of one frame and what each costs'],
    samples: ['SceneWithOptions.tsx', 'RenderingPresets.tsx'],
    apiNames: [
      'AmbientOcclusionOptions',
      'BloomOptions',
      'DynamicResolutionOptions',
      'TemporalAntiAliasingOptions',
      'FrameRateOptions',
      'QualityLevel',
      'EngineBackend',
      'EngineConfig',
      'FilamentProviderProps',
    ],
    after: 'docs/guides/recording',
  },
  {
    route: 'docs/guides/materials',
    title: 'Materials',
    sections: [
      'materials-instances-and-entities',
      'which-meshes-share-a-material-instance',
      'custom-materials',
      'setting-parameters',
      'morph-targets',
      'a-shadow-catcher-on-a-transparent-background',
      'pitfalls',
    ],
    pictures: [
      'Material, material instances and the entities that use them',
      'A shadow catcher plane under a model',
    ],
    samples: [
      'ThreeCars.tsx',
      'paint.mat',
      'PaintOneDoor.tsx',
      'BlinkingFace.tsx',
      'shadow_catcher.mat',
      'ShadowCatcher.tsx',
    ],
    apiNames: [
      'Material',
      'MaterialInstance',
      'RenderableManager',
      'MaterialParameters',
      'MaterialParametersItem',
      'MaterialParameterValue',
      'TransparencyMode',
      'CullingMode',
      'useDisposableResource',
    ],
    after: 'docs/guides/camera',
  },
];

/** Text of an HTML fragment with the few entities the minified HTML uses. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** Targets of the desktop table of contents. */
function tocTargets(html: string): string[] {
  const start = html.indexOf('<ul class="table-of-contents');
  if (start < 0) return [];
  const toc = html.slice(start, html.indexOf('</div>', start));
  return [...toc.matchAll(/href="?#([^"\s>]+)/g)].map((m) => m[1]);
}

/** The guide routes of the docs sidebar, first occurrences, in order. */
function sidebarGuides(html: string): string[] {
  const start = html.indexOf('aria-label="Docs sidebar"');
  expect(start, 'page has a docs sidebar').toBeGreaterThan(-1);
  const sidebar = html.slice(start, html.indexOf('</nav>', start));
  const routes = [...sidebar.matchAll(/href=("?)\/react-native-filament\/(docs\/guides[^"\s>]*)\1/g)].map(
    (m) => m[2],
  );
  return [...new Set(routes)];
}

beforeAll(assertBuilt);

describe.each(GUIDES)('$route', (guide) => {
  let html = '';
  beforeAll(() => {
    expect(fs.existsSync(htmlFileFor(guide.route)), `no HTML for /${guide.route}`).toBe(true);
    html = readRoute(guide.route);
  });

  it('has its title as the only h1 and in the document title', () => {
    const h1s = [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((m) => text(m[1]));
    expect(h1s).toEqual([guide.title]);
    const documentTitle = /<title data-rh="?true"?>([^<]*)<\/title>/.exec(html)?.[1];
    expect(documentTitle).toBe(`${guide.title} | React Native Filament`);
  });

  it('has its sections as h2 headings, all in the table of contents', () => {
    const h2Ids = [...html.matchAll(/<h2[^>]*\bid="?([^"\s>]+)/g)].map((m) => m[1]);
    expect(h2Ids).toEqual(guide.sections);
    const toc = new Set(tocTargets(html));
    expect(guide.sections.filter((id) => !toc.has(id))).toEqual([]);
  });

  it('has its pictures, each named, described and captioned', () => {
    const svgs = [...html.matchAll(/<svg[^>]*role=("?)img\1[^>]*>\s*<title[^>]*>([^<]+)<\/title>/g)];
    expect(svgs.map((m) => text(m[2]))).toEqual(guide.pictures);
    for (const svg of html.matchAll(/<svg[^>]*role="?img"?[^>]*>/g)) {
      const ids = /aria-labelledby="([^"]+)"/.exec(svg[0])?.[1].split(/\s+/) ?? [];
      expect(ids).toHaveLength(2);
      for (const id of ids) {
        const label = new RegExp(`<(title|desc)[^>]*id="?${id}"?[^>]*>([^<]+)<`).exec(html);
        expect(label?.[2].trim().length ?? 0, `no text for #${id}`).toBeGreaterThan(10);
      }
    }
    expect(html.match(/<figcaption/g)?.length ?? 0).toBe(guide.pictures.length);
  });

  it('shows its code samples under their file names', () => {
    const titles = [...html.matchAll(/<div class="?codeBlockTitle[^>]*>([^<]+)</g)].map((m) => text(m[1]));
    for (const sample of guide.samples) expect(titles).toContain(sample);
  });

  it('links the names it explains to their API pages', () => {
    for (const name of guide.apiNames) {
      expect(html, name).toMatch(
        new RegExp(`href="?${BASE_PATH}docs/api/[a-z-]+/${name}"?[^>]*><code>${name}</code></a>`),
      );
    }
  });

  it(`follows ${guide.after} in the sidebar`, () => {
    const routes = sidebarGuides(html);
    const at = routes.indexOf(guide.route);
    expect(at, routes.join(' | ')).toBeGreaterThan(0);
    expect(routes[at - 1]).toBe(guide.after);
  });
});
