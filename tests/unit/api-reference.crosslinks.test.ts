/**
 * The usage index (guide sections → API names) and the since-when history
 * (release snapshots → "Added in", "Changed in") behind the API pages'
 * cross-links (plugins/api-reference: guide-usages.ts, since.ts, cross-links.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import {
  addCrossLinks,
  guideLines,
  insertUnderTitle,
  keepDescription,
  memberAnchor,
  NATIVE_DETAILS,
  pageExample,
  renderGuideUsages,
  sectionLabel,
  VISIBLE_GUIDES,
} from '../../plugins/api-reference/cross-links';
import {
  chooseExample,
  chooseExcerpt,
  exampleRule,
  MAX_EXAMPLE_LINES,
  requiredUse,
  sampleExcerpt,
  sampleUses,
  takesArguments,
} from '../../plugins/api-reference/guide-examples';
import {
  codeSymbols,
  guideSections,
  indexGuideUsages,
  readGuides,
  type Guide,
  type GuideSection,
} from '../../plugins/api-reference/guide-usages';
import { toMdx } from '../../plugins/api-reference/markdown';
import { sidebarDocIds } from '../../shared/sidebar-doc-ids';
import { parseGuide } from '../../shared/mdx';
import {
  renderSince,
  snapshotsUpTo,
  symbolHistory,
  type SinceLinks,
} from '../../plugins/api-reference/since';
import type { ApiSnapshot, SymbolSnapshot } from '../../shared/api-snapshot';
import { pinnedVersion } from '../../shared/library';
import { readSnapshots } from '../../shared/releases';
import { testDir } from './temp-dir';

const SITE = path.resolve(__dirname, '../..');

const symbols = new Map(
  ['useModel', 'Camera', 'Scene', 'View', 'FilamentAsset', 'Float3', 'DefaultLight'].map((n) => [
    n,
    `/docs/api/x/${n}`,
  ]),
);
const names = new Set(symbols.keys());

const guide = (id: string, body: string, title = `Guide ${id}`): Guide => ({
  id,
  title,
  route: `/docs/guides/${id}`,
  body,
});

const fence = (lang: string, code: string, meta = '') =>
  `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;

describe('codeSymbols', () => {
  it('counts names imported from the library and identifiers naming a symbol', () => {
    const code = [
      "import { Camera, useModel as load } from 'react-native-filament';",
      'const model = load(require("a.glb"));',
      'const at: Float3 = [0, 0, 0];',
    ].join('\n');
    expect([...codeSymbols(code, names)].sort()).toEqual(['Camera', 'Float3', 'useModel']);
  });

  it('leaves out names imported from elsewhere, declared in the block, properties and comments', () => {
    const code = [
      "import { View } from 'react-native';",
      'function Scene() {',
      '  // a Camera goes here, and /* FilamentAsset */ too',
      '  return <View>{engine.DefaultLight}</View>;',
      '}',
    ].join('\n');
    expect(codeSymbols(code, names).size).toBe(0);
  });

  it('reads JSX elements (`<Camera`) and calls (`useModel(`)', () => {
    expect([...codeSymbols('<Camera />\nuseModel(src)', names)].sort()).toEqual([
      'Camera',
      'useModel',
    ]);
  });
});

describe('guideSections', () => {
  it('gives each use the nearest h2/h3 with the id Docusaurus makes', () => {
    const body = [
      'Intro with `<Camera>`.',
      '## Set up',
      'Call `useModel()`.',
      '#### Deeper',
      'Still `FilamentAsset` in "Set up".',
      '## Set up',
      fence('tsx', '<Camera />'),
      '### The `Camera` {#own-id}',
      'Plain text Camera is not a use; `model.asset` neither.',
      '## Nothing here',
      fence('bash', 'npm install Camera'),
    ].join('\n\n');
    const sections = guideSections(guide('g', body), symbols);
    expect(sections.map((s) => [s.section.url, [...s.names].sort()])).toEqual([
      ['/docs/guides/g', ['Camera']],
      ['/docs/guides/g#set-up', ['FilamentAsset', 'useModel']],
      ['/docs/guides/g#set-up-1', ['Camera']],
      ['/docs/guides/g#own-id', ['Camera']],
    ]);
    const label = (s: GuideSection) => toMdx({ type: 'paragraph', children: sectionLabel(s) });
    expect(label(sections[3].section)).toBe('Guide g › The `Camera`');
    expect(label(sections[0].section)).toBe('Guide g');
  });

  it('reads headings and code inside JSX elements, and ids from an id comment', () => {
    const body = [
      '<details>',
      '',
      '## Inside {/* #inside-id */}',
      '',
      fence('ts', 'useModel(x)'),
      '',
      '</details>',
    ].join('\n');
    const [section] = guideSections(guide('g', body), symbols);
    expect(section.section.url).toBe('/docs/guides/g#inside-id');
    expect([...section.names]).toEqual(['useModel']);
  });
});

