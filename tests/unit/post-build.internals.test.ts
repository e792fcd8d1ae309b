/**
 * The internals of Docusaurus and other packages that plugins/post-build relies on,
 * checked in the installed packages: a release that renames or removes one
 * fails here, naming the plugin to update, rather than silently turning the
 * feature off. The plugin's README lists them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, 'node_modules', file), 'utf8');

describe('post-build', () => {
  it("keeps every property of a plugin's object, and hands the loaded plugins to each postBuild hook", () => {
    // A plugin's `postBuildSteps` survives initialization and loading…
    expect(read('@docusaurus/core/lib/server/plugins/init.js')).toMatch(
      /const plugin = \{\s*\.\.\.pluginInstance,/,
    );
    const loaded = read('@docusaurus/core/lib/server/plugins/plugins.js');
    expect(loaded.match(/return \{\s*\.\.\.plugin,\s*content,/g)).toHaveLength(2);
    // …the site's props list the loaded plugins, and postBuild gets the props.
    expect(read('@docusaurus/core/lib/server/site.js')).toMatch(/routesPaths,\s*plugins,/);
    expect(read('@docusaurus/core/lib/commands/build/buildLocale.js')).toMatch(
      /await plugin\.postBuild\(\{\s*\.\.\.props,/,
    );
  });
});
