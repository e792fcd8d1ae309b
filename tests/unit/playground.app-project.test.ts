/**
 * "Download as an app" (src/components/Playground/app-project.ts): the
 * project's App.tsx type-checks against the installed react-native-filament
 * (the playground's screens as the page runs them, and an edit), and its
 * versions are the compatibility data's for the latest release.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import {
  EXPO_SDK,
  appProjectFiles,
  latestRelease,
  requiredAssets,
} from '../../src/components/Playground/app-project';
import { typecheckSources } from '../../tools/samples/typecheck';
import { packageSpec } from '../../shared/library';

const SITE_DIR = path.resolve(__dirname, '../..');
const EXAMPLES = path.join(SITE_DIR, 'static/playground/examples');
const fileOf = (files: ReturnType<typeof appProjectFiles>, name: string) =>
  files.find((f) => f.path === name)!.text;

describe('the downloaded app', () => {
  it("is made with the latest release's versions (releases/compatibility.json)", () => {
    const release = latestRelease();
    expect(release.version).toBe(packageSpec(SITE_DIR, 'react-native-filament'));
    const files = appProjectFiles('SkyboxExample', 'export default function App() {}', []);
    const pkg = JSON.parse(fileOf(files, 'package.json')) as {
      main: string;
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies).toMatchObject({
      'react-native-filament': release.version,
      react: release.reactDev.value,
      'react-native': release.reactNativeDev.value,
      'react-native-worklets-core': release.workletsCoreDev.value,
      expo: EXPO_SDK.expo,
    });
    // The Expo SDK pins the library's React and React Native minor.
    expect(EXPO_SDK.pins.react).toBe(release.reactDev.value);
    const minor = (v: string) => `${semver.major(v)}.${semver.minor(v)}`;
    expect(minor(EXPO_SDK.pins.reactNative)).toBe(minor(release.reactNativeDev.value));
    // Expo's AppEntry registers ../../App: no index file to keep in step.
    expect(pkg.main).toBe('node_modules/expo/AppEntry.js');
  });

  it("lists one worklets Babel plugin, and .glb in Metro's asset list", () => {
    const plain = appProjectFiles('A', "import { Model } from 'react-native-filament';", []);
    expect(fileOf(plain, 'babel.config.js')).toContain(
      "plugins: ['react-native-worklets-core/plugin']",
    );
    expect(fileOf(plain, 'metro.config.js')).toContain("assetExts.push('glb', 'gltf', 'ktx')");
    const reanimated = appProjectFiles('B', "import Animated from 'react-native-reanimated';", []);
    expect(fileOf(reanimated, 'babel.config.js')).toContain(
      "plugins: ['react-native-worklets/plugin']",
    );
    expect(JSON.parse(fileOf(reanimated, 'package.json')).dependencies).toHaveProperty(
      'react-native-worklets',
    );
  });

  it('finds the models the code requires, once each', () => {
    expect(
      requiredAssets(
        "const a = require('./assets/helmet.glb'); const b = require(\"./assets/sky.ktx\"); require('./assets/helmet.glb'); require('../x.glb')",
      ),
    ).toEqual(['helmet.glb', 'sky.ktx']);
  });

  it("type-checks App.tsx against the library's types, for the screens the playground runs (those whose imports the site installs)", () => {
    const screens = (
      JSON.parse(fs.readFileSync(path.join(EXAMPLES, 'index.json'), 'utf8')) as {
        name: string;
        file: string;
        noRun?: string;
      }[]
    ).filter((s) => !s.noRun);
    expect(screens.length).toBeGreaterThan(5);
    // Screens whose every import is installed here (react-native-safe-area-context is not):
    // the check is of the library's types, not of packages the site does not install.
    const installed = (code: string) =>
      [...code.matchAll(/from '([^'.][^']*)'/g)].every(([, name]) => {
        try {
          require.resolve(`${name}/package.json`, { paths: [SITE_DIR] });
          return true;
        } catch {
          return false;
        }
      });
    const codes = screens
      .map((screen) => ({
        screen,
        code: fs.readFileSync(path.join(EXAMPLES, screen.file), 'utf8'),
      }))
      .filter(({ code }) => installed(code));
    expect(codes.length).toBeGreaterThanOrEqual(5);
    const sources = codes.map(({ screen, code }) => {
      const app = fileOf(appProjectFiles(screen.name, code, []), 'App.tsx');
      return { label: screen.file, code: app, extension: 'tsx' as const, firstLine: 0 };
    });
    const problems = typecheckSources(SITE_DIR, sources);
    expect(problems.map((p) => `${p.label}:${p.line}: ${p.message}`)).toEqual([]);
    // A broken edit is caught: the check can fail.
    const broken = typecheckSources(SITE_DIR, [
      { ...sources[0]!, code: `${sources[0]!.code}\nconst n: number = 'text';\n` },
    ]);
    expect(broken.length).toBeGreaterThan(0);
  }, 120_000);
});
