/**
 * The "Report a bug" link of the troubleshooting guide (src/components/ReportBugLink)
 * opens GitHub's new-issue page of the library with a title prefix and the
 * versions to provide. Moved from tests/e2e/report-bug.spec.ts: the link's
 * attributes are in the built HTML, so checking them needs no browser.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, decodeEntities, readRoute } from './helpers';

const VERSIONS = [
  'react-native',
  'react-native-filament',
  'react-native-worklets-core',
  'react-native-reanimated',
  'Expo SDK',
  'Platform',
];

describe('the troubleshooting guide', () => {
  beforeAll(assertBuilt);

  it('the bug-report link pre-fills the library repository issue form', () => {
    const page = parseDocument(readRoute('docs/guides/troubleshooting'));
    const links = DomUtils.findAll(
      (el) => el.name === 'a' && DomUtils.textContent(el).trim() === 'Report a bug on GitHub',
      [page],
    );
    expect(links).toHaveLength(1);
    const link = links[0]!;
    expect(link.attribs.target).toBe('_blank');
    expect(link.attribs.rel).toMatch(/noopener/);

    const url = new URL(decodeEntities(link.attribs.href ?? ''));
    expect(url.origin).toBe('https://github.com');
    expect(url.pathname).toBe('/margelo/react-native-filament/issues/new');
    expect(url.searchParams.get('title')).toBe('[Bug] ');
    const body = url.searchParams.get('body') ?? '';
    for (const field of VERSIONS) {
      expect(body, `body asks for ${field}`).toMatch(new RegExp(`^- ${field}\\b.*: $`, 'm'));
    }
    expect(body).toContain('## Steps to reproduce');
    // Only parameters GitHub's plain issue page understands: the repository has no issue forms.
    expect([...url.searchParams.keys()].sort()).toEqual(['body', 'title']);
  });
});
