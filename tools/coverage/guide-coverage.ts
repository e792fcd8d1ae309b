/**
 * `npm run check:coverage`: how many of the names react-native-filament exports
 * the guides teach in prose (inline code or text of paragraphs, lists, tables and
 * admonitions; fenced code alone does not count). Fails under COVERAGE_THRESHOLD.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveLibrary } from '../../shared/library';
import { API_ONLY } from './api-only';
import {
  COVERAGE_THRESHOLD,
  coverageReport,
  exportedNames,
  namesTaughtIn,
  proseOf,
  type CoverageReport,
} from './coverage';

/** The guides' MDX files, relative to the site. */
export function guideFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, 'docs', 'guides');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => path.join('docs', 'guides', f));
}

export function guideCoverage(siteDir: string): CoverageReport {
  const names = exportedNames(resolveLibrary(siteDir).entryPoint);
  const taught = new Set<string>();
  for (const file of guideFiles(siteDir)) {
    const prose = proseOf(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    for (const name of namesTaughtIn(prose, names)) taught.add(name);
  }
  return coverageReport(names, taught, API_ONLY);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename);
if (isMain) {
  const report = guideCoverage(path.resolve(__dirname, '../..'));
  const percent = (report.share * 100).toFixed(1);
  console.log(
    `Guide coverage: ${percent} % (${report.taught.length} of ${report.total} exported names taught in prose;` +
      ` threshold ${COVERAGE_THRESHOLD * 100} %).`,
  );
  console.log(`Left to the API reference (tools/coverage/api-only.ts): ${report.apiOnly.length}.`);
  if (report.missing.length > 0) {
    console.log(`Untaught (${report.missing.length}): ${report.missing.join(', ')}`);
  }
  for (const name of report.unknownApiOnly) {
    console.error(`api-only.ts lists "${name}", which the library does not export.`);
  }
  if (!report.passes) process.exit(1);
}
