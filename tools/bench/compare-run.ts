/**
 * `npm run bench -- --compare <dir>`: the same measurements on build/ and on
 * another built site, run by run interleaved (statistics in compare.ts).
 */
import path from 'node:path';
import { type Browser } from 'playwright-core';
import { BASE_PATH } from '../serve';
import { runLighthouse } from './lighthouse';
import { BENCH_PAGES, COMPARE_LIGHTHOUSE_PAGES } from './pages';
import {
  comparedFigure,
  lighthouseFigures,
  recordLighthouse,
  recordRun,
  runOrder,
  type ComparedFigure,
  type SiteRuns,
} from './compare';
import {
  COMPARE_LIGHTHOUSE,
  launchBrowser,
  measureBytes,
  measureNavigation,
  NAV_LINKS,
  ROOT,
  RUNS,
  serveSite,
  timeBuild,
  type Site,
} from './measure';
import { writeCompareReport } from './report';

export async function compare(otherDir: string) {
  if (!process.env.BENCH_SKIP_BUILD) timeBuild('Production', false);
  const ours = await serveSite(path.join(ROOT, 'build'));
  const theirs = await serveSite(path.resolve(otherDir));
  const sites: [Site, Site] = [
    { name: 'This site', origin: ours.origin },
    { name: path.resolve(otherDir), origin: theirs.origin },
  ];
  const browser = await launchBrowser();
  const runs = new Map<string, SiteRuns>(sites.map((s) => [s.name, {}]));
  for (let run = 0; run < RUNS; run++) {
    await compareRun(browser, runOrder(run, sites), runs);
    console.log(`run ${run + 1}/${RUNS} done`);
  }
  await browser.close();
  ours.close();
  theirs.close();
  const [a, b] = sites.map((s) => runs.get(s.name)!);
  writeCompareReport(sites, comparedFigures(a, b));
}

/** One run of every measurement on both sites, in the run's order. */
export async function compareRun(
  browser: Browser,
  ordered: readonly Site[],
  runs: ReadonlyMap<string, SiteRuns>,
): Promise<void> {
  const record = (site: Site, key: string, value: number) =>
    recordRun(runs.get(site.name)!, key, value);
  for (const site of ordered) {
    for (const p of BENCH_PAGES) {
      const bytes = await measureBytes(browser, `${site.origin}${BASE_PATH}/${p.path}`);
      record(site, `${p.name}|js`, bytes.loadBytes.script ?? 0);
      record(site, `${p.name}|css`, bytes.loadBytes.stylesheet ?? 0);
      record(site, `${p.name}|afterLoad`, bytes.afterLoadBytes);
      record(site, `${p.name}|idle`, bytes.idleBytes);
      record(site, `${p.name}|requests`, bytes.idleRequests);
    }
    for (const linkText of NAV_LINKS) {
      for (const warm of [true, false]) {
        const nav = await measureNavigation(browser, site.origin, linkText, warm);
        const key = navigationKey(linkText, warm);
        record(site, `${key}|ms`, nav.ms);
        record(site, `${key}|jsBytes`, nav.jsBytes);
        record(site, `${key}|jsRequests`, nav.jsRequests);
      }
    }
  }
  // Page by page, the two sites back to back in this run's order, so both
  // runs of a page see about the same machine load. Only the performance
  // category: the others add minutes and no figure compared here.
  for (const p of COMPARE_LIGHTHOUSE ? COMPARE_LIGHTHOUSE_PAGES : []) {
    for (const site of ordered) {
      const url = `${site.origin}${BASE_PATH}/${p.path}`;
      recordLighthouse(runs.get(site.name)!, p.name, await runLighthouse(url, ['performance']));
    }
  }
}

export function navigationKey(linkText: string, warm: boolean): string {
  return `nav ${linkText} ${warm ? 'warm' : 'cold'}`;
}

/** Every compared figure: bytes per page, each navigation warm and cold, Lighthouse. */
export function comparedFigures(a: SiteRuns, b: SiteRuns): ComparedFigure[] {
  const figure = (label: string, key: string, unit: ComparedFigure['unit']) =>
    comparedFigure(label, key, unit, a, b);
  return [
    ...BENCH_PAGES.flatMap((p) => [
      figure(`${p.name}: JS at load`, `${p.name}|js`, 'bytes'),
      figure(`${p.name}: CSS at load`, `${p.name}|css`, 'bytes'),
      figure(`${p.name}: bytes after load, by idle`, `${p.name}|afterLoad`, 'bytes'),
      figure(`${p.name}: all at idle`, `${p.name}|idle`, 'bytes'),
      figure(`${p.name}: requests at idle`, `${p.name}|requests`, 'count'),
    ]),
    ...NAV_LINKS.flatMap((linkText) =>
      [true, false].flatMap((warm) => {
        const key = navigationKey(linkText, warm);
        const name = `→ ${linkText}, ${warm ? 'warm' : 'cold'}`;
        return [
          figure(`${name}: click to painted`, `${key}|ms`, 'ms'),
          figure(`${name}: JS downloaded by the click`, `${key}|jsBytes`, 'bytes'),
          figure(`${name}: scripts downloaded by the click`, `${key}|jsRequests`, 'count'),
        ];
      }),
    ),
    ...lighthouseFigures(COMPARE_LIGHTHOUSE_PAGES, a, b),
  ];
}

/** bench/results/compare.json and compare.md, and the same table on the console. */
