/** Byte sizes as the checker's report writes them (1 KB = 1,024 bytes, like the analysis's limits). */

/** "100 MB", "9.5 KB", "512 B". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${trim(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${trim(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** One decimal below 100, none above; no trailing ".0". */
function trim(value: number): string {
  return String(value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
}

/** A count with its unit, the unit singular for one ("1 material"); bytes as formatBytes writes them. */
export function amount(value: number, unit: string): string {
  if (unit === 'bytes') return formatBytes(value);
  const word = value === 1 ? unit.replace(/s$/, '') : unit;
  return `${value.toLocaleString('en-US')} ${word}`;
}
