/**
 * What the bundles get for `import … from 'prism-react-renderer'` (the
 * plugin's resolve alias, ../index.ts): its `Highlight` contract, on the
 * site's Prism (site-prism.ts) instead of the package's one module, which
 * carries about 40 grammars and 20 themes in the highlighter's chunk whether
 * a page uses them or not (≈ 25 KB of its 33 KB gzipped).
 *
 * The functions follow prism-react-renderer 2.4.1 (MIT) step for step: the
 * theme's styles keyed by token type, Prism's nested tokens flattened into
 * lines of `{ types, content }`, the same props for every line and token.
 * tests/unit/code-highlighting.prism.test.ts renders every code block of the
 * site with both and requires the same markup, so a change in the package
 * that this copy misses fails there.
 */
import clsx from 'clsx';
import { type CSSProperties, type ReactElement, useMemo } from 'react';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import type { Token as PrismToken, TokenStream } from 'prismjs';
import Prism from './site-prism';

export { Prism };

/** Only the theme the site configures is ever passed (docusaurus.config.ts `prism.theme`). */
export const themes: Record<string, PrismTheme> = {};

type StyleDictionary = Record<string, CSSProperties | undefined>;

/** The theme's style of each token type, for `language`; `root` and `plain` from its plain style. */
function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const { languages, types, style } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dictionary[type] = { ...dictionary[type], ...style } as CSSProperties;
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return dictionary;
}

/** `types` with `added` at the end, unless it already ends with it. */
function withType(types: readonly string[], added: string | string[]): string[] {
  return types[types.length - 1] === added ? [...types] : types.concat(added);
}

/** A line with no text still holds one empty token, so that it keeps its height. */
function markIfEmpty(line: Token[]): void {
  if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/** Prism's token tree as lines of flat tokens, each with the types of every token around it. */
export function normalizeTokens(stream: TokenStream): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (tokens: readonly (string | PrismToken)[], outer: string[], depth: number) => {
    for (const token of tokens) {
      let types: string[];
      let content: TokenStream;
      if (typeof token === 'string') {
        types = depth > 0 ? outer : ['plain'];
        content = token;
      } else {
        types = withType(outer, token.type);
        if (token.alias) types = withType(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types, depth + 1);
        continue;
      }
      const [first, ...rest] = content.split(/\r\n|\r|\n/);
      lines[lines.length - 1]!.push({ types, content: first! });
      for (const text of rest) {
        markIfEmpty(lines[lines.length - 1]!);
        lines.push([{ types, content: text }]);
      }
    }
  };
  visit(typeof stream === 'string' ? [stream] : Array.isArray(stream) ? stream : [stream], [], 0);
  markIfEmpty(lines[lines.length - 1]!);
  return lines;
}

/** The lines of `code`, tokenized once per code and grammar. */
export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  readonly prism: PrismLib;
  readonly code: string;
  readonly grammar?: PrismLib['languages'][string];
  readonly language: string;
}): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const environment = { code, grammar, language, tokens: [] as TokenStream };
    prism.hooks.run('before-tokenize', environment);
    environment.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', environment);
    return normalizeTokens(environment.tokens);
  }, [prism, code, grammar, language]);
}

/** A token's style from the dictionary; empty tokens are inline blocks so that the line keeps its height. */
function tokenStyle(
  dictionary: StyleDictionary,
  { types, empty }: Token,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? { display: 'inline-block' } : undefined;
  }
  if (types.length === 1 && empty != null) return dictionary[types[0]!];
  return Object.assign(
    empty != null ? { display: 'inline-block' } : {},
    ...types.map((type) => dictionary[type]),
  ) as CSSProperties;
}

function lineProps(dictionary: StyleDictionary) {
  return ({ className, style, ...input }: LineInputProps): LineOutputProps => {
    // The line's tokens are the renderer's, not the element's.
    const { line, ...rest } = input;
    void line;
    return {
      ...rest,
      className: clsx('token-line', className),
      style: style ? { ...dictionary.plain, ...style } : dictionary.plain,
    };
  };
}

function tokenProps(dictionary: StyleDictionary) {
  return ({ token, className, style, ...rest }: TokenInputProps): TokenOutputProps => {
    const own = tokenStyle(dictionary, token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style != null ? { ...own, ...style } : own,
    };
  };
}

/** Highlights `code` in `language` with `theme`; the render function gets the lines and their props. */
export function Highlight({
  children,
  language: languageName,
  code,
  theme,
  prism = Prism,
}: HighlightProps): ReactElement {
  const language = languageName.toLowerCase();
  const dictionary = useMemo(
    () => styleDictionary(theme ?? { plain: {}, styles: [] }, language),
    [theme, language],
  );
  const getLineProps = useMemo(() => lineProps(dictionary), [dictionary]);
  const getTokenProps = useMemo(() => tokenProps(dictionary), [dictionary]);
  const tokens = useTokenize({ prism, code, grammar: prism.languages[language], language });
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
