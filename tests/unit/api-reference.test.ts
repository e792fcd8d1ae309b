import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionGroup } from '../../plugins/api-reference/groups';
import { LibraryError, pinnedVersion, resolveLibrary } from '../../shared/library';
import {
  demoteCommentHeadings,
  renderCustomTags,
  renderOverview,
  WORKLET_BADGE,
} from '../../plugins/api-reference/render-tags';
import { apiSidebar } from '../../plugins/api-reference/sidebar';
import {
  createWarningGate,
  UndecidedWarningsError,
} from '../../plugins/api-reference/typedoc-plugin';
import { testDir } from './temp-dir';

function fakeSite(pkg: object, installed?: { version: string; withSrc: boolean }): string {
  const dir = testDir('rnf-site-');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  if (installed) {
    const root = path.join(dir, 'node_modules/react-native-filament');
    fs.mkdirSync(path.join(root, 'src'), { recursive: true });
    fs.writeFileSync(
      path.join(root, 'package.json'),
      JSON.stringify({ version: installed.version }),
    );
    if (installed.withSrc) fs.writeFileSync(path.join(root, 'src/index.tsx'), 'export {}');
  }
  return dir;
}

describe('library version pin', () => {
  it('reads the exact version from devDependencies', () => {
    expect(
      pinnedVersion(fakeSite({ devDependencies: { 'react-native-filament': '1.11.0' } })),
    ).toBe('1.11.0');
  });

  it('refuses a range, saying how to pin', () => {
    expect(() =>
      pinnedVersion(fakeSite({ devDependencies: { 'react-native-filament': '^1.11.0' } })),
    ).toThrow(/exact version.*--save-exact/);
  });

  it('says to run npm install when the library is missing', () => {
    const site = fakeSite({ devDependencies: { 'react-native-filament': '1.11.0' } });
    expect(() => resolveLibrary(site)).toThrow(LibraryError);
    expect(() => resolveLibrary(site)).toThrow(/not installed.*npm install/);
  });

  it('names both versions when node_modules holds another one', () => {
    const site = fakeSite(
      { devDependencies: { 'react-native-filament': '1.11.0' } },
      { version: '1.9.0', withSrc: true },
    );
    expect(() => resolveLibrary(site)).toThrow(
      /pins react-native-filament@1\.11\.0 but node_modules holds 1\.9\.0/,
    );
  });

  it('says so when the package has no typed source', () => {
    const site = fakeSite(
      { devDependencies: { 'react-native-filament': '1.11.0' } },
      { version: '1.11.0', withSrc: false },
    );
    expect(() => resolveLibrary(site)).toThrow(/no typed source/);
  });

  it('resolves the real installed library to its source and git tag', () => {
    const lib = resolveLibrary(path.resolve(__dirname, '../..'));
    expect(lib.entryPoint).toMatch(/react-native-filament\/src\/index\.tsx$/);
    expect(lib.gitRevision).toBe(`v${lib.version}`);
  });
});

describe('function groups', () => {
  it.each([
    ['useModel', 'Hooks'],
    ['useWorld', 'Hooks'],
    ['Camera', 'Components'],
    ['RNFCamera', 'Components'],
    ['setLogger', 'Functions'],
    ['user', 'Functions'],
  ])('%s is in %s', (name, group) => {
    expect(functionGroup(name)).toBe(group);
  });
});

describe('custom tags', () => {
  it('turns a Note section into a note admonition, up to the next rule', () => {
    const md = '### foo()\n\n#### Note\n\nOnly once per asset.\nReally.\n\n***\n\n### bar()';
    expect(renderCustomTags(md)).toBe(
      '### foo()\n\n:::note[Note]\n\nOnly once per asset.\nReally.\n\n:::\n\n***\n\n### bar()',
    );
  });

  it("demotes a doc comment's Setext h1 and h2 to h3 and h4, but not front matter or fenced code", () => {
    const md =
      '---\ndescription: "A"\n---\n\n# Type Alias: LightConfig\n\nLight types\n===========\n\nText.\n\n' +
      'Directional lights\n------------------\n\n```\nA\n===\nB\n---\n```\n';
    expect(demoteCommentHeadings(md)).toBe(
      '---\ndescription: "A"\n---\n\n# Type Alias: LightConfig\n\n### Light types\n\nText.\n\n' +
        '#### Directional lights\n\n```\nA\n===\nB\n---\n```\n',
    );
  });

  it('maps Attention to caution and Warning to warning', () => {
    expect(renderCustomTags('#### Attention\n\nSlow.\n')).toContain(':::caution[Attention]');
    expect(renderCustomTags('#### Warning\n\nOne light only.\n')).toContain(':::warning[Warning]');
  });

  it('turns the worklet modifier into a badge', () => {
    expect(renderCustomTags('**`Worklet`**\n\nLoads a model.')).toBe(
      `${WORKLET_BADGE}\n\nLoads a model.`,
    );
  });

  it('leaves ordinary headings alone', () => {
    const md = '#### Returns\n\n`void`\n';
    expect(renderCustomTags(md)).toBe(md);
  });

  it('gives the overview page its title, label and version', () => {
    const out = renderOverview('# react-native-filament\n\n## Components\n', '1.11.0');
    expect(out).toMatch(/^---\ntitle: API overview\nsidebar_label: Overview\n/);
    expect(out).toContain('react-native-filament` 1.11.0 exports');
    expect(out).not.toContain('# react-native-filament\n');
    expect(out).toContain('## Components');
  });
});

describe('API sidebar', () => {
  it('puts Overview first and collapses the generated groups', () => {
    const items = apiSidebar([
      { type: 'category', label: 'Hooks', items: [{ type: 'doc', id: 'functions/useModel' }] },
    ]);
    expect(items).toMatchObject([
      { type: 'doc', id: 'index', label: 'Overview' },
      { type: 'category', label: 'Hooks', collapsed: true },
    ]);
  });
});

describe('TypeDoc warning gate', () => {
  const gate = () => createWarningGate([{ message: 'known one', reason: 'because' }]);

  it('accepts listed warnings and keeps the others', () => {
    const g = gate();
    expect(g.record('known one')).toBe(true);
    expect(g.record('new one')).toBe(false);
    expect(g.undecided()).toEqual(['new one']);
  });

  it('names undecided warnings and where to decide about them', () => {
    const error = new UndecidedWarningsError(['new one']);
    expect(error.message).toMatch(/1 warning\(s\).*new one.*accepted-warnings\.ts/s);
  });
});
