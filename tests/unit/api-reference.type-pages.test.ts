/**
 * The facts on type-alias and interface pages (plugins/api-reference/type-pages.ts):
 * a property row shows the recorded default, not the library's `@default`
 * the code contradicts, with the same notes as the component and hook pages.
 */
import { describe, expect, it } from 'vitest';
import { indexFacts } from '../../plugins/api-reference/apply-facts';
import type { ApiFact } from '../../plugins/api-reference/facts';
import { applyFactsToTypePage, typePageName } from '../../plugins/api-reference/type-pages';

const FACTS: ApiFact[] = [
  {
    api: 'LightProps',
    member: 'intensity',
    kind: 'default',
    value: '25_000',
    commentSays: '30_000',
    source: 'src/react/EnvironmentalLight.tsx:25',
    quote: 'intensity = 25_000',
  },
  {
    api: 'LightProps',
    member: 'spin',
    kind: 'correction',
    note: 'A factor | not meters.',
    source: 'cpp/x.cpp:1',
    quote: 'x',
  },
  {
    api: 'MapProps',
    member: 'flags',
    kind: 'default',
    value: "'sRGB'",
    source: 'src/react/EntitySelector.tsx:116',
    quote: "textureFlags = 'sRGB'",
  },
];

const PAGE = [
  '## Properties',
  '',
  '| Property | Type | Description |',
  '| ------ | ------ | ------ |',
  '| <a id="property-intensity"></a> `intensity?` | `number` | Brightness. **Default** `30_000` |',
  '| <a id="property-bands"></a> `bands?` | `number` | Bands. **Default** `3` |',
  '| `spin?` | `Float3` \\| `number` | Spin. |',
  '',
].join('\n');

describe('type pages show the recorded facts', () => {
  it('names the pages it applies to', () => {
    expect(typePageName('type-aliases/CameraProps.md')).toBe('CameraProps');
    expect(typePageName('interfaces/View.md')).toBe('View');
    expect(typePageName('functions/Camera.md')).toBeUndefined();
  });

  it('replaces a contradicted @default, keeps rows without facts, adds corrections', () => {
    const out = applyFactsToTypePage(PAGE, 'LightProps', indexFacts(FACTS)).split('\n');
    expect(out[4]).toContain('**Default** `25_000`');
    expect(out[4]).not.toContain('**Default** `30_000`');
    expect(out[4]).toContain("The library's comment says the default is `30_000`");
    expect(out[5]).toBe(PAGE.split('\n')[5]);
    expect(out[6]).toMatch(
      /Spin\. \*\*Note:\*\* A factor \\\| not meters\. \(`cpp\/x\.cpp:1`\) \|$/,
    );
  });

  it('adds a Description column to a table TypeDoc wrote without one', () => {
    const page = [
      '| Property | Type |',
      '| ------ | ------ |',
      '| `name` | `string` |',
      '| <a id="property-flags"></a> `flags?` | `Flags` |',
    ].join('\n');
    expect(applyFactsToTypePage(page, 'MapProps', indexFacts(FACTS)).split('\n')).toEqual([
      '| Property | Type | Description |',
      '| ------ | ------ | ------ |',
      '| `name` | `string` | - |',
      '| <a id="property-flags"></a> `flags?` | `Flags` | **Default** `\'sRGB\'` |',
    ]);
  });

  it('stops on a @default that neither the fact nor its commentSays names', () => {
    const page = PAGE.replace('`30_000`', '`1`');
    expect(() => applyFactsToTypePage(page, 'LightProps', indexFacts(FACTS))).toThrow(
      /LightProps › intensity: the library's comment says @default 1/,
    );
  });
});
