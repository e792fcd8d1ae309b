/**
 * A click on a link does not render the page being left again while the next
 * one loads (client/PendingNavigation.tsx, README.md): core's App.js gets this
 * plugin's PendingNavigation, a subclass of core's with another render.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { PluginError } from '../../shared/plugin-error';

export const PLUGIN_NAME = 'pending-navigation';

/** Core's files the replacement relies on (README.md, "Internals"). */
export const CORE_FILES = {
  app: '@docusaurus/core/lib/client/App.js',
  pendingNavigation: '@docusaurus/core/lib/client/PendingNavigation.js',
} as const;

/** App.js's import of PendingNavigation, the one request the bundler replaces. */
export const PENDING_NAVIGATION_REQUEST = /^\.\/PendingNavigation$/;

/**
 * What the subclass keeps of the original and what it changes: App.js
 * imports it by that relative path; the original keeps the previous location
 * in `this.previousLocation`, and renders its children inside
 * ClientLifecyclesDispatcher through a `<Route location={location}>`, the
 * one part the subclass replaces.
 */
const EXPECTED = [
  { file: CORE_FILES.app, text: "import PendingNavigation from './PendingNavigation';" },
  { file: CORE_FILES.pendingNavigation, text: 'this.previousLocation = this.props.location;' },
  {
    file: CORE_FILES.pendingNavigation,
    text: '<ClientLifecyclesDispatcher previousLocation={this.previousLocation} location={location}>',
  },
  {
    file: CORE_FILES.pendingNavigation,
    text: '<Route location={location} render={() => children}/>',
  },
] as const;

const readInstalled = (file: string) => fs.readFileSync(require.resolve(file), 'utf8');

/**
 * Stops the build when core's PendingNavigation or its import changed: the
 * subclass would then render something other than what core now does, or
 * not be used at all, silently.
 */
export function assertCoreRenderUnchanged(read: (file: string) => string = readInstalled): void {
  const missing = EXPECTED.filter(({ file, text }) => !read(file).includes(text));
  if (missing.length > 0) {
    throw new PluginError(
      PLUGIN_NAME,
      `${missing.map(({ file }) => file).join(', ')} no longer contains ` +
        `${missing.map(({ text }) => JSON.stringify(text)).join(', ')}. Compare core's ` +
        'PendingNavigation with plugins/pending-navigation/client/PendingNavigation.tsx ' +
        '(see its README) or remove the plugin from docusaurus.config.ts.',
    );
  }
}

export default function pendingNavigationPlugin(): Plugin {
  assertCoreRenderUnchanged();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        // Both bundles, so that the server renders the tree the browser hydrates.
        plugins: [
          new NormalModuleReplacementPlugin(
            PENDING_NAVIGATION_REQUEST,
            path.join(__dirname, 'client', 'PendingNavigation.tsx'),
          ),
        ],
      };
    },
  };
}
