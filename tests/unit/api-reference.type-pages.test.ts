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

describe('type pages show the facts of methods and of the type itself', () => {
  const facts: ApiFact[] = [
    {
      api: 'View',
      member: 'pickEntity',
      kind: 'correction',
      note: 'Resolves with `undefined` over the background.',
      source: 'cpp/core/RNFViewWrapper.cpp:268',
      quote: 'promise.set_value(std::nullopt);',
    },
    {
      api: 'LightConfig',
      kind: 'correction',
      note: "The focused spot throws; use `'spot'`.",
      source: 'cpp/core/RNFLightEnum.h:22',
      quote: 'else if (inUnion == "focused_sport")',
    },
  ];
  const interfacePage = [
    '# Interface: View',
    '',
    'Defined in: [src/types/View.ts:14](https://example.com/View.ts#L14)',
    '',
    '## Methods',
    '',
    '### getViewport()',
    '',
    'Defined in: [src/types/View.ts:38](https://example.com/View.ts#L38)',
    '',
    '#### Returns',
    '',
    '***',
    '',
    '### pickEntity()',
    '',
    '> **pickEntity**(`x`, `y`): `Promise`<`Entity` | `null`>',
    '',
    'Defined in: [src/types/View.ts:120](https://example.com/View.ts#L120)',
    '',
    'Given 2D screen coordinates, returns the entity at that position.',
    '',
    '#### Parameters',
    '',
    '| Parameter | Type |',
    '| ------ | ------ |',
    '| `x` | `number` |',
  ].join('\n');

  it("puts a method's notes after its description, before its parameters, and nowhere else", () => {
    const out = applyFactsToTypePage(interfacePage, 'View', indexFacts(facts)).split('\n');
    const note = out.findIndex((line) => line.includes('Resolves with `undefined`'));
    expect(out[note]).toBe(
      '**Note:** Resolves with `undefined` over the background. (`cpp/core/RNFViewWrapper.cpp:268`)',
    );
    expect(note).toBeGreaterThan(
      out.indexOf('Given 2D screen coordinates, returns the entity at that position.'),
    );
    expect(note).toBeLessThan(out.indexOf('#### Parameters'));
    expect(out.filter((line) => line.includes('Resolves with'))).toHaveLength(1);
    // getViewport has no fact: its section is unchanged.
    expect(out.slice(6, 13)).toEqual(interfacePage.split('\n').slice(6, 13));
  });

  it("puts a fact about the type itself under the type's declaration", () => {
    const page = [
      '# Type Alias: LightConfig',
      '',
      '> **LightConfig** = `BaseLightConfig` & (`SpotLightExtraConfig`)',
      '',
      'Defined in: [src/types/LightConfig.ts:173](https://example.com/LightConfig.ts#L173)',
      '',
      '### Light types',
    ].join('\n');
    const out = applyFactsToTypePage(page, 'LightConfig', indexFacts(facts)).split('\n');
    expect(out.slice(4, 8)).toEqual([
      'Defined in: [src/types/LightConfig.ts:173](https://example.com/LightConfig.ts#L173)',
      '',
      "**Note:** The focused spot throws; use `'spot'`. (`cpp/core/RNFLightEnum.h:22`)",
      '',
    ]);
    // Another type's page does not get it.
    expect(applyFactsToTypePage(page, 'LightProps', indexFacts(facts))).toBe(page);
  });
});
