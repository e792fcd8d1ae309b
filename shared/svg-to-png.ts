/**
 * SVG to PNG with resvg, no system fonts (text must come as paths or with
 * the fonts given): the social cards (plugins/social-cards) and the app
 * icons (plugins/robots-and-manifest) are drawn with it.
 */
import { Resvg } from '@resvg/resvg-js';

/** The PNG of `svg`, `width` pixels wide (its own size when not given). */
export function svgToPng(svg: string, width?: number): Buffer {
  return new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng();
}
