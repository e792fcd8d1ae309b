/**
 * The code the model checker writes compiles against react-native-filament
 * 1.11.0 with the sample checker's compiler set-up (as the guides' samples
 * do), for the lit, unlit and animated fixtures and for names that need
 * escaping; and it uses the names found in the file.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import {
  commentText,
  jsString,
  jsxAttribute,
  writeCode,
} from '../../src/components/ModelChecker/analysis/code';
import { typecheckSources } from '../../tools/samples/typecheck';
import { dropped } from './model-checker-helpers';

const SITE = path.resolve(__dirname, '../..');
const code: Record<string, string> = {};

beforeAll(async () => {
  for (const name of [
    'lit.glb',
    'unlit.glb',
    'animated.glb',
    'huge.glb',
    'quantized-big.glb',
    'scattered.glb',
    'meshopt.glb',
  ]) {
    const result = await analyzeModel(dropped(name));
    if (!result.ok) throw new Error(result.problem.message);
    code[name] = result.report.code;
  }
});

const ODD = writeCode({
  fileName: 'it\'s a \\ "model".glb',
  needsLight: true,
  transformToUnitCube: true,
  animations: [
    { index: 0, name: 'Walk */ {oops}', durationSeconds: 1 },
    { index: 1, name: 'Line\nbreak', durationSeconds: 2.5 },
  ],
  renderables: [
    { name: 'Door "left" {1} <a>', primitives: 2, materials: [undefined, "Paint's */"] },
  ],
  needsPacking: false,
});

/** A quantized model off the origin: scaled and moved by hand (transformToUnitCube would shrink it). */
const BY_HAND = writeCode({
  fileName: 'offset.glb',
  needsLight: true,
  transformToUnitCube: false,
  scaleByHand: { scale: 0.05, translate: [-1, 0.25, 0] },
  animations: [],
  renderables: [{ name: 'Hall', primitives: 1, materials: ['Stone'] }],
  needsPacking: false,
});

/** A file whose nodes have no names: the code recolors nothing, so it must not import EntitySelector. */
const UNNAMED = writeCode({
  fileName: 'unnamed.glb',
  needsLight: true,
  transformToUnitCube: false,
  animations: [],
  renderables: [{ primitives: 1, materials: [undefined] }],
  needsPacking: false,
});

describe('written code', () => {
  it("passes the project's ESLint (no unused imports), with named nodes and without", async () => {
    const eslint = new ESLint({ cwd: SITE });
    for (const [label, text] of [
      ...Object.entries(code),
      ['odd names', ODD],
      ['unnamed', UNNAMED],
      ['scaled by hand', BY_HAND],
    ]) {
      const [result] = await eslint.lintText(text, {
        filePath: path.join(SITE, 'src/components/ModelChecker/WrittenCode.tsx'),
      });
      expect(
        result.messages.map((m) => `${m.ruleId}: ${m.message}`),
        label,
      ).toEqual([]);
    }
    expect(UNNAMED).not.toMatch(/^\s+EntitySelector,$/m);
  });

  it('type-checks for seven fixtures, odd names and a model scaled by hand', () => {
    const sources = [
      ...Object.entries(code).map(([label, text]) => ({ label, code: text })),
      { label: 'odd names', code: ODD },
      { label: 'unnamed', code: UNNAMED },
      { label: 'scaled by hand', code: BY_HAND },
    ].map((s) => ({ ...s, extension: 'tsx' as const, firstLine: 0 }));
    const problems = typecheckSources(SITE, sources);
    expect(problems).toEqual([]);
  });

  it('a mistake in the written code would be caught by the same check', () => {
    const broken = code['lit.glb'].replace(
      '<Camera />',
      '<Camera focalLengthInMillimeters="28" />',
    );
    const problems = typecheckSources(SITE, [
      { label: 'broken', code: broken, extension: 'tsx', firstLine: 0 },
    ]);
    expect(problems.length).toBeGreaterThan(0);
  });

  it('uses the real file, node, material and animation names', () => {
    expect(code['lit.glb']).toContain("source={require('./assets/lit.glb')}");
    expect(code['lit.glb']).toContain('byName="Body"');
    expect(code['lit.glb']).toContain('the glTF material "Paint" (part 0 of node "Body")');
    expect(code['lit.glb']).toContain('"Body", "Front wheel", "Rear wheel"');
    expect(code['animated.glb']).toContain('<Animator animationIndex={0} />');
    expect(code['animated.glb']).toContain('0: "Wave", 2.00 s');
    expect(code['animated.glb']).toContain(
      '{/* <Animator animationIndex={1} /> 1: "Smile", 0.50 s */}',
    );
  });

  it('adds <DefaultLight /> only when something is lit, and the Animator only with animations', () => {
    expect(code['lit.glb']).toContain('<DefaultLight />');
    expect(code['unlit.glb']).not.toContain('DefaultLight');
    expect(code['lit.glb']).not.toContain('Animator');
    expect(code['lit.glb']).not.toContain('transformToUnitCube');
  });

  it('escapes names for JSX attributes, strings and comments', () => {
    expect(jsxAttribute('byName', 'Body')).toBe('byName="Body"');
    expect(jsxAttribute('byName', 'a "b"')).toBe(`byName={'a "b"'}`);
    expect(jsString("it's\\")).toBe("'it\\'s\\\\'");
    expect(commentText('a */ b\nc')).toBe('a * / b c');
    expect(ODD).toContain(`byName={'Door "left" {1} <a>'}`);
    expect(ODD).toContain('index: 1, parameters');
    expect(ODD).toContain(`require('./assets/it\\'s a \\\\ "model".glb')`);
  });
});
