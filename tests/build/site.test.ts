/**
 * The site's chrome as the server sends it: the navbar's and the footer's
 * links and the copyright line. Moved from tests/e2e/site.spec.ts: they are
 * attributes of the built HTML, so they need no browser; what a reader does
 * with them (clicks, keyboard, menus) stays in tests/e2e.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, decodeEntities, readRoute } from './helpers';

const GITHUB = 'https://github.com/margelo/react-native-filament';

/** The first element with this tag whose attributes include all of `attributes`. */
function findElement(
  root: ReturnType<typeof parseDocument> | Element,
  tag: string,
  attributes: Readonly<Record<string, string>> = {},
): Element {
  const found = DomUtils.findOne(
    (el) =>
      el.name === tag &&
      Object.entries(attributes).every(([name, value]) => el.attribs[name] === value),
    [root],
  );
  if (!found) throw new Error(`No <${tag}> with ${JSON.stringify(attributes)}`);
  return found;
}

/** Links as [accessible text, href]: the text plus any alt text of images inside. */
function linksIn(root: Element): [string, string][] {
  return DomUtils.findAll((el) => el.name === 'a', [root]).map((a) => {
    const alts = DomUtils.findAll((el) => el.name === 'img', [a]).map((img) => img.attribs.alt);
    const name = [...alts, DomUtils.textContent(a)].join(' ').trim();
    return [decodeEntities(name), decodeEntities(a.attribs.href ?? '')];
  });
}

/** The href of the one link whose text matches, in `root`. */
function hrefOf(root: Element, name: RegExp): string {
  const matching = linksIn(root).filter(([text]) => name.test(text));
  expect(matching, `links named ${name}`).toHaveLength(1);
  return matching[0]![1];
}

describe('navbar and footer (home page)', () => {
  let home: ReturnType<typeof parseDocument>;
  beforeAll(() => {
    assertBuilt();
    home = parseDocument(readRoute(''));
  });

  it('the navbar has brand, Docs, API and GitHub links', () => {
    const nav = findElement(home, 'nav', { 'aria-label': 'Main' });
    expect(hrefOf(nav, /React Native Filament logo/)).toBe('/react-native-filament/');
    expect(hrefOf(nav, /^Docs$/)).toBe('/react-native-filament/docs/guides');
    expect(hrefOf(nav, /^API$/)).toBe('/react-native-filament/docs/api');
    expect(hrefOf(nav, /^GitHub/)).toBe(GITHUB);
  });

  it('the footer has its link groups and the fixed copyright line', () => {
    const footer = findElement(home, 'footer');
    for (const [name, href] of [
      ['Guides', '/react-native-filament/docs/guides'],
      ['API', '/react-native-filament/docs/api'],
      ['GitHub', GITHUB],
      ['Margelo', 'https://margelo.com'],
      // The library keeps its example apps (bare React Native and Expo) in examples/.
      ['Example apps', `${GITHUB}/tree/main/examples`],
    ] as const) {
      expect(hrefOf(footer, new RegExp(`^${name}\\b`)), name).toBe(href);
    }
    for (const name of ['Discord', 'Twitter / X']) {
      expect(hrefOf(footer, new RegExp(name)), name).toMatch(/^https:\/\//);
    }
    expect(decodeEntities(DomUtils.textContent(footer))).toContain(
      'Copyright © 2025 Margelo GmbH. Built with Docusaurus.',
    );
  });
});
