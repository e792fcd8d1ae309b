/**
 * The internals of Docusaurus and other packages that plugins/head-script relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyScript } from '../../plugins/head-script/early-script';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('head-script', () => {
  it("uses theme-common's announcement storage keys", () => {
    const source = read('@docusaurus/theme-common/lib/contexts/announcementBar.js');
    const script = earlyScript({ baseUrl: '/', storageNamespace: 'x', announcementId: 'a' });
    for (const key of ['docusaurus.announcement.dismiss', 'docusaurus.announcement.id']) {
      expect(source).toContain(`createStorageSlot('${key}')`);
      expect(script).toContain(key);
    }
  });

  it('knows how Docusaurus suffixes stored keys with the namespace', () => {
    expect(read('@docusaurus/theme-common/lib/utils/storageUtils.js')).toContain(
      '`${storageKey}${SiteStorage.namespace}`',
    );
    expect(read('@docusaurus/core/lib/server/storage.js')).toContain('`-${namespaceString}`');
  });
});
