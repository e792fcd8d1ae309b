/** Number formats the checker's shell and report share; tiny on purpose (the shell loads with the page). */

/** "12.3 MB", "640 KB", "512 B": decimal units, as file managers show sizes. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${trim(bytes / 1_000_000)} MB`;
  if (bytes >= 1_000) return `${trim(bytes / 1_000)} KB`;
  return `${bytes} B`;
}

/** One decimal below 100, none above; no trailing ".0". */
function trim(value: number): string {
  return String(value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
}
