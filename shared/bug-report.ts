/**
 * The address of a new issue on the library's GitHub repository, with a title
 * prefix and a body that asks for the versions a maintainer needs.
 *
 * The repository has no issue forms (no `.github/ISSUE_TEMPLATE/` on its default
 * branch), so there is no `template` or form field id to fill: GitHub's plain
 * issue page takes `title` and `body` query parameters instead. `labels` is left
 * out on purpose, because only people who may label issues can use it.
 */
export const LIBRARY_REPOSITORY = 'margelo/react-native-filament';

/** Goes in front of the reader's own summary. */
export const TITLE_PREFIX = '[Bug] ';

/** The versions and the platform a report must state, one line each. */
export const VERSION_FIELDS = [
  'react-native',
  'react-native-filament',
  'react-native-worklets-core',
  'react-native-reanimated (or "not installed")',
  'Expo SDK (or "bare React Native")',
  'Platform (iOS or Android, OS version, device or simulator)',
] as const;

export function bugReportBody(): string {
  return [
    '## What happens',
    '',
    '<!-- What you see, and the exact error message if there is one. -->',
    '',
    '## What you expected',
    '',
    '## Steps to reproduce',
    '',
    '1. ',
    '',
    '## Versions',
    '',
    ...VERSION_FIELDS.map((field) => `- ${field}: `),
    '',
    '## Logs',
    '',
    '<!-- Native logs (Xcode console or adb logcat, tag RNF) and the JS logs from setLogger. -->',
    '',
  ].join('\n');
}

/** `https://github.com/<repo>/issues/new?title=…&body=…`, encoded. */
export function bugReportUrl(repository: string = LIBRARY_REPOSITORY): string {
  const url = new URL(`https://github.com/${repository}/issues/new`);
  url.searchParams.set('title', TITLE_PREFIX);
  url.searchParams.set('body', bugReportBody());
  return url.toString();
}
