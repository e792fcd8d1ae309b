/**
 * The Vitest projects of vitest.config.ts: `unit` shares one module cache per
 * worker (the fast loop), so a file that replaces a module, a global or the
 * clock must land in `unit-isolated` instead, or what it replaces would leak
 * into the files after it.
 */
import { describe, expect, it } from 'vitest';
import config, { isCompileTest, replacesShared, sourceTestFiles } from '../../vitest.config';

type Project = {
  test: { name: string; include: string[]; poolOptions?: { forks?: { isolate?: boolean } } };
};
const projects = (config as unknown as { test: { projects: Project[] } }).test.projects;
const project = (name: string) => projects.find((p) => p.test.name === name)!.test;

describe('test projects', () => {
  it('puts every file that replaces something shared in unit-isolated, with a fresh module cache', () => {
    const replacing = sourceTestFiles().filter((f) => !isCompileTest(f) && replacesShared(f));
    expect(replacing).toContain('packages/web-host/test/expo-asset.test.ts'); // vi.mock
    // This file names the calls it looks for, so it is one of them whichever feature is removed.
    expect(replacing).toContain('tests/unit/test-projects.test.ts');
    expect(project('unit-isolated').include).toEqual(replacing);
    expect(project('unit-isolated').poolOptions?.forks?.isolate).toBe(true);
    for (const file of replacing) expect(project('unit').include).not.toContain(file);
  });

  it('runs the other pure files with one module cache per worker, and every file in one project', () => {
    expect(project('unit').poolOptions?.forks?.isolate).toBe(false);
    expect(project('compile').poolOptions?.forks?.isolate).toBe(true);
    const all = sourceTestFiles();
    const placed = ['unit', 'unit-isolated', 'compile'].flatMap((name) => project(name).include);
    expect([...placed].sort()).toEqual([...all].sort());
  });
});
