/**
 * The companion modules a sample imports (src/strict-module.ts): a module the
 * host imitates names a member it lacks, and is still a value a promise can
 * resolve to (loadCompanions awaits each loader).
 */
import { describe, expect, it } from 'vitest';
import { strictModule } from '../src/strict-module';

describe('strict companion modules', () => {
  it('throw on a member they lack, naming it', () => {
    const module = strictModule('some-lib', { a: 1 }) as Record<string, unknown>;
    expect(module.a).toBe(1);
    expect(() => module.b).toThrow("some-lib's b is not available in the browser sample.");
  });

  it('resolve from an async loader, as a module namespace without `then` does', async () => {
    const module = strictModule('some-lib', { a: 1 });
    await expect(Promise.resolve(module)).resolves.toBe(module);
    await expect((async () => module)()).resolves.toBe(module);
  });
});
