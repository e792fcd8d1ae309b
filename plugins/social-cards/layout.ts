/**
 * The card's layout: a tree of elements with inline styles that satori turns
 * into SVG. Pure; the pictures it shows come in as data URLs.
 */
import { THEME_COLORS } from '../../shared/site';
import type { CardInput } from './inputs';

/** Open Graph's recommended size: what Facebook, LinkedIn, Slack and X's large card crop least. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The site's light theme (src/css/custom.css and Infima's defaults). Each text
 * color is ≥ 4.5:1 on the background it sits on (tests/unit/social-cards.test.ts).
 */
export const CARD_COLORS = {
  background: THEME_COLORS.background,
  /** --ifm-color-primary (light). */
  primary: THEME_COLORS.primary,
  /** Infima's --ifm-font-color-base. */
  text: '#1c1e21',
  /** Infima's --ifm-color-emphasis-800. */
  muted: '#444950',
  /** Text on the primary color (the section label). */
  onPrimary: '#ffffff',
  /** Code background: --docusaurus-highlighted-code-line-bg of custom.css. */
  code: '#e4e8ed',
  /** The logo's gradient, for the band along the top. */
  bandFrom: '#ffb347',
  bandTo: '#e4572e',
} as const;

export const FONT_SANS = 'Inter';
export const FONT_MONO = 'JetBrains Mono';

export interface CardAssets {
  /** data: URL of the logo (SVG). */
  readonly logo: string;
  /** data: URL of the poster (PNG), for cards whose input has one. */
  readonly poster?: string;
}

/** A satori element: what React.createElement would make, without React. */
export interface CardElement {
  readonly type: string;
  readonly props: {
    readonly style?: Record<string, string | number>;
    readonly children?: CardNode | readonly CardNode[];
    readonly [attribute: string]: unknown;
  };
}
export type CardNode = CardElement | string | null | undefined | false;

function h(
  type: string,
  props: CardElement['props'] & { style?: Record<string, string | number> },
  ...children: CardNode[]
): CardElement {
  return { type, props: children.length ? { ...props, children } : props };
}

const PADDING = 64;
/** Three lines of the code font at this size hold about this much; longer is cut (and costs layout time). */
const SIGNATURE_CHARS = 150;

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
/** The poster's box on the card (16:9, like the posters). */
export const POSTER_SIZE = { width: 480, height: 270 } as const;

/**
 * The largest title size (px) at which `text` fits in `maxLines` lines of
 * `width` px. Inter Bold averages about 0.56 em per character in titles.
 */
export function titleSize(text: string, width: number, maxLines: number): number {
  const sizes = [88, 76, 66, 58, 50];
  for (const size of sizes) {
    const perLine = Math.floor(width / (size * 0.56));
    if (wrappedLines(text, perLine) <= maxLines) return size;
  }
  return sizes[sizes.length - 1]!;
}

/** Lines that word-wrapping `text` at `perLine` characters takes. */
export function wrappedLines(text: string, perLine: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= perLine) used = needed;
    else {
      lines += Math.max(1, Math.ceil(word.length / perLine));
      used = word.length % perLine || perLine;
    }
  }
  return lines;
}

/** Logo, site name and the section label, along the top. */
function cardHeader(input: CardInput, assets: CardAssets): CardElement {
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', width: '100%' } },
    h('img', { src: assets.logo, width: 72, height: 72, style: { marginRight: 20 } }),
    h(
      'div',
      { style: { fontSize: 36, fontWeight: 700, color: CARD_COLORS.text, flexGrow: 1 } },
      'React Native Filament',
    ),
    h(
      'div',
      {
        style: {
          fontSize: 30,
          fontWeight: 700,
          color: CARD_COLORS.onPrimary,
          backgroundColor: CARD_COLORS.primary,
          borderRadius: 999,
          padding: '8px 26px',
        },
      },
      input.section,
    ),
  );
}

/** The version of a release post, big; else the title, sized to fit its lines. */
function cardTitle(input: CardInput, textWidth: number, hasDetail: boolean): CardElement {
  if (input.version) {
    return h(
      'div',
      {
        style: {
          fontSize: 140,
          fontWeight: 800,
          color: CARD_COLORS.primary,
          lineHeight: 1,
          letterSpacing: -4,
        },
      },
      `v${input.version}`,
    );
  }
  return h(
    'div',
    {
      style: {
        fontSize: titleSize(input.title, textWidth, hasDetail ? 2 : 3),
        fontWeight: 800,
        color: CARD_COLORS.text,
        lineHeight: 1.1,
        letterSpacing: -1.5,
        lineClamp: hasDetail ? 2 : 3,
      },
    },
    input.title,
  );
}

/** Under the title: an API page's signature in a code box, else the description. */
function cardDetail(input: CardInput): CardNode {
  if (input.api) {
    return (
      input.api.signature &&
      h(
        'div',
        {
          style: {
            marginTop: 28,
            fontFamily: FONT_MONO,
            fontSize: 32,
            lineHeight: 1.35,
            color: CARD_COLORS.text,
            backgroundColor: CARD_COLORS.code,
            borderRadius: 14,
            padding: '18px 26px',
            lineClamp: 3,
          },
        },
        clip(input.api.signature, SIGNATURE_CHARS),
      )
    );
  }
  return (
    input.description &&
    h(
      'div',
      {
        style: {
          marginTop: 24,
          fontSize: 34,
          fontWeight: 400,
          lineHeight: 1.35,
          color: CARD_COLORS.muted,
          lineClamp: input.version ? 2 : 3,
        },
      },
      input.description,
    )
  );
}

/** Title and detail, with the poster beside them when the page has one. */
function cardBody(input: CardInput, poster: string | undefined): CardElement {
  const textWidth = CARD_SIZE.width - 2 * PADDING - (poster ? POSTER_SIZE.width + 48 : 0);
  const hasDetail = Boolean(input.api || input.description || input.version);
  return h(
    'div',
    { style: { display: 'flex', flexGrow: 1, alignItems: 'center', width: '100%' } },
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          width: textWidth,
        },
      },
      cardTitle(input, textWidth, hasDetail),
      cardDetail(input),
    ),
    poster &&
      h('img', {
        src: poster,
        width: POSTER_SIZE.width,
        height: POSTER_SIZE.height,
        style: {
          marginLeft: 48,
          borderRadius: 20,
          border: `2px solid ${CARD_COLORS.code}`,
        },
      }),
  );
}

export function cardLayout(input: CardInput, assets: CardAssets): CardElement {
  const poster = (input.poster && assets.poster) || undefined;
  const footer = h(
    'div',
    { style: { display: 'flex', marginTop: 16, fontSize: 28, color: CARD_COLORS.muted } },
    input.site,
  );
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        backgroundColor: CARD_COLORS.background,
        fontFamily: FONT_SANS,
      },
    },
    h('div', {
      style: {
        height: 14,
        width: '100%',
        backgroundImage: `linear-gradient(90deg, ${CARD_COLORS.bandFrom}, ${CARD_COLORS.bandTo})`,
      },
    }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          padding: `${PADDING - 14}px ${PADDING}px ${PADDING - 16}px`,
        },
      },
      cardHeader(input, assets),
      cardBody(input, poster),
      footer,
    ),
  );
}
