/**
 * Colour contrast that axe cannot see in full: the contrast helper itself and
 * the theme's link colour (every code token colour:
 * code-highlighting.contrast.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio as contrast } from '../../shared/contrast';
import { customCssVar as cssVar } from './custom-css';

describe('contrast helper', () => {
  it('matches known WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('theme colours', () => {
  it.each([
    [':root', '#ffffff'],
    ["[data-theme='dark']", '#1b1b1d'],
  ] as const)('the primary (link) colour in %s reaches 4.5:1 on the page', (block, page) => {
    expect(contrast(cssVar(block, '--ifm-color-primary'), page)).toBeGreaterThanOrEqual(4.5);
  });
});
