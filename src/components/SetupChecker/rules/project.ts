/**
 * Turns the reader's files into one picture of the project: the versions it
 * installs, its Babel plugins, Metro's asset list, the Expo config, the
 * Podfile's switches and the Gradle values. A file that cannot be read or
 * parsed becomes one message (`problems`) and is left out; the others still count.
 */
import { readAppConfig, readBabel, readMetro, type BabelConfig, type MetroAssets } from './configs';
import { parseConfig } from './js-config';
import {
  nativeFileProblem,
  readGradleProperties,
  readGradleValues,
  readPodfile,
  readPodfileLock,
  type GradleValue,
  type Podfile,
} from './native-files';
import type { FileKind, FileProblem, SetupFile } from './types';
import { versionOf, type Version } from './versions';

/** The packages whose versions the rules read. */
export const PACKAGES = [
  'react-native-filament',
  'react-native',
  'react',
  'react-native-worklets-core',
  'react-native-reanimated',
  'react-native-worklets',
  'expo',
  'expo-dev-client',
  'babel-preset-expo',
] as const;
export type PackageName = (typeof PACKAGES)[number];

export interface PackageJson {
  readonly versions: Partial<Record<PackageName, Version>>;
  readonly scripts: Readonly<Record<string, string>>;
}

export interface Project {
  package?: PackageJson;
  babel?: BabelConfig & { readonly file: string };
  metro?: MetroAssets & { readonly file: string };
  expo?: { readonly config: Record<string, unknown>; readonly file: string };
  podfile?: Podfile;
  podLock?: Partial<Record<PackageName, string>>;
  /** Expo's ios/Podfile.properties.json: the `newArchEnabled` its Podfile turns into RCT_NEW_ARCH_ENABLED. */
  podProperties?: { readonly newArchEnabled?: { readonly value: string; readonly line: number } };
  gradleProperties?: ReadonlyMap<string, GradleValue>;
  rootGradle?: ReadonlyMap<string, GradleValue>;
  appGradle?: ReadonlyMap<string, GradleValue>;
}

const base = (name: string) => name.split(/[\\/]/).pop() ?? name;

/** What a chosen file is, by its name and, for build.gradle, by what it holds. */
export function kindOf(file: SetupFile): FileKind | undefined {
  if (file.kind) return file.kind;
  const name = base(file.name);
  if (name === 'package.json') return 'package.json';
  if (/^(babel\.config\.(c|m)?js|babel\.config\.json|\.babelrc(\.json)?)$/.test(name))
    return 'babel.config';
  if (/^metro\.config\.(c|m)?(j|t)s$/.test(name)) return 'metro.config';
  if (name === 'app.json') return 'app.json';
  if (/^app\.config\.(c|m)?(j|t)s$/.test(name)) return 'app.config';
  if (name === 'Podfile') return 'Podfile';
  if (name === 'Podfile.lock') return 'Podfile.lock';
  if (name === 'Podfile.properties.json') return 'Podfile.properties.json';
  if (name === 'gradle.properties') return 'gradle.properties';
  if (name === 'build.gradle') {
    return /com\.android\.application|applicationId/.test(file.text) ||
      /[\\/]app[\\/]build\.gradle$/.test(file.name)
      ? 'android/app/build.gradle'
      : 'android/build.gradle';
  }
  return undefined;
}

function readPackageJson(text: string): PackageJson {
  const json = JSON.parse(text) as Record<string, unknown>;
  const lines = text.split('\n');
  const blocks = ['dependencies', 'devDependencies', 'peerDependencies'] as const;
  const versions: Partial<Record<PackageName, Version>> = {};
  for (const name of PACKAGES) {
    for (const block of blocks) {
      const deps = json[block] as Record<string, unknown> | undefined;
      const range = deps?.[name];
      if (typeof range !== 'string' || versions[name]) continue;
      const line = lines.findIndex((l) => l.includes(`"${name}"`)) + 1;
      versions[name] = versionOf(range, `package.json:${line}`);
    }
  }
  const scripts = (json.scripts ?? {}) as Record<string, string>;
  return { versions, scripts };
}

const jsonMessage = (name: string, error: unknown) =>
  `${name} is not valid JSON (${error instanceof Error ? error.message : String(error)}), so it was left out; the rest of the report does not use it.`;

/** Reads one JavaScript config file, or says why it cannot. */
function readJs<T>(
  file: SetupFile,
  read: (program: import('@babel/types').Program) => T,
): T | string {
  const parsed = parseConfig(file.text, /\.(c|m)?ts$/.test(file.name));
  if (!parsed.ok) {
    return `${base(file.name)} could not be parsed (${parsed.message}), so it was left out; the checker reads config files without running them, and the rest of the report does not use this one.`;
  }
  return read(parsed.program);
}

type Reader = (project: Project, file: SetupFile) => string | undefined;

