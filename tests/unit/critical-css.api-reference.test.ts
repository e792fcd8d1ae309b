/**
 * plugins/critical-css inlines the API reference's CSS into a page that uses
 * it (the fixture: api-page-fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { SiteBeasties, beastiesOptions, criticalHead } from '../../plugins/critical-css';
import { API_RULES, BASE, PAGE, fakeBuild, squeeze } from './api-page-fixture';

describe('critical-css on the API reference CSS', () => {
  it('is inlined into that page by critical-css, the narrow layout included', async () => {
    const dir = fakeBuild();
    const beasties = new SiteBeasties({ ...beastiesOptions(dir, BASE), logLevel: 'silent' });
    const { replacement } = await criticalHead(beasties, PAGE);
    const inline = squeeze(/<style>([\s\S]*?)<\/style>/.exec(replacement)![1]!);
    for (const rule of API_RULES) expect(inline).toContain(squeeze(rule));
  });
});
