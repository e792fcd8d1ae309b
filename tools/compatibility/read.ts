/**
 * Reads the compatibility facts of one published react-native-filament
 * package from the text of its files. Pure functions over file contents, so
 * the unit test runs them on real snippets and on the installed package;
 * `cli.ts` does the downloading. Every value keeps the `file:line` it was
 * read from, and a value that is not there stops with one message naming the
 * version and the file: a table row with a hole would look like a fact.
 */
import {
  COMPATIBILITY_FIELDS,
  type CompatibilityField,
  type CompatibilityRow,
  type SourcedValue,
} from '../../shared/compatibility';

/** A missing file or value, with the version and file it concerns. */
export class CompatibilityError extends Error {
  override name = 'CompatibilityError';
}

/** The files of one package that the facts come from, by path inside the package. */
export type PackageFiles = Readonly<Record<string, string | undefined>>;

export const PACKAGE_JSON = 'package.json';
export const PODSPEC = 'react-native-filament.podspec';
export const BUILD_GRADLE = 'android/build.gradle';
export const GRADLE_PROPERTIES = 'android/gradle.properties';
export const CMAKE_LISTS = 'android/CMakeLists.txt';
export const MATERIAL_ENUMS = 'ios/libs/filament/include/filament/MaterialEnums.h';
/** Every file `readRow` looks at; `cli.ts` extracts these (and `src/`) from the tarball. */
export const READ_FILES = [
  PACKAGE_JSON,
  PODSPEC,
  BUILD_GRADLE,
  GRADLE_PROPERTIES,
  CMAKE_LISTS,
  MATERIAL_ENUMS,
] as const;

/** 1-based number of the first line matching `pattern`, or undefined. */
export function lineOf(text: string, pattern: RegExp): number | undefined {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The line of a key inside a named block of package.json ("peerDependencies"),
 * so `react` is found in the block it was read from, not in "keywords".
 */
export function jsonKeyLine(text: string, block: string, key: string): number | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*"${escape(block)}"\\s*:`).test(line));
  if (start < 0) return undefined;
  for (let i = start + 1; i < lines.length && !/^\s*}/.test(lines[i]); i += 1) {
    if (new RegExp(`^\\s*"${escape(key)}"\\s*:`).test(lines[i])) return i + 1;
  }
  return undefined;
}

interface Manifest {
  readonly version?: string;
  readonly dependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly codegenConfig?: { readonly ios?: { readonly componentProvider?: unknown } };
}

/** A dependency range from one block of package.json, with its line; undefined when absent. */
export function dependency(
  text: string,
  block: 'peerDependencies' | 'devDependencies' | 'dependencies',
  name: string,
): SourcedValue | undefined {
  const value = (JSON.parse(text) as Manifest)[block]?.[name];
  const line = jsonKeyLine(text, block, name);
  if (value === undefined || line === undefined) return undefined;
  return { value, source: [`${PACKAGE_JSON}:${line}`] };
}

/** `s.platforms = { :ios => X }` of a podspec: a version literal or the helper it calls. */
export function podspecMinIos(text: string): SourcedValue | undefined {
  const pattern = /^\s*s\.platforms\s*=\s*\{\s*:ios\s*=>\s*["']?([\w.]+)["']?\s*\}/;
  const line = lineOf(text, pattern);
  const deployment = /^\s*s\.ios\.deployment_target\s*=\s*["']([\d.]+)["']/;
  if (line !== undefined) {
    const value = pattern.exec(text.split('\n')[line - 1])![1];
    return { value, source: [`${PODSPEC}:${line}`] };
  }
  const targetLine = lineOf(text, deployment);
  if (targetLine === undefined) return undefined;
  return {
    value: deployment.exec(text.split('\n')[targetLine - 1])![1],
    source: [`${PODSPEC}:${targetLine}`],
  };
}

/** `Name=value` of a Java properties file, with its line. */
export function gradleProperty(text: string, name: string): SourcedValue | undefined {
  const pattern = new RegExp(`^\\s*${escape(name)}\\s*=\\s*(\\S+)\\s*$`);
  const line = lineOf(text, pattern);
  if (line === undefined) return undefined;
  return {
    value: pattern.exec(text.split('\n')[line - 1])![1],
    source: [`${GRADLE_PROPERTIES}:${line}`],
  };
}

/** `MATERIAL_VERSION = N` of Filament's MaterialEnums.h. */
export function materialVersion(text: string): SourcedValue | undefined {
  const pattern = /\bMATERIAL_VERSION\s*=\s*(\d+)\s*;/;
  const line = lineOf(text, pattern);
  if (line === undefined) return undefined;
  return {
    value: pattern.exec(text.split('\n')[line - 1])![1],
    source: [`${MATERIAL_ENUMS}:${line}`],
  };
}

/** Whether each COMPATIBILITY_FIELDS key got a value (the order the table shows them). */
export function assertRowComplete(
  version: string,
  row: Partial<Record<CompatibilityField, SourcedValue>>,
): CompatibilityRow {
  for (const field of COMPATIBILITY_FIELDS) {
    const found = row[field.key];
    if (!found || !found.value || !found.source.length) {
      throw new CompatibilityError(
        `react-native-filament@${version}: could not read ${field.label} from ${field.file}.`,
      );
    }
  }
  return { version, ...(row as Record<CompatibilityField, SourcedValue>) };
}

/** The file's text, or one message naming the version and the file. */
export function need(files: PackageFiles, version: string, file: string): string {
  const text = files[file];
  if (text === undefined) {
    throw new CompatibilityError(
      `react-native-filament@${version}: the published package has no ${file}.`,
    );
  }
  return text;
}
