/**
 * The native half of the extractor: C++, Objective-C++ and Java sources
 * scanned at the token level (no compiler is at hand for three languages at
 * build time, and every message the library writes is a string literal passed
 * to a known call). A tokenizer that knows comments, raw and prefixed string
 * literals and character literals is enough to find those calls without
 * tripping over a quote inside a comment, and to read their arguments.
 */
import type { Level, Occurrence, Part } from './types';
import { BadInputError, messageOf } from './types';

export interface Token {
  readonly kind: 'string' | 'ident' | 'number' | 'char' | 'punct';
  /** The source text (for a string: the literal as written). */
  readonly text: string;
  /** A string literal's value, escapes resolved. */
  readonly value?: string;
  readonly line: number;
}

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  '"': '"',
  "'": "'",
  '\\': '\\',
  '?': '?',
};

/** A quoted literal's value; escapes other than the usual ones keep their letter. */
function unescape(body: string): string {
  return body.replace(/\\(.)/gs, (_all, c: string) => ESCAPES[c] ?? c);
}

const PUNCTUATORS = ['...', '::', '->', '<<', '>>', '&&', '||', '==', '!=', '<=', '>=', '+='];

/** The end of a quoted literal starting at `start` (its opening quote). */
function quotedEnd(text: string, start: number, quote: string, file: string, line: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\n') throw new BadInputError(`${file}:${line}: unterminated ${quote} literal`);
    i += text[i] === '\\' ? 2 : 1;
  }
  if (i >= text.length) throw new BadInputError(`${file}:${line}: unterminated ${quote} literal`);
  return i + 1;
}

/** A raw string `R"delim(…)delim"` starting at `start` (the `R`): its end and value. */
function rawString(text: string, start: number, file: string, line: number) {
  const open = text.indexOf('(', start);
  const delimiter = text.slice(start + 2, open);
  const close = text.indexOf(`)${delimiter}"`, open);
  if (open < 0 || close < 0) throw new BadInputError(`${file}:${line}: unterminated raw string`);
  return { end: close + delimiter.length + 2, value: text.slice(open + 1, close) };
}

/** Splits C-family source into tokens; comments and whitespace are dropped. */
export function tokenize(text: string, file: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  const push = (kind: Token['kind'], end: number, value?: string) => {
    const tokenText = text.slice(i, end);
    tokens.push({ kind, text: tokenText, value, line });
    line += tokenText.split('\n').length - 1;
    i = end;
  };
  while (i < text.length) {
    const rest = text.slice(i, i + 4);
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (rest.startsWith('//'))
      i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (rest.startsWith('/*')) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new BadInputError(`${file}:${line}: unterminated comment`);
      line += text.slice(i, end).split('\n').length - 1;
      i = end + 2;
    } else if (/^(u8|[uUL])?R"/.test(rest) && /[^\w]|^$/.test(text[i - 1] ?? '')) {
      const at = text.indexOf('R"', i);
      const raw = rawString(text, at, file, line);
      push('string', raw.end, raw.value);
    } else if (/^(@|u8|[uUL])?"/.test(rest) && !/\w/.test(text[i - 1] ?? '')) {
      const quote = text.indexOf('"', i);
      const end = quotedEnd(text, quote, '"', file, line);
      push('string', end, unescape(text.slice(quote + 1, end - 1)));
    } else if (c === "'") push('char', quotedEnd(text, i, "'", file, line));
    else if (/[A-Za-z_$]/.test(c)) push('ident', i + /^[\w$]+/.exec(text.slice(i))![0].length);
    else if (/[0-9]/.test(c)) push('number', i + /^[\w.']+/.exec(text.slice(i))![0].length);
    else {
      const op = PUNCTUATORS.find((p) => text.startsWith(p, i));
      push('punct', i + (op?.length ?? 1));
    }
  }
  return tokens;
}

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** The arguments of the call whose `(` is at `open`, split at top-level commas, and the index after `)`. */
export function callArguments(tokens: readonly Token[], open: number) {
  const args: Token[][] = [[]];
  let depth = 0;
  for (let i = open + 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === 'punct' && CLOSE.has(t.text)) {
      if (depth === 0) return { args: args[0].length === 0 ? [] : args, end: i + 1 };
      depth--;
    } else if (t.kind === 'punct' && OPEN.has(t.text)) depth++;
    if (depth === 0 && t.kind === 'punct' && t.text === ',') args.push([]);
    else args[args.length - 1].push(t);
  }
  return { args, end: tokens.length };
}

