/**
 * The facts line under each entry of the known-issues guide
 * (docs/guides/known-issues.mdx): which tracker thread, which versions and
 * platforms, when the thread was opened and when the entry was last checked.
 * Shared by the component that renders it (src/components/IssueMeta), its
 * Markdown form (plugins/markdown-export/components.ts) and the test that
 * every entry carries one (tests/unit/known-issues.test.ts).
 */

/** A thread of the library's tracker: an issue or a discussion. */
export const THREAD_URL =
  /^https:\/\/github\.com\/margelo\/react-native-filament\/(?:issues|discussions)\/(\d+)$/;

export interface IssueMetaFields {
  /** The thread's URL, `https://github.com/margelo/react-native-filament/issues/N`. */
  readonly thread: string;
  /** The day the thread was opened (ISO, `2024-04-02`). */
  readonly opened: string;
  /** The day this entry was last checked against the thread and the library's source (ISO). */
  readonly checked: string;
  /** The library versions the entry applies to, in words (`1.6.1 to 1.11.0`). */
  readonly versions: string;
  /** The platforms it applies to (`Android`, `iOS`, `iOS and Android`). */
  readonly platforms: string;
}

/** Whether a string is a real calendar day written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The thread's number, or undefined when the URL is not a thread of the library's tracker. */
export function threadNumber(url: string): number | undefined {
  const match = THREAD_URL.exec(url);
  return match ? Number(match[1]) : undefined;
}

/** What is wrong with the fields, one message each; empty when they are complete. */
export function issueMetaProblems(
  fields: Partial<Record<keyof IssueMetaFields, string>>,
): string[] {
  const problems: string[] = [];
  if (!fields.thread || threadNumber(fields.thread) === undefined) {
    problems.push(
      `thread "${fields.thread ?? ''}" is not a margelo/react-native-filament thread URL`,
    );
  }
  for (const key of ['opened', 'checked'] as const) {
    const value = fields[key];
    if (!value || !isIsoDate(value))
      problems.push(`${key} "${value ?? ''}" is not a YYYY-MM-DD date`);
  }
  for (const key of ['versions', 'platforms'] as const) {
    if (!fields[key]?.trim()) problems.push(`${key} is missing`);
  }
  return problems;
}

/** The label/value pairs shown in the page and written in its Markdown twin, in this order. */
export function issueMetaItems(fields: IssueMetaFields): readonly (readonly [string, string])[] {
  return [
    ['Thread', `#${threadNumber(fields.thread) ?? '?'}, opened ${fields.opened}`],
    ['Versions', fields.versions],
    ['Platforms', fields.platforms],
    ['Checked', fields.checked],
  ];
}
