/**
 * Pages with a live 3D preview, for the browser tests. The home page has one
 * in its hero; each guide adds its page here once it embeds
 * `<LivePreview preset="…" />`.
 */
import type { PresetName } from '../../shared/live-preview/scene';

export interface PreviewPage {
  /** Route under the base path. */
  readonly path: string;
  readonly preset: PresetName;
}

export const HOME_PREVIEW: PreviewPage = { path: './', preset: 'home' };

/** The guides with a preview, e.g. { path: 'docs/guides/light', preset: 'light' }. */
export const GUIDE_PREVIEWS: readonly PreviewPage[] = [
  { path: 'docs/guides/light', preset: 'light' },
  { path: 'docs/guides/camera', preset: 'camera' },
  { path: 'docs/guides/transformation', preset: 'transformation' },
  { path: 'docs/guides/animator', preset: 'animator' },
];

export const PREVIEW_PAGES: readonly PreviewPage[] = [HOME_PREVIEW, ...GUIDE_PREVIEWS];
