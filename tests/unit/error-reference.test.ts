/**
 * The error reference (plugins/error-reference): the extractor reads the
 * installed library's messages exactly, explanations/ and its internal-only
 * list cover every one of them and nothing else (their citations and
 * verdicts: error-reference.citations.test.ts), and the parser handles the shapes of code it meets (and stops on
 * the ones it cannot read, naming file:line).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import {
  extractMessages,
  groupMessages,
  tsOccurrences,
} from '../../plugins/error-reference/extract';
import { EXPLANATIONS, GROUPS, INTERNAL_ONLY } from '../../plugins/error-reference/explanations';
import { nativeOccurrences, tokenize } from '../../plugins/error-reference/native';
import { anchorOf, coverage, coverageProblem } from '../../plugins/error-reference/reference';
import remarkErrorReference from '../../plugins/error-reference/remark';
import { BadInputError, type Occurrence } from '../../plugins/error-reference/types';
import { parseGuide } from '../../shared/mdx';

const SITE_DIR = path.resolve(__dirname, '../..');
const PACKAGE = path.join(SITE_DIR, 'node_modules/react-native-filament');
const MESSAGES = extractMessages(PACKAGE);
const site = (message: string) =>
  MESSAGES.find((m) => m.message === message)?.sites.map((s) => `${s.file}:${s.line}:${s.level}`);

describe('the extractor on the installed library', () => {
  it('finds known messages of each language at their file and line', () => {
    expect(site('instanceCount must be greater than 0')).toEqual([
      'src/hooks/useModel.ts:69:throw',
    ]);
    expect(site('Invalid hex color format. Expected format: #RRGGBB or #RRGGBBAA')).toEqual([
      'cpp/core/utils/RNFConverter.h:31:throw',
    ]);
    expect(site('File does not exist: {filePath}')).toEqual([
      'android/src/main/java/com/margelo/filament/FilamentProxy.java:128:throw',
    ]);
    expect(
      site('Failed to install react-native-filament: jsi::Runtime is nil (bridgless: {YES|NO})!'),
    ).toEqual(['ios/src/RNFFilamentModule.mm:62:error']);
    expect(site('Failed to load asset: {uri}')).toEqual(['src/hooks/useBuffer.ts:61:error']);
  });

  it('marks run-time values as placeholders and follows concatenation, templates and helpers', () => {
    const texts = MESSAGES.map((m) => m.message);
    expect(texts).toContain(
      'Animation index out of range! Expected <{max}, received {animationIndex}',
    );
    expect(texts).toContain(
      '<EntitySelector>: Could not find entity by {name|index} "{byName ?? byIndex}"',
    );
    expect(texts).toContain('{name} is not installed!');
    expect(texts).toContain(
      'Cannot convert "{stringRepresentation}" to HostObject<{getFriendlyTypename}>! It is not an object!',
    );
    expect(texts).toContain('Entity with name {name} not found!');
  });

  it('reads a same-file helper through the definition before the call (two helpers share a name)', () => {
    const code = [
      'struct A { static std::string why(const std::string& r) { return "A: " + r; }',
      '  void f() { throw jsi::JSError(runtime, why("one")); } };',
      'struct B { static std::string why(const std::string& r) { return "B: " + r; }',
      '  void g() { throw jsi::JSError(runtime, why("two")); } };',
    ].join('\n');
    expect(nativeOccurrences('f.h', code).map((o) => o.message)).toEqual(['A: one', 'B: two']);
    expect(
      site('Cannot convert "undefined" to NativeState<{getFriendlyTypename}>! It is undefined!'),
    ).toEqual(['cpp/jsi/RNFJSIConverter.h:387:throw']);
  });

  it('groups one text thrown at several sites into one message', () => {
    expect(site('Spot light cones must have 2 values')).toEqual([
      'cpp/core/RNFLightManagerWrapper.cpp:70:throw',
      'cpp/core/RNFLightManagerWrapper.cpp:161:throw',
    ]);
  });
});

describe('explanations/ against the library', () => {
  it('covers every error and warning the library has, and names none it lacks', () => {
    // (Citations and reachability verdicts: error-reference.citations.test.ts.)
    const result = coverage(MESSAGES);
    expect(coverageProblem(result), coverageProblem(result)).toBeUndefined();
  });

  it('fails on a new message that neither list covers', () => {
    const extra: Occurrence = {
      message: 'A brand new failure',
      level: 'throw',
      file: 'src/x.ts',
      line: 3,
      via: 'new Error',
    };
    const result = coverage(groupMessages([...MESSAGES.flatMap((m) => m.sites), extra]));
    expect(result.uncovered.map((m) => m.message)).toEqual(['A brand new failure']);
    expect(coverageProblem(result)).toContain('"A brand new failure" (src/x.ts:3)');
  });

  it('fails on an explanation or internal entry whose message the library no longer has', () => {
    const own = EXPLANATIONS.find((e) => !e.raisedBy)!;
    const gone = [own.message, INTERNAL_ONLY[0].message];
    const result = coverage(MESSAGES.filter((m) => !gone.includes(m.message)));
    expect(result.stale).toEqual(gone);
  });

  it('lists each message once, in one list', () => {
    const all = [...EXPLANATIONS, ...INTERNAL_ONLY].map((e) => e.message);
    expect(all.length).toBe(new Set(all).size);
  });

  it('gives every explanation a group, a cause, a fix, a release and an anchor of its own', () => {
    const anchors = EXPLANATIONS.map((e) => anchorOf(e.message));
    expect(anchors.length).toBe(new Set(anchors).size);
    for (const e of EXPLANATIONS) {
      expect(Object.keys(GROUPS)).toContain(e.group);
      expect(e.cause.length, e.message).toBeGreaterThan(15);
      expect(e.fix.length, e.message).toBeGreaterThan(10);
      expect(e.since, e.message).toMatch(/^\d+\.\d+\.\d+( or \d+\.\d+\.\d+)?$/);
    }
    for (const i of INTERNAL_ONLY) expect(i.reason.length, i.message).toBeGreaterThan(20);
  });
});

describe('the native parser', () => {
  it('skips comments and reads raw, prefixed and adjacent literals with escapes', () => {
    const code = [
      '// throw std::runtime_error("in a comment");',
      '/* "not a string" */ auto c = \'"\';',
      'throw std::runtime_error("Say \\"hi\\" " "twice");',
      'throw std::invalid_argument(R"x(raw "quoted")x");',
      'NSLog(@"Objective-C %@", name);',
    ].join('\n');
    expect(nativeOccurrences('f.mm', code).map((o) => `${o.line} ${o.message}`)).toEqual([
      '3 Say "hi" twice',
      '4 raw "quoted"',
      '5 Objective-C {name}',
    ]);
  });

  it('turns + operands, to_string and c_str into placeholders and fills printf formats', () => {
    const code = [
      'throw std::runtime_error("Pointer " + _name + " has " + std::to_string(count) + "!");',
      'Logger::log(TAG, "Loading %s (%i%%)...", path.c_str(), percent);',
      'throw jsi::JSError(runtime, "Expected " + std::to_string(sizeof...(Args)) + " args");',
      'Log.e(TAG, "Failed: " + response.code());',
    ].join('\n');
    expect(nativeOccurrences('f.cpp', code).map((o) => `${o.level} ${o.message}`)).toEqual([
      'throw Pointer {_name} has {count}!',
      'info Loading {path} ({percent}%)...',
      'throw Expected {sizeof...(Args)} args',
      'error Failed: {response.code}',
    ]);
  });

  it('reads a message-building helper through its body and skips `throw helper(x)`', () => {
    const code = [
      'static std::string why(const std::string& what, const std::string& reason) {',
      '  return "Cannot use \\"" + what + "\\": " + reason;',
      '}',
      'static std::runtime_error bad(const std::string& v) { return std::runtime_error("Bad " + v); }',
      'void f() { throw jsi::JSError(runtime, why(value, "it is gone")); throw bad(v); }',
    ].join('\n');
    expect(nativeOccurrences('f.h', code).map((o) => o.message)).toEqual([
      'Bad {v}',
      'Cannot use "{value}": it is gone',
    ]);
  });

  it('gives level-less log lines the error level only when their words report a failure', () => {
    const code = 'Logger::log(TAG, "Surface created!"); NSLog(@"Failed to install: %s", x);';
    expect(nativeOccurrences('f.mm', code).map((o) => o.level)).toEqual(['info', 'error']);
  });

  it('stops on a message it cannot read, naming the file and line', () => {
    expect(() => nativeOccurrences('cpp/X.cpp', '\n\nthrow std::runtime_error(message);')).toThrow(
      /^cpp\/X\.cpp:3: the message of std::runtime_error/,
    );
    expect(() => nativeOccurrences('cpp/X.cpp', 'auto s = "open;')).toThrow(BadInputError);
  });

  it('counts lines across multi-line literals and comments', () => {
    const tokens = tokenize('/*\n\n*/ a\n"b"', 'f.cpp');
    expect(tokens.map((t) => `${t.line}:${t.text}`)).toEqual(['3:a', '4:"b"']);
  });
});

