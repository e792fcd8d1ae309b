/**
 * The internals of Docusaurus and other packages that plugins/search relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('search', () => {
  it("fills theme-classic's SearchBar slot, which is an empty placeholder", () => {
    expect(read('@docusaurus/theme-classic/lib/theme/SearchBar.js')).toContain(
      "from '@docusaurus/Noop'",
    );
  });
});
