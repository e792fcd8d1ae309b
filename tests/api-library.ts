/**
 * The installed library's API model, made the way the API reference makes it
 * (plugins/api-reference/model/extract.ts) but from a TypeScript program of
 * its own: for tests that compare the pages or a hand-made list with the code.
 */
import path from 'node:path';
import ts from 'typescript';
import { functionGroup } from '../plugins/api-reference/groups';
import {
  componentModel,
  hookModel,
  type ExtractContext,
} from '../plugins/api-reference/model/extract';
import type { ApiModel } from '../plugins/api-reference/model/types';

const SITE = path.resolve(__dirname, '..');
export const LIBRARY_ROOT = path.join(SITE, 'node_modules/react-native-filament');

export interface LibraryExports {
  readonly ctx: ExtractContext;
  /** Exported symbols, aliases resolved. */
  readonly symbols: readonly ts.Symbol[];
}

export function libraryExports(): LibraryExports {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(SITE, 'plugins/api-reference/tsconfig.library.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('plugins/api-reference/tsconfig.library.json does not parse');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(path.join(LIBRARY_ROOT, 'src/index.tsx'))!;
  const symbols = checker
    .getExportsOfModule(checker.getSymbolAtLocation(entry)!)
    .map((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s));
  return { ctx: { checker, packageRoot: LIBRARY_ROOT }, symbols };
}

/** The exported hooks (functions named `use…`). */
export function libraryHooks(library: LibraryExports): ts.Symbol[] {
  return library.symbols.filter(
    (s) =>
      functionGroup(s.name) === 'Hooks' &&
      s.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable),
  );
}

/** Every component and hook that gets a page, as its model (objects such as `BulletAPI` left out). */
export function libraryModels(library: LibraryExports): ApiModel[] {
  const models: ApiModel[] = [];
  for (const symbol of library.symbols) {
    const group = functionGroup(symbol.name);
    if (group === 'Functions') continue;
    try {
      models.push(
        group === 'Components'
          ? componentModel(symbol, library.ctx)
          : hookModel(symbol, library.ctx),
      );
    } catch {
      // not declared as a function: no component or hook page
    }
  }
  return models;
}
