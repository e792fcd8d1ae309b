import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { pinnedVersion } from '../../shared/library';
import { compactProject } from '../../tools/releases/compact';
import {
  checkChanges,
  groupChanges,
  parseSubject,
  sectionOf,
  type ChangeRecord,
  type ReleaseChanges,
} from '../../tools/releases/commits';
import { commitRecord, type Reviewed } from '../../tools/releases/history';
import { assertReviewed, changedFiles } from '../../tools/releases/package-sources';
import { releaseDates } from '../../tools/releases/dates';
import {
  areasOf,
  breakingReasons,
  componentNames,
  diffSnapshots,
  releaseTags,
} from '../../tools/releases/diff';
import { ReleaseError } from '../../tools/releases/errors';
import { writeFileAtomic } from '../../tools/releases/io';
import type { ApiSnapshot, SymbolSnapshot } from '../../tools/releases/model';
import { sortBlogPosts } from '../../shared/blog-order';
import { code, codeBlock, prose, typeDeclaration } from '../../tools/releases/markdown';
import { extractSummary, postFileName, renderPosts } from '../../tools/releases/posts';
import { assertPublished, extractSource } from '../../tools/releases/registry';
import {
  loadChanges,
  loadSnapshot,
  readChanges,
  readSummaries,
  readVersions,
  RELEASE_PATHS,
  SITE_DIR,
} from '../../tools/releases/store';
import { typeToString } from '../../tools/releases/type-string';
import { compareVersions, sortVersions } from '../../shared/versions';
import { testDir } from './temp-dir';

function snapshot(
  version: string,
  symbols: SymbolSnapshot[],
  publishedAt = '2026-01-01T00:00:00.000Z',
): ApiSnapshot {
  return { package: 'lib', version, publishedAt, generator: 'test', symbols };
}

const prop = (type: string, optional = false) => ({ type, optional });