const imports = (...names: string[]) =>
  `import { ${names.join(', ')} } from 'react-native-filament';`;

describe('sampleUses', () => {
  const uses = (code: string, lang = 'tsx') =>
    Object.fromEntries(
      [...sampleUses(code, lang)].map(([name, kinds]) => [name, [...kinds].sort()]),
    );

  it('tells an element with props from a bare one, and a call with arguments from one without', () => {
    const code = [
      imports('Camera', 'DefaultLight', 'useModel', 'useFilamentContext'),
      'const model = useModel(require("a.glb"));',
      'const context = useFilamentContext();',
      'const a = <Camera near={0.1} />;',
      'const b = <DefaultLight />;',
    ].join('\n');
    expect(uses(code)).toEqual({
      Camera: ['element', 'element-with-props', 'reference'],
      DefaultLight: ['element', 'reference'],
      useModel: ['call', 'call-with-arguments', 'reference'],
      useFilamentContext: ['call', 'reference'],
    });
  });

  it('counts a spread as a prop, and follows aliases and namespace imports', () => {
    const code = [
      "import { Camera as Lens } from 'react-native-filament';",
      "import * as Filament from 'react-native-filament';",
      'const a = <Lens {...props} />;',
      'const b = <Filament.Model source={src}></Filament.Model>;',
      'const c: Filament.Float3 = [0, 0, 0];',
    ].join('\n');
    expect(uses(code)).toEqual({
      Camera: ['element', 'element-with-props', 'reference'],
      Model: ['element', 'element-with-props', 'reference'],
      Float3: ['reference'],
    });
  });

  it('ignores names not imported from the library, members, keys, attributes and the import itself', () => {
    const code = [
      imports('Camera', 'Model', 'View'),
      "import { Light } from './my-light';",
      'function Scene() {',
      '  engine.Camera(); const o = { Model: 1 };',
      '  return <Light intensity={1} Camera={2} />;',
      '}',
    ].join('\n');
    expect(uses(code)).toEqual({});
  });

  it('reads .ts samples with type assertions that TSX would misread', () => {
    const code = [imports('useModel'), 'const m = <any>useModel(src);'].join('\n');
    expect(uses(code, 'ts')).toEqual({ useModel: ['call', 'call-with-arguments', 'reference'] });
  });
});

describe('choosing a page example', () => {
  const sample = (code: string, label: string) => ({ code, label, uses: sampleUses(code, 'tsx') });
  const lines = (n: number) => Array.from({ length: n }, () => '// filler').join('\n');
  const about = sample(
    [imports('Animator', 'Camera'), '<Camera />', '<Animator animationIndex={1} />'].join('\n'),
    'about Animator',
  );
  const long = sample(
    [imports('Camera'), lines(MAX_EXAMPLE_LINES), '<Camera near={1} />'].join('\n'),
    'long',
  );
  const first = sample([imports('Camera'), '<Camera near={1} />', lines(3)].join('\n'), 'first');
  const second = sample([imports('Camera'), lines(3), '<Camera far={9} />'].join('\n'), 'second');
  const shortest = sample([imports('Camera'), '<Camera far={9} />'].join('\n'), 'shortest');

  it('never takes a sample that uses the name without props, however short', () => {
    expect(chooseExample([about], 'Camera', 'element-with-props')).toBeUndefined();
    expect(chooseExample([about], 'Animator', 'element-with-props')?.label).toBe('about Animator');
  });

  it('takes the shortest, the first of equally short ones, none over MAX_EXAMPLE_LINES lines', () => {
    expect(chooseExample([long], 'Camera', 'element-with-props')).toBeUndefined();
    expect(chooseExample([about, long, first, second], 'Camera', 'element-with-props')?.label).toBe(
      'first',
    );
    expect(chooseExample([first, shortest], 'Camera', 'element-with-props')?.label).toBe(
      'shortest',
    );
  });

  it('asks components for an element, hooks and functions for a call, with arguments if they take any', () => {
    expect(exampleRule('Camera', 'functions')).toBe('element');
    expect(exampleRule('useModel', 'functions')).toBe('call');
    expect(exampleRule('getAssetFromModel', 'functions')).toBe('call');
    expect(exampleRule('Float3', 'type-aliases')).toBe('reference');
    expect(takesArguments(['() => Element'])).toBe(false);
    expect(takesArguments(['<T>() => T'])).toBe(false);
    expect(takesArguments(['(source: BufferSource) => FilamentModel'])).toBe(true);
    expect(takesArguments(['<T extends (...args: any[]) => any>(callback: T) => T'])).toBe(true);
    expect(takesArguments(undefined)).toBe(true);
    expect(requiredUse('element', true)).toBe('element-with-props');
    expect(requiredUse('element', false)).toBe('element');
    expect(requiredUse('call', true)).toBe('call-with-arguments');
    expect(requiredUse('reference', true)).toBe('reference');
  });
});

