/**
 * The usage line at the top of each component page (plugins/api-reference/summaries.ts)
 * compiles against the installed library, with the sample checker's compiler set-up
 * (tools/samples/typecheck.ts): a renamed prop or a wrong value type fails here.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionGroup } from '../../plugins/api-reference/groups';
import { SUMMARIES } from '../../plugins/api-reference/summaries';
import { typecheckSources } from '../../tools/samples/typecheck';

const SITE = path.resolve(__dirname, '../..');

/** A module that renders the line, with the names it uses imported or declared. */
function moduleFor(name: string, usage: string): string {
  return [
    `import { ${name}, type FilamentModel } from 'react-native-filament';`,
    // <ModelRenderer model={model} />: a model a reader got from useModel.
    'declare const model: FilamentModel;',
    `export function Usage() {`,
    `  void model;`,
    `  return (`,
    `    <>${usage}</>`,
    '  );',
    '}',
  ].join('\n');
}

function check(name: string, usage: string) {
  return typecheckSources(SITE, [
    { label: `${name} usage`, code: moduleFor(name, usage), extension: 'tsx', firstLine: 0 },
  ]);
}

const COMPONENTS = Object.entries(SUMMARIES).filter(
  ([name]) => functionGroup(name) === 'Components',
);

describe('component usage lines', () => {
  it('every component has one', () => {
    expect(COMPONENTS.filter(([, summary]) => !summary.usage).map(([name]) => name)).toEqual([]);
    expect(COMPONENTS).toHaveLength(13);
  });

  it.each(COMPONENTS)('<%s> compiles as written', (name, summary) => {
    expect(check(name, summary.usage!)).toEqual([]);
  });

  it('the check can fail: an unknown prop is an error', () => {
    expect(check('Camera', '<Camera cameraLocation={[0, 0, 8]} />')).not.toEqual([]);
  });
});
