/**
 * Code block colors for light and dark mode. Every token color reaches WCAG
 * AA contrast (4.5:1) on the block background and on a highlighted line (see
 * --docusaurus-highlighted-code-line-bg in src/css/custom.css); the unit test
 * tests/unit/contrast.test.ts checks it. Based on GitHub's and Dracula's
 * palettes, with the colors that fail AA darkened or lightened.
 */
import type { PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#57606a', fontStyle: 'italic' },
    },
    { types: ['punctuation', 'operator', 'namespace'], style: { color: '#1f2328' } },
    {
      types: ['string', 'char', 'attr-value', 'template-string', 'regex'],
      style: { color: '#0a3069' },
    },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'entity', 'url', 'property', 'attr-name'],
      style: { color: '#0550ae' },
    },
    { types: ['keyword', 'atrule', 'selector', 'important'], style: { color: '#a40e26' } },
    { types: ['function', 'function-variable', 'method'], style: { color: '#6639ba' } },
    { types: ['class-name', 'maybe-class-name', 'builtin', 'tag'], style: { color: '#116329' } },
    { types: ['variable', 'parameter'], style: { color: '#953800' } },
    { types: ['inserted'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#282a36' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#a4b0d6', fontStyle: 'italic' },
    },
    { types: ['punctuation', 'operator', 'namespace', 'symbol'], style: { color: '#f8f8f2' } },
    {
      types: ['string', 'char', 'attr-value', 'template-string', 'regex'],
      style: { color: '#f1fa8c' },
    },
    { types: ['number', 'boolean', 'constant', 'builtin'], style: { color: '#bd93f9' } },
    { types: ['keyword', 'atrule', 'selector', 'important', 'tag'], style: { color: '#ff79c6' } },
    { types: ['function', 'function-variable', 'method'], style: { color: '#50fa7b' } },
    {
      types: ['class-name', 'maybe-class-name', 'property', 'attr-name'],
      style: { color: '#8be9fd' },
    },
    { types: ['variable', 'parameter'], style: { color: '#ffb86c', fontStyle: 'italic' } },
    { types: ['inserted'], style: { color: '#50fa7b' } },
    { types: ['deleted'], style: { color: '#ff6e6e' } },
  ],
};
