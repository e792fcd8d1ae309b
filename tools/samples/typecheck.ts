/**
 * Type-checks code samples against the installed types of react-native-filament,
 * React and React Native, as files of an app would be checked.
 */
import path from 'node:path';
import ts from 'typescript';

export interface SourceToCheck {
  /** A name for messages, e.g. "docs/guides/light.mdx:42". */
  readonly label: string;
  readonly code: string;
  /** tsx, ts, jsx or js. */
  readonly extension: 'tsx' | 'ts' | 'jsx' | 'js';
  /** Line in the markdown file of the sample's first line (0 for generated code). */
  readonly firstLine: number;
}

export interface SampleProblem {
  readonly label: string;
  /** Line in the original file, when known. */
  readonly line: number;
  readonly message: string;
}

const LIBRARY = 'react-native-filament';

const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  noUnusedLocals: false,
};

/** Imports of the library must use its package root, never an internal path. */
export function deepImports(code: string): string[] {
  const re = new RegExp(`from\\s+['"](${LIBRARY}/[^'"]+)['"]`, 'g');
  return [...code.matchAll(re)].map((m) => m[1]);
}

/** Makes a sample a module, so samples do not see each other's declarations. */
function asModule(code: string): string {
  return /^\s*(import|export)\s/m.test(code) ? code : `${code}\nexport {};\n`;
}

/**
 * The installed declaration files, parsed once per process: every check reads
 * the same library, React and React Native types, and parsing them is most of
 * a small check's time (a test file checks a dozen snippets, each a program).
 * Safe to share: the compiler options never change, and TypeScript's language
 * service shares source files between programs in the same way.
 */
const installedSourceFiles = new Map<string, ts.SourceFile | undefined>();

export function typecheckSources(
  siteDir: string,
  sources: readonly SourceToCheck[],
): SampleProblem[] {
  // Virtual files live in a folder of the site, so node_modules resolves as for app code.
  const virtualDir = path.join(siteDir, '.samples');
  const files = new Map<string, { source: SourceToCheck; text: string }>();
  sources.forEach((source, i) => {
    const name = path.join(virtualDir, `sample-${i}.${source.extension}`);
    files.set(name, { source, text: asModule(source.code) });
  });
  const envFile = path.join(__dirname, 'sample-env.d.ts');

  const host = ts.createCompilerHost(SAMPLE_COMPILER_OPTIONS, true);
  const original = {
    getSourceFile: host.getSourceFile,
    fileExists: host.fileExists,
    readFile: host.readFile,
  };
  host.fileExists = (f) => files.has(f) || original.fileExists(f);
  host.readFile = (f) => files.get(f)?.text ?? original.readFile(f);
  host.getSourceFile = (f, lang, ...rest) => {
    const virtual = files.get(f);
    if (virtual) return ts.createSourceFile(f, virtual.text, lang, true);
    if (!installedSourceFiles.has(f)) {
      installedSourceFiles.set(f, original.getSourceFile.call(host, f, lang, ...rest));
    }
    return installedSourceFiles.get(f);
  };

  const program = ts.createProgram([...files.keys(), envFile], SAMPLE_COMPILER_OPTIONS, host);
  const problems: SampleProblem[] = [];
  for (const [name, { source }] of files) {
    for (const spec of deepImports(source.code)) {
      problems.push({
        label: source.label,
        line: source.firstLine,
        message: `imports "${spec}": import from the package root "${LIBRARY}" only.`,
      });
    }
    const sf = program.getSourceFile(name)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sf),
      ...program.getSemanticDiagnostics(sf),
    ];
    for (const d of diagnostics) {
      const { line } =
        d.start !== undefined ? sf.getLineAndCharacterOfPosition(d.start) : { line: 0 };
      problems.push({
        label: source.label,
        line: source.firstLine + line,
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      });
    }
  }
  return problems;
}