describe('diff of hand-made snapshots', () => {
  const before = snapshot('1.0.0', [
    { name: 'Gone', kind: 'function', signatures: ['() => void'] },
    {
      name: 'Model',
      kind: 'function',
      source: 'react/Model.tsx',
      signatures: ['(props: ModelProps) => Element'],
    },
    {
      name: 'ModelProps',
      kind: 'type-alias',
      type: 'UIProps & { … }',
      props: {
        castShadow: prop('boolean', true),
        source: prop('string'),
        scale: prop('number', true),
      },
    },
    { name: 'Shape', kind: 'interface', props: { margin: prop('number') } },
    { name: 'Same', kind: 'variable', type: 'number' },
  ]);
  const after = snapshot('1.1.0', [
    {
      name: 'Model',
      kind: 'function',
      source: 'react/Model.tsx',
      signatures: ['(props: ModelProps) => Element'],
    },
    {
      name: 'ModelProps',
      kind: 'type-alias',
      type: 'UIProps & { … }',
      props: {
        castShadow: prop('boolean', true),
        source: prop('string | number'),
        receiveShadow: prop('boolean', true),
      },
    },
    { name: 'New', kind: 'function', source: 'hooks/useNew.ts', signatures: ['() => void'] },
    { name: 'Shape', kind: 'type-alias', type: '{ … }', props: { margin: prop('number') } },
    { name: 'Same', kind: 'variable', type: 'number' },
  ]);
  const diff = diffSnapshots(before, after);

  it('lists added and removed symbols', () => {
    expect(diff.added.map((s) => s.name)).toEqual(['New']);
    expect(diff.removed.map((s) => s.name)).toEqual(['Gone']);
  });

  it('lists props added, removed and changed in type', () => {
    const change = diff.changed.find((c) => c.name === 'ModelProps');
    expect(change?.propsAdded.map((p) => p.name)).toEqual(['receiveShadow']);
    expect(change?.propsRemoved.map((p) => p.name)).toEqual(['scale']);
    expect(change?.propsChanged).toEqual([
      { name: 'source', before: prop('string'), after: prop('string | number') },
    ]);
  });

  it('reports a change of kind (interface to type alias) without inventing member changes', () => {
    const change = diff.changed.find((c) => c.name === 'Shape');
    expect(change?.kindBefore).toBe('interface');
    expect(change?.kind).toBe('type-alias');
    expect(change?.propsAdded).toEqual([]);
    expect(change?.propsRemoved).toEqual([]);
    expect(change?.typeChange).toBeUndefined();
  });

  it('leaves unchanged symbols out', () => {
    expect(diff.changed.map((c) => c.name)).toEqual(['ModelProps', 'Shape']);
  });

  it('reports signatures and type text that changed', () => {
    const d = diffSnapshots(
      snapshot('1', [
        { name: 'f', kind: 'function', signatures: ['(a: A) => B', '() => B'] },
        { name: 'T', kind: 'type-alias', type: "'a' | 'b'" },
      ]),
      snapshot('2', [
        { name: 'f', kind: 'function', signatures: ['() => B', '(a: A, b?: C) => B'] },
        { name: 'T', kind: 'type-alias', type: "'a' | 'b' | 'c'" },
      ]),
    );
    expect(d.changed[0]).toMatchObject({
      name: 'T',
      typeChange: { before: "'a' | 'b'", after: "'a' | 'b' | 'c'" },
    });
    expect(d.changed[1]).toMatchObject({
      name: 'f',
      signaturesAdded: ['(a: A, b?: C) => B'],
      signaturesRemoved: ['(a: A) => B'],
    });
  });

  it('treats the first release as a baseline with everything added and no tags', () => {
    const first = diffSnapshots(undefined, after);
    expect(first.from).toBeNull();
    expect(first.added).toHaveLength(after.symbols.length);
    expect(releaseTags(first, componentNames(after))).toEqual([]);
    expect(breakingReasons(first)).toEqual([]);
  });

  it('gives the reasons a release is breaking', () => {
    expect(breakingReasons(diff).map((r) => [r.symbol, r.member, r.what])).toEqual([
      ['Gone', undefined, 'was removed'],
      ['ModelProps', 'scale', 'was removed'],
      ['ModelProps', 'source', 'changed type'],
      ['Shape', undefined, 'changed kind'],
    ]);
  });

  it('counts a new required member as breaking only for input types', () => {
    const withRequired = (name: string) =>
      diffSnapshots(
        snapshot('1', [{ name, kind: 'interface', props: {} }]),
        snapshot('2', [{ name, kind: 'interface', props: { x: prop('number') } }]),
      );
    expect(breakingReasons(withRequired('CameraConfig'))).toHaveLength(1);
    expect(breakingReasons(withRequired('Engine'))).toEqual([]);
  });

  it('tags by area with the open rules', () => {
    const components = new Set(['Model', 'Light']);
    expect(areasOf({ name: 'Model', kind: 'function' }, components)).toEqual(['components']);
    expect(areasOf({ name: 'ModelProps', kind: 'type-alias' }, components)).toEqual(['components']);
    expect(areasOf({ name: 'useLightEntity', kind: 'function' }, components)).toEqual([
      'hooks',
      'lights',
    ]);
    expect(areasOf({ name: 'UseModelConfigParams', kind: 'interface' }, components)).toEqual([
      'hooks',
    ]);
    expect(
      areasOf(
        { name: 'RigidBody', kind: 'interface', source: 'bullet/types/RigidBody.ts' },
        components,
      ),
    ).toEqual(['physics']);
    expect(
      areasOf({ name: 'RNFCamera', kind: 'interface', source: 'types/Camera.ts' }, components),
    ).toEqual(['camera']);
    expect(
      areasOf({ name: 'Engine', kind: 'interface', source: 'types/Engine.ts' }, components),
    ).toEqual([]);
    expect(releaseTags(diff, componentNames(before, after))).toEqual(['components', 'breaking']);
  });
});