describe('an excerpt when no whole sample is short enough', () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `    <View key={${i}} />`);
  /** A complete screen of more than MAX_EXAMPLE_LINES lines; useRigidBody is called in Crate only. */
  const screen = [
    "import React, { useState } from 'react';",
    "import { StyleSheet, View } from 'react-native';",
    'import {',
    '  Camera,',
    '  FilamentScene,',
    '  ModelRenderer,',
    '  useModel,',
    '  useRigidBody as useBody,',
    '  type Float3,',
    "} from 'react-native-filament';",
    '',
    'const ORIGIN: Float3 = [0, 4, 0];',
    '',
    '// Not about the crate.',
    '',
    '// A falling crate.',
    'function Crate() {',
    "  const model = useModel(require('./crate.glb'));",
    '  const body = useBody({ mass: 10, origin: ORIGIN });',
    '  return <ModelRenderer model={model} />;',
    '}',
    '',
    'export default function App() {',
    '  const [n] = useState(1);',
    '  useBody();',
    '  return (',
    '    <FilamentScene>',
    '      <Camera near={n} />',
    '      <Crate />',
    ...filler(MAX_EXAMPLE_LINES),
    '    </FilamentScene>',
    '  );',
    '}',
    '',
    'const styles = StyleSheet.create({ fill: { flex: 1 } });',
  ].join('\n');
  const crate = [
    "import { ModelRenderer, useModel, useRigidBody as useBody } from 'react-native-filament';",
    '',
    '// A falling crate.',
    'function Crate() {',
    "  const model = useModel(require('./crate.glb'));",
    '  const body = useBody({ mass: 10, origin: ORIGIN });',
    '  return <ModelRenderer model={model} />;',
    '}',
  ].join('\n');
  const sample = (code: string, label: string) => ({
    code,
    label,
    lang: 'tsx',
    uses: sampleUses(code, 'tsx'),
  });

  it('shows only the function that calls the hook with arguments, and the imports it uses', () => {
    expect(screen.split('\n').length).toBeGreaterThan(MAX_EXAMPLE_LINES);
    expect(sampleExcerpt(screen, 'tsx', 'useRigidBody', 'call-with-arguments')).toBe(crate);
    expect(chooseExample([sample(screen, 'screen')], 'useRigidBody', 'call-with-arguments')).toBe(
      undefined,
    );
    expect(
      chooseExcerpt([sample(screen, 'screen')], 'useRigidBody', 'call-with-arguments'),
    ).toEqual({ sample: expect.objectContaining({ label: 'screen' }), code: crate });
  });

  it('takes the statement with the use asked for, the shortest of those, with imports from every module', () => {
    // `useBody()` without arguments is in App only; `<Camera near>` too, with React's useState.
    expect(sampleExcerpt(screen, 'tsx', 'useRigidBody', 'call')).toBe(crate);
    const app = sampleExcerpt(screen, 'tsx', 'Camera', 'element-with-props')!;
    expect(app.split('\n\n')[0]).toBe(
      [
        "import { useState } from 'react';",
        "import { View } from 'react-native';",
        "import { Camera, FilamentScene, useRigidBody as useBody } from 'react-native-filament';",
      ].join('\n'),
    );
    expect(app).toMatch(/^export default function App\(\) \{$/m);
    expect(app.trimEnd().endsWith('}')).toBe(true);
    // A type is a statement of its own, and not one an excerpt shows.
    expect(sampleExcerpt(screen, 'tsx', 'Float3', 'reference')).toBe(
      [
        "import { type Float3 } from 'react-native-filament';",
        '',
        'const ORIGIN: Float3 = [0, 4, 0];',
      ].join('\n'),
    );
    expect(sampleExcerpt(screen, 'tsx', 'Model', 'element')).toBeUndefined();
  });

  it(`shows no excerpt whose statement and imports exceed ${MAX_EXAMPLE_LINES} lines, rather than a cut one`, () => {
    expect(
      chooseExcerpt([sample(screen, 'screen')], 'Camera', 'element-with-props'),
    ).toBeUndefined();
  });

  it('wraps an import that does not fit on one line, one name a line', () => {
    const names = Array.from({ length: 8 }, (_, i) => `useLongHookName${i}`);
    const code = [
      `import {\n${names.map((n) => `  ${n},\n`).join('')}} from 'react-native-filament';`,
      `const a = ${names.map((n) => `${n}(1)`).join(' + ')};`,
    ].join('\n');
    expect(sampleExcerpt(code, 'ts', 'useLongHookName0', 'call-with-arguments')).toBe(
      code.replace('\nconst', '\n\nconst'),
    );
  });

  it('prefers a whole short sample, then the shortest excerpt of any sample, for functions only', () => {
    const snapshots = [
      snap('1.0.0', [sym('useRigidBody', { kind: 'function', signatures: ['(props: P) => B'] })]),
    ];
    const section = (id: string): GuideSection => ({
      guide: { id: 'g', title: 'Guide g', route: '/docs/guides/g' },
      heading: { id, label: [{ code: false, text: id }] },
      url: `/docs/guides/g#${id}`,
    });
    const guideSample = (code: string, id: string) => ({
      section: section(id),
      lang: 'tsx',
      title: 'App.tsx',
      code,
      uses: sampleUses(code, 'tsx'),
    });
    const long = guideSample(screen, 'long');
    const example = pageExample('useRigidBody', 'functions/useRigidBody', [long], snapshots);
    expect(example).toEqual({
      section: section('long'),
      lang: 'tsx',
      title: 'App.tsx',
      code: crate,
      excerpt: true,
    });
    const short = guideSample(crate, 'short');
    expect(pageExample('useRigidBody', 'functions/useRigidBody', [long, short], snapshots)).toBe(
      short,
    );
    // A type's page gets a whole sample or nothing.
    expect(pageExample('Float3', 'type-aliases/Float3', [long], snapshots)).toBeUndefined();
    expect(renderGuideUsages(undefined, example)).toContain(
      'From [Guide g › long](/docs/guides/g#long) (an excerpt of its sample):\n\n```tsx title="App.tsx"\nimport {',
    );
  });
});

