/**
 * The live previews' posters: what each shows, their sizes and paths. Read by
 * the LivePreview component, the social cards and tools/posters alike.
 */
import type { PresetName } from './scene';

/** What each preset's scene shows: the poster's alt text and the canvas's label. */
export const POSTER_ALT: Record<PresetName, string> = {
  home: 'A gold torus knot and three spheres on a checkered floor',
  light: 'A gold torus knot and three spheres lit by one adjustable light',
  camera: 'A gold torus knot and three spheres seen through an adjustable camera',
  transformation:
    'A teal cube with an amber lamp, in a brass ring on a pedestal, moved, turned and scaled by the knobs',
  animator:
    'A teal cube with an amber lamp, in a brass ring on a pedestal, playing one of its three animations',
};

/** The posters' pixel size (tools/posters renders them); the page scales them to fit. */
export const POSTER_SIZE = { width: 960, height: 540 } as const;

/**
 * Widths each poster comes in (tools/posters writes them all), for the
 * image's srcset: a phone gets the 480 or 720 px one instead of 960.
 */
export const POSTER_WIDTHS = [480, 720, POSTER_SIZE.width] as const;

/** Site path of a preset's poster: full size, or one of POSTER_WIDTHS. */
export const posterPath = (preset: string, width: number = POSTER_SIZE.width) =>
  width === POSTER_SIZE.width
    ? `/img/previews/${preset}.webp`
    : `/img/previews/${preset}-${width}w.webp`;

/** Compressed download size for the load button, to the nearest half megabyte: "≈ 2 MB". */
export function formatDownload(bytes: number): string {
  const megabytes = Math.max(0.5, Math.round((bytes / 1_000_000) * 2) / 2);
  return `≈ ${megabytes} MB`;
}
