/** What every local plugin's errors look like (shared/plugin-error.ts); each plugin's options: tests/unit/<name>.options.test.ts. */
import { describe, expect, it } from 'vitest';
import { asPluginError, PluginError } from '../../shared/plugin-error';

describe('the plugins’ error shape', () => {
  it('starts with the plugin name in brackets, and keeps a wrapped error as the cause', () => {
    const error = new PluginError('css-purge', 'no stylesheet');
    expect(error.message).toBe('[css-purge] no stylesheet');
    expect(error.plugin).toBe('css-purge');
    const cause = new Error('parse error at 3:1');
    const wrapped = asPluginError('markdown-export', cause);
    expect(wrapped.message).toBe('[markdown-export] parse error at 3:1');
    expect(wrapped.cause).toBe(cause);
    // An error already in that shape is not wrapped again.
    expect(asPluginError('markdown-export', wrapped)).toBe(wrapped);
  });
});
