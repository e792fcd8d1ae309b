/** Reading the production build (build/) the way a server would answer a route. */
import fs from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../shared/built-pages';

export const BUILD_DIR = path.resolve(__dirname, '../../build');
export const BASE_PATH = '/react-native-filament/';

/** The HTML file GitHub Pages would serve for a route (no trailing slash). */
export function htmlFileFor(route: string): string {
  if (route === '') return path.join(BUILD_DIR, 'index.html');
  const asFile = path.join(BUILD_DIR, `${route}.html`);
  return fs.existsSync(asFile) ? asFile : path.join(BUILD_DIR, route, 'index.html');
}

export function readRoute(route: string): string {
  return fs.readFileSync(htmlFileFor(route), 'utf8');
}

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('No production build in build/. Run `npm run build` first.');
  }
}

/**
 * Every page of the build, relative to it (`docs/guides/light.html`): the
 * list the post-build steps go through (shared/built-pages.ts), so a test
 * checks the pages a step handled.
 */
export function pagesOfBuild(): string[] {
  return builtPages(BUILD_DIR);
}
