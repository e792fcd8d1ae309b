/**
 * The site's constants, read by the config, plugins, tools and tests alike.
 * Nothing here may import Node or browser APIs: both sides use it.
 */

/** Where GitHub Pages serves the project site. */
export const SITE_URL = 'https://margelo.github.io';
/** Every route sits under this path (SPEC §2); no trailing slash on routes. */
export const BASE_URL = '/react-native-filament/';
/** Suffix of every key the site stores (theme-react-native-filament, …). */
export const STORAGE_NAMESPACE = 'react-native-filament';

/** Route prefixes, relative to BASE_URL. */
export const ROUTES = {
  guides: 'docs/guides',
  api: 'docs/api',
  blog: 'blog',
} as const;

/**
 * The light theme's primary color (`--ifm-color-primary` of src/css/custom.css)
 * and page background: the browser's theme color, the app icons' background
 * (plugins/robots-and-manifest) and the social cards' accents (plugins/social-cards).
 */
export const THEME_COLORS = {
  primary: '#b5381a',
  background: '#ffffff',
} as const;
