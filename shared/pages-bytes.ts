/**
 * What GitHub Pages sends for a file of the built site: gzip for the text
 * types it compresses (HTML, CSS, JavaScript, JSON, SVG, XML, plain text and
 * Markdown), the file as it is for the rest. So Filament's `.wasm` and the
 * default environment light's `.ktx` would travel whole: the site also ships
 * them as gzip twins (`.gz`, sent as they are: ./gzip-twin.ts), which the web
 * host fetches instead (3.56 MB → 1.92 MB and 2.10 MB → 0.37 MB). The
 * download figures apply this rule to the files the host fetches
 * (plugins/web-host/download.ts).
 */
import fs from 'node:fs';
import { gzippedSize } from './gzipped-size';

/** File names GitHub Pages serves gzip-compressed (by their content type). */
export const PAGES_COMPRESSES = /\.(html|css|m?js|json|svg|xml|txt|md|webmanifest)$/i;

/** Bytes GitHub Pages sends for `file`. */
export function pagesBytes(file: string): number {
  return PAGES_COMPRESSES.test(file) ? gzippedSize(file) : fs.statSync(file).size;
}
