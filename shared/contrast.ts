/**
 * WCAG 2 contrast ratio of two colors, for the tests that check the site's
 * colors (code palettes, pictures) in both color modes. One implementation
 * of the formula: https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */

/** Red, green and blue (0–255) of `#rrggbb`, `rgb(…)` or `rgba(…)` (alpha ignored). */
function parseColor(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [n >> 16, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not a #rrggbb or rgb() color: ${color}`);
}

/** WCAG 2 relative luminance. */
function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** From 1 (same luminance) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
