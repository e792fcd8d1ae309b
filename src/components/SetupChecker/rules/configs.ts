/**
 * What the rules need from the reader's JavaScript config files, read from
 * their syntax trees (./js-config): Babel's plugin list, Metro's asset
 * extensions, the Expo config. Each reader returns plain data with the line
 * it came from, or says what it could not tell.
 */
import type * as t from '@babel/types';
import {
  exportedValue,
  lineOf,
  property,
  propertyName,
  resolve,
  staticValue,
  topLevelBindings,
  walk,
} from './js-config';

/** One entry of Babel's `plugins`: its name, its options when they are literal, its line. */
export interface BabelPlugin {
  readonly name: string;
  readonly options?: Record<string, unknown>;
  readonly line?: number;
}

export interface BabelConfig {
  /** `undefined` when the file has no `plugins` the checker can read (an expression it does not evaluate). */
  readonly plugins?: readonly BabelPlugin[];
  readonly presets: readonly string[];
  /** The options of each preset written as `['name', {…}]`, by name (e.g. babel-preset-expo's `reanimated`). */
  readonly presetOptions?: Readonly<Record<string, Record<string, unknown>>>;
}

/** The options of the presets written with options, by preset name. */
function presetOptionsOf(entries: readonly (BabelPlugin | undefined)[]) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) if (entry?.options) out[entry.name] = entry.options;
  return out;
}

function pluginEntry(
  node: t.Expression | t.SpreadElement | null,
  bindings: Map<string, t.Expression>,
): BabelPlugin | undefined {
  if (!node || node.type === 'SpreadElement') return undefined;
  const value = resolve(node, bindings);
  if (value.type === 'StringLiteral') return { name: value.value, line: lineOf(node) };
  if (value.type === 'ArrayExpression') {
    const [first, second] = value.elements;
    const name = first && first.type !== 'SpreadElement' ? staticValue(first, bindings) : undefined;
    if (typeof name !== 'string') return undefined;
    const options =
      second && second.type !== 'SpreadElement' ? staticValue(second, bindings) : undefined;
    return {
      name,
      options:
        typeof options === 'object' && options ? (options as Record<string, unknown>) : undefined,
      line: lineOf(node),
    };
  }
  return undefined;
}

/** Babel's config as the file exports it (an object, or a function returning one). */
export function readBabel(program: t.Program): BabelConfig {
  const bindings = topLevelBindings(program);
  const exported = exportedValue(program);
  const config = exported?.type === 'ObjectExpression' ? exported : undefined;
  const entries = (list: t.ObjectProperty | undefined) => {
    const value = list && resolve(list.value as t.Expression, bindings);
    return value?.type === 'ArrayExpression'
      ? value.elements.map((e) => pluginEntry(e, bindings))
      : [];
  };
  const presets = entries(config && property(config, 'presets'));
  const plugins = config && property(config, 'plugins');
  const pluginList = plugins && resolve(plugins.value as t.Expression, bindings);
  return {
    presets: presets.map((p) => p?.name).filter((n): n is string => !!n),
    presetOptions: presetOptionsOf(presets),
    plugins:
      !config || !plugins
        ? config
          ? []
          : undefined
        : pluginList?.type === 'ArrayExpression'
          ? pluginList.elements
              .map((e) => pluginEntry(e, bindings))
              .filter((p): p is BabelPlugin => !!p)
          : undefined,
  };
}

/** What Metro's `resolver.assetExts` becomes, as far as the file says. */
export interface MetroAssets {
  /** Extensions the file adds, lower case. */
  readonly added: readonly string[];
  /** Whether the list starts from Metro's defaults; `undefined` when the file never sets the list. */
  readonly keepsDefaults?: boolean;
  /** The line that sets or extends the list. */
  readonly line?: number;
  /** Whether some value could not be read (a function call the checker does not run). */
  readonly unread: boolean;
  /** A local file the config takes its settings from (`module.exports = require('shared/metro.config')`). */
  readonly delegatesTo?: string;
}

