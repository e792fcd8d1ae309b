/**
 * The shape of known-issues.json: one entry per section of
 * docs/guides/known-issues.mdx, written from that page's `<IssueMeta>` lines by
 * tools/setup-checker/known-issues.ts (tests/unit/setup-checker.test.ts fails
 * when the file and the page differ). The checker matches a project against
 * these fields only, so a new entry on the page is a new rule.
 */

/** What a project must have for an entry to apply: a platform it builds for, Expo, the New Architecture. */
export const CONDITIONS = ['android', 'ios', 'expo', 'new-architecture'] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface KnownIssueData {
  /** The section's heading and its anchor on the page. */
  readonly heading: string;
  readonly anchor: string;
  readonly thread: string;
  /** The facts line as the page shows it, in words. */
  readonly versions: string;
  readonly platforms: string;
  /** The same versions as an npm range of react-native-filament releases (`>=1.8.0`, `*`). */
  readonly releases: string;
  /** Conditions that must all hold; of `android` and `ios`, either one does; none: every project. */
  readonly applies: readonly Condition[];
  /** Whether the entry gives a workaround (its bold lead is "Workaround.", not "No workaround is known"). */
  readonly workaround: boolean;
}
