/**
 * The built error reference (plugins/error-reference): every explained
 * message is an h3 with its anchor on /docs/guides/error-messages, the table
 * of contents shows the groups, and the Markdown twin lists the messages too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPLANATIONS, GROUPS } from '../../plugins/error-reference/explanations';
import { anchorOf } from '../../plugins/error-reference/reference';
import { assertBuilt, BUILD_DIR, htmlText, readRoute } from './helpers';

const ROUTE = 'docs/guides/error-messages';

describe('the error reference page', () => {
  let html = '';
  beforeAll(() => {
    assertBuilt();
    html = readRoute(ROUTE);
  });

  it('has an h3 with its anchor, whose text is the message, for every explained message', () => {
    const headings = new Map(
      [...html.matchAll(/<h3[^>]*\bid="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => [
        m[1],
        htmlText(m[2]).replace(/\u200b/g, '').replace(/\s+/g, ' ').trim(),
      ]),
    );
    const missing = EXPLANATIONS.filter((e) => !headings.has(anchorOf(e.message))).map((e) => e.message);
    expect(missing, 'explained messages without an h3 on the page').toEqual([]);
    for (const e of EXPLANATIONS) expect(headings.get(anchorOf(e.message))).toContain(e.message);
  });

  it('shows the groups in the table of contents', () => {
    const toc = /<ul class="?table-of-contents[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    const groups = [...new Set(EXPLANATIONS.map((e) => GROUPS[e.group]))];
    for (const group of groups) expect(htmlText(toc)).toContain(group);
  });

  it('lists every explained message in the Markdown twin', () => {
    const markdown = fs.readFileSync(path.join(BUILD_DIR, `${ROUTE}.md`), 'utf8');
    const unescaped = markdown.replace(/\\([[\]<>*_`{}!#|-])/g, '$1').replace(/`/g, '');
    for (const e of EXPLANATIONS) expect(unescaped, e.message).toContain(`### ${e.message}`);
  });
});
