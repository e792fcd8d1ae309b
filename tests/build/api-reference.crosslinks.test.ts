/**
 * The API pages' cross-links in the built site (plugins/api-reference:
 * cross-links.ts). "Used in the guides" is checked against sections derived
 * here independently: the guide sources are grepped for the name, and each
 * hit is mapped to its heading, whose id is read from the built guide. "Added
 * in" is checked against a first appearance computed here from the snapshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinnedVersion } from '../../shared/library';
import { assertBuilt, BASE_PATH, BUILD_DIR, htmlText, readRoute } from './helpers';

beforeAll(assertBuilt);

const SITE = path.resolve(__dirname, '../..');
const GUIDES = path.join(SITE, 'docs/guides');
const CODE = new Set(['js', 'jsx', 'ts', 'tsx']);

/** The text a reader sees (zero-width spaces, which the code blocks use for wrapping, removed). */
const decode = (html: string) => htmlText(html).replace(/\u200b/g, '').trim();

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

const hrefsOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="?([^"\s>]+)/g)]
    .map((m) => m[1])
    .filter((href) => !href.startsWith('#'))
    .map((href) => href.replace(BASE_PATH, '/'));

/**
 * An API page's "Used in the guides", one entry per line (`<li>`): its links
 * without the base path, and whether the line is folded inside `<details>`.
 */
function guideLinesOf(route: string): { links: string[]; folded: boolean }[] | undefined {
  const html = readRoute(route);
  const start = html.search(/id="?used-in-the-guides/);
  if (start < 0) return undefined;
  const block = html.slice(start, html.indexOf('</article>', start));
  const fold = block.indexOf('<details');
  return [...block.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
    links: hrefsOf(m[1]),
    folded: fold >= 0 && m.index > fold,
  }));
}

/** Every link of an API page's "Used in the guides", without the base path. */
const listedSections = (route: string) => guideLinesOf(route)?.flatMap((l) => l.links);

/**
 * The text of an API page's "Example" code block, the link of its "From" line,
 * and whether that line calls it an excerpt.
 */
