/**
 * What a reader sees for a fix: the troubleshooting entry that names the
 * symptom, the version that fixes it and the post (releases/symptoms.json).
 * The posts link each fix there, so a reader who lands on a post finds the
 * entry, and a reader who searches for the symptom finds the fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ChangeRecord } from './commits';
import { SITE_DIR } from './store';

/** The guide that holds the entries, as the blog links it. */
const TROUBLESHOOTING = '/docs/guides/troubleshooting';

interface SymptomEntry {
  readonly hash?: string;
  readonly version?: string;
  readonly file?: string;
  readonly title: string;
  readonly anchor: string;
}

export interface Symptom {
  readonly title: string;
  readonly href: string;
}

let entries: readonly SymptomEntry[] | null = null;

function loadSymptoms(): readonly SymptomEntry[] {
  const file = path.join(SITE_DIR, 'releases/symptoms.json');
  entries ??= (JSON.parse(fs.readFileSync(file, 'utf8')) as { symptoms: SymptomEntry[] }).symptoms;
  return entries;
}

/** The entry for a change: by its commit, or by its release and first file (changes read from the packages). */
export function symptomOf(record: ChangeRecord): Symptom | null {
  const found = loadSymptoms().find((entry) =>
    entry.hash
      ? entry.hash === record.hash
      : entry.version === record.version && entry.file === record.files?.[0],
  );
  return found ? { title: found.title, href: `${TROUBLESHOOTING}#${found.anchor}` } : null;
}
