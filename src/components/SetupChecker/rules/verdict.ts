import type { Area, Citation, Level, Snippet, Verdict } from './types';

/** A verdict, with the fields in the order rules think of them. */
export function verdict(
  id: string,
  area: Area,
  level: Level,
  text: string,
  guide: Verdict['guide'],
  cites: readonly Citation[],
  extra: { snippet?: Snippet; where?: string } = {},
): Verdict {
  return { id, area, level, text, guide, cites, ...extra };
}