describe('versions and dates', () => {
  it('orders versions as numbers', () => {
    expect(sortVersions(['1.11.0', '1.9.0', '1.5.0', '1.9.0', '1.10.0-rc.1'])).toEqual([
      '1.5.0',
      '1.9.0',
      '1.10.0-rc.1',
      '1.11.0',
    ]);
    expect(compareVersions('1.10.0-rc.1', '1.10.0')).toBeLessThan(0);
    expect(() => compareVersions('latest', '1.0.0')).toThrow(/not a version/);
    // Numeric pre-release identifiers compare as numbers.
    expect(compareVersions('1.0.0-rc.2', '1.0.0-rc.10')).toBeLessThan(0);
  });

  it('never dates a release before the one it follows, and says which it took', () => {
    const dates = releaseDates([
      { version: '1.9.0', publishedAt: '2026-05-06T19:08:18.987Z' },
      { version: '1.6.1', publishedAt: '2026-05-07T13:27:33.189Z' },
      { version: '1.8.0', publishedAt: '2026-05-08T20:11:07.784Z' },
      { version: '1.11.0', publishedAt: '2026-07-12T03:21:56.673Z' },
    ]);
    expect(dates.map((d) => [d.version, d.date, d.dateFrom])).toEqual([
      ['1.6.1', '2026-05-07T13:27:33.189Z', undefined],
      ['1.8.0', '2026-05-08T20:11:07.784Z', undefined],
      ['1.9.0', '2026-05-08T20:11:07.784Z', '1.8.0'],
      ['1.11.0', '2026-07-12T03:21:56.673Z', undefined],
    ]);
    expect(dates[2].lowerPublishedLater.map((r) => r.version)).toEqual(['1.6.1', '1.8.0']);
    expect(dates[0].higherPublishedEarlier.map((r) => r.version)).toEqual(['1.9.0']);
    expect(dates[3].higherPublishedEarlier).toEqual([]);
  });

  it('lists posts newest first, by version where dates tie', () => {
    const post = (release: string, date: string) => ({
      metadata: { date: new Date(date), frontMatter: { release } },
    });
    const sorted = sortBlogPosts([
      post('1.8.0', '2026-05-08T20:11:07.784Z'),
      post('1.9.0', '2026-05-08T20:11:07.784Z'),
      post('1.6.1', '2026-05-07T13:27:33.189Z'),
      post('1.11.0', '2026-07-12T03:21:56.673Z'),
    ]);
    expect(sorted.map((p) => p.metadata.frontMatter.release)).toEqual([
      '1.11.0',
      '1.9.0',
      '1.8.0',
      '1.6.1',
    ]);
  });
});

