/**
 * Install commands and set-up steps as tabs, in the production build: the
 * getting-started page carries an install block in all four package managers
 * (rendered on the server, so readers without JavaScript and search see them),
 * and its Expo / React Native CLI steps as tab groups.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, htmlText, readRoute } from './helpers';

beforeAll(assertBuilt);

/** Visible text of some HTML (tags out, character references decoded). */
const text = htmlText;

/** The tab groups of a page: their tab labels and the text of each panel. */
function tabGroups(html: string): { labels: string[]; panels: string[] }[] {
  return html
    .split(/<div class="?theme-tabs-container/)
    .slice(1)
    .map((group) => {
      const list = /<ul role="?tablist[^>]*>([\s\S]*?)<\/ul>/.exec(group)![1]!;
      const labels = list.split(/<li\b/).slice(1).map((li) => text(li.replace(/^[^>]*>/, '')).trim());
      const panels = group
        .split(/<div role="?tabpanel/)
        .slice(1, labels.length + 1)
        .map((panel) => text(panel));
      return { labels, panels };
    });
}

const INSTALL = {
  npm: 'npm install react-native-filament react-native-worklets-core',
  Yarn: 'yarn add react-native-filament react-native-worklets-core',
  pnpm: 'pnpm add react-native-filament react-native-worklets-core',
  Bun: 'bun add react-native-filament react-native-worklets-core',
} as const;

describe('package-manager tabs', () => {
  it('getting started shows the install command for npm, Yarn, pnpm and Bun, one per tab', () => {
    const groups = tabGroups(readRoute('docs/guides'));
    const install = groups.find((g) => g.labels.join() === 'npm,Yarn,pnpm,Bun');
    expect(install, 'a tab group npm / Yarn / pnpm / Bun').toBeDefined();
    install!.labels.forEach((label, i) => {
      expect(install!.panels[i]).toContain(INSTALL[label as keyof typeof INSTALL]);
    });
  });

  it('the install command appears once, inside the tabs (the plugin replaced the block)', () => {
    const html = readRoute('docs/guides');
    expect(text(html).split(INSTALL.npm).length - 1).toBe(1);
    expect(html).not.toContain('npm2yarn');
  });
});

describe('Expo / React Native CLI tabs', () => {
  it('getting started has set-up steps for both kinds of app', () => {
    const groups = tabGroups(readRoute('docs/guides')).filter(
      (g) => g.labels.join() === 'Expo (development build),React Native CLI',
    );
    // Babel config, building the app, Metro config.
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const expo = groups.map((g) => g.panels[0]).join('\n');
    const cli = groups.map((g) => g.panels[1]).join('\n');
    expect(expo).toContain('npx expo run:ios');
    expect(expo).toContain("require('expo/metro-config')");
    expect(expo).toContain('babel-preset-expo');
    expect(cli).toContain('pod install');
    expect(cli).toContain("require('@react-native/metro-config')");
    expect(cli).toContain('module:@react-native/babel-preset');
  });
});
