/**
 * The API pages' cross-links in the built site (plugins/api-reference:
 * cross-links.ts). "Used in the guides" is checked against sections derived
 * here independently: the guide sources are grepped for the name, and each
 * hit is mapped to its heading, whose id is read from the built guide. "Added
 * in" is checked against a first appearance computed here from the snapshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, BUILD_DIR, readRoute } from './helpers';

beforeAll(assertBuilt);

const SITE = path.resolve(__dirname, '../..');
const GUIDES = path.join(SITE, 'docs/guides');
const CODE = new Set(['js', 'jsx', 'ts', 'tsx']);

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u200b/g, '')
    .trim();

/** Ids of a built page's h2/h3 headings by their text, in order (a text may repeat). */
function builtHeadings(route: string): Map<string, string[]> {
  const html = readRoute(route.slice(1));
  const out = new Map<string, string[]>();
  for (const m of html.matchAll(/<h([23])[^>]*\sid="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = decode(m[3].replace(/<a [^>]*class="?hash-link[\s\S]*?<\/a>/, ''));
    out.set(text, [...(out.get(text) ?? []), m[2]]);
  }
  return out;
}

/** Every id on a built page. */
const idsOf = (route: string) =>
  new Set([...readRoute(route).matchAll(/\sid="?([^"\s>]+)/g)].map((m) => m[1]));

interface GuideFile {
  readonly route: string;
  readonly lines: string[];
}

function guideFiles(): GuideFile[] {
  return fs
    .readdirSync(GUIDES)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((file) => {
      const text = fs.readFileSync(path.join(GUIDES, file), 'utf8');
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
      const field = (key: string) =>
        front?.[1].match(new RegExp(`^${key}:\\s*['"]?(.*?)['"]?\\s*$`, 'm'))?.[1];
      const slug = field('slug') ?? field('id') ?? file.replace(/\.mdx?$/, '');
      const route = slug.startsWith('/') ? `/docs${slug}` : `/docs/guides/${slug}`;
      return { route, lines: text.slice(front?.[0].length ?? 0).split('\n') };
    });
}

/**
 * The sections of the guides that use a name: inline code naming it in prose
 * (`name`, `name()`, `<name>`, `<name />`), or the name as an identifier on
 * a code line of a JS/TS block, outside comments. Sections are the h2/h3 above.
 */
function expectedSections(name: string): Set<string> {
  const inline = new RegExp(`\`<?${name}(?:\\(\\))?(?:\\s*/?>)?\``);
  const identifier = new RegExp(`(?<![\\w$.])${name}(?![\\w$])`);
  const out = new Set<string>();
  for (const guide of guideFiles()) {
    const ids = builtHeadings(guide.route);
    const seen = new Map<string, number>();
    let section = guide.route;
    let fence: string | undefined;
    for (const line of guide.lines) {
      const fenceMark = /^\s*(`{3,})(\w*)/.exec(line);
      if (fenceMark) {
        fence = fence === undefined ? fenceMark[2] || 'text' : undefined;
        continue;
      }
      let uses = false;
      if (fence === undefined) {
        const heading = /^(#{2,6})\s+(.*)$/.exec(line);
        if (heading && heading[1].length <= 3) {
          const text = heading[2].replace(/\s*\{#[^}]+\}$/, '').replace(/`/g, '');
          const n = seen.get(text) ?? 0;
          seen.set(text, n + 1);
          const id = ids.get(text)?.[n];
          expect(id, `${guide.route}: no built heading "${text}"`).toBeDefined();
          section = `${guide.route}#${id}`;
        }
        uses = inline.test(line);
      } else if (CODE.has(fence)) {
        const code = line.replace(/\{?\/\*.*?\*\/\}?/g, '').replace(/(^|[^:])\/\/.*$/, '$1');
        uses = identifier.test(code);
      }
      if (uses) out.add(section);
    }
  }
  return out;
}

/** The links of an API page's "Used in the guides" section, without the base path. */
function listedSections(route: string): string[] | undefined {
  const html = readRoute(route);
  const start = html.search(/id="?used-in-the-guides/);
  if (start < 0) return undefined;
  const list = html.slice(start, html.indexOf('</ul>', start));
  return [...list.matchAll(/<a [^>]*href="?([^"\s>]+)/g)]
    .map((m) => m[1])
    .filter((href) => !href.startsWith('#'))
    .map((href) => href.replace(BASE_PATH, '/'));
}