describe('TypeDoc JSON to snapshot', () => {
  const intrinsic = (name: string) => ({ type: 'intrinsic', name }) as const;
  const project = {
    id: 0,
    name: 'lib',
    variant: 'project',
    kind: 1,
    flags: {},
    children: [
      {
        id: 1,
        name: 'useThing',
        variant: 'declaration',
        kind: 64,
        flags: {},
        sources: [{ fileName: 'hooks/useThing.ts', line: 1, character: 0 }],
        signatures: [
          {
            id: 2,
            name: 'useThing',
            variant: 'signature',
            kind: 4096,
            flags: {},
            parameters: [
              {
                id: 3,
                name: 'size',
                variant: 'param',
                kind: 32768,
                flags: { isOptional: true },
                type: intrinsic('number'),
              },
            ],
            type: {
              type: 'array',
              elementType: { type: 'union', types: [intrinsic('string'), intrinsic('number')] },
            },
          },
        ],
      },
      {
        id: 4,
        name: 'Base',
        variant: 'declaration',
        kind: 256,
        flags: {},
        children: [
          {
            id: 5,
            name: 'margin',
            variant: 'declaration',
            kind: 1024,
            flags: {},
            type: intrinsic('number'),
          },
        ],
      },
      {
        id: 6,
        name: 'ThingProps',
        variant: 'declaration',
        kind: 2097152,
        flags: {},
        type: {
          type: 'intersection',
          types: [
            { type: 'reference', target: 4, name: 'Base' },
            {
              type: 'reflection',
              declaration: {
                id: 7,
                name: '__type',
                variant: 'declaration',
                kind: 65536,
                flags: {},
                children: [
                  {
                    id: 8,
                    name: 'kind',
                    variant: 'declaration',
                    kind: 1024,
                    flags: { isOptional: true },
                    type: {
                      type: 'union',
                      types: [
                        { type: 'literal', value: 'a' },
                        { type: 'literal', value: 'b' },
                      ],
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    ],
  } as unknown as JSONOutput.ProjectReflection;

  const snap = compactProject(project, {
    package: 'lib',
    version: '1.0.0',
    publishedAt: 'x',
    generator: 'test',
  });

  it('keeps names, kinds, sources and printed signatures, sorted by name', () => {
    expect(snap.symbols.map((s) => [s.name, s.kind])).toEqual([
      ['Base', 'interface'],
      ['ThingProps', 'type-alias'],
      ['useThing', 'function'],
    ]);
    expect(snap.symbols[2]).toEqual({
      name: 'useThing',
      kind: 'function',
      source: 'hooks/useThing.ts',
      signatures: ['(size?: number) => (string | number)[]'],
    });
  });

  it('flattens an intersection into props, following exported names', () => {
    expect(snap.symbols[1]).toEqual({
      name: 'ThingProps',
      kind: 'type-alias',
      type: 'Base & { … }',
      props: {
        kind: { type: "'a' | 'b'", optional: true },
        margin: { type: 'number', optional: false },
      },
    });
  });

  it('prints types as TypeScript reads them', () => {
    expect(
      typeToString({
        type: 'union',
        types: [
          {
            type: 'reference',
            target: 1,
            name: 'ISharedValue',
            typeArguments: [intrinsic('number')],
          },
          { type: 'tuple', elements: [intrinsic('number'), intrinsic('number')] },
          { type: 'literal', value: null },
        ],
      } as JSONOutput.SomeType),
    ).toBe('ISharedValue<number> | [number, number] | null');
  });
});

describe('post text', () => {
  it('keeps a hand-written summary and replaces a placeholder', async () => {
    const snaps = [
      snapshot('1.0.0', []),
      snapshot('1.1.0', [{ name: 'A', kind: 'function', signatures: ['() => void'] }]),
    ];
    const [first, second] = await renderPosts(snaps, snaps[1], new Map([['1.1.0', 'Adds `A`.']]));
    expect(extractSummary(second.content)).toBe('Adds `A`.');
    expect(second.hasSummary).toBe(true);
    expect(first.hasSummary).toBe(false);
    expect(extractSummary(first.content)).toBeUndefined();
  });

  it('links a name only when the current API has it, with its kind folder', async () => {
    const old = snapshot('1.0.0', [
      { name: 'Kept', kind: 'interface', props: {} },
      { name: 'Dropped', kind: 'function', signatures: ['() => void'] },
    ]);
    const now = snapshot('2.0.0', [{ name: 'Kept', kind: 'type-alias', type: 'number' }]);
    const [, post] = await renderPosts([old, now], now, new Map());
    expect(post.content).toContain('[`Kept`](/docs/api/type-aliases/Kept)');
    expect(post.content).toContain('- `Dropped` (function)');
    expect(post.content).not.toContain('/docs/api/functions/Dropped');
  });

  it('writes code that survives backticks and surrounding spaces', () => {
    expect(code('a')).toBe('`a`');
    expect(code('`${x}`')).toBe('`` `${x}` ``');
    // A code span strips one space from each end; the padding keeps them.
    expect(code(' a ')).toBe('`  a  `');
    expect(codeBlock(['const a = 1;'])).toBe('```ts\nconst a = 1;\n```');
    expect(codeBlock(['/** ``` */'])).toBe('````ts\n/** ``` */\n````');
  });

  it('formats type declarations with Prettier and the project config', async () => {
    expect(await typeDeclaration('T', 'A | B')).toBe('type T = A | B;');
    // Past the 100-column print width: one union member per line, intersections in parentheses.
    expect(await typeDeclaration('T', `${'A'.repeat(50)} | ${'B'.repeat(30)} & { c?: "x" }`)).toBe(
      `type T =\n  | ${'A'.repeat(50)}\n  | (${'B'.repeat(30)} & { c?: 'x' });`,
    );
    // Snapshots write object literals whose members are listed elsewhere as `{ … }`.
    expect(await typeDeclaration('P', 'UIProps & { … }')).toBe('type P = UIProps & { … };');
  });

  it('puts formatted type changes in the post', async () => {
    const union = (extra: string) =>
      `LightConfig | Omit<LightConfig, 'intensity'${extra}> & { intensity?: number | ISharedValue<number> }`;
    const [, post] = await renderPosts(
      [
        snapshot('1.0.0', [{ name: 'Props', kind: 'type-alias', type: union('') }]),
        snapshot('1.1.0', [{ name: 'Props', kind: 'type-alias', type: union(" | 'color'") }]),
      ],
      snapshot('1.1.0', []),
      new Map(),
    );
    expect(post.content).toContain(
      [
        '```ts',
        '// 1.0.0',
        'type Props =',
        "  LightConfig | (Omit<LightConfig, 'intensity'> & { intensity?: number | ISharedValue<number> });",
        '// 1.1.0',
        'type Props =',
        '  | LightConfig',
        "  | (Omit<LightConfig, 'intensity' | 'color'> & { intensity?: number | ISharedValue<number> });",
        '```',
      ].join('\n'),
    );
  });
});

describe('bad input', () => {
  it('names a version the registry does not have', () => {
    expect(() => assertPublished('lib', ['1.0.0', '9.9.9'], { '1.0.0': 'x' })).toThrow(
      new ReleaseError('lib@9.9.9 does not exist on the npm registry (published versions: 1.0.0).'),
    );
  });

  it('names the version whose tarball has no src/', async () => {
    const dir = testDir('rnf-release-');
    fs.mkdirSync(path.join(dir, 'package'));
    fs.writeFileSync(path.join(dir, 'package/package.json'), JSON.stringify({ version: '2.0.0' }));
    const tarball = path.join(dir, 'lib-2.0.0.tgz');
    execFileSync('tar', ['-czf', tarball, '-C', dir, 'package']);
    await expect(extractSource('lib', '2.0.0', tarball, path.join(dir, 'out'))).rejects.toThrow(
      /could not read src\/ from the tarball of lib@2\.0\.0/,
    );
  });

  it('replaces a file whole and leaves no temporary file behind', () => {
    const dir = testDir('rnf-atomic-');
    const file = path.join(dir, 'a.json');
    fs.writeFileSync(file, 'old');
    writeFileAtomic(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['a.json']);
  });

  it('keeps the old file when the new one cannot be written', () => {
    const dir = testDir('rnf-atomic-');
    const file = path.join(dir, 'a.json');
    fs.writeFileSync(file, 'old');
    // A directory where the temporary file would go makes the write fail.
    fs.mkdirSync(path.join(dir, `.a.json.${process.pid}.tmp`));
    expect(() => writeFileAtomic(file, 'new')).toThrow();
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
  });
});

describe('committed releases', () => {
  const versions = readVersions();

  it('lists the tracked versions in order, each with a snapshot', () => {
    expect(versions).toEqual(sortVersions(versions));
    expect(versions).toEqual(
      expect.arrayContaining(['1.5.0', '1.6.1', '1.8.0', '1.9.0', '1.11.0']),
    );
    for (const v of versions) expect(loadSnapshot(v).version).toBe(v);
  });

  it('has a snapshot of the version the API reference documents', () => {
    expect(versions).toContain(pinnedVersion(SITE_DIR));
  });

  it('has posts that match the snapshots (run `npm run releases` if this fails)', async () => {
    const snapshots = versions.map(loadSnapshot);
    const posts = await renderPosts(
      snapshots,
      loadSnapshot(pinnedVersion(SITE_DIR)),
      readSummaries(versions),
      readChanges(versions),
    );
    for (const post of posts) {
      const file = path.join(RELEASE_PATHS.blog, postFileName(post.version));
      expect(fs.readFileSync(file, 'utf8'), post.file).toBe(post.content);
    }
  });

  it('says FilamentView is left out only while the library tags it @private', () => {
    // posts.ts names FilamentView as the one export TypeDoc drops for its `@private` tag.
    const lib = path.join(SITE_DIR, 'node_modules/react-native-filament/src');
    const index = fs.readFileSync(path.join(lib, 'index.tsx'), 'utf8');
    expect(index).toContain('FilamentViewWithRenderCallbacks as FilamentView');
    const view = fs.readFileSync(
      path.join(lib, 'react/FilamentViewWithRenderCallbacks.tsx'),
      'utf8',
    );
    expect(view).toMatch(/@private[\s\S]*export function FilamentViewWithRenderCallbacks/);
    for (const v of versions) {
      expect(
        loadSnapshot(v).symbols.map((x) => x.name),
        v,
      ).not.toContain('FilamentView');
      const post = fs.readFileSync(path.join(RELEASE_PATHS.blog, postFileName(v)), 'utf8');
      expect(post, v).toContain('that is `FilamentView`, the view component');
    }
  });

  it('names in the method every fix, feat or perf commit a review left out', () => {
    for (const [version, data] of readChanges(versions)) {
      const post = fs.readFileSync(path.join(RELEASE_PATHS.blog, postFileName(version)), 'utf8');
      const method = post.slice(post.indexOf('## How this page is made'));
      for (const c of data.changes) {
        if (c.section !== null || !c.reviewed || !c.hash) continue;
        expect(method, `${version}: ${c.subject}`).toContain(`commit/${c.hash})`);
        expect(method, `${version}: ${c.subject}`).toContain(`which ${c.omitted}`);
      }
    }
  });
});

describe('changes beyond the types: commit subjects', () => {
  it('reads type, scope and the pull request of a squash-merged subject', () => {
    expect(parseSubject('fix(android): support 16 KB page sizes (#313)')).toEqual({
      type: 'fix',
      scope: 'android',
      breaking: false,
      description: 'support 16 KB page sizes',
      pr: 313,
    });
    expect(parseSubject('feat: expose bloom options (#310)')).toMatchObject({
      type: 'feat',
      scope: null,
      pr: 310,
    });
  });

  it('takes the last reference as the pull request and keeps references inside the text', () => {
    expect(parseSubject('fix(android): fix android not building (#254) (#291)')).toMatchObject({
      description: 'fix android not building',
      pr: 291,
    });
    expect(parseSubject('fix: #242 exported worklet functions are undefined (#247)')).toMatchObject(
      { description: '#242 exported worklet functions are undefined', pr: 247 },
    );
    expect(parseSubject('fix(ios): fix rendering blank screen on RN >= 0.81').pr).toBeNull();
  });

  it('marks breaking changes written with !', () => {
    expect(parseSubject('feat!: drop the old renderer (#12)')).toMatchObject({
      type: 'feat',
      breaking: true,
      pr: 12,
    });
    expect(parseSubject('fix(ios)!: rename the pod')).toMatchObject({
      scope: 'ios',
      breaking: true,
    });
  });

  it('reads a subject that is not a conventional commit as untyped', () => {
    expect(parseSubject('prettier')).toEqual({
      type: null,
      scope: null,
      breaking: false,
      description: 'prettier',
      pr: null,
    });
    expect(parseSubject('Update README: links (#5)')).toMatchObject({ type: null, pr: 5 });
  });

  it('puts fixes under Fixed, features and performance under behavior, and nothing else', () => {
    expect(sectionOf('fix')).toBe('fixed');
    expect(sectionOf('feat')).toBe('behavior');
    expect(sectionOf('perf')).toBe('behavior');
    for (const type of ['chore', 'docs', 'ci', 'refactor', null])
      expect(sectionOf(type)).toBeNull();
  });
});

describe('changes beyond the types: commits to post entries', () => {
  const none: Reviewed = { commits: {}, packages: {} };
  const commit = (subject: string, files: string[], hash = 'a'.repeat(40)) => ({
    hash,
    subject,
    files,
  });

  it('keeps a fix that changes what the package ships, with its pull request', () => {
    const record = commitRecord(
      commit('fix(ios): fix build errors when using use_frameworks! (#307)', [
        'package/react-native-filament.podspec',
        'package/example/AppExampleFabric/ios/Podfile.lock',
      ]),
      '1.7.0',
      none,
    );
    expect(record).toMatchObject({ section: 'fixed', pr: 307, scope: 'ios', version: '1.7.0' });
  });

  it('leaves out chores, untyped commits and fixes of the docs or example apps, saying why', () => {
    const docsFix = commitRecord(
      commit('fix: GETTING_STARTED.mdx (#234)', ['docs/a.mdx']),
      '1.5.0',
      none,
    );
    expect(docsFix).toMatchObject({ section: null, omitted: 'changes no file the package ships' });
    const example = commitRecord(
      commit('feat: new demo (#9)', ['package/example/Shared/src/App.tsx']),
      '1.5.0',
      none,
    );
    expect(example.section).toBeNull();
    expect(
      commitRecord(commit('chore: release 1.9.0', ['package/package.json']), '1.9.0', none),
    ).toMatchObject({ section: null, omitted: 'a chore commit' });
    expect(commitRecord(commit('prettier', ['package/src/a.ts']), '1.8.0', none)).toMatchObject({
      section: null,
      omitted: 'not a conventional commit',
    });
  });

  it('applies the hand review: new wording, a pull request, or leaving a commit out', () => {
    const hash = 'b'.repeat(40);
    const reviewed: Reviewed = {
      commits: { [hash]: { text: 'iOS: no more blank screen.', pr: 319 } },
      packages: {},
    };
    const fixed = commitRecord(
      commit('fix(ios): fix blank', ['package/package.json'], hash),
      '1.9.0',
      reviewed,
    );
    expect(fixed).toMatchObject({
      section: 'fixed',
      text: 'iOS: no more blank screen.',
      pr: 319,
      reviewed: true,
    });
    const dropped = commitRecord(
      commit('fix(build): x (#1)', ['package/package.json'], hash),
      '1.6.0',
      {
        commits: { [hash]: { section: null, why: 'dev dependency only' } },
        packages: {},
      },
    );
    expect(dropped).toMatchObject({ section: null, omitted: 'dev dependency only' });
  });

  it('groups entries by section in the order they shipped', () => {
    const record = (version: string, section: ChangeRecord['section']): ChangeRecord => ({
      hash: version,
      subject: `fix: ${version}`,
      type: 'fix',
      scope: null,
      breaking: false,
      pr: null,
      version,
      section,
    });
    const groups = groupChanges([
      record('1.7.0', 'fixed'),
      record('1.7.0', 'behavior'),
      record('1.7.1', null),
      record('1.8.0', 'fixed'),
    ]);
    expect(groups.fixed.map((r) => r.version)).toEqual(['1.7.0', '1.8.0']);
    expect(groups.behavior.map((r) => r.version)).toEqual(['1.7.0']);
  });
});

describe('changes beyond the types: post text', () => {
  const changes = (version: string, records: Partial<ChangeRecord>[]): ReleaseChanges => ({
    version,
    from: '1.0.0',
    source: {
      kind: 'git',
      fromTag: 'v1.0.0',
      toTag: `v${version}`,
      tags: ['v1.0.1', `v${version}`],
    },
    changes: records.map((r) => ({
      hash: 'c'.repeat(40),
      subject: null,
      type: null,
      scope: null,
      breaking: false,
      pr: null,
      version,
      section: null,
      ...r,
    })),
  });
  const snaps = [snapshot('1.0.0', []), snapshot('1.1.0', [])];

  it('lists fixes and behavior with the release and a link to each pull request', async () => {
    const data = changes('1.1.0', [
      {
        subject: 'fix(android): support 16 KB page sizes (#313)',
        scope: 'android',
        pr: 313,
        section: 'fixed',
        version: '1.0.1',
      },
      { subject: 'fix(ios): fix blank screen', scope: 'ios', section: 'fixed' },
      { subject: 'feat: <EntitySelector> component (#238)', pr: 238, section: 'behavior' },
      { subject: 'chore: release 1.1.0', section: null },
    ]);
    const [, post] = await renderPosts(snaps, snaps[1], new Map(), new Map([['1.1.0', data]]));
    expect(post.content).toContain(
      '## Fixed\n\n' +
        `- Android: Support 16 KB page sizes. (1.0.1, [#313](https://github.com/margelo/react-native-filament/pull/313), commit [ccccccc](https://github.com/margelo/react-native-filament/commit/${'c'.repeat(40)}))\n` +
        `- iOS: Fix blank screen. (1.1.0, [commit ccccccc](https://github.com/margelo/react-native-filament/commit/${'c'.repeat(40)}))`,
    );
    // MDX would read <EntitySelector> as JSX: it is escaped outside code spans.
    expect(post.content).toContain(
      `## New and changed behavior\n\n- \\<EntitySelector\\> component. (1.1.0, [#238](https://github.com/margelo/react-native-filament/pull/238), commit [ccccccc](https://github.com/margelo/react-native-filament/commit/${'c'.repeat(40)}))`,
    );
    expect(post.content).not.toContain('release 1.1.0');
    expect(post.content).toContain('between the tags v1.0.0 and v1.1.0 (releases 1.0.1 and 1.1.0)');
  });

  it('says when a section is empty, and when it was derived from the packages', async () => {
    const data: ReleaseChanges = {
      ...changes('1.1.0', [
        { hash: null, text: 'Camera: `setOrthographicProjection`.', section: 'behavior' },
        {
          hash: null,
          text: 'Android: minSdkVersion 24.',
          section: 'behavior',
          cites: [{ version: '1.1.0', path: 'android/gradle.properties', line: 2, quote: 'x=24' }],
        },
      ]),
      source: { kind: 'package', fromPackage: 'lib@1.0.0', toPackage: 'lib@1.1.0' },
    };
    const [, post] = await renderPosts(snaps, snaps[1], new Map(), new Map([['1.1.0', data]]));
    expect(post.content).toContain('None of the changes to the package since 1.0.0 is a fix.');
    expect(post.content).toContain('Derived from the published packages of 1.0.0 and 1.1.0');
    expect(post.content).toContain('- Camera: `setOrthographicProjection`. (1.1.0)');
    // A change read from the packages names the package line that shows it.
    expect(post.content).toContain(
      '- Android: minSdkVersion 24. (1.1.0, `android/gradle.properties:2`)',
    );
    expect(post.content).toContain('has no tag for 1.1.0');
  });

  it('escapes Markdown and MDX syntax but not code spans', () => {
    expect(prose('a <b> {c} `<d>` *e*')).toBe('a \\<b\\> \\{c\\} `<d>` \\*e\\*');
  });
});

describe('changes beyond the types: bad input', () => {
  const base: ReleaseChanges = {
    version: '1.10.0',
    from: '1.9.0',
    source: { kind: 'git', fromTag: 'v1.9.0', toTag: 'v1.10.0', tags: ['v1.10.0'] },
    changes: [],
  };

  it('names a release with neither a tag nor a published package in the data', () => {
    const untagged = {
      ...base,
      source: { kind: 'git', fromTag: 'v1.9.0', toTag: '' },
    } as unknown as ReleaseChanges;
    expect(() => checkChanges(untagged, '1.10.0', 'releases/changes/1.10.0.json')).toThrow(
      new ReleaseError(
        '1.10.0 has neither a git tag nor a published package in releases/changes/1.10.0.json; ' +
          'run `npm run releases:history -- --git <clone of the library>`.',
      ),
    );
    const unpublished = {
      ...base,
      source: { kind: 'package', fromPackage: 'lib@1.9.0' },
    } as unknown as ReleaseChanges;
    expect(() => checkChanges(unpublished, '1.10.0', 'f.json')).toThrow(/^1\.10\.0 has neither/);
    expect(() => checkChanges(base, '1.10.0', 'f.json')).not.toThrow();
  });

  it('names a release whose change data is missing', () => {
    expect(() => loadChanges('0.0.1')).toThrow(
      new ReleaseError(
        'react-native-filament@0.0.1 has no change data (releases/changes/0.0.1.json); ' +
          'run `npm run releases:history -- --git <clone of the library>`.',
      ),
    );
  });

  it('requires every changed file of the packages to be reviewed, and no stale one', () => {
    const dir = testDir('rnf-sources-');
    for (const [v, text] of [
      ['a', 'one'],
      ['b', 'two'],
    ]) {
      fs.mkdirSync(path.join(dir, v, 'src'), { recursive: true });
      fs.writeFileSync(path.join(dir, v, 'src/same.ts'), 'same');
      fs.writeFileSync(path.join(dir, v, 'src/changed.ts'), text);
    }
    fs.writeFileSync(path.join(dir, 'b', 'src/added.ts'), 'new');
    const differing = changedFiles(path.join(dir, 'a'), path.join(dir, 'b'));
    expect(differing).toEqual(['src/added.ts', 'src/changed.ts']);
    expect(() => assertReviewed('1.11.0', differing, ['src/changed.ts'])).toThrow(
      /not reviewed.*src\/added\.ts/,
    );
    expect(() => assertReviewed('1.11.0', differing, [...differing, 'src/same.ts'])).toThrow(
      /did not change: src\/same\.ts/,
    );
    expect(() => assertReviewed('1.11.0', differing, differing)).not.toThrow();
  });
});

describe('committed changes beyond the types', () => {
  const versions = readVersions();
  const shown = (version: string) => loadChanges(version).changes.filter((c) => c.section !== null);

  it('has valid change data for every release, each shown change linked or read from the packages', () => {
    for (const version of versions) {
      const data = loadChanges(version);
      for (const record of data.changes.filter((c) => c.section)) {
        const linked = record.pr !== null || record.hash !== null;
        expect(linked || data.source.kind === 'package', `${version}: ${record.text}`).toBe(true);
      }
    }
  });

  it('shows the fixes readers look for, in the release they first shipped in', () => {
    const find = (version: string, pattern: RegExp) =>
      shown(version).find((c) => pattern.test(c.text ?? c.subject ?? ''));
    expect(find('1.9.0', /blank screen on React Native 0\.81/)).toMatchObject({
      section: 'fixed',
      version: '1.9.0',
    });
    expect(find('1.9.0', /16 KB/)).toMatchObject({ section: 'fixed', version: '1.9.0', pr: 313 });
    expect(find('1.8.0', /use_frameworks!/)).toMatchObject({
      section: 'fixed',
      version: '1.7.0',
      pr: 307,
    });
  });

  it('leaves chores, docs and example app commits out of the posts', () => {
    for (const version of versions) {
      for (const record of shown(version)) {
        expect(
          record.type === null || ['fix', 'feat', 'perf'].includes(record.type),
          record.subject ?? '',
        ).toBe(true);
      }
    }
  });
});
