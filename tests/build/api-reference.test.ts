/**
 * The library's custom JSDoc tags on real API pages: the api-reference plugin
 * rewrites typedoc-plugin-markdown's output (a heading per block tag, a bold
 * `Worklet` modifier; no 1.11.0 page has a @warning, which the unit tests
 * of render-tags cover) with a regex and TypeDoc renderer events; a change in
 * either package shows up here as raw headings instead of admonitions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, readRoute } from './helpers';

beforeAll(assertBuilt);

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('custom JSDoc tags on API pages', () => {
  it('@note and @attention become note and caution admonitions (TransformManager)', () => {
    const html = readRoute('docs/api/interfaces/TransformManager');
    expect(count(html, /theme-admonition-note/g)).toBeGreaterThanOrEqual(1);
    expect(count(html, /theme-admonition-caution/g)).toBeGreaterThanOrEqual(1);
    expect(html).not.toMatch(/<h[4-6][^>]*>(Note|Attention|Warning)</);
  });

  it('@worklet becomes the Worklet badge (Engine, useModel)', () => {
    for (const route of ['docs/api/interfaces/Engine', 'docs/api/functions/useModel']) {
      const html = readRoute(route);
      expect(count(html, /api-worklet-badge/g), route).toBeGreaterThanOrEqual(1);
      expect(html, route).not.toContain('<code>Worklet</code></strong>');
    }
  });

  it('the overview groups functions as Components, Hooks and Functions', () => {
    const html = readRoute('docs/api');
    for (const group of ['Components', 'Hooks', 'Functions']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${group}<`));
    }
  });
});
