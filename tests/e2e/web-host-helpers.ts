/**
 * What the web host specs share: the Edit panel where they paste readers' code
 * (web-host.real-code.spec.ts, web-host.examples.spec.ts), and the paths a page requests
 * (web-host.physics, web-host.playground and web-host.real-code specs).
 */
import type { Locator, Page } from '@playwright/test';
import { hydrated } from './fixtures';

/** Opens docs/guides, waits for hydration, opens the getting-started sample's editor. */
export async function openEditor(page: Page): Promise<Locator> {
  await page.goto('docs/guides');
  await hydrated(page);
  const sample = page.locator('[data-web-host-sample="getting-started"]');
  await sample.getByRole('button', { name: 'Edit' }).click();
  return sample;
}

/** The paths the page requests from now on (those containing `within`, when given). */
export function requestedPaths(page: Page, within = ''): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes(within)) paths.push(pathname);
  });
  return paths;
}