describe('indexGuideUsages', () => {
  const short = fence(
    'tsx',
    `${imports('Camera', 'DefaultLight')}\n<Camera near={1} />\n<DefaultLight />`,
    'title="Scene.tsx"',
  );
  const usages = indexGuideUsages(
    [
      guide(
        'a',
        [
          '## First',
          fence('tsx', `${imports('Camera')}\n<Camera far={2} />`, 'fragment'),
          '## Second',
          '`<Camera>` again.',
          fence('js', `${imports('Camera')}\n<Camera far={2} />`),
        ].join('\n\n'),
      ),
      guide('b', `## Short\n\n${short}`),
    ],
    symbols,
  );

  it('lists sections in reading order, each once', () => {
    expect(usages.sections.get('Camera')?.map((s) => s.url)).toEqual([
      '/docs/guides/a#first',
      '/docs/guides/a#second',
      '/docs/guides/b#short',
    ]);
    expect(usages.sections.has('useModel')).toBe(false);
  });

  it('keeps as samples only the TypeScript blocks the sample checker type-checks, with language and title', () => {
    expect(usages.samples.map((s) => [s.section.url, s.lang, s.title])).toEqual([
      ['/docs/guides/b#short', 'tsx', 'Scene.tsx'],
    ]);
    expect([...usages.samples[0].uses.keys()].sort()).toEqual(['Camera', 'DefaultLight']);
  });

  it('gives each page the example its kind needs (a name that takes no props: a bare element)', () => {
    const snapshots = [
      snap('1.0.0', [
        sym('Camera', { kind: 'function', signatures: ['({ … }: CameraProps) => null'] }),
        sym('DefaultLight', { kind: 'function', signatures: ['() => Element'] }),
      ]),
    ];
    const example = (name: string, page: string) =>
      pageExample(name, page, usages.samples, snapshots)?.section.url;
    expect(example('Camera', 'functions/Camera')).toBe('/docs/guides/b#short');
    expect(example('DefaultLight', 'functions/DefaultLight')).toBe('/docs/guides/b#short');
    // Without a signature, DefaultLight would need props it never gets.
    expect(
      pageExample('DefaultLight', 'functions/DefaultLight', usages.samples, []),
    ).toBeUndefined();
  });
});

