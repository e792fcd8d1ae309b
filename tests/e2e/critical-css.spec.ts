/**
 * plugins/critical-css: a page paints styled from its inline CSS alone, in
 * either color mode, while the site's stylesheet has not arrived (held back
 * here); and when it arrives, nothing a reader sees changes.
 */
import type { Page } from '@playwright/test';
import { STORAGE_NAMESPACE } from '../../shared/site';
import { expect, test } from './fixtures';
import { PAGES } from './pages';

const STYLESHEET = /\/assets\/css\/styles\.\w+\.css$/;

/** What a reader sees of the chrome and the text: colors, sizes, places. */
function looks(page: Page) {
  return page.evaluate(() => {
    const pick = (selector: string, props: string[]): Record<string, string> => {
      const el = document.querySelector(selector);
      if (!el) throw new Error(`No ${selector} on the page`);
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        ...Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)])),
        box: [box.x, box.y, box.width, box.height].map(Math.round).join(' '),
      };
    };
    return {
      html: pick('html', ['background-color', 'color', 'font-family', 'font-size']),
      navbar: pick('.navbar', ['background-color', 'box-shadow']),
      navbarLink: pick('.navbar__link', ['color', 'font-weight']),
      sidebar: pick('.theme-doc-sidebar-container', ['border-right-color']),
      h1: pick('article h1', ['color', 'font-size', 'font-weight', 'line-height']),
      text: pick('article .markdown > p', ['color', 'font-size', 'line-height']),
      code: pick('article .markdown pre code', ['font-family', 'background-color']),
      toc: pick('.table-of-contents', ['font-size']),
    };
  });
}

/** Luminance-ish: the mean of the RGB channels of an `rgb(r, g, b)` color. */
const brightness = (color: string) => {
  const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.map(Number);
  return (r! + g! + b!) / 3;
};

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: a guide is styled before the stylesheet arrives, and the stylesheet changes nothing`, async ({
    page,
  }) => {
    // The reader's stored choice, which the theme's head script applies before paint.
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [`theme-${STORAGE_NAMESPACE}`, mode],
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(STYLESHEET, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });

    // Not `load`: the held stylesheet delays the load event, not the first paint.
    await page.goto(PAGES.guide, { waitUntil: 'domcontentloaded' });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', mode);
    const sheet = page.locator('head > link[href*="/assets/css/styles."]');
    await expect(sheet).toHaveCount(1);
    expect(requested, 'the browser asked for the stylesheet').toHaveLength(1);
    // Held back: not applied (no CSSOM sheet), still the non-blocking print media.
    expect(await sheet.evaluate((l: HTMLLinkElement) => [l.media, l.sheet === null])).toEqual([
      'print',
      true,
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const before = await looks(page);
    // Styled from the inline CSS alone.
    if (mode === 'light') {
      // Infima's light background is the canvas (transparent); its text is not the default black.
      expect(before.html['background-color']).toBe('rgba(0, 0, 0, 0)');
      expect(before.html['color']!).not.toBe('rgb(0, 0, 0)');
      expect(brightness(before.html['color']!)).toBeLessThan(80);
    } else {
      expect(brightness(before.html['background-color']!)).toBeLessThan(40);
      expect(brightness(before.html['color']!)).toBeGreaterThan(200);
    }
    expect(before.navbar['background-color']).not.toBe('rgba(0, 0, 0, 0)');
    // Infima's navbar: 3.75rem high, not a bulleted list of links.
    expect(Number(before.navbar['box']!.split(' ')[3])).toBe(60);
    expect(before.html['font-family']).toMatch(/system-ui/);
    expect(Number.parseFloat(before.h1['font-size'])).toBeGreaterThan(30);

    release();
    // The onload swap: the stylesheet now applies to every medium.
    await expect(sheet).toHaveAttribute('media', 'all');
    expect(await sheet.evaluate((l: HTMLLinkElement) => l.sheet !== null)).toBe(true);
    expect(await looks(page)).toEqual(before);
  });
}
