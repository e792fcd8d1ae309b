/**
 * Code highlighting (Prism, about 30 KB gzipped) is kept out of the first
 * page load. Server rendering still highlights every block, so readers see
 * coloured code at once; the browser fetches Prism after the page's load
 * event and only then hydrates code blocks (copy button, line wrap).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

let languagesAdded = false;

/** Adds the `additionalLanguages` of the config to Prism, once (what theme-classic does eagerly). */
export function preparePrism(): void {
  if (languagesAdded) return;
  prismIncludeLanguages(Prism);
  languagesAdded = true;
}