/** `tokens` split at top-level occurrences of `separator`. */
function splitTopLevel(tokens: readonly Token[], separator: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'punct' && OPEN.has(t.text)) depth++;
    if (t.kind === 'punct' && CLOSE.has(t.text)) depth--;
    if (depth === 0 && t.kind === 'punct' && t.text === separator) parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts;
}

/** Tokens back to compact source text: a space only between two words. */
function compact(tokens: readonly Token[]): string {
  let out = '';
  tokens.forEach((t, i) => {
    const previous = tokens[i - 1];
    if (previous && /\w$/.test(previous.text) && /^[\w@]/.test(t.text)) out += ' ';
    out += t.text;
  });
  return out;
}

/** Wrappers that only convert a value to text: the placeholder names the value inside. */
const UNWRAP: readonly RegExp[] = [
  /^(?:std::to_string|std::string|String\.valueOf|std::move|static_cast<[^>]*>)\((.*)\)$/s,
  /^\[([\w.]+) [^\]]*\]$/s, // [filePath cStringUsingEncoding:…] (Objective-C message)
  /^&(.*)$/s,
  /^(.*)\.(?:c_str\(\)|UTF8String|toString\(\))$/s,
  /^(.*)\(\)$/s,
];

/** What a placeholder says for a non-literal operand: the name of the value it shows. */
export function placeholderName(tokens: readonly Token[]): string {
  const branches = splitTopLevel(tokens, '?');
  if (branches.length === 2) {
    const [yes, no] = splitTopLevel(branches[1], ':');
    if (
      yes?.length === 1 &&
      no?.length === 1 &&
      yes[0].kind === 'string' &&
      no[0].kind === 'string'
    )
      return `${yes[0].value}|${no[0].value}`;
  }
  let name = compact(tokens);
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of UNWRAP) {
      const match = pattern.exec(name);
      if (match) {
        name = match[1];
        changed = true;
      }
    }
  }
  return name;
}

/** One argument as text and placeholders: literals joined, `+` concatenation followed. */
export function argumentParts(tokens: readonly Token[]): Part[] {
  return splitTopLevel(tokens, '+').map((operand) =>
    operand.length > 0 && operand.every((t) => t.kind === 'string')
      ? { text: operand.map((t) => t.value).join('') }
      : { hole: placeholderName(operand) },
  );
}

export const hasText = (parts: readonly Part[]) => parts.some((p) => 'text' in p);

/** How one kind of call carries its message. */
interface CallRule {
  readonly via: string;
  /** Index of the argument holding the message (or the printf format). */
  readonly messageArg: number;
  /** The level, or how to find it: from an Android priority argument, or from the text. */
  readonly level: Level | 'android-priority' | 'by-text';
  /** The message is a printf format followed by its values. */
  readonly format: boolean;
}

const STD_EXCEPTION =
  /^(runtime_error|invalid_argument|logic_error|out_of_range|length_error|domain_error|range_error|overflow_error|underflow_error)$/;
const JAVA_LOG_LEVELS: Readonly<Record<string, Level>> = {
  e: 'error',
  wtf: 'error',
  w: 'warn',
  i: 'info',
  d: 'debug',
  v: 'debug',
};

const at = (tokens: readonly Token[], i: number, ...texts: string[]) =>
  texts.every((text, k) => tokens[i + k]?.text === text);

