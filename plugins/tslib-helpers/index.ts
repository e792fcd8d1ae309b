/**
 * @docusaurus/utils-common is CommonJS and requires all of tslib (about 4 KB
 * gzipped) for one helper; the browser bundle gets just that helper
 * (tslib.ts). See README.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';
import * as helpers from './tslib';

export const PLUGIN_NAME = 'tslib-helpers';

/** The tslib helpers (`tslib_1.__name`) that @docusaurus/utils-common's CommonJS calls. */
export function helpersUsed(
  libDir = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib'),
): Set<string> {
  const used = new Set<string>();
  for (const file of fs.readdirSync(libDir).filter((f) => f.endsWith('.js'))) {
    for (const m of fs
      .readFileSync(path.join(libDir, file), 'utf8')
      .matchAll(/tslib_1\.(__\w+)/g)) {
      used.add(m[1]!);
    }
  }
  return used;
}

/**
 * Stops the build when a dependency calls a tslib helper that tslib.ts lacks:
 * every page would throw when it ran.
 */
export function assertHelpersProvided(
  used: Iterable<string> = helpersUsed(),
  provided: readonly string[] = Object.keys(helpers),
): void {
  const missing = [...used].filter((name) => !provided.includes(name));
  if (missing.length > 0) {
    throw new PluginError(
      PLUGIN_NAME,
      `@docusaurus/utils-common now calls tslib's ${missing.join(', ')}, ` +
        'which plugins/tslib-helpers/tslib.ts does not provide. Add the helper there ' +
        '(see its README) or remove the plugin from docusaurus.config.ts.',
    );
  }
}

export default function tslibHelpersPlugin(): Plugin {
  assertHelpersProvided();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      return { resolve: isServer ? {} : { alias: { tslib$: path.join(__dirname, 'tslib.ts') } } };
    },
  };
}
