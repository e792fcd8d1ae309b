/**
 * Three Vitest projects (CONTRIBUTING.md, "Where tests go"):
 * - `unit`: the pure tests of tests/unit and packages/web-host/test, the fast
 *   loop (`npm run test:unit`);
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
const unitFiles = files.filter((file) => !compileFiles.includes(file));

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
    projects: [
      { extends: true, test: { name: 'unit', include: unitFiles } },
      { extends: true, test: { name: 'compile', include: compileFiles } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
