/**
 * Every sentence the model checker shows about how react-native-filament or
 * Filament behaves comes from a cited fact (`FACTS` in analysis/citations.ts,
 * whose quotes model-checker-citations.test.ts checks on their lines): the
 * fact's wording is in the report next to all of its citations, and no
 * sentence that speaks of the library, Filament or its loader goes without a
 * citation. The reports are those of every fixture model, plus the verdicts of
 * inputs no fixture has (more than 4 bone influences, an unsupported texture).
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeModel } from '../../src/components/ModelChecker/analysis';
import {
  ALL_CITATIONS,
  FACTS,
  GLTFIO_BINARY,
} from '../../src/components/ModelChecker/analysis/citations';
import { EXTENSION_FACTS } from '../../src/components/ModelChecker/analysis/support';
import type { Citation } from '../../src/components/ModelChecker/analysis/types';
import type { Inspection } from '../../src/components/ModelChecker/analysis/inspect';
import { lightingOf } from '../../src/components/ModelChecker/analysis/lighting';
import { sceneSize } from '../../src/components/ModelChecker/analysis/size';
import { verdictsOf, type VerdictInput } from '../../src/components/ModelChecker/analysis/verdicts';
import { dropped, FIXTURES } from './model-checker-helpers';

/** One thing the page shows: its words and the lines shown with it. */
interface Shown {
  readonly where: string;
  readonly text: string;
  readonly citations: readonly Citation[];
}

const MODEL_FILES = fs.readdirSync(FIXTURES).filter((f) => /\.(glb|gltf)$/.test(f));

async function shownFor(file: string): Promise<Shown[]> {
  const names = file === 'separate.gltf' ? [file, 'separate.bin', 'separate-0.png'] : [file];
  const result = await analyzeModel(dropped(...names));
  if (!result.ok) {
    return [
      {
        where: `${file} refusal`,
        text: result.problem.message,
        citations: result.problem.citations ?? [],
      },
      ...(result.extensions ?? []).map((e) => ({
        where: `${file} ${e.name}`,
        text: e.effect,
        citations: e.citations,
      })),
    ];
  }
  const r = result.report;
  return [
    ...r.verdicts.map((v) => ({
      where: `${file} verdict`,
      text: v.text,
      citations: v.citations ?? [],
    })),
    ...r.extensions.map((e) => ({
      where: `${file} ${e.name}`,
      text: e.effect,
      citations: e.citations,
    })),
    ...r.contents.textures
      .filter((t) => t.effect)
      .map((t) => ({
        where: `${file} texture ${t.index}`,
        text: t.effect!,
        citations: t.citations ?? [],
      })),
    { where: `${file} lighting`, text: r.lighting, citations: r.lightingCitations ?? [] },
    ...(r.size
      ? [
          {
            where: `${file} unit cube`,
            text: r.size.transformToUnitCube.reason,
            citations: r.size.citations ?? [],
          },
          {
            where: `${file} camera`,
            text: r.size.defaultCamera,
            citations: r.size.citations ?? [],
          },
        ]
      : []),
    ...r.costs.map((c) => ({
      where: `${file} ${c.label}`,
      text: c.basis ?? '',
      citations: c.citations ?? [],
    })),
  ];
}

/** Verdicts of inputs no fixture model has. */
function syntheticShown(): Shown[] {
  const base: VerdictInput = {
    fileName: 'x.glb',
    needsPacking: false,
    validation: { validatorVersion: '0', errors: 0, warnings: 0, messages: [] },
    extensions: [],
    textures: [],
    size: null,
    needsLight: false,
    costs: [],
    animations: 0,
    attributes: [],
  };
  const inputs: VerdictInput[] = [
    { ...base, attributes: ['JOINTS_0', 'JOINTS_1', 'WEIGHTS_1'] },
    {
      ...base,
      textures: [
        {
          index: 0,
          name: 't',
          mimeType: 'image/gif',
          width: 1,
          height: 1,
          gpuBytes: 0,
          support: 'fails',
        },
      ],
    },
    { ...base, needsPacking: true, animations: 2, needsLight: true },
  ];
  const far = sceneSize([-1, -1, -300], [1, 1, -200]);
  const lit = lightingOf({
    contents: { materials: [] },
    primitivesWithoutMaterial: 2,
    lights: 1,
  } as unknown as Inspection);
  return [
    ...inputs.flatMap((input) =>
      verdictsOf(input).map((v) => ({
        where: 'synthetic verdict',
        text: v.text,
        citations: v.citations ?? [],
      })),
    ),
    { where: 'beyond the far plane', text: far.defaultCamera, citations: far.citations ?? [] },
    { where: 'no material, own lights', text: lit.text, citations: lit.citations },
  ];
}