/** The rule of a call starting at token `i`, with the index of its `(`; undefined when none starts there. */
function ruleAt(tokens: readonly Token[], i: number): { rule: CallRule; open: number } | undefined {
  const t = tokens[i];
  const next = tokens[i + 2]?.text ?? '';
  if (at(tokens, i, 'std', '::') && STD_EXCEPTION.test(next) && at(tokens, i + 3, '('))
    return {
      rule: { via: `std::${next}`, messageArg: 0, level: 'throw', format: false },
      open: i + 3,
    };
  if (at(tokens, i, 'jsi', '::', 'JSError', '('))
    return {
      rule: { via: 'jsi::JSError', messageArg: 1, level: 'throw', format: false },
      open: i + 3,
    };
  const name = tokens[i + 1]?.text ?? '';
  if (t.text === 'new' && /(Exception|Error)$/.test(name) && at(tokens, i + 2, '('))
    return {
      rule: { via: `new ${name}`, messageArg: 0, level: 'throw', format: false },
      open: i + 2,
    };
  if (t.text === 'throw' && tokens[i + 1]?.kind === 'ident' && at(tokens, i + 2, '('))
    return {
      rule: { via: `throw ${name}`, messageArg: 0, level: 'throw', format: false },
      open: i + 2,
    };
  if (at(tokens, i, 'Logger', '::', 'log', '(') && tokens[i - 1]?.text !== 'void')
    return {
      rule: { via: 'Logger::log', messageArg: 1, level: 'by-text', format: true },
      open: i + 3,
    };
  if (at(tokens, i, 'NSLog', '('))
    return { rule: { via: 'NSLog', messageArg: 0, level: 'by-text', format: true }, open: i + 1 };
  if (at(tokens, i, '__android_log_print', '(') || at(tokens, i, '__android_log_write', '(')) {
    const format = t.text.endsWith('print');
    return { rule: { via: t.text, messageArg: 2, level: 'android-priority', format }, open: i + 1 };
  }
  if (at(tokens, i, 'Log', '.') && next in JAVA_LOG_LEVELS && at(tokens, i + 3, '('))
    return {
      rule: { via: `Log.${next}`, messageArg: 1, level: JAVA_LOG_LEVELS[next], format: false },
      open: i + 3,
    };
  return undefined;
}

