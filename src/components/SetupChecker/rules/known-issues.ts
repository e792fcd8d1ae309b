/**
 * The open problems of docs/guides/known-issues.mdx that a project's versions
 * and platforms can meet. Nothing here is written per issue: the entries come
 * from known-issues.json, which tools/setup-checker/known-issues.ts writes
 * from the page's own `<IssueMeta>` lines (their `releases` range and
 * `applies` conditions, next to the versions and platforms in words), so an
 * entry added to the page is matched as soon as the file is written again,
 * and the unit test fails until it is.
 */
import satisfies from 'semver/functions/satisfies';
import { C } from './citations';
import {
  installed,
  isExpo,
  NEW_ARCH_ONLY,
  newArchitecture,
  type Platform,
  type Sourced,
} from './facts';
import type { Condition, KnownIssueData } from './known-issue-data';
import data from './known-issues.json';
import type { Project } from './project';
import type { Citation, Verdict } from './types';
import { verdict } from './verdict';

export const KNOWN_ISSUES = data as readonly KnownIssueData[];

const hasAndroid = (p: Project) => !!(p.gradleProperties || p.rootGradle || p.appGradle);
const hasIos = (p: Project) => !!(p.podfile || p.podLock);

/**
 * Whether the project can meet each condition. A platform counts unless the
 * files show only the other one (a project with neither builds for both).
 */
const HOLDS: Readonly<Record<Condition, (project: Project) => boolean>> = {
  android: (p) => hasAndroid(p) || !hasIos(p),
  ios: (p) => hasIos(p) || !hasAndroid(p),
  expo: isExpo,
  'new-architecture': (p) => architectureOn(p, ['android', 'ios']).length > 0,
};

/** The library line each platform's architecture switch acts on. */
const ARCH_CITES: Readonly<Record<Platform, Citation>> = {
  android: C.newArchProperty,
  ios: C.iosNewArchLookup,
};

/**
 * The platforms (of those given, that the project can build for) whose
 * New Architecture is on, each with the file or default that says so: the
 * iOS and Android apps are switched apart (Podfile, gradle.properties).
 */
function architectureOn(project: Project, platforms: readonly Platform[]) {
  return platforms
    .filter((platform) => HOLDS[platform](project))
    .map((platform) => ({ platform, arch: newArchitecture(project, platform) }))
    .filter((p): p is { platform: Platform; arch: Sourced<boolean> } => !!p.arch?.value);
}

const platformsOf = (issue: KnownIssueData): Platform[] => {
  const named = issue.applies.filter((c): c is Platform => c === 'android' || c === 'ios');
  return named.length ? named : ['android', 'ios'];
};

/** Whether an entry applies: its release range holds (or the release is unknown), and its conditions. */
export function knownIssueApplies(issue: KnownIssueData, project: Project): boolean {
  const release = installed(project, 'react-native-filament')?.min;
  if (release && !satisfies(release, issue.releases)) return false;
  const platforms = issue.applies.filter((c) => c === 'android' || c === 'ios');
  const others = issue.applies.filter((c) => c !== 'android' && c !== 'ios');
  if (platforms.length > 0 && !platforms.some((c) => HOLDS[c](project))) return false;
  // The New Architecture must be on for a platform the entry is about, not just for either.
  if (others.includes('new-architecture') && !architectureOn(project, platformsOf(issue)).length)
    return false;
  return others.filter((c) => c !== 'new-architecture').every((c) => HOLDS[c](project));
}

/** One verdict per known issue that the project's versions and platforms can meet. */
export function knownIssueRules(
  project: Project,
  issues: readonly KnownIssueData[] = KNOWN_ISSUES,
): Verdict[] {
  if (!project.package && !project.podfile && !project.gradleProperties) return [];
  return issues
    .filter((issue) => knownIssueApplies(issue, project))
    .map((issue) => {
      const arch = issue.applies.includes('new-architecture')
        ? architectureOn(project, platformsOf(issue))
        : [];
      const because = arch.length
        ? ` (New Architecture on ${arch.map(({ platform, arch: a }) => `${platform === 'ios' ? 'iOS' : 'Android'}: ${a.where}`).join('; ')})`
        : '';
      return verdict(
        `known.${issue.anchor}`,
        'known-issue',
        'info',
        `Open issue that applies to this set-up${because}: “${issue.heading}”; ${issue.workaround ? 'its entry gives a workaround' : 'no workaround is known yet, and the entry says what the thread needs'}.`,
        {
          label: `Known issues: ${issue.heading}`,
          href: `/docs/guides/known-issues#${issue.anchor}`,
        },
        [
          { path: 'docs/guides/known-issues.mdx', line: 0, quote: `releases="${issue.releases}"` },
          { path: 'docs/guides/known-issues.mdx', line: 0, quote: `versions="${issue.versions}"` },
          ...arch.map(({ platform }) => ARCH_CITES[platform]),
          ...(arch.some(({ arch: a }) => a.where.endsWith(NEW_ARCH_ONLY)) ? [C.rnNewArchOnly] : []),
        ],
        arch.length ? { where: arch.map(({ arch: a }) => a.where).join(', ') } : {},
      );
    });
}
