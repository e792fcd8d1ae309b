/** The posters' pixel size (scripts/posters renders them); the page scales them to fit. */
export const POSTER_SIZE = { width: 960, height: 540 } as const;

/** Site path of a preset's poster. */
export const posterPath = (preset: string) => `/img/previews/${preset}.webp`;

/** Compressed download size for the load button, to the nearest half megabyte: "≈ 2 MB". */
export function formatDownload(bytes: number): string {
  const megabytes = Math.max(0.5, Math.round((bytes / 1_000_000) * 2) / 2);
  return `≈ ${megabytes} MB`;
}
