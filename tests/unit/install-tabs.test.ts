import { describe, expect, it } from 'vitest';
import { NPM2YARN_OPTIONS, npmToBun } from '../../plugins/install-tabs/npm2yarn';

describe('npmToBun', () => {
  it.each([
    [
      'npm install react-native-filament react-native-worklets-core',
      'bun add react-native-filament react-native-worklets-core',
    ],
    ['npm i react-native-filament', 'bun add react-native-filament'],
    ['npm install', 'bun install'],
    ['npm install --save-dev typescript', 'bun add --dev typescript'],
    ['npm install -D -E typescript', 'bun add --dev --exact typescript'],
    ['npm install --save react', 'bun add react'],
    ['npm uninstall react-native-filament', 'bun remove react-native-filament'],
    ['npm start -- --reset-cache', 'bun run start --reset-cache'],
    ['npm run ios', 'bun run ios'],
    ['npx expo prebuild', 'bunx expo prebuild'],
  ])('%s → %s', (npm, bun) => {
    expect(npmToBun(npm)).toBe(bun);
  });

  it('converts every line and leaves other commands and comments alone', () => {
    expect(
      npmToBun('# the library\nnpm install react-native-filament\ncd ios && pod install'),
    ).toBe('# the library\nbun add react-native-filament\ncd ios && pod install');
  });

  it('is the Bun converter of the synced plugin options', () => {
    expect(NPM2YARN_OPTIONS.sync).toBe(true);
    const bun = NPM2YARN_OPTIONS.converters.find((c) => Array.isArray(c) && c[0] === 'Bun');
    expect(bun).toEqual(['Bun', npmToBun]);
    expect(NPM2YARN_OPTIONS.converters).toContain('yarn');
    expect(NPM2YARN_OPTIONS.converters).toContain('pnpm');
  });
});
