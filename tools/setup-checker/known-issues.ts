/**
 * `npx tsx tools/setup-checker/known-issues.ts [--check]`
 *
 * Writes src/components/SetupChecker/rules/known-issues.json from the
 * entries of docs/guides/known-issues.mdx: each `##` section's heading, the
 * `<IssueMeta>` line's thread, versions and platforms, its machine-readable
 * `releases` (an npm range) and `applies` (conditions), and whether the entry
 * gives a workaround. "Check your setup" matches projects against that file,
 * so the page and the checker cannot drift apart; `--check` (and the unit
 * test) fails when the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import type { Heading, RootContent } from 'mdast';
import validRange from 'semver/ranges/valid';
import { parseGuide } from '../../shared/mdx';
import {
  CONDITIONS,
  type Condition,
  type KnownIssueData,
} from '../../src/components/SetupChecker/rules/known-issue-data';

const SITE_DIR = path.resolve(__dirname, '../..');
export const PAGE = path.join(SITE_DIR, 'docs/guides/known-issues.mdx');
export const OUTPUT = path.join(SITE_DIR, 'src/components/SetupChecker/rules/known-issues.json');

/** The `##` sections that frame the entries rather than being one. */
const FRAME_SECTIONS: readonly string[] = ['How to read an entry', 'Not listed here'];

const text = (node: RootContent | Heading): string =>
  'value' in node && typeof node.value === 'string'
    ? node.value
    : 'children' in node
      ? (node.children as RootContent[]).map(text).join('')
      : '';

function attributes(node: RootContent): Record<string, string> {
  const found: Record<string, string> = {};
  if (node.type !== 'mdxJsxFlowElement') return found;
  for (const a of node.attributes) {
    if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') found[a.name] = a.value;
  }
  return found;
}

/** One entry from its heading and the nodes under it; throws with the heading when a field is wrong. */
function readEntry(heading: string, anchor: string, nodes: readonly RootContent[]): KnownIssueData {
  const meta = nodes.find((n) => n.type === 'mdxJsxFlowElement' && n.name === 'IssueMeta');
  const fields = meta ? attributes(meta) : {};
  const fail = (why: string) => new Error(`known-issues.mdx "${heading}": ${why}`);
  if (!meta) throw fail('no <IssueMeta>');
  const releases = fields.releases ?? '';
  if (!validRange(releases)) throw fail(`releases="${releases}" is not an npm version range`);
  const applies = (fields.applies ?? '').split(/\s+/).filter(Boolean);
  const unknown = applies.filter((c) => !(CONDITIONS as readonly string[]).includes(c));
  if (unknown.length > 0)
    throw fail(`applies has ${unknown.join(', ')}; use ${CONDITIONS.join(', ')}`);
  const leads = nodes.flatMap((n) =>
    n.type === 'paragraph' && n.children[0]?.type === 'strong' ? [text(n.children[0])] : [],
  );
  const workaround = leads.some((lead) => lead.startsWith('Workaround'));
  if (!workaround && !leads.some((lead) => lead.startsWith('No workaround is known'))) {
    throw fail('no paragraph led by **Workaround.** or **No workaround is known**');
  }
  return {
    heading,
    anchor,
    thread: fields.thread ?? '',
    versions: fields.versions ?? '',
    platforms: fields.platforms ?? '',
    releases,
    applies: applies as Condition[],
    workaround,
  };
}

/** The entries of a known-issues page, in page order. */
export function readKnownIssues(source: string): KnownIssueData[] {
  const slugger = createSlugger();
  const sections: { heading: string; anchor: string; nodes: RootContent[] }[] = [];
  for (const node of parseGuide(source).children) {
    if (node.type === 'heading') {
      const heading = text(node);
      const anchor = slugger.slug(heading);
      if (node.depth === 2) sections.push({ heading, anchor, nodes: [] });
      else sections.at(-1)?.nodes.push(node);
    } else {
      sections.at(-1)?.nodes.push(node);
    }
  }
  return sections
    .filter((s) => !FRAME_SECTIONS.includes(s.heading))
    .map((s) => readEntry(s.heading, s.anchor, s.nodes));
}

/** Whether the file holds these entries (compared as data: Prettier may lay the file out its own way). */
export function isCurrent(entries: readonly KnownIssueData[], file = OUTPUT): boolean {
  return JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8'))) === JSON.stringify(entries);
}

function main(): void {
  const entries = readKnownIssues(fs.readFileSync(PAGE, 'utf8'));
  const name = path.relative(SITE_DIR, OUTPUT);
  if (process.argv.includes('--check')) {
    if (!isCurrent(entries)) {
      console.error(`${name} is stale: run npx tsx tools/setup-checker/known-issues.ts`);
      process.exitCode = 1;
    }
    return;
  }
  fs.writeFileSync(OUTPUT, `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`wrote ${name}; run prettier on it`);
}

if (require.main === module) main();
