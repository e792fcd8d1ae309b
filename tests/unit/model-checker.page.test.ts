/** The model checker shell's pure parts: the byte sizes it writes (in the analysis's units). */
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/components/ModelChecker/format';

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [9_748, '9.5 KB'],
    [640 * 1024, '640 KB'],
    [12.34 * 1024 * 1024, '12.3 MB'],
    [100 * 1024 * 1024, '100 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