describe('readGuides and sidebarDocIds', () => {
  it('reads id, title and route from front matter, in sidebar order', async () => {
    const dir = testDir('guides-');
    fs.writeFileSync(path.join(dir, 'a.mdx'), '---\ntitle: Alpha\n---\n\nText');
    fs.writeFileSync(
      path.join(dir, 'b.mdx'),
      '---\nid: bee\ntitle: Bee\nslug: /guides\n---\n\nText',
    );
    fs.writeFileSync(path.join(dir, 'c.md'), 'No front matter');
    fs.writeFileSync(path.join(dir, '_partial.mdx'), 'Skipped');
    const order = sidebarDocIds([
      { type: 'category', label: 'Guides', items: ['guides/bee', { type: 'doc', id: 'guides/a' }] },
      { type: 'link', label: 'API', href: '/docs/api' },
    ]);
    expect(order).toEqual(['guides/bee', 'guides/a']);
    const guides = await readGuides({
      dir,
      route: '/docs/guides',
      order: order.map((id) => id.replace('guides/', '')),
    });
    expect(guides.map((g) => [g.id, g.title, g.route])).toEqual([
      ['bee', 'Bee', '/docs/guides'],
      ['a', 'Alpha', '/docs/guides/a'],
      ['c', 'c', '/docs/guides/c'],
    ]);
    expect(guides[1].body).toBe('Text');
  });
});

const sym = (name: string, extra: Partial<SymbolSnapshot> = {}): SymbolSnapshot => ({
  name,
  kind: 'interface',
  ...extra,
});
const snap = (version: string, symbols: SymbolSnapshot[]): ApiSnapshot => ({
  package: 'react-native-filament',
  version,
  publishedAt: '2025-01-01T00:00:00.000Z',
  generator: 'test',
  symbols,
});
const prop = (type: string) => ({ type, optional: false });

describe('symbolHistory', () => {
  const snapshots = snapshotsUpTo(
    [
      snap('1.2.0', [sym('Old', { props: { a: prop('number') } }), sym('Gap')]),
      snap('1.10.0', [
        sym('Old', { props: { a: prop('string'), b: prop('number') } }),
        sym('New', { kind: 'function', signatures: ['() => void'] }),
        sym('Gap'),
      ]),
      snap('1.3.0', [sym('Old', { props: { a: prop('number') } })]),
      snap('2.0.0', [sym('Future')]),
    ],
    '1.10.0',
  );

  it('orders snapshots by version and drops those newer than the pinned version', () => {
    expect(snapshots.map((s) => s.version)).toEqual(['1.2.0', '1.3.0', '1.10.0']);
  });

  it('says "or earlier" for a name in the first snapshot, with its member changes', () => {
    expect(symbolHistory('Old', snapshots)).toEqual({
      added: '1.2.0',
      orEarlier: true,
      entries: [
        { version: '1.10.0', member: 'b', change: 'added' },
        { version: '1.10.0', member: 'a', change: 'changed' },
      ],
    });
  });

  it('dates a name from its first snapshot, after a gap', () => {
    expect(symbolHistory('New', snapshots)).toMatchObject({ added: '1.10.0', orEarlier: false });
    expect(symbolHistory('Gap', snapshots)).toMatchObject({ added: '1.10.0', orEarlier: false });
  });

  it('has nothing for a name missing from the latest snapshot or newer than the pin', () => {
    expect(symbolHistory('Missing', snapshots)).toBeUndefined();
    expect(symbolHistory('Future', snapshots)).toBeUndefined();
  });

  it('reports changed signatures and types of the symbol itself', () => {
    const history = symbolHistory('F', [
      snap('1.0.0', [sym('F', { kind: 'function', signatures: ['() => void'], type: 'A' })]),
      snap('1.1.0', [
        sym('F', { kind: 'function', signatures: ['(x: number) => void'], type: 'B' }),
      ]),
    ]);
    expect(history?.entries).toEqual([
      { version: '1.1.0', change: 'changed', what: 'type' },
      { version: '1.1.0', change: 'changed', what: 'signature' },
    ]);
  });

  it('finds names added after the first snapshot in the committed ones (1.8.0: useDerivedValue)', () => {
    const committed = snapshotsUpTo(readSnapshots(SITE), pinnedVersion(SITE));
    expect(committed.length).toBeGreaterThanOrEqual(2);
    expect(symbolHistory('useDerivedValue', committed)).toMatchObject({
      added: '1.8.0',
      orEarlier: false,
    });
    expect(symbolHistory('useModel', committed)).toMatchObject({ orEarlier: true });
  });
});

