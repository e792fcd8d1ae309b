/**
 * Type-checks TSX snippets against the installed react-native-filament, the
 * way an app would compile them. Files go to a temporary folder inside
 * node_modules/.cache so imports resolve from the site's node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');

/** Metro returns an asset id for `require('./model.glb')`; the app's types say as much. */
const METRO_GLOBALS = 'declare function require(id: string): number;\n';

export interface Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** Compiles the given files (name → source) and returns every error. */
export function compileTsx(files: Record<string, string>): Diagnostic[] {
  const cache = path.join(ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'tsx-check-'));
  try {
    const rootNames = [path.join(dir, 'metro-globals.d.ts')];
    fs.writeFileSync(rootNames[0], METRO_GLOBALS);
    for (const [name, source] of Object.entries(files)) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, source);
      rootNames.push(file);
    }
    const program = ts.createProgram({
      rootNames,
      options: {
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        // Only what the snippets import; no Node globals (Metro has none).
        types: [],
        skipLibCheck: true,
        noUnusedLocals: true,
      },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const position =
        d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      return {
        file: d.file ? path.relative(dir, d.file.fileName) : '(options)',
        line: position ? position.line + 1 : 0,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
