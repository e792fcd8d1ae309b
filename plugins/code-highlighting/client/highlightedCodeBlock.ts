/**
 * Code highlighting (Prism, about 30 KB gzipped) stays out of the page load.
 * This module, the theme's CodeBlock with Prism and the configured languages,
 * is its own chunk: the server renders it into every page's HTML, and the
 * browser only fetches it when a reader reaches for a code block
 * (highlighterGate.ts) or renders a page itself after a client-side
 * navigation (../theme/CodeBlock).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
// The theme's own CodeBlock: this plugin's theme/CodeBlock shadows @theme/CodeBlock.
import OriginalCodeBlock from '@theme-init/CodeBlock';

// What theme-classic's eager client module would have done on every page.
prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = OriginalCodeBlock;
export default CodeBlock;
