/**
 * The types of "Check your setup" (docs/guides/check-your-setup): the files a
 * reader hands over, what the checker read from them, and its verdicts. Pure
 * data, no DOM: the rules run in the page and in the unit tests alike.
 */

/** One file as the reader chose or pasted it: its name (or path) and its text. */
export interface SetupFile {
  readonly name: string;
  readonly text: string;
  /** Set by a paste box, which knows what it holds; a chosen file is recognized by name and content. */
  readonly kind?: FileKind;
}

export type FileKind =
  | 'package.json'
  | 'babel.config'
  | 'metro.config'
  | 'app.json'
  | 'app.config'
  | 'Podfile'
  | 'Podfile.lock'
  | 'Podfile.properties.json'
  | 'gradle.properties'
  | 'android/build.gradle'
  | 'android/app/build.gradle';

/**
 * A line a rule rests on: in an installed package (`path` starts with the
 * package name, relative to node_modules) or in this site's repository
 * (`releases/…`). The quote is on that line; tests/unit/setup-checker.citations
 * .test.ts opens each one.
 */
export interface Citation {
  readonly path: string;
  readonly line: number;
  readonly quote: string;
}

/** How a verdict reads: nothing to do, a change to make, something to look at, or a fact. */
export type Level = 'ok' | 'fix' | 'check' | 'info';

export type Area = 'release' | 'worklets' | 'metro' | 'expo' | 'android' | 'ios' | 'known-issue';

/** Code or configuration the reader can copy. */
export interface Snippet {
  readonly title: string;
  readonly language: 'js' | 'json' | 'ruby' | 'properties' | 'groovy' | 'bash';
  readonly code: string;
}

export interface Verdict {
  /** Stable id of the rule and case, for tests and the page's anchors. */
  readonly id: string;
  readonly area: Area;
  readonly level: Level;
  /** One sentence: what is the case and what to change. */
  readonly text: string;
  readonly snippet?: Snippet;
  readonly cites: readonly Citation[];
  /** The guide section that explains it, a site path with its anchor. */
  readonly guide: { readonly label: string; readonly href: string };
  /** The file and line of the reader's own that the verdict is about, when there is one. */
  readonly where?: string;
}

/** A file the checker could not use, with the one message the page shows for it. */
export interface FileProblem {
  readonly name: string;
  readonly message: string;
}

/** What the checker made of the reader's files. */
export interface SetupReport {
  /** The files it read, each with what it took it for. */
  readonly read: readonly { readonly name: string; readonly kind: FileKind }[];
  readonly problems: readonly FileProblem[];
  readonly verdicts: readonly Verdict[];
}
