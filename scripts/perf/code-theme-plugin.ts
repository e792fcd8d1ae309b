/**
 * Adds the code colors (src/prismThemes.ts, codeThemeCss) to the site's
 * stylesheet, as a generated CSS client module: one source of truth for the
 * palettes, which tests/unit/contrast.test.ts checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../src/prismThemes';

export default function codeThemePlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, codeThemeCss());
  return {
    name: 'code-theme',
    getClientModules: () => [file],
  };
}