/** Whether an expression starts from an existing `assetExts` list (the defaults). */
function startsFromDefaults(node: t.Node, bindings: Map<string, t.Expression>, depth = 0): boolean {
  for (const n of walk(node)) {
    if (
      (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') &&
      propertyName(n) === 'assetExts'
    ) {
      return true;
    }
    if (n.type === 'Identifier' && depth < 4) {
      const bound = bindings.get(n.name);
      if (bound && bound !== node && startsFromDefaults(bound, bindings, depth + 1)) return true;
    }
  }
  return false;
}

function stringsIn(node: t.Node, bindings: Map<string, t.Expression>, depth = 0): string[] {
  const found: string[] = [];
  for (const n of walk(node)) {
    if (n.type === 'StringLiteral') found.push(n.value.replace(/^\./, '').toLowerCase());
    if (n.type === 'Identifier' && depth < 4) {
      const bound = bindings.get(n.name);
      if (bound && bound !== node) found.push(...stringsIn(bound, bindings, depth + 1));
    }
  }
  return found;
}

/** Extensions a value that sets the list holds, and whether it keeps the defaults. */
function assignedList(value: t.Expression, bindings: Map<string, t.Expression>) {
  const resolved = resolve(value, bindings);
  // `.filter(...)` of the defaults removes names; the strings inside are the removed ones.
  const filtered = resolved.type === 'CallExpression' && propertyName(resolved.callee) === 'filter';
  return {
    added: filtered ? [] : stringsIn(resolved, bindings),
    keepsDefaults: startsFromDefaults(resolved, bindings),
    unread:
      resolved.type === 'CallExpression' && !filtered && !startsFromDefaults(resolved, bindings),
  };
}

/** Reads every place the file sets or extends `assetExts`. */
export function readMetro(program: t.Program): MetroAssets {
  const bindings = topLevelBindings(program);
  const added: string[] = [];
  let keepsDefaults: boolean | undefined;
  let line: number | undefined;
  let unread = false;
  const set = (value: t.Expression, at: t.Node) => {
    const list = assignedList(value, bindings);
    added.push(...list.added);
    keepsDefaults = (keepsDefaults ?? false) || list.keepsDefaults;
    unread ||= list.unread;
    line ??= lineOf(at);
  };
  for (const node of walk(program)) {
    if (node.type === 'ObjectProperty' && propertyName(node) === 'assetExts') {
      set(node.value as t.Expression, node);
    } else if (node.type === 'AssignmentExpression' && propertyName(node.left) === 'assetExts') {
      set(node.right, node);
    } else if (
      node.type === 'CallExpression' &&
      propertyName(node.callee) === 'push' &&
      (node.callee.type === 'MemberExpression' ||
        node.callee.type === 'OptionalMemberExpression') &&
      propertyName(node.callee.object) === 'assetExts'
    ) {
      for (const arg of node.arguments) added.push(...stringsIn(arg, bindings));
      keepsDefaults ??= true;
      line ??= lineOf(node);
    }
  }
  return {
    added: [...new Set(added)],
    keepsDefaults,
    line,
    unread,
    delegatesTo: delegation(program),
  };
}

/** The config file a metro.config.js re-exports, when it only does that. */
function delegation(program: t.Program): string | undefined {
  const exported = exportedValue(program);
  if (exported?.type !== 'CallExpression' || exported.callee.type !== 'Identifier')
    return undefined;
  const [first] = exported.arguments;
  return exported.callee.name === 'require' && first?.type === 'StringLiteral'
    ? first.value
    : undefined;
}

/** The Expo config an app.config.* exports: its `expo` key when it has one, else the object itself. */
export function readAppConfig(program: t.Program): Record<string, unknown> | undefined {
  const bindings = topLevelBindings(program);
  const exported = exportedValue(program);
  if (exported?.type !== 'ObjectExpression') return undefined;
  const value = staticValue(exported, bindings) as Record<string, unknown>;
  const expo = value.expo;
  return typeof expo === 'object' && expo ? (expo as Record<string, unknown>) : value;
}
