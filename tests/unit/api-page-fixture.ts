/**
 * The API reference's CSS (src/css/custom.css: tables that fit, the stacked
 * narrow layout, prop headings and their meta line) and a page that uses it,
 * for the tests of the build's CSS post-processing
 * (css-purge.api-reference.test.ts, critical-css.api-reference.test.ts). The
 * component and hook pages written to the page contract (issue 21:
 * `### \`cameraPosition\`` followed by `<div className="api-prop-meta">`) are a
 * fixture here, so the rules are checked before any built page uses them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CUSTOM_CSS } from './custom-css';
import { testDir } from './temp-dir';

export const BASE = '/site/';

/** An API page as Docusaurus renders it (minified), with a prop heading and an API table. */
export const PAGE =
  `<!doctype html><html lang=en class="docs-wrapper plugin-docs plugin-id-api docs-doc-page">` +
  `<head><meta charset=UTF-8><title>Camera</title><link rel=stylesheet href=${BASE}assets/css/styles.css></head>` +
  `<body><main><article><div class="theme-doc-markdown markdown"><header><h1><code>&lt;Camera&gt;</code></h1></header>` +
  `<h2 class=anchor id=props>Props</h2>` +
  `<h3 class=anchor id=cameraposition><code>cameraPosition</code><a href=#cameraposition class=hash-link>#</a></h3>` +
  `<div class=api-prop-meta>Type: <code>Float3</code> · Since 1.5.0</div><p>Where the camera sits.</p>` +
  `<div class=box_x><table><thead><tr><th>Property<th>Type<th>Description<tbody>` +
  `<tr><td><code>near?</code><td data-label=Type><code>number</code><td data-label=Description>Near plane.</table></div>` +
  `</div></article></main></body></html>`;

/** Rules of the API section, by a fragment of each that the output must keep. */
export const API_RULES = [
  'container: api-content / inline-size',
  "td:not(:first-child, [data-label='Type'])",
  '@container api-content (max-width: 40rem)',
  'content: attr(data-label)',
  'h3:has(> code:first-child)',
  '.api-prop-meta',
] as const;

/** A build folder holding the page and the site's stylesheet (here, custom.css alone). */
export function fakeBuild(): string {
  const dir = testDir('api-css-');
  fs.mkdirSync(path.join(dir, 'assets/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'assets/css/styles.css'), CUSTOM_CSS);
  fs.writeFileSync(path.join(dir, 'camera.html'), PAGE);
  return dir;
}

export const squeeze = (css: string) => css.replace(/\s+/g, ' ').replace(/\s*([{}:;,>])\s*/g, '$1');
