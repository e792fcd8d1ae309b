/**
 * The setup checker's rules engine: reads the reader's files (without running
 * any of them) and returns the verdicts, grouped by area in the order the page
 * shows them. Pure TypeScript: the page's chunk and the unit tests run the same code.
 */
import { readProject } from './project';
import { releaseRules } from './release';
import { workletsRules } from './worklets';
import { expoRules, metroRules } from './metro-expo';
import { nativeRules } from './native';
import { knownIssueRules } from './known-issues';
import type { SetupFile, SetupReport } from './types';

export function checkSetup(files: readonly SetupFile[]): SetupReport {
  const { project, read, problems } = readProject(files);
  const verdicts = [
    ...releaseRules(project),
    ...workletsRules(project),
    ...metroRules(project),
    ...expoRules(project),
    ...nativeRules(project),
    ...knownIssueRules(project),
  ];
  return { read, problems, verdicts };
}

export type { SetupFile, SetupReport, Verdict } from './types';
