/**
 * Colour contrast that axe cannot see in full: every code token colour of
 * plugins/code-highlighting's themes (not only those on the pages the e2e
 * tests visit), and its generated code colors stylesheet.
 */
import { describe, expect, it } from 'vitest';
import {
  codeThemeCss,
  darkCodeTheme,
  lightCodeTheme,
  TOKEN_LINK_CSS,
} from '../../plugins/code-highlighting/prism-theme';
import { contrastRatio as contrast } from '../../shared/contrast';
import { customCssVar as cssVar } from './custom-css';

for (const [mode, theme, block] of [
  ['light', lightCodeTheme, ':root'],
  ['dark', darkCodeTheme, "[data-theme='dark']"],
] as const) {
  describe(`code blocks in ${mode} mode`, () => {
    const backgrounds = {
      block: theme.plain.backgroundColor!,
      'highlighted line': cssVar(block, '--docusaurus-highlighted-code-line-bg'),
    };
    const colours = [
      ['plain', theme.plain.color!],
      ...theme.styles.map((s) => [s.types.join(', '), s.style.color!] as const),
    ] as const;

    for (const [bgName, bg] of Object.entries(backgrounds)) {
      it.each(colours)(`%s text reaches 4.5:1 on the ${bgName}`, (_types, colour) => {
        expect(contrast(colour, bg)).toBeGreaterThanOrEqual(4.5);
      });
    }

    it('styles no token with opacity, which would lower its contrast', () => {
      expect(theme.styles.filter((s) => s.style.opacity !== undefined)).toEqual([]);
    });
  });
}

describe('links in code (TOKEN_LINK_CSS)', () => {
  it('keep the token colour, set apart by a dotted underline, in the code colors stylesheet', () => {
    expect(TOKEN_LINK_CSS).toContain('.token>a[href]{color:inherit;text-decoration-style:dotted}');
    expect(TOKEN_LINK_CSS).not.toContain(':is(');
    expect(codeThemeCss()).toContain(TOKEN_LINK_CSS);
  });
});

describe('the code colors stylesheet (codeThemeCss)', () => {
  const generated = codeThemeCss();

  /** The color the stylesheet gives a token type in a mode, as the cascade would. */
  function colorOf(type: string, dark: boolean): string | undefined {
    let found: string | undefined;
    for (const [, selectors, body] of generated.matchAll(/([^{}\n]+)\{([^}]*)\}/g)) {
      // `S.token:is(.a,.b)` stands for `S.token.a` and `S.token.b`.
      const list = selectors!.split(/,(?![^(]*\))/).flatMap((sel) => {
        const is = /^(.*)\.token:is\(([^)]*)\)$/.exec(sel);
        return is ? is[2]!.split(',').map((t) => `${is[1]}.token${t}`) : [sel];
      });
      const matches = list.some((sel) =>
        dark
          ? sel === `.token.${type}` || sel === `[data-theme='dark'] .token.${type}`
          : sel === `.token.${type}`,
      );
      const color = /color:([^;]+)/.exec(body!)?.[1];
      // Dark rules come after the light ones and are more specific: the last match wins.
      if (matches && color) found = color;
    }
    return found;
  }

  it.each([
    ['light', lightCodeTheme, false],
    ['dark', darkCodeTheme, true],
  ] as const)('gives every token type its %s palette color', (_mode, theme, dark) => {
    for (const { types, style } of theme.styles) {
      for (const type of types) expect(colorOf(type, dark), type).toBe(style.color);
    }
  });

  it('falls back to the plain color in dark mode for types only the light palette colors', () => {
    const darkTypes = new Set(darkCodeTheme.styles.flatMap((s) => s.types));
    const lightOnly = lightCodeTheme.styles
      .flatMap((s) => s.types)
      .filter((t) => !darkTypes.has(t));
    expect(lightOnly.length).toBeGreaterThan(0);
    for (const type of lightOnly) expect(colorOf(type, true)).toBe('var(--code-color)');
  });

  it('sets the plain colors of both modes as variables', () => {
    expect(generated).toContain(`--code-color:${lightCodeTheme.plain.color}`);
    expect(generated).toContain(`--code-background:${darkCodeTheme.plain.backgroundColor}`);
  });
});