const READERS: Record<FileKind, Reader> = {
  'package.json': (project, file) => {
    try {
      project.package = readPackageJson(file.text);
    } catch (error) {
      return jsonMessage(base(file.name), error);
    }
    return undefined;
  },
  'babel.config': (project, file) => {
    if (/\.json$|\.babelrc$/.test(file.name)) {
      try {
        const json = JSON.parse(file.text) as { plugins?: unknown[]; presets?: unknown[] };
        const entry = (p: unknown) =>
          Array.isArray(p)
            ? { name: String(p[0]), options: p[1] as Record<string, unknown> }
            : { name: String(p) };
        project.babel = {
          file: base(file.name),
          presets: (json.presets ?? []).map((p) => entry(p).name),
          presetOptions: Object.fromEntries(
            (json.presets ?? [])
              .map(entry)
              .flatMap((p) => (p.options ? [[p.name, p.options]] : [])),
          ),
          plugins: (json.plugins ?? []).map(entry),
        };
      } catch (error) {
        return jsonMessage(base(file.name), error);
      }
      return undefined;
    }
    const babel = readJs(file, readBabel);
    if (typeof babel === 'string') return babel;
    project.babel = { ...babel, file: base(file.name) };
    return undefined;
  },
  'metro.config': (project, file) => {
    const metro = readJs(file, readMetro);
    if (typeof metro === 'string') return metro;
    project.metro = { ...metro, file: base(file.name) };
    return undefined;
  },
  'app.json': (project, file) => {
    try {
      const json = JSON.parse(file.text) as Record<string, unknown>;
      const expo = (json.expo ?? json) as Record<string, unknown>;
      project.expo = { config: expo, file: 'app.json' };
    } catch (error) {
      return jsonMessage('app.json', error);
    }
    return undefined;
  },
  'app.config': (project, file) => {
    const config = readJs(file, readAppConfig);
    if (typeof config === 'string') return config;
    if (!config) {
      return `${base(file.name)} does not export an object the checker can read without running it (it reads \`export default {…}\`, \`module.exports = {…}\` or a function returning one), so it was left out.`;
    }
    project.expo = { config, file: base(file.name) };
    return undefined;
  },
  Podfile: (project, file) => {
    const problem = nativeFileProblem('Podfile', base(file.name), file.text);
    if (problem) return problem;
    project.podfile = readPodfile(file.text);
    return undefined;
  },
  'Podfile.lock': (project, file) => {
    const problem = nativeFileProblem('Podfile.lock', base(file.name), file.text);
    if (problem) return problem;
    project.podLock = readPodfileLock(file.text);
    return undefined;
  },
  'Podfile.properties.json': (project, file) => {
    try {
      const json = JSON.parse(file.text) as Record<string, unknown>;
      const value = json.newArchEnabled;
      const line = file.text.split('\n').findIndex((l) => l.includes('"newArchEnabled"')) + 1;
      project.podProperties = {
        newArchEnabled: value === undefined ? undefined : { value: String(value), line },
      };
    } catch (error) {
      return jsonMessage('Podfile.properties.json', error);
    }
    return undefined;
  },
  'gradle.properties': (project, file) => {
    const problem = nativeFileProblem('gradle.properties', base(file.name), file.text);
    if (problem) return problem;
    project.gradleProperties = readGradleProperties(file.text);
    return undefined;
  },
  'android/build.gradle': (project, file) => {
    const problem = nativeFileProblem('android/build.gradle', base(file.name), file.text);
    if (problem) return problem;
    project.rootGradle = readGradleValues(file.text);
    return undefined;
  },
  'android/app/build.gradle': (project, file) => {
    const problem = nativeFileProblem('android/app/build.gradle', base(file.name), file.text);
    if (problem) return problem;
    project.appGradle = readGradleValues(file.text);
    return undefined;
  },
};

/** Reads every file; the ones it cannot use each give one problem. */
export function readProject(files: readonly SetupFile[]): {
  project: Project;
  read: { name: string; kind: FileKind }[];
  problems: FileProblem[];
} {
  const project: Project = {};
  const read: { name: string; kind: FileKind }[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const kind = kindOf(file);
    if (!kind) {
      problems.push({
        name: base(file.name),
        message: `${base(file.name)} is not one of the files this page reads (package.json, babel.config.js, metro.config.js, app.json or app.config.*, ios/Podfile, ios/Podfile.lock, ios/Podfile.properties.json, android/gradle.properties, android/build.gradle, android/app/build.gradle), so it was left out.`,
      });
      continue;
    }
    // A picture or archive chosen by mistake: text files hold no NUL character.
    if (file.text.includes('\u0000')) {
      problems.push({
        name: base(file.name),
        message: `${base(file.name)} is not a text file, so it was left out.`,
      });
      continue;
    }
    if (!file.text.trim()) {
      problems.push({
        name: base(file.name),
        message: `${base(file.name)} is empty, so it was left out.`,
      });
      continue;
    }
    const problem = READERS[kind](project, file);
    if (problem) problems.push({ name: base(file.name), message: problem });
    // Two files are called build.gradle: the report names them by their place.
    else read.push({ name: kind.endsWith('build.gradle') ? kind : base(file.name), kind });
  }
  return { project, read, problems };
}