describe('the TypeScript parser', () => {
  it('reads templates, + chains, same-file constants, Error subclasses and logger calls', () => {
    const code = [
      'const HINT = `Check ` + path + "."',
      'throw new Error(`Unknown ${kind}: ${a ? "x" : "y"}`)',
      'throw new Error(HINT)',
      'class Missing extends Error { constructor(n: string) { super(`${n} is missing`) } }',
      'Logger.warn("Careful")',
      'console.error(`Failed: ${uri}`, error)',
      'const e = new Error()',
    ].join('\n');
    expect(tsOccurrences('src/x.ts', code).map((o) => `${o.line} ${o.level} ${o.message}`)).toEqual(
      [
        '2 throw Unknown {kind}: {x|y}',
        '3 throw Check {path}.',
        '4 throw {n} is missing',
        '5 warn Careful',
        '6 error Failed: {uri}',
      ],
    );
  });

  it('stops on a message it cannot read, naming the file and line', () => {
    expect(() => tsOccurrences('src/y.ts', '\nthrow new Error(reason)')).toThrow(
      /^src\/y\.ts:2: the message of new Error/,
    );
  });
});

describe('the page and its Markdown twin', () => {
  const page = () => {
    const source = fs.readFileSync(path.join(SITE_DIR, 'docs/guides/error-messages.mdx'), 'utf8');
    const tree = parseGuide(source) as Root;
    remarkErrorReference({ siteDir: SITE_DIR })(tree, { path: 'error-messages.mdx' });
    return tree;
  };

  it('expands <ErrorReference /> into a group heading per area and a heading per explained message', () => {
    const tree = page();
    const groupOrder = Object.keys(GROUPS);
    const inPageOrder = [...EXPLANATIONS].sort(
      (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group),
    );
    // The explained entries end where the list of messages left out begins.
    const internalAt = tree.children.findIndex(
      (n) => n.type === 'heading' && toString(n) === 'Messages not explained here',
    );
    const h3 = tree.children
      .slice(0, internalAt)
      .filter((n): n is Heading => n.type === 'heading' && n.depth === 3);
    expect(h3.map((h) => toString(h))).toEqual(inPageOrder.map((e) => e.message));
    expect(h3.map((h) => (h.data as { hProperties: { id: string } }).hProperties.id)).toEqual(
      inPageOrder.map((e) => anchorOf(e.message)),
    );
    const h2 = tree.children.filter((n): n is Heading => n.type === 'heading' && n.depth === 2);
    expect(h2.map((h) => toString(h))).toEqual(
      expect.arrayContaining([...new Set(EXPLANATIONS.map((e) => GROUPS[e.group]))]),
    );
    expect(JSON.stringify(tree)).not.toContain('"name":"ErrorReference"');
  });
});
