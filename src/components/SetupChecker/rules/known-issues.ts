/**
 * The open problems of docs/guides/known-issues.mdx that a project's versions
 * and platforms can meet. Each entry names its section (tests/unit/setup-checker
 * .test.ts checks that the heading exists) and says which projects it applies
 * to, from the entry's own "versions" and "platforms" line.
 */
import { installed, isExpo, newArchitecture } from './facts';
import type { Project } from './project';
import type { Verdict } from './types';
import { atLeast } from './versions';
import { verdict } from './verdict';

export interface KnownIssue {
  /** The section's heading, as in known-issues.mdx. */
  readonly heading: string;
  readonly anchor: string;
  /** What the reader can do, as the entry says it, in a few words. */
  readonly advice: string;
  readonly applies: (project: Project) => boolean;
}

const android = (p: Project) => !!(p.gradleProperties || p.rootGradle || p.appGradle) || !p.podfile;
const ios = (p: Project) =>
  !!(p.podfile || p.podLock) || !(p.gradleProperties || p.rootGradle || p.appGradle);

export const KNOWN_ISSUES: readonly KnownIssue[] = [
  {
    heading: 'The scene looks pixelated or blocky on some Android phones',
    anchor: 'the-scene-looks-pixelated-or-blocky-on-some-android-phones',
    advice: 'the entry’s temporal anti-aliasing settings are the workaround',
    applies: android,
  },
  {
    heading: 'A scaled model vanishes while the camera turns',
    anchor: 'a-scaled-model-vanishes-while-the-camera-turns',
    advice: 'the entry shows how to check and fix the bounding boxes',
    applies: () => true,
  },
  {
    heading: 'A shadow catcher darkens the whole floor',
    anchor: 'a-shadow-catcher-darkens-the-whole-floor',
    advice: 'no workaround is known',
    applies: ios,
  },
  {
    heading: 'Worklets could not be found when an Expo app starts',
    anchor: 'worklets-could-not-be-found-when-an-expo-app-starts',
    advice: 'run a development build made after installing both packages',
    applies: isExpo,
  },
  {
    heading: 'An NSException on iOS with the New Architecture when the view appears',
    anchor: 'an-nsexception-on-ios-with-the-new-architecture-when-the-view-appears',
    advice: 'no workaround is known; the thread needs crash logs',
    applies: (p) =>
      ios(p) &&
      !!newArchitecture(p)?.value &&
      atLeast(installed(p, 'react-native-filament'), '1.8.0') !== false,
  },
  {
    heading: 'Memory grows each time a screen with a scene opens again',
    anchor: 'memory-grows-each-time-a-screen-with-a-scene-opens-again',
    advice: 'keep the screen with the scene mounted',
    applies: () => true,
  },
];

/** One verdict per known issue that the project's versions and platforms can meet. */
export function knownIssueRules(project: Project): Verdict[] {
  if (!project.package && !project.podfile && !project.gradleProperties) return [];
  return KNOWN_ISSUES.filter((issue) => issue.applies(project)).map((issue) =>
    verdict(
      `known.${issue.anchor}`,
      'known-issue',
      'info',
      `Open issue that applies to this set-up: “${issue.heading}”; ${issue.advice}.`,
      {
        label: `Known issues: ${issue.heading}`,
        href: `/docs/guides/known-issues#${issue.anchor}`,
      },
      [],
    ),
  );
}
