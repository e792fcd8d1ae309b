/**
 * The native project files, read as text (they are Ruby, Groovy and Java
 * properties; the checker needs a few values from each, not their grammar):
 * the Podfile's `use_frameworks!` and `$RNF…` switches, the versions
 * Podfile.lock pins, and Gradle's properties and `ext` values.
 */
import type { PackageName } from './project';

export interface PodfileGlobal {
  readonly name: string;
  readonly value: string;
  readonly line: number;
}

export interface Podfile {
  /** The line of `use_frameworks!`, and whether it sits inside an `if`/`unless` (used only sometimes). */
  readonly useFrameworks?: { readonly line: number; readonly conditional: boolean };
  /** Every `$RNF…` global the Podfile sets. */
  readonly globals: readonly PodfileGlobal[];
  /**
   * The first line that sets the architecture to a literal: `ENV['RCT_NEW_ARCH_ENABLED'] = '1'`
   * (or `'0'`), or `:new_arch_enabled => false` passed to use_react_native!. A line that computes
   * it (Expo's, from Podfile.properties.json) or sets it only under a condition is not one.
   */
  readonly newArch?: { readonly value: boolean; readonly line: number };
  /**
   * The line of Expo SDK 50 to 52's Podfile that sets the variable to '1' only when
   * Podfile.properties.json says `"newArchEnabled": "true"`, and to '0' otherwise.
   */
  readonly expoArchLine?: number;
}