describe('renderSince', () => {
  const links: SinceLinks = {
    post: (v) => (v === '1.0.0' ? undefined : `/blog/release-${v.replace(/\./g, '-')}`),
    anchor: (m) => (m === 'b' ? 'property-b' : undefined),
  };

  it('links the version to its release post, when it has one', () => {
    expect(renderSince({ added: '1.8.0', orEarlier: false, entries: [] }, links)).toBe(
      'Added in [1.8.0](/blog/release-1-8-0).',
    );
    expect(renderSince({ added: '1.0.0', orEarlier: true, entries: [] }, links)).toBe(
      'In 1.0.0 or earlier.',
    );
  });

  it('lists each member once with every change, linking it when the page has its anchor', () => {
    const text = renderSince(
      {
        added: '1.0.0',
        orEarlier: true,
        entries: [
          { version: '1.1.0', member: 'b', change: 'added' },
          { version: '1.2.0', member: 'b', change: 'changed' },
          { version: '1.2.0', member: 'c', change: 'removed' },
          { version: '1.2.0', change: 'changed', what: 'type' },
        ],
      },
      links,
    );
    expect(text).toBe(
      [
        'In 1.0.0 or earlier. Since then:',
        '',
        '- [`b`](#property-b): added in [1.1.0](/blog/release-1-1-0), changed in [1.2.0](/blog/release-1-2-0)',
        '- `c`: removed in [1.2.0](/blog/release-1-2-0)',
        '- Type: changed in [1.2.0](/blog/release-1-2-0)',
      ].join('\n'),
    );
  });
});

