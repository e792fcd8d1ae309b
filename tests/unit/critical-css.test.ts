/**
 * plugins/critical-css: which rules Beasties (with the site's changes) counts
 * as critical, and the head markup it writes, on a small page and stylesheet.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Beasties from 'beasties';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SiteBeasties,
  beastiesOptions,
  classNamesIn,
  criticalHead,
  keepStructuralPseudoClasses,
} from '../../plugins/critical-css';

const BASE = '/site/';
const CSS = [
  ':root{--ifm-color-primary:#1b6}',
  // Infima's icons are data: URLs of raw SVG: `<` inside the rules.
  ':root{--icon:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"/>")}',
  'html[data-theme=dark]{--ifm-color-primary:#4d9}',
  '[data-theme=dark]:root{--ifm-background-color:#1b1b1d}',
  ':where([data-theme=dark]){--docusaurus-highlighted-code-line-bg:#646464}',
  ':where(:root){--docusaurus-highlighted-code-line-bg:#484d5b}',
  '.navbar{height:60px}',
  '[data-theme=dark] .navbar{background:#242526}',
  '[data-theme-choice=dark] .darkIcon{display:block}',
  'html[data-announcement-bar-initially-dismissed=true] .announcementBar{display:none}',
  ':where(.button--primary){--ifm-button-color:#fff}',
  ':is(.markdown,.mdx-page article) a:not(.hash-link){text-decoration:underline}',
  '.navbar a:hover{color:red}',
  '.dropdown__menu{display:none}',
  '[data-theme=dark] .dropdown__menu{background:#000}',
  '@media (min-width:997px){.navbar{height:64px}.card{padding:1rem}}',
].join('\n');
const HTML = `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title><link rel=stylesheet href=${BASE}assets/css/styles.css /></head><body><nav class="navbar"><a href=/>Home</a><span class=darkIcon></span></nav><div class=announcementBar>News</div><main><article><div class=markdown><p><a href=/x>link</a></p><a class="button button--primary" href=/y>Go</a></div></article></main></body></html>`;

let dir: string;
let beasties: SiteBeasties;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/css/styles.css'), CSS);
  beasties = new SiteBeasties({ ...beastiesOptions(dir, BASE), logLevel: 'silent' });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const inlined = async () => {
  const { replacement } = await criticalHead(beasties, HTML);
  return /<style>((?:(?!<\/style>)[\s\S])*)<\/style>/.exec(replacement)![1]!;
};

describe('critical CSS', () => {
  it('inlines the color variables and the rules of both color modes that the page uses', async () => {
    const css = await inlined();
    expect(css).toContain(':root{--ifm-color-primary:#1b6}');
    expect(css).toContain('--icon:url("data:image/svg+xml;utf8,<svg');
    expect(css).toContain('html[data-theme=dark]{');
    expect(css).toContain('[data-theme=dark]:root{');
    expect(css).toContain(':where([data-theme=dark]){');
    expect(css).toContain(':where(:root){');
    expect(css).toContain('[data-theme=dark] .navbar{');
    // Other attributes scripts set on <html> before the first paint.
    expect(css).toContain('[data-theme-choice=dark] .darkIcon');
    expect(css).toContain('html[data-announcement-bar-initially-dismissed=true] .announcementBar');
  });

  it('tests :where(), :is() and :not() on the page instead of dropping them', async () => {
    const css = await inlined();
    expect(css).toContain(':where(.button--primary){');
    expect(css).toContain(':is(.markdown,.mdx-page article) a:not(.hash-link){');
  });

  it('keeps state rules of elements on the page, media queries with what they hold, and drops the rest', async () => {
    const css = await inlined();
    expect(css).toContain('.navbar a:hover{color:red}');
    expect(css).toMatch(/@media \(min-width:997px\)\{\.navbar\{height:64px\}\}/);
    expect(css).not.toContain('.card');
    // No element has the class, in either color mode.
    expect(css).not.toContain('dropdown__menu');
  });

  it('puts the rules before a stylesheet link that does not block rendering, with a <noscript> fallback', async () => {
    const { link, replacement } = await criticalHead(beasties, HTML);
    expect(link).toBe(`<link rel=stylesheet href=${BASE}assets/css/styles.css />`);
    expect(replacement).toMatch(
      new RegExp(
        `^<style>[^]+</style><link rel="stylesheet" href="${BASE}assets/css/styles.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="${BASE}assets/css/styles.css"></noscript>$`,
      ),
    );
  });

  it('stops on a page without exactly one stylesheet link', async () => {
    await expect(criticalHead(beasties, HTML.replace(/<link[^>]*>/, ''))).rejects.toThrow(
      /one stylesheet link, found 0/,
    );
  });

  it("gives the same result as Beasties' own matching, with the class shortcut", async () => {
    // The shortcut only answers "no" for selectors naming a class the page lacks.
    const withoutShortcut = new SiteBeasties({ ...beastiesOptions(dir, BASE), logLevel: 'silent' });
    const plain = await withoutShortcut.process(HTML);
    beasties.pageClasses = classNamesIn(HTML);
    const fast = await beasties.process(HTML);
    beasties.pageClasses = undefined;
    expect(beasties.restoreDataUrls(fast)).toBe(withoutShortcut.restoreDataUrls(plain));
  });
});

describe('selector helpers', () => {
  it('reads class names from minified and quoted class attributes', () => {
    expect([...classNamesIn('<a class=x><b class="y z"><i class=\'w\'>')]).toEqual([
      'x',
      'y',
      'z',
      'w',
    ]);
  });

  it('keeps only the pseudo-classes css-select can test on the page', () => {
    expect(keepStructuralPseudoClasses(':is(.a,.b) a:not(.c):hover::before')).toBe(
      ':is(.a,.b) a:not(.c)',
    );
    expect(keepStructuralPseudoClasses('li:nth-child(2n+1)>a:focus-visible')).toBe('li>a');
  });
});

describe('Beasties internals the plugin relies on', () => {
  it('normalizeCssSelector is the method Beasties calls to turn a selector into its page query', () => {
    // Not in Beasties' typings: SiteBeasties overrides it (plugins/critical-css/README.md).
    const proto = Beasties.prototype as unknown as { normalizeCssSelector?: unknown };
    expect(typeof proto.normalizeCssSelector).toBe('function');
  });
});
