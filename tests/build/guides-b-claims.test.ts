/**
 * Corrections from the claim-by-claim audit of the second set of guides (audit/guides/), as a
 * reader sees them in the production build: the wrong statements are gone, the corrected ones are
 * there, and every guide that sends readers to the logs links to the LOGGING page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, BASE_PATH, readRoute } from './helpers';

beforeAll(assertBuilt);

/** The article's text, without tags, with the few entities the build uses decoded. */
function articleText(route: string): string {
  const html = readRoute(route);
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  expect(start, `${route} has an article`).toBeGreaterThan(-1);
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('corrected claims in the built guides', () => {
  it('instancing: changing instanceCount is not a reload, and the way out is a key', () => {
    const text = articleText('docs/guides/instancing');
    expect(text).not.toContain('loads the file again');
    expect(text).toContain('Pointer FilamentBuffer has already been manually released!');
    expect(text).toContain("change the component's key together with it");
  });

  it('animator: holding the last frame clamps below the duration, and the fade pitfall is named', () => {
    const text = articleText('docs/guides/animator');
    expect(text).toContain('animator.getAnimationDuration(currentIndex.value) - 0.001)');
    expect(text).toContain("transitionDuration is not the fade's length in 1.11.0");
  });

  it('reanimated: Babel set-up per Reanimated major version', () => {
    const text = articleText('docs/guides/reanimated');
    expect(text).toContain("plugins: ['react-native-worklets/plugin']");
    expect(text).toContain("['react-native-reanimated/plugin', { processNestedWorklets: true }]");
    expect(text).not.toMatch(/'react-native-worklets-core\/plugin',\s*'react-native-reanimated\/plugin'/);
  });

  it('images: material names are read through getName in 1.11.0', () => {
    const text = articleText('docs/guides/images');
    expect(text).toContain('{ getName?: string }');
    expect(text).toContain('has to declare at least these');
  });

  it('physics: the misspelt activation state and the unused JSDoc defaults are pitfalls', () => {
    const text = articleText('docs/guides/physics');
    expect(text).toContain("'want_deactivation' is rejected.");
    expect(text).toContain('The defaults its JSDoc mentions are not applied in 1.11.0.');
  });

  it('recording: renderFrame does nothing on Android in 1.11.0', () => {
    expect(articleText('docs/guides/recording')).toContain('On Android it does nothing in 1.11.0');
  });

  it.each(['animator', 'images', 'instancing', 'reanimated', 'recording'])(
    '%s links to the LOGGING guide where it sends readers to the logs',
    (guide) => {
      const html = readRoute(`docs/guides/${guide}`);
      expect(html).toMatch(new RegExp(`href="?${BASE_PATH}docs/guides/LOGGING[#"\\s>]`));
    },
  );
});