const ENV_ARCH = /^ENV\[['"]RCT_NEW_ARCH_ENABLED['"]\]\s*(?:\|\|)?=\s*['"]([01])['"]$/;
const EXPO_ARCH =
  /^ENV\[['"]RCT_NEW_ARCH_ENABLED['"]\]\s*=\s*podfile_properties\[['"]newArchEnabled['"]\]\s*==\s*['"]true['"]\s*\?\s*['"]1['"]\s*:\s*['"]0['"]$/;
const PARAM_ARCH = /(?::new_arch_enabled\s*=>|\bnew_arch_enabled:)\s*(true|false)\b/;

/** The architecture a Podfile line sets, when it sets it to a literal. */
function podfileArch(line: string): boolean | undefined {
  const env = ENV_ARCH.exec(line);
  if (env) return env[1] === '1';
  const param = PARAM_ARCH.exec(line);
  return param ? param[1] === 'true' : undefined;
}

const stripComment = (line: string) => line.replace(/(^|\s)#.*$/, '');

export function readPodfile(text: string): Podfile {
  const globals: PodfileGlobal[] = [];
  let useFrameworks: Podfile['useFrameworks'];
  let newArch: Podfile['newArch'];
  let expoArchLine: number | undefined;
  // Open blocks, to know whether use_frameworks! is conditional.
  const blocks: ('if' | 'other')[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = stripComment(raw).trim();
    if (!line) return;
    if (/^(if|unless)\b/.test(line)) blocks.push('if');
    else if (/\bdo(\s*\|[^|]*\|)?$/.test(line) || /^(def|begin|case|while)\b/.test(line))
      blocks.push('other');
    if (/^use_frameworks!/.test(line) && !useFrameworks) {
      useFrameworks = { line: index + 1, conditional: blocks.includes('if') };
    }
    const arch = podfileArch(line);
    if (arch !== undefined && !newArch) newArch = { value: arch, line: index + 1 };
    if (EXPO_ARCH.test(line) && !expoArchLine) expoArchLine = index + 1;
    const global = /^\$(RNF\w*)\s*=\s*(.+)$/.exec(line);
    if (global) globals.push({ name: `$${global[1]}`, value: global[2].trim(), line: index + 1 });
    if (/^end\b/.test(line)) blocks.pop();
  });
  return { useFrameworks, globals, newArch, expoArchLine };
}

/** Pod names in Podfile.lock of the packages the rules read. */
const PODS: Partial<Record<PackageName, string>> = {
  'react-native-filament': 'react-native-filament',
  'react-native-worklets-core': 'react-native-worklets-core',
  'react-native': 'React-Core',
  'react-native-reanimated': 'RNReanimated',
  'react-native-worklets': 'RNWorklets',
};

export function readPodfileLock(text: string): Partial<Record<PackageName, string>> {
  const found: Partial<Record<PackageName, string>> = {};
  for (const [pkg, pod] of Object.entries(PODS) as [PackageName, string][]) {
    const match = new RegExp(
      `^\\s*-\\s+"?${pod.replace(/[-/]/g, '\\$&')}\\s+\\(([^)]+)\\)`,
      'm',
    ).exec(text);
    if (match) found[pkg] = match[1].trim();
  }
  return found;
}

export interface GradleValue {
  readonly value: string;
  readonly line: number;
}

/** `key=value` lines of gradle.properties. */
export function readGradleProperties(text: string): Map<string, GradleValue> {
  const values = new Map<string, GradleValue>();
  text.split('\n').forEach((raw, index) => {
    const match = /^\s*([\w.-]+)\s*[=:]\s*(.*?)\s*$/.exec(raw);
    if (match && !raw.trim().startsWith('#'))
      values.set(match[1], { value: match[2], line: index + 1 });
  });
  return values;
}

/** Keys read from build.gradle files: SDK levels, ABI filters and the library's switches. */
const GRADLE_KEYS = [
  'compileSdkVersion',
  'compileSdk',
  'minSdkVersion',
  'minSdk',
  'targetSdkVersion',
  'ndkVersion',
  'RNF_enableLogs',
  'RNF_excludeAssets',
] as const;

/**
 * `compileSdkVersion = 34`, `compileSdk 34`, `minSdkVersion rootProject.ext.minSdkVersion`
 * and Expo's `Integer.parseInt(findProperty('android.compileSdkVersion') ?: '35')`: the value
 * is kept as written after the key, the number is found by `gradleNumber`.
 */
export function readGradleValues(text: string): Map<string, GradleValue> {
  const values = new Map<string, GradleValue>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\/\/.*$/, '').trim();
    for (const key of GRADLE_KEYS) {
      const match = new RegExp(`^(?:ext\\.)?${key}\\s*(?:=\\s*|\\s+)(.+)$`).exec(line);
      if (match && !values.has(key)) values.set(key, { value: match[1].trim(), line: index + 1 });
    }
  });
  return values;
}

/**
 * The number a Gradle value stands for: a literal, or Expo's
 * `findProperty('android.x') ?: 'N'` (the property from gradle.properties when set);
 * `undefined` for a reference such as `rootProject.ext.compileSdkVersion`.
 */
export function gradleNumber(
  value: GradleValue | undefined,
  properties: ReadonlyMap<string, GradleValue> | undefined,
): number | undefined {
  if (!value) return undefined;
  const property = /findProperty\(['"]([\w.]+)['"]\)/.exec(value.value);
  const fromProperty = property ? properties?.get(property[1])?.value : undefined;
  const text = fromProperty ?? (property ? /\?:\s*['"]?(\d+)/.exec(value.value)?.[1] : value.value);
  const number = /^\s*(?:Integer\.parseInt\()?['"]?(\d+)['"]?\)?\s*$/.exec(text ?? '');
  return number ? Number(number[1]) : undefined;
}

/** What each native file must show to be read as one: the lock's PODS section, a property line. */
const NATIVE_SHAPES: Readonly<Record<string, { test: (text: string) => boolean; what: string }>> = {
  'Podfile.lock': {
    test: (text) => /^PODS:\s*$/m.test(text),
    what: 'has no PODS: section, which every Podfile.lock that pod install writes starts with',
  },
  'gradle.properties': {
    test: (text) => readGradleProperties(text).size > 0,
    what: 'has no key=value line',
  },
};

/**
 * Why a native file (read as text) cannot be one of its kind, or `undefined`:
 * JSON or XML where Ruby, Groovy or properties text belongs (a file pasted in
 * the wrong box), or a file without what its kind always holds.
 */
export function nativeFileProblem(kind: string, name: string, text: string): string | undefined {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (first === '{' || first === '[' || first === '<') {
    return `${name} holds ${first === '<' ? 'XML' : 'JSON'}, not the ${kind} text the checker reads, so it was left out; check that the right file went into this box.`;
  }
  const shape = NATIVE_SHAPES[kind];
  if (shape && !shape.test(text)) {
    return `${name} ${shape.what}, so it was left out; check that the right file went into this box.`;
  }
  return undefined;
}
