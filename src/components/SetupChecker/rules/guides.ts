/** The guide sections verdicts link to; tests/build/site.links checks that each anchor exists. */
const g = (label: string, href: string) => ({ label, href }) as const;

export const GUIDES = {
  install: g(
    'Getting started: install the packages',
    '/docs/guides/getting-started#install-the-packages',
  ),
  babel: g(
    'Getting started: add a worklets Babel plugin',
    '/docs/guides/getting-started#add-a-worklets-babel-plugin',
  ),
  reanimatedBabel: g('Reanimated: set up Babel', '/docs/guides/reanimated#set-up-babel'),
  metro: g(
    'Getting started: let Metro bundle .glb files',
    '/docs/guides/getting-started#let-metro-bundle-glb-files',
  ),
  needs: g('Getting started: what you need', '/docs/guides/getting-started#what-you-need'),
  declares: g(
    'Compatibility: what each release declares',
    '/docs/guides/compatibility#what-each-release-declares',
  ),
  upgrade: g('Compatibility: upgrade notes', '/docs/guides/compatibility#upgrade-notes'),
  buildErrors: g('Troubleshooting: build errors', '/docs/guides/troubleshooting#build-errors'),
  expo: g('Check your setup: Expo', '/docs/guides/check-your-setup#expo'),
  android: g('Check your setup: Android', '/docs/guides/check-your-setup#android'),
  ios: g('Check your setup: iOS', '/docs/guides/check-your-setup#ios'),
  worklets: g('Check your setup: worklets', '/docs/guides/check-your-setup#worklets'),
  release: g('Check your setup: your release', '/docs/guides/check-your-setup#your-release'),
} as const;

/** The upgrade notes of one step of compatibility.mdx (`### 1.8.0 to 1.9.0` → `#180-to-190`). */
export const upgradeStep = (from: string, to: string) =>
  g(
    `Compatibility: ${from} to ${to}`,
    `/docs/guides/compatibility#${from.replace(/\./g, '')}-to-${to.replace(/\./g, '')}`,
  );