function exampleOf(
  route: string,
): { code: string; lines: number; from: string; excerpt: boolean } | undefined {
  const html = readRoute(route);
  const start = html.search(/id="?guide-example/);
  if (start < 0) return undefined;
  const section = html.slice(start, html.search(/id="?used-in-the-guides/));
  const pre = section.slice(section.indexOf('<pre'), section.indexOf('</pre>'));
  return {
    code: decode(pre.replace(/<br\/?>/g, '\n')),
    lines: pre.match(/class="?token-line/g)?.length ?? 0,
    from: hrefsOf(section)[0],
    // The minified HTML leaves out `</p>`.
    excerpt: /<p>From <a [^>]*>(?:(?!<\/a>)[\s\S])*<\/a> \(an excerpt of its sample\):/.test(section),
  };
}

/** Where the `<div>` opening at `start` closes (after its `</div>`), counting nested divs. */
function elementEnd(html: string, start: number): number {
  let depth = 0;
  for (const m of html.slice(start).matchAll(/<(\/?)div\b[^>]*>/g)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return start + m.index + m[0].length;
  }
  return html.length;
}

const FUNCTIONS = path.join(BUILD_DIR, 'docs/api/functions');

/** Component and hook pages by name (React's naming rule: `use…` hooks, capitalised components). */
const componentsAndHooks = () =>
  fs
    .readdirSync(FUNCTIONS)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.replace(/\.html$/, ''))
    .filter((name) => /^(use[A-Z0-9]|[A-Z])/.test(name));

/** Names whose every call signature takes no argument, read in the pinned version's snapshot. */
function takesNoArguments(): Set<string> {
  const snapshot = JSON.parse(
    fs.readFileSync(path.join(SITE, `releases/snapshots/${pinnedVersion(SITE)}.json`), 'utf8'),
  ) as { symbols: { name: string; signatures?: string[] }[] };
  return new Set(
    snapshot.symbols
      .filter((s) => s.signatures?.length && s.signatures.every((sig) => sig.startsWith('()')))
      .map((s) => s.name),
  );
}

/** `<Name` with an attribute for a component, `Name(` with an argument for a hook. */
const usedWithArguments = (name: string, code: string) =>
  name.startsWith('use')
    ? new RegExp(`(?<![\\w$.])${name}\\(\\s*[^)\\s]`).test(code)
    : new RegExp(`<${name}\\s+[\\w{]`).test(code);

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
    it(`${name} lists exactly the guide sections that use it, one line per guide`, () => {
      const lines = guideLinesOf(route);
      expect(lines, `${route} has no "Used in the guides"`).toBeDefined();
      const expected = expectedSections(name);
      expect(expected.size).toBeGreaterThanOrEqual(sections.length);
      const routeOf = (href: string) => href.split('#')[0];
      // Each line: the guide (no anchor), then sections of that guide (with one).
      for (const { links } of lines!) {
        const [guide, ...rest] = links;
        expect(guide, `${route}: a line starts with its guide`).not.toContain('#');
        for (const href of rest) expect(routeOf(href), href).toBe(guide);
      }
      const guides = lines!.map((l) => l.links[0]);
      expect(new Set(guides).size, 'one line per guide').toBe(guides.length);
      expect(guides.sort()).toEqual([...new Set([...expected].map(routeOf))].sort());
      const listed = lines!.flatMap((l) => l.links.slice(1));
      expect(new Set(listed).size, 'each section once').toBe(listed.length);
      for (const section of sections) expect(listed).toContain(section);
      // Uses in a guide's introduction are its guide link; all others are listed.
      expect(listed.sort()).toEqual([...expected].filter((s) => s.includes('#')).sort());
    });
  }

  it('shows at most 10 guides on Camera, the rest in a native <details>, all out of the search index', () => {
    const lines = guideLinesOf('docs/api/functions/Camera')!;
    const visible = lines.filter((l) => !l.folded);
    expect(visible.length).toBeLessThanOrEqual(10);
    expect(lines.length, 'Camera is used in more than 10 guides').toBeGreaterThan(10);
    const html = readRoute('docs/api/functions/Camera');
    // The browser's own element (the theme's Details adds classes and needs its script),
    // its summary first, counting every guide.
    expect(html).toMatch(
      new RegExp(`<details><summary>Show all ${lines.length} guides</summary><ul>`),
    );
    // The example and the whole list sit in one wrapper that Pagefind skips.
    const start = html.search(/<div data-pagefind-ignore="?all"?><h2 [^>]*id="?guide-example/);
    expect(start, 'the wrapper starts with the example').toBeGreaterThan(0);
    const wrapper = html.slice(start, elementEnd(html, start));
    expect(wrapper).toMatch(/id="?used-in-the-guides/);
    expect(wrapper.endsWith('</details></div>')).toBe(true);
  });

  it('links only to guides and headings that exist in the built guides', () => {
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
});

describe('"Example" on API pages', () => {
  it('shows on Camera a sample that renders <Camera> with a prop, from a listed section', () => {
    const example = exampleOf('docs/api/functions/Camera');
    expect(example, 'Camera has an example').toBeDefined();
    expect(example!.code).toMatch(/<Camera\s+\w+=/);
    expect(listedSections('docs/api/functions/Camera')).toContain(example!.from);
    expect(readRoute('docs/api/functions/Camera')).toMatch(
      /id="?guide-example[\s\S]*<p>From <a [^>]*>[^<]+ › [^<]+<\/a>:[\s\S]*language-tsx/,
    );
  });

  it('shows on useModel a sample that calls useModel with an argument', () => {
    const example = exampleOf('docs/api/functions/useModel');
    expect(example, 'useModel has an example').toBeDefined();
    expect(example!.code).toMatch(/useModel\(\s*[^)\s]/);
  });

  it("uses, on every component and hook page that has one, the page's own name with arguments", () => {
    const bare = takesNoArguments();
    const shown: string[] = [];
    const none: string[] = [];
    for (const name of componentsAndHooks()) {
      const example = exampleOf(`docs/api/functions/${name}`);
      if (!example) {
        none.push(name);
        continue;
      }
      shown.push(name);
      expect(example.lines, name).toBeGreaterThan(0);
      expect(example.lines, `${name}: a short sample`).toBeLessThanOrEqual(40);
      const uses = bare.has(name)
        ? new RegExp(`(<${name}[\\s/>]|(?<![\\w$.])${name}\\()`).test(example.code)
        : usedWithArguments(name, example.code);
      expect(uses, `${name}'s example uses ${name} with arguments:\n${example.code}`).toBe(true);
    }
    // All 13 components (DebugBox from an excerpt) and 14 of the 23 hooks (10 from excerpts);
    // the others are only in statements of more than 40 lines, or in no sample (useCylinderShape).
    expect(shown.length, `no example: ${none.join(', ')}`).toBeGreaterThanOrEqual(27);
    expect(shown).toEqual(
      expect.arrayContaining(['Camera', 'Model', 'Animator', 'DebugBox', 'useModel', 'useBuffer']),
    );
  });

  it('labels an excerpt as one, and shows its statement as the guide writes it, after the imports it uses', () => {
    const guides = guideFiles();
    let excerpts = 0;
    for (const name of componentsAndHooks()) {
      const example = exampleOf(`docs/api/functions/${name}`);
      if (!example?.excerpt) continue;
      excerpts += 1;
      const [imports, ...rest] = example.code.split('\n\n');
      const guide = guides.find((g) => g.route === example.from.split('#')[0]);
      expect(guide, `${name}: ${example.from} is a guide`).toBeDefined();
      const text = guide!.lines.join('\n');
      // The statement verbatim (a blank line inside it included), not cut.
      expect(text, `${name}: the excerpt is in the guide as shown`).toContain(rest.join('\n\n'));
      // Each import names only what the statement uses, each name imported by the guide.
      for (const m of imports.matchAll(/import (?:type )?([\s\S]*?) from '([^']+)';/g)) {
        const names = m[1].replace(/[{}]/g, '').split(',').map((n) => n.trim()).filter(Boolean);
        for (const binding of names) {
          const local = binding.split(/\s+as\s+/).at(-1)!.replace(/^type\s+/, '');
          expect(text, `${name}: ${binding} is imported in the guide`).toMatch(
            new RegExp(`\\b${binding.replace(/\s+/g, '\\s+')}\\b[\\s\\S]*?from '${m[2]}'`),
          );
          expect(rest.join('\n\n'), `${name}: the excerpt uses ${local}`).toMatch(
            new RegExp(`(?<![\\w$.])${local}(?![\\w$])`),
          );
        }
      }
    }
    expect(excerpts, 'DebugBox and 10 hooks show an excerpt').toBeGreaterThanOrEqual(11);
    const skybox = exampleOf('docs/api/functions/useSkybox');
    expect(skybox?.excerpt, 'useSkybox shows an excerpt').toBe(true);
    expect(skybox!.code).toMatch(/^import \{ useBuffer, useSkybox \} from 'react-native-filament';\n\nfunction /);
  });
});

describe('the search index of API pages', () => {
  /** The text Pagefind indexed for a route (its fragment, gzipped JSON after a signature). */
  function indexedText(route: string): string {
    const dir = path.join(BUILD_DIR, 'pagefind/fragment');
    for (const name of fs.readdirSync(dir)) {
      const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, name))).toString('utf8');
      const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
      if (fragment.url === `/${route}`) return fragment.content;
    }
    throw new Error(`${route} is not in the search index`);
  }

  it('leaves out the example and "Used in the guides", which repeat the guides', () => {
    const route = 'docs/api/functions/Camera';
    const content = indexedText(route);
    expect(content).toMatch(/Camera/);
    const example = exampleOf(route)!;
    const line = example.code.split('\n').find((l) => /<Camera\s/.test(l))!.trim();
    expect(readRoute(route)).toContain('Show all');
    for (const text of ['Used in the guides', 'Show all', 'From ', line]) {
      expect(content, text).not.toContain(text);
    }
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
