/**
 * audit/web-host.native.md: each statement of the host's README about native
 * react-native-filament names a line of the package; the quote must be on that line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const LIBRARY = path.join(ROOT, 'node_modules/react-native-filament');
const AUDIT = fs.readFileSync(path.join(ROOT, 'audit/web-host.native.md'), 'utf8');

const rows = [...AUDIT.matchAll(/^\| (.+?) \| `([^`]+):(\d+)` \| `(.+)` \|$/gm)].map(
  ([, statement, file, line, quote]) => ({ statement, file, line: Number(line), quote }),
);

describe('the host README’s statements about native (audit/web-host.native.md)', () => {
  it('has its rows', () => expect(rows.length).toBeGreaterThanOrEqual(14));

  it.each(rows)('$file:$line — $statement', ({ file, line, quote }) => {
    const lines = fs.readFileSync(path.join(LIBRARY, file!), 'utf8').split('\n');
    expect(lines[line - 1]).toContain(quote);
  });
});
