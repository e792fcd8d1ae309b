/**
 * Code block colors for light and dark mode. Every token color reaches WCAG
 * AA contrast (4.5:1) on the block background and on a highlighted line (see
 * --docusaurus-highlighted-code-line-bg in src/css/custom.css); the unit test
 * tests/unit/code-highlighting.contrast.test.ts checks it. Based on GitHub's and Dracula's
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

/**
 * The theme Docusaurus renders with, in both modes: no colors of its own, only
 * CSS variables and the `token <type>` classes Prism puts on every token. The
 * colors come from codeThemeCss(), so the server HTML is right in light and
 * dark mode without the browser re-rendering a block (code blocks are not
 * hydrated on page load; see theme/CodeBlock). It also keeps a style
 * attribute off every token, which makes the HTML smaller.
 */
export const cssVariableCodeTheme: PrismTheme = {
  plain: { color: 'var(--code-color)', backgroundColor: 'var(--code-background)' },
  styles: [],
};

/**
 * Prism nests tokens (a JSX tag holds attribute names and values, a template
 * string holds its interpolations), and prism-react-renderer lets the
 * innermost type win. In CSS the later rule wins, so these outer types come
 * first, outermost first, and every other type can override them.
 */
const OUTER_TYPES: readonly string[] = ['tag', 'attr-value', 'template-string'];

function tokenRules(theme: PrismTheme, scope: string, alsoPlain: readonly string[] = []): string {
  // Italics are the same or added in dark mode, so font-style is only ever set, never reset.
  const rule = (types: readonly string[], color: string | undefined, fontStyle?: string) => {
    const declarations = [color && `color:${color}`, fontStyle && `font-style:${fontStyle}`];
    // One :is() list per color keeps the scope from repeating for every type.
    const selectors =
      types.length === 1
        ? `${scope}.token.${types[0]}`
        : `${scope}.token:is(${types.map((type) => `.${type}`).join(',')})`;
    return `${selectors}{${declarations.filter(Boolean).join(';')}}`;
  };
  const outer = OUTER_TYPES.flatMap((type) => {
    const style = theme.styles.find((s) => s.types.includes(type))?.style;
    return style ? [rule([type], style.color, style.fontStyle)] : [];
  });
  const inner = theme.styles
    .map(({ types, style }) => ({ style, types: types.filter((t) => !OUTER_TYPES.includes(t)) }))
    .filter(({ types }) => types.length > 0)
    .map(({ types, style }) => rule(types, style.color, style.fontStyle));
  if (alsoPlain.length > 0) inner.push(rule(alsoPlain, 'var(--code-color)'));
  return [...outer, ...inner].join('\n');
}

const typesOf = (theme: PrismTheme) => new Set(theme.styles.flatMap((s) => s.types));

/**
 * Links in code (theme/CodeBlock/Line/Token) keep their token's color, so the
 * code reads as code in both modes. What sets them apart without color
 * (WCAG 1.4.1; axe's link-in-text-block fails a link that differs from the
 * text around it in nothing) is the underline of links in running text
 * (src/css/custom.css), dotted here, solid on hover and focus. Focus shows
 * the browser's ring, as on links in running text. More specific than
 * Infima's `a:hover` and the running-text rule. Kept to two short rules: the
 * stylesheet's budget is 15 KB gzipped (tests/e2e/site.budgets.spec.ts), and a
 * `text-decoration` shorthand here came out of the minifier three times over.
 */
export const TOKEN_LINK_CSS = [
  '.theme-code-block .token>a[href]{color:inherit;text-decoration-style:dotted}',
  // Two selectors, not :is(:hover,:focus), which PurgeCSS (plugins/css-purge) drops.
  '.theme-code-block .token>a[href]:hover,.theme-code-block .token>a[href]:focus{text-decoration-style:solid}',
].join('\n');

/**
 * The stylesheet of cssVariableCodeTheme, from the two palettes above: light
 * rules apply everywhere, dark ones (more specific) override them in dark
 * mode, including a plain color for the types only the light palette colors.
 */
export function codeThemeCss(): string {
  const plain = (theme: PrismTheme) =>
    `--code-color:${theme.plain.color};--code-background:${theme.plain.backgroundColor}`;
  const dark = typesOf(darkCodeTheme);
  const lightOnly = [...typesOf(lightCodeTheme)].filter((type) => !dark.has(type));
  return [
    `:root{${plain(lightCodeTheme)}}`,
    `[data-theme='dark']{${plain(darkCodeTheme)}}`,
    tokenRules(lightCodeTheme, ''),
    tokenRules(darkCodeTheme, "[data-theme='dark'] ", lightOnly),
    TOKEN_LINK_CSS,
  ].join('\n');
}