describe('API page markdown', () => {
  it('finds table-row and method anchors', () => {
    const page = '| <a id="property-near"></a> `near?` |\n<a id="play"></a>\n';
    expect(memberAnchor(page, 'near')).toBe('property-near');
    expect(memberAnchor(page, 'Play')).toBe('play');
    expect(memberAnchor(page, 'far')).toBeUndefined();
  });

  it('puts text under the title', () => {
    expect(insertUnderTitle('# Function: A()\n\n> sig\n', 'Added.')).toBe(
      '# Function: A()\n\nAdded.\n\n> sig\n',
    );
  });

  it('pins the description the page had before the "Added in" line, unless it has front matter', () => {
    const page = '# Function: A()\n\n> **A**(`x`): `void`\n';
    expect(keepDescription(page, 'changed')).toBe('---\ndescription: "A(x): void"\n---\n\nchanged');
    expect(keepDescription('---\ntitle: T\n---\n# T\n', 'changed')).toBe('changed');
    // A page whose first line is its source link: its summary, or its title, not "Defined in18".
    const engine =
      '# Interface: Engine\n\nDefined in: [src/types/Engine.ts:18](https://x/Engine.ts#L18)\n\n';
    expect(keepDescription(`${engine}The engine.\n`, 'x')).toBe(
      '---\ndescription: "The engine."\n---\n\nx',
    );
    expect(keepDescription(`${engine}## Extends\n\n- B\n`, 'x')).toBe(
      '---\ndescription: "Interface: Engine, in the react-native-filament API reference."\n---\n\nx',
    );
    expect(keepDescription('# A\n\n> **A** = `Pick`\\<`B`\\>\n', 'x')).toBe(
      '---\ndescription: "A = Pick"\n---\n\nx',
    );
  });

  const mdx = (markdown: string) => unified().use(remarkParse).use(remarkMdx).parse(markdown);
  const section = (guideId: string, heading?: string): GuideSection => ({
    guide: { id: guideId, title: `Guide ${guideId}`, route: `/docs/guides/${guideId}` },
    ...(heading ? { heading: { id: heading, label: [{ code: false, text: heading }] } } : {}),
    url: heading ? `/docs/guides/${guideId}#${heading}` : `/docs/guides/${guideId}`,
  });

  it('renders nothing without usages or example, and escapes labels for MDX', () => {
    expect(renderGuideUsages([], undefined)).toBeUndefined();
    const tricky = {
      guide: { id: 'g', title: 'A <b> & {c} &amp; *d*', route: '/docs/guides/g' },
      heading: {
        id: 'x',
        label: [
          { code: false, text: 'Use ' },
          { code: true, text: '<Camera>' },
        ],
      },
      url: '/docs/guides/g#x',
    };
    const markdown = renderGuideUsages([tricky], undefined)!;
    expect(markdown).toContain(
      '- [A \\<b> & \\{c\\} \\&amp; \\*d\\*](/docs/guides/g): [Use \\<Camera>](/docs/guides/g#x)',
    );
    // Read back as MDX, the links say exactly the title and the heading's text (no code: fewer elements).
    const labels: unknown[] = [];
    visit(mdx(markdown), 'link', (node) => {
      labels.push(node.children.map((c) => ('value' in c ? [c.type, c.value] : c.type)));
    });
    expect(labels).toEqual([[['text', 'A <b> & {c} &amp; *d*']], [['text', 'Use <Camera>']]]);
  });

  it('gives each guide one line, the guide first, then its sections; an introduction is the guide', () => {
    const lines = guideLines([
      section('a'),
      section('a', 'one'),
      section('b'),
      section('a', 'two'),
    ]);
    expect(lines.map((l) => [l.guide.id, l.sections.map((s) => s.url)])).toEqual([
      ['a', ['/docs/guides/a#one', '/docs/guides/a#two']],
      ['b', []],
    ]);
    const markdown = renderGuideUsages(
      [section('a'), section('a', 'one'), section('b'), section('a', 'two')],
      undefined,
    )!;
    expect(markdown).toContain(
      [
        '## Used in the guides',
        '',
        '- [Guide a](/docs/guides/a): [one](/docs/guides/a#one) · [two](/docs/guides/a#two)',
        '- [Guide b](/docs/guides/b)',
      ].join('\n'),
    );
    // Few guides: nothing to fold, so no <details> and no component for it.
    expect(markdown).not.toContain('<details>');
    expect(markdown).not.toContain(NATIVE_DETAILS);
  });

  it(`shows ${VISIBLE_GUIDES} guides and folds the rest into a native <details>, all out of the index`, () => {
    const ids = Array.from({ length: VISIBLE_GUIDES + 2 }, (_, i) => `g${i}`);
    const markdown = renderGuideUsages(
      ids.map((id) => section(id, 'h')),
      undefined,
    )!;
    const tree = mdx(markdown);
    const [wrapper, esm] = tree.children as unknown as {
      type: string;
      name?: string;
      attributes?: { name: string; value: string }[];
      children: {
        type: string;
        name?: string;
        children: { type: string; children: unknown[] }[];
      }[];
      value?: string;
    }[];
    expect(tree.children).toHaveLength(2);
    expect(wrapper.name).toBe('div');
    expect(wrapper.attributes).toEqual([
      expect.objectContaining({ name: 'data-pagefind-ignore', value: 'all' }),
    ]);
    const [heading, visible, details] = wrapper.children;
    expect(heading.type).toBe('heading');
    expect(visible.type).toBe('list');
    expect(visible.children).toHaveLength(VISIBLE_GUIDES);
    expect(details.name).toBe('details');
    // The summary comes first: a paragraph of nothing but the element, which MDX unwraps.
    const [summary, rest] = details.children;
    expect(summary.type).toBe('paragraph');
    expect(summary.children).toEqual([expect.objectContaining({ name: 'summary' })]);
    expect(markdown).toContain(`<summary>Show all ${ids.length} guides</summary>`);
    expect(rest.type).toBe('list');
    expect(rest.children).toHaveLength(2);
    // The page's own Details, so that Docusaurus's <details> → <Details> renders the native element.
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toBe(NATIVE_DETAILS);
  });

  it('puts the example first, under its own heading id, naming its section', () => {
    const example = {
      section: section('a', 'one'),
      lang: 'tsx',
      title: 'A "quoted" title',
      code: '<Camera near={1} />',
    };
    const markdown = renderGuideUsages([section('a', 'one')], example)!;
    expect(markdown).toContain(
      [
        '## Example \\{#guide-example\\}',
        '',
        'From [Guide a › one](/docs/guides/a#one):',
        '',
        '```tsx title="A quoted title"',
        '<Camera near={1} />',
        '```',
        '',
        '## Used in the guides',
      ].join('\n'),
    );
    // Read as MDX, the heading ends with Docusaurus's `{#id}`.
    let text = '';
    visit(mdx(markdown), 'heading', (node) => {
      text ||= node.children.map((c) => ('value' in c ? c.value : '')).join('');
    });
    expect(text).toBe('Example {#guide-example}');
  });

  it('adds both to a page rendered from the model (front matter, `<Camera>` title, prop headings)', () => {
    const dir = testDir('api-');
    fs.mkdirSync(path.join(dir, 'functions'));
    const page = [
      '---',
      'title: "<Camera>"',
      'description: "The point of view."',
      '---',
      '',
      '# `<Camera>`',
      '',
      'The point of view.',
      '',
      fence('tsx', '<Camera cameraPosition={[0, 0, 8]} />'),
      '',
      '## Props',
      '',
      '### `cameraPosition` {#cameraposition}',
      '',
      '<div className="api-prop-meta">`Float3`</div>',
      '',
      'Where it stands.',
      '',
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'functions/Camera.md'), page);
    const index = new Map([['Camera', '/docs/api/functions/Camera']]);
    addCrossLinks({
      apiDir: dir,
      symbols: index,
      usages: indexGuideUsages(
        [guide('g', `## Use\n\n${fence('tsx', `${imports('Camera')}\n<Camera near={1} />`)}`)],
        index,
      ),
      snapshots: [snap('1.0.0', [sym('Camera')])],
      post: () => undefined,
    });
    const camera = fs.readFileSync(path.join(dir, 'functions/Camera.md'), 'utf8');
    // Front matter as it was, the since line under the title, the page's body untouched,
    // then the example and the guides at the end.
    expect(camera.startsWith(page.split('The point of view.\n\n')[0])).toBe(true);
    expect(camera).toContain('# `<Camera>`\n\nIn 1.0.0 or earlier.\n\nThe point of view.');
    expect(camera).toContain(page.slice(page.indexOf('## Props')).trimEnd());
    expect(camera.indexOf('## Example')).toBeGreaterThan(camera.indexOf('Where it stands.'));
    expect(camera.indexOf('## Used in the guides')).toBeGreaterThan(camera.indexOf('## Example'));
    const headings: string[] = [];
    // As Docusaurus reads it: classic `{#id}` escaped first.
    visit(parseGuide(camera.replace(/^---[\s\S]*?---\n/, '')), 'heading', (node) => {
      headings.push(node.children.map((c) => ('value' in c ? c.value : '')).join(''));
    });
    expect(headings).toEqual([
      '<Camera>',
      'Props',
      'cameraPosition {#cameraposition}',
      'Example {#guide-example}',
      'Used in the guides',
    ]);
  });

  it('adds both to the pages of a generated reference', () => {
    const dir = testDir('api-');
    fs.mkdirSync(path.join(dir, 'functions'));
    fs.writeFileSync(path.join(dir, 'functions/Camera.md'), '# Function: Camera()\n\nBody.\n');
    fs.writeFileSync(path.join(dir, 'functions/Lonely.md'), '# Function: Lonely()\n\nBody.\n');
    const index = new Map([
      ['Camera', '/docs/api/functions/Camera'],
      ['Lonely', '/docs/api/functions/Lonely'],
    ]);
    const usages = indexGuideUsages(
      [
        guide(
          'g',
          `## Use\n\n\`<Camera>\`\n\n${fence('tsx', `${imports('Camera')}\n<Camera near={1} />`)}`,
        ),
      ],
      index,
    );
    const stats = addCrossLinks({
      apiDir: dir,
      symbols: index,
      usages,
      snapshots: [snap('1.0.0', [sym('Lonely')]), snap('1.1.0', [sym('Camera'), sym('Lonely')])],
      post: (v) => `/blog/${v}`,
    });
    expect(stats).toEqual({ pages: 2, withUsages: 1, withExample: 1, withSince: 2 });
    const camera = fs.readFileSync(path.join(dir, 'functions/Camera.md'), 'utf8');
    // The page keeps its description (its first line of text), now in front matter.
    expect(camera).toMatch(
      /^---\ndescription: "Body\."\n---\n\n# Function: Camera\(\)\n\nAdded in \[1\.1\.0\]\(\/blog\/1\.1\.0\)\.\n/,
    );
    expect(camera).toContain(
      '## Example \\{#guide-example\\}\n\nFrom [Guide g › Use](/docs/guides/g#use):',
    );
    expect(camera).toContain(
      '## Used in the guides\n\n- [Guide g](/docs/guides/g): [Use](/docs/guides/g#use)',
    );
    const lonely = fs.readFileSync(path.join(dir, 'functions/Lonely.md'), 'utf8');
    expect(lonely).toContain('In [1.0.0](/blog/1.0.0) or earlier.');
    expect(lonely).not.toContain('Used in the guides');
  });
});
