/** The posters' pixel size (scripts/posters renders them); the page scales them to fit. */
export const POSTER_SIZE = { width: 960, height: 540 } as const;

/** Site path of a preset's poster. */
export const posterPath = (preset: string) => `/img/previews/${preset}.webp`;
