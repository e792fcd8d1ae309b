/**
 * The known-issues guide (docs/guides/known-issues.mdx) is a list of entries,
 * one `##` section each, and every entry carries one `<IssueMeta>` with the
 * tracker thread, the day it was opened, the versions, the platforms and the
 * day it was last checked (shared/issue-meta.ts). An entry without a thread
 * or a real date fails here, before the build would stop on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { issueMetaProblems, isIsoDate, threadNumber } from '../../shared/issue-meta';
import { parseGuide } from '../../shared/mdx';
import { SITE_DIR } from '../guides';

const PAGE = path.join(SITE_DIR, 'docs/guides/known-issues.mdx');

/** The `##` sections that frame the entries: how to read them, and where else to look. */
const FRAME_SECTIONS: readonly string[] = ['How to read an entry', 'Not listed here'];

interface Entry {
  readonly heading: string;
  readonly problems: readonly string[];
  readonly thread?: string;
}

function headingText(node: Heading): string {
  return node.children.map((child) => ('value' in child ? child.value : '')).join('');
}

function attributes(node: RootContent): Record<string, string> {
  if (node.type !== 'mdxJsxFlowElement') return {};
  const found: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
      found[attribute.name] = attribute.value;
    }
  }
  return found;
}

/** Every entry of a known-issues page and what is wrong with its facts line. */
function readEntries(source: string): Entry[] {
  const entries: { heading: string; nodes: RootContent[] }[] = [];
  for (const node of parseGuide(source).children) {
    if (node.type === 'heading' && node.depth === 2) {
      entries.push({ heading: headingText(node), nodes: [] });
    } else {
      entries.at(-1)?.nodes.push(node);
    }
  }
  return entries
    .filter((entry) => !FRAME_SECTIONS.includes(entry.heading))
    .map(({ heading, nodes }) => {
      const factsLines = nodes.filter(
        (n) => n.type === 'mdxJsxFlowElement' && n.name === 'IssueMeta',
      );
      if (factsLines.length !== 1) {
        return { heading, problems: [`has ${factsLines.length} <IssueMeta>, needs exactly 1`] };
      }
      const fields = attributes(factsLines[0]);
      return { heading, problems: issueMetaProblems(fields), thread: fields.thread };
    });
}

const SOURCE = fs.readFileSync(PAGE, 'utf8');
const ENTRIES = readEntries(SOURCE);

describe('docs/guides/known-issues.mdx', () => {
  it('has entries, each on its own thread', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(5);
    const threads = ENTRIES.map((entry) => entry.thread);
    expect(new Set(threads).size).toBe(threads.length);
  });

  it.each(ENTRIES)('"$heading" names its thread, versions, platforms and dates', ({ problems }) => {
    expect(problems).toEqual([]);
  });

  it('keeps the frame sections it skips', () => {
    const h2 = [...SOURCE.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    for (const frame of FRAME_SECTIONS) expect(h2).toContain(frame);
  });
});

describe('the entry check', () => {
  const entry = (meta: string) => readEntries(`## It breaks\n\n${meta}\n\nText.\n`)[0];
  const complete =
    'thread="https://github.com/margelo/react-native-filament/issues/87" opened="2024-04-02" checked="2026-11-28" versions="1.11.0" platforms="Android"';

  it('accepts a complete facts line', () => {
    expect(entry(`<IssueMeta ${complete} />`).problems).toEqual([]);
  });

  it('fails an entry without a facts line', () => {
    expect(entry('No meta here.').problems).toEqual(['has 0 <IssueMeta>, needs exactly 1']);
  });

  it('fails a missing or foreign thread', () => {
    const noThread = complete.replace(/thread="[^"]+" /, '');
    expect(entry(`<IssueMeta ${noThread} />`).problems.join()).toMatch(/thread/);
    const foreign = complete.replace('margelo/react-native-filament', 'google/filament');
    expect(entry(`<IssueMeta ${foreign} />`).problems.join()).toMatch(/thread/);
  });

  it('fails a missing or impossible date', () => {
    const noChecked = complete.replace(/ checked="[^"]+"/, '');
    expect(entry(`<IssueMeta ${noChecked} />`).problems.join()).toMatch(/checked/);
    const badOpened = complete.replace('2024-04-02', '2024-02-30');
    expect(entry(`<IssueMeta ${badOpened} />`).problems.join()).toMatch(/opened/);
  });

  it('reads dates and thread numbers', () => {
    expect(isIsoDate('2026-11-28')).toBe(true);
    expect(isIsoDate('28.11.2026')).toBe(false);
    expect(threadNumber('https://github.com/margelo/react-native-filament/issues/326')).toBe(326);
    expect(
      threadNumber('https://github.com/margelo/react-native-filament/issues/'),
    ).toBeUndefined();
  });
});
