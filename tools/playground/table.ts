/**
 * `npm run playground:table`: the table of what draws in the page, from
 * plugins/web-host/table.json (recorded by tests/e2e/web-host.playground.spec.ts
 * with WEB_HOST_TABLE=update) and the guides' samples (plugins/web-host/samples.ts:
 * the blocks the page does not offer to run, with their reason), written into
 * plugins/web-host/README.md between its two table markers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { guideSamples } from '../../plugins/web-host/samples';

const ROOT = path.resolve(__dirname, '../..');
const README = path.join(ROOT, 'plugins/web-host/README.md');
const START = '<!-- web-host table: start (npm run playground:table) -->';
const END = '<!-- web-host table: end -->';

type Outcomes = Readonly<Record<string, string>>;

/** The spec keeps 200 characters of a message: a cut one ends at its last whole word. */
const OUTCOME_LENGTH = 200;
const whole = (text: string) =>
  text.length < OUTCOME_LENGTH ? text : `${text.replace(/\s+\S*$/, '')} …`;
const cell = (text: string) => whole(text).replace(/\|/g, '\\|').replace(/</g, '&lt;');

export function screensTable(outcomes: Outcomes): string {
  const rows = Object.entries(outcomes)
    .filter(([key]) => key.startsWith('screen:'))
    .map(([key, outcome]) => `| ${key.slice('screen:'.length)} | ${cell(outcome)} |`);
  const draws = rows.filter((r) => r.endsWith('| draws |')).length;
  return [
    `Example app screens: ${draws} of ${rows.length} draw.`,
    '',
    '| Screen | On this branch |',
    '| --- | --- |',
    ...rows,
  ].join('\n');
}

export function samplesTable(outcomes: Outcomes): string {
  const samples = guideSamples(ROOT);
  const rows = samples.map((s) => {
    const outcome = s.noRun
      ? `no Run: ${s.noRun}`
      : s.live
        ? 'draws (its live block, web-host.samples.spec.ts)'
        : (outcomes[`guide:${s.name}`] ?? 'not recorded');
    return `| ${s.name} | ${cell(outcome)} |`;
  });
  const runnable = samples.filter((s) => !s.noRun).length;
  const draws = rows.filter((r) => / \| draws/.test(r)).length;
  return [
    `Guide samples: ${samples.length} tsx blocks, ${runnable} with Run, ${draws} of them draw.`,
    '',
    '| Sample | On this branch |',
    '| --- | --- |',
    ...rows,
  ].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const outcomes = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'plugins/web-host/table.json'), 'utf8'),
  ) as Outcomes;
  const table = `${START}\n\n${screensTable(outcomes)}\n\n${samplesTable(outcomes)}\n\n${END}`;
  const readme = fs.readFileSync(README, 'utf8');
  const at = readme.indexOf(START);
  const next =
    at < 0
      ? `${readme.trimEnd()}\n\n${table}\n`
      : readme.slice(0, at) + table + readme.slice(readme.indexOf(END) + END.length);
  fs.writeFileSync(README, next);
  console.log(table);
}
