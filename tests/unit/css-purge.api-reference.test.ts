/**
 * The API reference's CSS survives plugins/css-purge for a page that uses it
 * (the fixture: api-page-fixture.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import purgeCssPlugin from '../../plugins/css-purge';
import { API_RULES, fakeBuild, squeeze } from './api-page-fixture';

describe('css-purge on the API reference CSS', () => {
  it('survives the purge on a page that uses it', async () => {
    const dir = fakeBuild();
    // An unused rule next to it goes, so the purge did run.
    fs.appendFileSync(
      path.join(dir, 'assets/css/styles.css'),
      '\n.never-used-class { color: red; }',
    );
    await purgeCssPlugin().postBuildSteps.stylesheet!({ outDir: dir } as never);
    const purged = squeeze(fs.readFileSync(path.join(dir, 'assets/css/styles.css'), 'utf8'));
    expect(purged).not.toContain('never-used-class');
    for (const rule of API_RULES) expect(purged).toContain(squeeze(rule));
  });
});
