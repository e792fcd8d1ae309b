/**
 * The post sections about what changed beyond the types: Fixed, and New and
 * changed behavior, from the committed releases/changes/<version>.json.
 */
import {
  changeLink,
  changeText,
  groupChanges,
  REPOSITORY_URL,
  SECTION_TITLE,
  type ChangeRecord,
  type ChangeSection,
  type ReleaseChanges,
} from './commits';
import { prose, textLink } from './markdown';
import { symptomOf } from './symptoms';

const EMPTY: Record<ChangeSection, string> = {
  fixed: 'a fix',
  behavior: 'a new feature or a performance change',
};

/**
 * Each entry cites what proves it: its pull request and commit (short hash,
 * linked), or, for a change read from the packages, the package lines.
 */
function entry(record: ChangeRecord): string {
  const link = changeLink(record);
  const proof = [record.version];
  if (link) proof.push(textLink(link.label, link.url));
  if (record.hash && record.pr !== null)
    proof.push(
      `commit ${textLink(record.hash.slice(0, 7), `${REPOSITORY_URL}/commit/${record.hash}`)}`,
    );
  if (!record.hash) for (const c of record.cites ?? []) proof.push(`\`${c.path}:${c.line}\``);
  // A fix links the troubleshooting entry that describes what a reader sees (releases/symptoms.json).
  const symptom = record.section === 'fixed' ? symptomOf(record) : null;
  const seen = symptom ? `; what you see: ${textLink(symptom.title, symptom.href)}` : '';
  return `- ${prose(changeText(record))} (${proof.join(', ')}${seen})`;
}

/** Both sections; each entry names the release it first shipped in and its pull request. */
export function changeSections(data: ReleaseChanges): string[] {
  const groups = groupChanges(data.changes);
  const out: string[] = [];
  for (const section of ['fixed', 'behavior'] as const) {
    out.push(`## ${SECTION_TITLE[section]}`);
    if (data.source.kind === 'package') {
      out.push(
        `Derived from the published packages of ${data.from} and ${data.version}, not from the ` +
          `git history (see [How this page is made](#how-this-page-is-made)).`,
      );
    }
    const records = groups[section];
    if (records.length) out.push(records.map(entry).join('\n'));
    else out.push(`None of the changes to the package since ${data.from} is ${EMPTY[section]}.`);
  }
  return out;
}

function list(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** How the two sections were made, for the post's last section. */
export function changesMethod(data: ReleaseChanges, firstPost: boolean): string {
  if (data.source.kind === 'package') {
    return (
      `The library's repository history that this site reads has no tag for ${data.version}, so ` +
      `the ${SECTION_TITLE.fixed} and ${SECTION_TITLE.behavior} sections are derived from the ` +
      `published packages instead: the sources of ${data.source.fromPackage} and ` +
      `${data.source.toPackage} on the npm registry (\`src/\`, \`cpp/\`, \`ios/\`, \`android/\`, ` +
      `\`package.json\` and the podspec) compared file by file, each difference reviewed by hand ` +
      `and described in plain words, with the lines of the new package that show it.`
    );
  }
  const releases = data.source.tags.map((t) => t.replace(/^v/, ''));
  const since = firstPost
    ? `${data.source.fromTag} (the release before the first one this blog tracks)`
    : data.source.fromTag;
  return (
    `The ${SECTION_TITLE.fixed} and ${SECTION_TITLE.behavior} sections list the library's commits between the tags ${since} and ${data.source.toTag} ` +
    `(${releases.length === 1 ? 'release' : 'releases'} ${list(releases)}): conventional commits titled ` +
    `\`fix:\` under ${SECTION_TITLE.fixed}, \`feat:\` and \`perf:\` under ${SECTION_TITLE.behavior}, ` +
    `each with the release it first shipped in, its pull request and its commit. Commits that change no file ` +
    `the package ships (documentation, example apps, CI) are left out, and unclear commit messages ` +
    `were reviewed by hand and reworded.` +
    leftOutOnReview(data.changes)
  );
}

/**
 * Names the `fix:`/`feat:`/`perf:` commits a review by hand left out although they
 * touch a shipped file (releases/changes/reviewed.json, `"section": null`), so
 * that the method above does not read as "every such commit is listed".
 */
function leftOutOnReview(changes: readonly ChangeRecord[]): string {
  const named = changes.flatMap((c) => {
    if (c.section !== null || c.reviewed !== true || !c.hash || !c.omitted) return [];
    const pr = c.pr === null ? '' : ` (#${c.pr})`;
    const link = textLink(c.hash.slice(0, 7), `${REPOSITORY_URL}/commit/${c.hash}`);
    return [`commit ${link}${pr}, which ${c.omitted}`];
  });
  if (!named.length) return '';
  return ` Left out on review: ${list(named)}.`;
}
