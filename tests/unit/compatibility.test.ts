/**
 * releases/compatibility.json (written by tools/compatibility) covers every
 * release the registry listed from 1.5.0 to the installed version, every value
 * has a source, the reader gives the installed package's committed row back,
 * and the parsers read real snippets of the packages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMPATIBILITY_COLUMNS,
  COMPATIBILITY_FIELDS,
  releasePostPath,
  rowsForReleases,
  type CompatibilityData,
} from '../../shared/compatibility';
import { postPath } from '../../shared/releases';
import { FIRST_VERSION, releasesInRange } from '../../tools/compatibility/cli';
import {
  CompatibilityError,
  dependency,
  gradleProperty,
  jsonKeyLine,
  materialVersion,
  podspecMinIos,
  READ_FILES,
} from '../../tools/compatibility/read';
import {
  ANDROID_NEW_ARCH_NOT_BUILT,
  oldArchOnlyNativeBuild,
  readRow,
} from '../../tools/compatibility/row';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = path.join(ROOT, 'node_modules/react-native-filament');
const data = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'releases/compatibility.json'), 'utf8'),
) as CompatibilityData;
const installed = (
  JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
).version;

/** The installed package's files, keyed as the tool keys a tarball's. */
function installedFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of READ_FILES) files[file] = fs.readFileSync(path.join(PACKAGE, file), 'utf8');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(PACKAGE, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        files[file] = fs.readFileSync(path.join(PACKAGE, file), 'utf8');
    }
  };
  walk('src');
  return files;
}

describe('releases/compatibility.json', () => {
  it('has a row for every release the registry listed, from 1.5.0 to the installed version', () => {
    const expected = releasesInRange(data.registry.versions, installed);
    expect(expected[0]).toBe(FIRST_VERSION);
    expect(expected).toContain(installed);
    expect(data.rows.map((row) => row.version)).toEqual(expected);
  });

  it('gives every value of every row a value and `file:line` sources', () => {
    const holes: string[] = [];
    for (const row of data.rows) {
      for (const { key } of COMPATIBILITY_FIELDS) {
        const { value, source } = row[key];
        if (!value || !source.length || !source.every((s) => /^[\w./-]+:\d+$/.test(s))) {
          holes.push(`${row.version} ${key}`);
        }
      }
    }
    expect(holes).toEqual([]);
  });

  it('covers every release of releases/versions.json, and names a missing one', () => {
    const versions = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'releases/versions.json'), 'utf8'),
    ) as string[];
    expect(rowsForReleases(data, versions).map((r) => r.version)).toEqual(versions);
    const lacking = { ...data, rows: data.rows.filter((r) => r.version !== '1.9.0') };
    expect(() => rowsForReleases(lacking, versions)).toThrow(
      /has no row for 1\.9\.0 .*npm run compatibility/,
    );
  });

  it(`reads the installed ${installed} package into exactly its committed row`, () => {
    expect(readRow(installed, installedFiles())).toEqual(
      data.rows.find((r) => r.version === installed),
    );
  });

  it(`cites, for ${installed}, lines that hold the value`, () => {
    const row = data.rows.find((r) => r.version === installed)!;
    for (const field of ['reactNativeDev', 'minAndroid', 'filamentMaterialVersion'] as const) {
      const [file, line] = row[field].source[0].split(':');
      const text = fs.readFileSync(path.join(PACKAGE, file), 'utf8').split('\n')[Number(line) - 1];
      expect(text).toContain(row[field].value);
    }
  });

  it('links each release to the route of its post', () => {
    for (const row of data.rows) expect(releasePostPath(row.version)).toBe(postPath(row.version));
    expect(COMPATIBILITY_COLUMNS[0].heading).toBe('Release');
  });
});