/** printf conversions (`%s`, `%.2f`, `%zu`, Objective-C's `%@`); `%%` is a percent sign. */
const PRINTF =
  // cspell:disable-next-line
  /%(?:%|[-+ #0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|j|z|t|L|q)?[diouxXfFeEgGaAcspn@])/g;

/** A printf format's conversions replaced by the values passed for them, in order. */
function fillFormat(parts: readonly Part[], values: readonly Token[][], where: string): Part[] {
  let next = 0;
  const out: Part[] = [];
  for (const part of parts) {
    if (!('text' in part)) {
      out.push(part);
      continue;
    }
    let last = 0;
    for (const match of part.text.matchAll(PRINTF)) {
      out.push({ text: part.text.slice(last, match.index) });
      last = match.index + match[0].length;
      if (match[0] === '%%') out.push({ text: '%' });
      else if (next < values.length) out.push({ hole: placeholderName(values[next++]) });
      else throw new BadInputError(`${where}: the format has more conversions than values`);
    }
    out.push({ text: part.text.slice(last) });
  }
  return out.filter((p) => !('text' in p) || p.text !== '');
}

/**
 * A message-building helper of the same file, `name(params) { return <concatenation>; }`:
 * the last definition before the call (RNFJSIConverter.h defines `invalidTypeErrorMessage`
 * twice, once for HostObject and once for NativeState; each call uses its own struct's).
 */
function helperDefinition(tokens: readonly Token[], name: string, before: number) {
  let found: { params: string[]; body: Token[] } | undefined;
  for (let i = 0; i < before; i++) {
    if (tokens[i].text !== name || !at(tokens, i + 1, '(')) continue;
    const { args: params, end } = callArguments(tokens, i + 1);
    const body = at(tokens, end, 'const') ? end + 1 : end;
    if (!at(tokens, body, '{', 'return')) continue;
    const semicolon = tokens.findIndex((t, k) => k > body && t.text === ';');
    found = {
      params: params.map((p) => p.filter((t) => t.kind === 'ident').at(-1)?.text ?? ''),
      body: tokens.slice(body + 2, semicolon),
    };
  }
  return found;
}

/** `helper("a", x)` read through the helper's body, its parameters replaced by the arguments. */
function inlineHelper(
  tokens: readonly Token[],
  arg: readonly Token[],
  callAt: number,
): Part[] | undefined {
  if (arg.length < 3 || arg[0].kind !== 'ident' || arg[1].text !== '(') return undefined;
  const call = callArguments(arg, 1);
  if (call.end !== arg.length) return undefined;
  const helper = helperDefinition(tokens, arg[0].text, callAt);
  if (!helper) return undefined;
  return argumentParts(helper.body).flatMap((part) => {
    const index = 'hole' in part ? helper.params.indexOf(part.hole) : -1;
    return index < 0 ? [part] : argumentParts(call.args[index] ?? []);
  });
}

/**
 * Logger::log and NSLog have no level (Logger::log prints at Android's info
 * priority). A line whose words report a failure is an error to a reader
 * searching a log for it; the rest report progress.
 */
export const FAILURE_WORDS =
  /\b(fail(?:ed|s|ure)?|errors?|cannot|can't|could not|couldn't|not found|wasn't found|invalid|is null|is not a)\b/i;

const ANDROID_PRIORITIES: Readonly<Record<string, Level>> = {
  ANDROID_LOG_FATAL: 'error',
  ANDROID_LOG_ERROR: 'error',
  ANDROID_LOG_WARN: 'warn',
  ANDROID_LOG_INFO: 'info',
};

function levelOf(rule: CallRule, args: readonly Token[][], message: string): Level {
  if (rule.level === 'by-text') return FAILURE_WORDS.test(message) ? 'error' : 'info';
  if (rule.level === 'android-priority')
    return ANDROID_PRIORITIES[args[0]?.map((t) => t.text).join('') ?? ''] ?? 'debug';
  return rule.level;
}

/**
 * Calls whose message is a value the code received, not text it writes: the
 * loggers' own bodies, which pass Logger::log's message on. Anything else
 * without a literal stops the build.
 */
export const FORWARDED: readonly { readonly file: string; readonly argument: string }[] = [
  { file: 'android/src/main/cpp/RNFAndroidLogger.cpp', argument: 'message.c_str()' },
];

/** The message of one matched call, or undefined when it carries none (a helper or rethrow). */
function occurrenceAt(
  file: string,
  tokens: readonly Token[],
  i: number,
  { rule, open }: { rule: CallRule; open: number },
): Occurrence | undefined {
  const { args } = callArguments(tokens, open);
  const arg = args[rule.messageArg] ?? [];
  const where = `${file}:${tokens[i].line}`;
  let parts = argumentParts(arg);
  if (!hasText(parts)) parts = inlineHelper(tokens, arg, i) ?? parts;
  if (!hasText(parts)) {
    // `throw makeError(x)`: the helper's own `std::…(` is where its message is read.
    if (rule.via.startsWith('throw ')) return undefined;
    const argument = compact(arg);
    if (FORWARDED.some((f) => f.file === file && f.argument === argument)) return undefined;
    throw new BadInputError(
      `${where}: the message of ${rule.via}(…) is not text the extractor can read (\`${argument}\`). Write it as string literals joined with +, or list the call in FORWARDED (plugins/error-reference/native.ts) with a reason.`,
    );
  }
  if (rule.format) parts = fillFormat(parts, args.slice(rule.messageArg + 1), where);
  const message = messageOf(parts);
  return {
    message,
    level: levelOf(rule, args, message),
    file,
    line: tokens[i].line,
    via: rule.via,
  };
}

/** Every message one C++, Objective-C or Java file throws or logs. */
export function nativeOccurrences(file: string, text: string): Occurrence[] {
  const tokens = tokenize(text, file);
  const found: Occurrence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const match = ruleAt(tokens, i);
    if (!match) continue;
    const occurrence = occurrenceAt(file, tokens, i, match);
    if (occurrence) found.push(occurrence);
  }
  return found;
}