describe('"Used in the guides" on API pages', () => {
  const known: Record<string, { readonly route: string; readonly sections: readonly string[] }> = {
    useModel: {
      route: 'docs/api/functions/useModel',
      sections: [
        '/docs/guides/asset-loading#loading-state-with-usemodel-and-modelrenderer',
        '/docs/guides/asset-loading#options-of-usemodel',
        '/docs/guides/physics#a-complete-scene',
      ],
    },
    Camera: {
      route: 'docs/api/functions/Camera',
      sections: [
        '/docs/guides#your-first-scene',
        '/docs/guides/camera#the-camera-component',
        '/docs/guides/camera#orbiting-with-usecameramanipulator',
      ],
    },
    useRigidBody: {
      route: 'docs/api/functions/useRigidBody',
      sections: [
        '/docs/guides/physics#a-complete-scene',
        '/docs/guides/physics#start-a-body-rotated',
        '/docs/guides/physics#activation-states',
      ],
    },
  };

  for (const [name, { route, sections }] of Object.entries(known)) {
    it(`${name} lists exactly the guide sections that use it`, () => {
      const listed = listedSections(route);
      expect(listed, `${route} has no "Used in the guides"`).toBeDefined();
      expect(new Set(listed).size, 'each section once').toBe(listed!.length);
      for (const section of sections) expect(listed).toContain(section);
      const expected = expectedSections(name);
      expect(expected.size).toBeGreaterThanOrEqual(sections.length);
      expect([...listed!].sort()).toEqual([...expected].sort());
    });
  }

  it('links only to headings that exist in the built guides', () => {
    const apiDir = path.join(BUILD_DIR, 'docs/api');
    const pages = fs
      .readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => `docs/api/${f.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`);
    const cache = new Map<string, Set<string>>();
    let withSection = 0;
    let links = 0;
    for (const page of pages) {
      const listed = listedSections(page);
      if (!listed) continue;
      withSection += 1;
      for (const href of listed) {
        const [route, anchor] = href.slice(1).split('#');
        expect(route, `${page} → ${href}`).toMatch(/^docs\/guides/);
        if (!cache.has(route)) cache.set(route, idsOf(route));
        if (anchor) expect(cache.get(route), `${page} → ${href}`).toContain(anchor);
        links += 1;
      }
    }
    // Most exports appear in some guide; a page without one gets no section.
    expect(withSection).toBeGreaterThan(40);
    expect(links).toBeGreaterThan(withSection);
    // An internal helper no guide mentions (tools/coverage/api-only.ts).
    expect(readRoute('docs/api/functions/optionsToJSI')).not.toContain('Used in the guides');
  });

  it('shows a short guide example in its language, linked to one of the listed sections', () => {
    const html = readRoute('docs/api/functions/Camera');
    const section = html.slice(html.search(/id="?used-in-the-guides/));
    const from = /<p>From <a [^>]*href="?([^"\s>]+)/.exec(section)?.[1];
    expect(from, 'the example names its section').toBeDefined();
    expect(listedSections('docs/api/functions/Camera')).toContain(from!.replace(BASE_PATH, '/'));
    const example = section.slice(section.indexOf('<pre'), section.indexOf('</pre>'));
    expect(example).toMatch(/language-tsx/);
    expect(example).toMatch(/class-name"?>Camera</);
    // Short: at most 25 lines.
    expect(example.match(/class="?token-line/g)?.length).toBeLessThanOrEqual(25);
  });
});

interface Snapshot {
  readonly version: string;
  readonly symbols: readonly { readonly name: string }[];
}

describe('"Added in" under API page titles', () => {
  const versions = JSON.parse(
    fs.readFileSync(path.join(SITE, 'releases/versions.json'), 'utf8'),
  ) as string[];
  const snapshots = versions.map(
    (v) =>
      JSON.parse(
        fs.readFileSync(path.join(SITE, `releases/snapshots/${v}.json`), 'utf8'),
      ) as Snapshot,
  );
  const has = (s: Snapshot, name: string) => s.symbols.some((x) => x.name === name);
  const first = snapshots[0];
  const pageOf = (name: string) =>
    ['functions', 'interfaces', 'type-aliases', 'variables']
      .map((kind) => `docs/api/${kind}/${name}`)
      .find((route) => fs.existsSync(path.join(BUILD_DIR, `${route}.html`)));
  const postLink = (version: string) =>
    new RegExp(
      `<a [^>]*href="?${BASE_PATH}blog/release-${version.replace(/\./g, '-')}"?[^>]*>${version.replace(/\./g, '\\.')}</a>`,
    );

  it('names the first release that has a later name, linking to its post', () => {
    const later = snapshots
      .flatMap((s, i) => (i === 0 ? [] : s.symbols.map((x) => ({ name: x.name, at: i }))))
      .filter(({ name, at }) => !has(snapshots[at - 1], name) && !has(first, name));
    expect(later.length, 'the snapshots have names added after the first').toBeGreaterThan(0);
    for (const { name, at } of later) {
      const version = snapshots[at].version;
      const route = pageOf(name);
      expect(route, name).toBeDefined();
      const html = readRoute(route!);
      expect(html, name).toMatch(new RegExp(`Added in ${postLink(version).source}`));
    }
    // One known case, read in the 1.8.0 snapshot: useDerivedValue is new there.
    expect(later.map((l) => l.name)).toContain('useDerivedValue');
  });

  it('says "or earlier" for names of the first snapshot, with later member changes', () => {
    const html = readRoute('docs/api/interfaces/LightManager');
    expect(html).toMatch(new RegExp(`In ${postLink(first.version).source} or earlier`));
    expect(html).toMatch(
      new RegExp(
        `<a [^>]*href="?#getcolor"?[^>]*><code>getColor</code></a>: changed in ${postLink('1.9.0').source}`,
      ),
    );
  });

  it('keeps each page\'s meta description, which is not the "Added in" line', () => {
    for (const route of ['docs/api/functions/useModel', 'docs/api/interfaces/LightManager']) {
      const description = /name="?description"? content="([^"]*)"/.exec(readRoute(route))?.[1];
      expect(description, route).toBeTruthy();
      expect(description, route).not.toMatch(/^(In|Added in) \d/);
    }
  });
});
