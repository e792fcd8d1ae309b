/**
 * Install commands as npm / Yarn / pnpm / Bun tabs (README.md). Not a
 * Docusaurus plugin: a plugin cannot add remark plugins to the docs plugin,
 * so the feature is its remark plugin, which plugins/features.ts gives the
 * guides' docs instance.
 */
import remarkNpm2Yarn from '@docusaurus/remark-plugin-npm2yarn';
import { NPM2YARN_OPTIONS } from './npm2yarn';

/** A ```bash npm2yarn block becomes tabs, one choice for all pages. */
export const remarkPlugins: [typeof remarkNpm2Yarn, typeof NPM2YARN_OPTIONS][] = [
  [remarkNpm2Yarn, NPM2YARN_OPTIONS],
];