/** A glTF 1.0 file: refused as not glTF 2.0. */
async function gltf1Shown(): Promise<Shown[]> {
  const bytes = new TextEncoder().encode(JSON.stringify({ asset: { version: '1.0' } }));
  const result = await analyzeModel([{ name: 'old.gltf', bytes }]);
  if (result.ok) throw new Error('a glTF 1.0 file was not refused');
  return [
    {
      where: 'glTF 1.0 refusal',
      text: result.problem.message,
      citations: result.problem.citations ?? [],
    },
  ];
}

/** Words that make a sentence a statement about the library, Filament or its loader. */
const ABOUT_LIBRARY =
  /react-native-filament(?! \d+\.\d+\.\d+: valid)|\bthe library\b|\bFilament\b|\bloader\b|ubershader|<Camera|<DefaultLight|<Animator|transformToUnitCube (scales|would)|\bdecoded\b|\bculls?\b/;

/**
 * Sentences that name the library without a line to cite, each with why:
 * what they rest on is an absence, proved by a test instead.
 */
const NO_LINE_TO_CITE: readonly [RegExp, string][] = [
  [
    /not known to this Filament build|Not known to this Filament build/,
    'every extension name the shipped loader contains has a fact (test below), so a name without one is not in the loader',
  ],
  [
    /not a limit of the library/,
    'a rule of thumb of the checker, said to be one (no limit of the library exists to cite)',
  ],
];

let shown: Shown[] = [];
beforeAll(async () => {
  shown = [
    ...(await Promise.all(MODEL_FILES.map(shownFor))).flat(),
    ...syntheticShown(),
    ...(await gltf1Shown()),
  ];
}, 120_000);

describe('the model checker speaks about the library only from cited facts', () => {
  it('every fact has citations whose quotes are checked', () => {
    const checked = new Set(ALL_CITATIONS);
    for (const [name, fact] of Object.entries(FACTS)) {
      expect(fact.citations.length, name).toBeGreaterThan(0);
      for (const c of fact.citations)
        expect(checked.has(c), `${name}: ${c.path}:${c.line}`).toBe(true);
    }
  });

  const shownByReport = Object.entries(FACTS).filter(([name]) => name !== 'coreGltf');
  it.each(shownByReport)('%s: shown, and always with all of its citations', (_, fact) => {
    const showing = shown.filter((s) => s.text.includes(fact.says));
    expect(showing.length, fact.says).toBeGreaterThan(0);
    for (const s of showing)
      for (const c of fact.citations) expect(s.citations, `${s.where}: ${fact.says}`).toContain(c);
  });

  it('the report component takes its own sentences about the loader from facts', () => {
    // The report is one module per section: all of them, as one text.
    const dir = path.resolve(__dirname, '../../src/components/ModelChecker/report');
    const source = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    expect(source).toContain('{FACTS.coreGltf.says}');
    expect(source).toContain('<Sources citations={FACTS.coreGltf.citations} />');
    expect(source).toContain('${FACTS.defaultMaterial.says}');
    // No sentence of its own about the library: JSX text and string literals alike.
    const literals = [...source.matchAll(/>([^<>{}]+)<|'([^'\n]{20,})'|"([^"\n]{20,})"/g)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    );
    expect(literals.filter((text) => /\bloader\b|Filament's|\bthe library\b/.test(text))).toEqual(
      [],
    );
  });

  it('no sentence about the library goes without a citation', () => {
    const uncited = shown.filter(
      (s) =>
        ABOUT_LIBRARY.test(s.text) &&
        s.citations.length === 0 &&
        !NO_LINE_TO_CITE.some(([pattern]) => pattern.test(s.text)),
    );
    expect(uncited.map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  it('every extension name in the shipped loader has a fact, so an unknown name is truly not in it', () => {
    const binary = fs
      .readFileSync(path.resolve(__dirname, '../../node_modules', GLTFIO_BINARY))
      .toString('latin1');
    const names = new Set(
      binary.match(/\b(?:KHR|EXT|MSFT|ADOBE|AGI|CESIUM|FB|GOOGLE)_[a-z][A-Za-z0-9_]*/g),
    );
    expect([...names].filter((n) => !(n in EXTENSION_FACTS))).toEqual([]);
  });
});