describe('the parsers, on snippets of the published packages', () => {
  // package.json of 1.5.0, lines 90-106.
  const manifest = `{
  "version": "1.5.0",
  "keywords": ["react-native"],
  "devDependencies": {
    "react": "18.2.0",
    "react-native": "0.74.1",
    "react-native-worklets-core": "^2.0.0-beta.4"
  },
  "peerDependencies": {
    "react": "*",
    "react-native": "*",
    "react-native-worklets-core": ">=1.3.2"
  }
}`;

  it('reads a dependency from its own block, with its line', () => {
    expect(dependency(manifest, 'devDependencies', 'react-native')).toEqual({
      value: '0.74.1',
      source: ['package.json:6'],
    });
    expect(dependency(manifest, 'peerDependencies', 'react-native-worklets-core')).toEqual({
      value: '>=1.3.2',
      source: ['package.json:12'],
    });
    expect(dependency(manifest, 'peerDependencies', 'expo')).toBeUndefined();
    expect(jsonKeyLine(manifest, 'peerDependencies', 'react')).toBe(10);
  });

  it("reads the podspec's iOS platform, a helper call or a version", () => {
    expect(podspecMinIos('  s.platforms    = { :ios => min_ios_version_supported }')).toEqual({
      value: 'min_ios_version_supported',
      source: ['react-native-filament.podspec:1'],
    });
    expect(podspecMinIos('\n  s.platforms = { :ios => "13.4" }')?.value).toBe('13.4');
    expect(podspecMinIos('  s.ios.deployment_target = "12.0"')?.value).toBe('12.0');
    expect(podspecMinIos('  s.name = "x"')).toBeUndefined();
  });

  it('reads Gradle properties and the material version', () => {
    const properties =
      'Filament_kotlinVersion=1.7.0\nFilament_minSdkVersion=21\nFilament_ndkversion=25.1.8937393\n';
    expect(gradleProperty(properties, 'Filament_minSdkVersion')).toEqual({
      value: '21',
      source: ['android/gradle.properties:2'],
    });
    expect(gradleProperty(properties, 'Filament_compileSdkVersion')).toBeUndefined();
    expect(
      materialVersion('// update this …\nstatic constexpr size_t MATERIAL_VERSION = 51;')?.value,
    ).toBe('51');
  });

  it('stops with one message naming the version and the file', () => {
    const files = installedFiles();
    const noPodspec = { ...files, 'react-native-filament.podspec': undefined };
    expect(() => readRow('9.9.9', noPodspec)).toThrow(CompatibilityError);
    expect(() => readRow('9.9.9', noPodspec)).toThrow(
      'react-native-filament@9.9.9: the published package has no react-native-filament.podspec.',
    );
    const noMinSdk = {
      ...files,
      'android/gradle.properties': files['android/gradle.properties'].replace(
        /^Filament_minSdkVersion=.*$/m,
        '',
      ),
    };
    expect(() => readRow('9.9.9', noMinSdk)).toThrow(
      'react-native-filament@9.9.9: could not read Filament_minSdkVersion from android/gradle.properties.',
    );
  });

  it('tells an optional Reanimated from an unused one', () => {
    const files = installedFiles();
    const row = readRow(installed, files);
    expect(row.reanimated.value).toBe('optional');
    const withoutReanimated = Object.fromEntries(
      Object.entries(files).filter(([, text]) => !text.includes("'react-native-reanimated'")),
    );
    expect(readRow(installed, withoutReanimated).reanimated.value).toBe('not used');
  });
});

describe('the Android New Architecture without a native library (1.5.0)', () => {
  // android/build.gradle of 1.5.0 (`git show v1.5.0:package/android/build.gradle`, lines 98-110)
  // and of 1.6.1, after commit 869ea8df removed the guard.
  const gradle150 = [
    '    // On the old arch, we need to build the c++ module ourselves',
    '    if (!isNewArchitectureEnabled()) {',
    '      externalNativeBuild {',
    '        cmake {',
  ].join('\n');
  const gradle161 = [
    '    buildConfigField "boolean", "IS_NEW_ARCHITECTURE_ENABLED", isNewArchitectureEnabled().toString()',
    '',
    '    externalNativeBuild {',
    '      cmake {',
  ].join('\n');

  it('is read where CMake runs only with the New Architecture off', () => {
    expect(oldArchOnlyNativeBuild(gradle150)).toBe(2);
    expect(oldArchOnlyNativeBuild(gradle161)).toBeUndefined();
  });

  it('is what the committed 1.5.0 row says, with the line, and no later row', () => {
    const [first, ...later] = data.rows;
    expect(first.version).toBe('1.5.0');
    expect(first.newArchitecture.value).toBe(ANDROID_NEW_ARCH_NOT_BUILT);
    expect(first.newArchitecture.source).toContain('android/build.gradle:99');
    for (const row of later) expect(row.newArchitecture.value, row.version).toBe('old and new');
  });
});
