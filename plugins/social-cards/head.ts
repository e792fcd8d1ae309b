/**
 * The tags that point at a page's card, written into the page's static HTML
 * after the build. They carry `data-social-card` so that the client module
 * (client.ts) can take them out once the reader navigates to another page.
 */
import { PluginError } from '../../shared/plugin-error';
import type { CardInput } from './inputs';
import { CARD_SIZE } from './layout';
import { PLUGIN_NAME } from './options';

export const CARD_TAG_ATTRIBUTE = 'data-social-card';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Alternative text of a card: what it shows, in words. */
export function cardAlt(input: CardInput, siteTitle: string): string {
  const subject = input.version ? `version ${input.version}` : input.title;
  const poster = input.poster ? ', beside a still of its live 3D preview' : '';
  return `${siteTitle}, ${input.section}: ${subject}${poster}`;
}

export function cardTags(imageUrl: string, alt: string): string {
  const meta = (key: 'property' | 'name', name: string, content: string | number) =>
    `<meta ${CARD_TAG_ATTRIBUTE} ${key}="${name}" content="${escapeAttribute(String(content))}">`;
  return [
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', CARD_SIZE.width),
    meta('property', 'og:image:height', CARD_SIZE.height),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', alt),
  ].join('');
}

/** The page's HTML with `tags` added at the end of its head. */
export function addToHead(html: string, tags: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new PluginError(PLUGIN_NAME, 'a built page has no </head> for the card tags.');
  return `${html.slice(0, end)}${tags}${html.slice(end)}`;
}

/** True if the page already names an image for social previews (front matter `image`, themeConfig.image). */
export function hasSocialImage(html: string): boolean {
  const head = html.slice(0, html.indexOf('</head>'));
  return /<meta[^>]*\b(?:property=["']?og:image["'\s>/]|name=["']?twitter:image["'\s>/])/.test(
    head,
  );
}
