/**
 * Post dates. The registry's publish times do not always follow version order
 * (here it reports 1.9.0 before 1.6.1 and 1.8.0). The blog is ordered by
 * version, and this open rule, stated in the affected posts, dates it:
 *
 *   A post carries its version's registry publish time, unless that is earlier
 *   than the date of the post for the previous version; then it carries that
 *   previous date. So dates never run backwards when read in version order.
 */
import { compareVersions } from '../../shared/versions';

export interface ReleaseTime {
  readonly version: string;
  /** ISO time from the registry. */
  readonly publishedAt: string;
}

export interface ReleaseDate extends ReleaseTime {
  /** The date the post carries (ISO). */
  readonly date: string;
  /** Set when `date` is not the registry's time: the version whose date was taken. */
  readonly dateFrom?: string;
  /** Lower versions the registry says were published after this one. */
  readonly lowerPublishedLater: readonly ReleaseTime[];
  /** Higher versions the registry says were published before this one. */
  readonly higherPublishedEarlier: readonly ReleaseTime[];
}

export function releaseDates(releases: readonly ReleaseTime[]): ReleaseDate[] {
  const sorted = [...releases].sort((a, b) => compareVersions(a.version, b.version));
  const time = (r: ReleaseTime) => Date.parse(r.publishedAt);
  const result: ReleaseDate[] = [];
  let previous: ReleaseDate | undefined;
  for (const release of sorted) {
    const lower = sorted.filter((r) => compareVersions(r.version, release.version) < 0);
    const higher = sorted.filter((r) => compareVersions(r.version, release.version) > 0);
    const late = previous !== undefined && time(release) < Date.parse(previous.date);
    const current: ReleaseDate = {
      ...release,
      date: late && previous ? previous.date : new Date(time(release)).toISOString(),
      ...(late && previous ? { dateFrom: previous.dateFrom ?? previous.version } : {}),
      lowerPublishedLater: lower.filter((r) => time(r) > time(release)),
      higherPublishedEarlier: higher.filter((r) => time(r) < time(release)),
    };
    result.push(current);
    previous = current;
  }
  return result;
}
