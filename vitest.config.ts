/**
 * Four Vitest projects (CONTRIBUTING.md, "Where tests go"):
 * - `unit`: the pure tests of tests/unit and packages/web-host/test, the fast
 *   loop (`npm run test:unit`), sharing one module cache per worker (no
 *   isolation: importing the same modules once per file was 4/5 of its time);
 * - `unit-isolated`: the pure tests that replace a module or a global
 *   (`vi.mock`, `vi.stubGlobal`, fake timers…, see REPLACES), each in a fresh
 *   module cache so that nothing they replace leaks into another file;
 * - `compile`: the test files of the same folders that import a compiler, a
 *   bundler, a type checker or a linter (COMPILE_MODULES), seconds each
 *   (`npm run test:compile`);
 * - `build`: tests/build, which reads `build/` (`npm run test:build`).
 * A test file's project follows from its imports: nothing to list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ROOT = __dirname;

/** The folders of the unit and compile projects. */
const SOURCE_TEST_DIRS = ['tests/unit', 'packages/web-host/test'];

/**
 * Modules that compile, bundle, type-check, lint or index: importing one makes
 * a test file a `compile` one. Packages by name, repository modules by path
 * without extension.
 */
export const COMPILE_MODULES: readonly string[] = [
  'typescript', // a ts.Program: type-checking, the API model
  'tools/samples/typecheck', // the sample checker's TypeScript program
  'tools/coverage/coverage', // reads the library's exports through a ts.Program
  'tests/api-library', // the installed library's ts.Program
  'esbuild',
  '@rspack/core',
  'plugins/search/optimize-bundle', // esbuild's minifier and zopfli
  'plugins/search/indexer', // Pagefind's indexer
  '@babel/core',
  'eslint',
];

const TEST_FILE = /\.test\.tsx?$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** The modules a test file imports, relative ones as repository paths without extension. */
export function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...source.matchAll(IMPORT)].map(([, specifier]) =>
    specifier!.startsWith('.')
      ? path
          .relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier!))
          .replace(/\.[cm]?[jt]sx?$/, '')
      : specifier!,
  );
}

export function isCompileTest(file: string): boolean {
  return importsOf(file).some((name) => COMPILE_MODULES.includes(name));
}

/** Vitest calls that replace a module, a global or time for the rest of the file's module cache. */
const REPLACES = /\bvi\.(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b/;

/** Whether a test file must run in its own module cache (it replaces something shared). */
export function replacesShared(file: string): boolean {
  return REPLACES.test(fs.readFileSync(path.join(ROOT, file), 'utf8'));
}

/** Every test file of the unit and compile projects, relative to the repository. */
export function sourceTestFiles(): string[] {
  return SOURCE_TEST_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => TEST_FILE.test(name))
      .map((name) => `${dir}/${name}`),
  );
}

const files = sourceTestFiles();
const compileFiles = files.filter(isCompileTest);
const pureFiles = files.filter((file) => !compileFiles.includes(file));
const isolatedFiles = pureFiles.filter(replacesShared);
const unitFiles = pureFiles.filter((file) => !isolatedFiles.includes(file));

/**
 * Module isolation is chosen in two places (Vitest 3.2, forks pool): the pool
 * reads the root's `poolOptions.forks.isolate` to decide whether each file gets
 * a new process, and each worker reads its project's to decide whether to reset
 * the module cache between files. The root turns new processes off; every
 * project but `unit` keeps a fresh module cache per file (the default).
 */
const sharedModules = { forks: { isolate: false } };
const freshModules = { forks: { isolate: true } };

export default defineConfig({
  // Components render with React's automatic JSX runtime, as Docusaurus builds them.
  esbuild: { jsx: 'automatic' },
  test: {
    // The sample checker compiles real programs; CI machines can be slow and busy.
    testTimeout: 60_000,
    // Both cores: Vitest's default (cores - 1) leaves one of two idle while its
    // own process mostly waits.
    maxWorkers: 2,
    minWorkers: 1,
    poolOptions: sharedModules,
    projects: [
      { extends: true, test: { name: 'unit', include: unitFiles, poolOptions: sharedModules } },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedFiles, poolOptions: freshModules },
      },
      {
        extends: true,
        test: { name: 'compile', include: compileFiles, poolOptions: freshModules },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], poolOptions: freshModules },
      },
    ],
  },
});
