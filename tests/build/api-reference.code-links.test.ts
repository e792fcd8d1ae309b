/**
 * Library names in guide code blocks link to their API pages in the built
 * HTML (plugins/api-reference/remark-code-api-links.ts, drawn into the
 * highlighted tokens by plugins/code-highlighting), so readers without
 * JavaScript, and the first paint, have them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, BUILD_DIR, htmlFileFor, readRoute } from './helpers';

beforeAll(assertBuilt);

/** Each code block of a page: from its container to the end of its <pre>. */
function codeBlocks(html: string): string[] {
  return html
    .split(/<div class="?[^">]*\btheme-code-block\b/)
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('</pre>')));
}

/** Every link inside a block's code: its text and href. */
function codeLinks(block: string): { text: string; href: string }[] {
  return [...block.matchAll(/<a href="?([^" >]+)"?>([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href: href!,
    text: text!,
  }));
}

const API = `${BASE_PATH}docs/api/`;

function guideRoutes(): string[] {
  const dir = path.join(BUILD_DIR, 'docs/guides');
  const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.html'));
  return ['docs/guides', ...pages.map((f) => `docs/guides/${f.replace(/\.html$/, '')}`)];
}

describe('API links in guide code blocks', () => {
  it('getting started links <Camera in its App.tsx block, not View from react-native', () => {
    const app = codeBlocks(readRoute('docs/guides')).find((block) => block.includes('App.tsx'));
    expect(app, 'the App.tsx block of getting started').toBeDefined();
    // The JSX tag: `<` then the tag name, linked.
    expect(app).toMatch(
      /&lt;<\/span><span class="?token tag class-name"?><a href="?\/react-native-filament\/docs\/api\/functions\/Camera"?>Camera<\/a>/,
    );
    // View is highlighted (imported from react-native and used as a tag) but not linked,
    // though the library has an API page named View.
    expect(app).toMatch(/<span class="?token tag class-name"?>View<\/span>/);
    expect(codeLinks(app!).map((l) => l.text)).not.toContain('View');
    expect(fs.existsSync(htmlFileFor('docs/api/interfaces/View'))).toBe(true);
  });

  it('every guide code link leads to an API page that exists, never from a string or comment', () => {
    let total = 0;
    for (const route of guideRoutes()) {
      for (const block of codeBlocks(readRoute(route))) {
        for (const { href, text } of codeLinks(block)) {
          expect(href, `${route}: ${text}`).toMatch(new RegExp(`^${API}[\\w-]+/${text}$`));
          expect(fs.existsSync(htmlFileFor(href.slice(BASE_PATH.length))), href).toBe(true);
          total += 1;
        }
        expect(block, route).not.toMatch(/class="?token [^">]*\b(?:string|comment)\b[^">]*"?><a /);
      }
    }
    // Most guide samples import from the library: hundreds of names link.
    expect(total).toBeGreaterThan(100);
  });
});
