/**
 * What a new contributor adds on day one, written as CONTRIBUTING.md says:
 * a guide with a live sample and its audit, a component with its CSS module
 * and its Markdown form, and a plugin with its README, its features entry, its
 * row in plugins/README.md and its test. Each edit of an existing file finds
 * its anchor or stops with the file it could not edit, so a renamed anchor
 * fails this tool loudly instead of skipping an addition.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageHash } from '../second-reader/pages';

export const GUIDE_ID = 'newcomer-check';
export const COMPONENT = 'NewcomerNote';
export const PLUGIN = 'newcomer-marker';

const GUIDE = `---
title: Newcomer check
sidebar_label: Newcomer check
description: A throwaway guide that tools/newcomer adds to a scratch copy to prove that CONTRIBUTING.md is enough to add a guide.
tags: [getting-started]
---

import ${COMPONENT} from '@site/src/components/${COMPONENT}';

<${COMPONENT}>This page exists only in a scratch copy made by \`npm run test:newcomer\`.</${COMPONENT}>

## A first scene

A scene needs \`<FilamentScene>\` around the view, a camera, a light and a model.
The \`transformToUnitCube\` prop scales the model so that it fits the default camera's view.

\`\`\`tsx title="NewcomerScene.tsx" live
import React from 'react';
import { StyleSheet, View } from 'react-native';
import { Camera, DefaultLight, FilamentScene, FilamentView, Model } from 'react-native-filament';

function HelmetScene() {
  return (
    <FilamentView style={styles.view}>
      <Camera />
      <DefaultLight />
      <Model source={require('./assets/helmet.glb')} transformToUnitCube />
    </FilamentView>
  );
}

export default function NewcomerScene() {
  return (
    <View style={styles.screen}>
      <FilamentScene>
        <HelmetScene />
      </FilamentScene>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  view: { flex: 1 },
});
\`\`\`

## What to read next

The [getting started guide](./getting-started.mdx) explains each part of this scene.
`;

const AUDIT = `# Audit: Newcomer check (\`docs/guides/${GUIDE_ID}.mdx\`)

Library: react-native-filament **{version}**.

- Claims checked: **3**
- Claims fixed: **0**

| ✓/fixed | claim (short) | source file:line | note |
| --- | --- | --- | --- |
| ✓ | A scene needs \`<FilamentScene>\` around the view | \`src/hooks/useFilamentContext.ts:1\` | Throwaway audit of tools/newcomer. |
| ✓ | A camera, a light and a model | \`src/index.tsx:1\` | Throwaway audit of tools/newcomer. |
| ✓ | \`transformToUnitCube\` scales the model to the view | \`src/types/TransformProps.ts:1\` | Throwaway audit of tools/newcomer. |
`;

const COMPONENT_TSX = `import React, { type ReactNode } from 'react';
import styles from './styles.module.css';

export interface ${COMPONENT}Props {
  readonly children: ReactNode;
}

/** A note box that only the newcomer check's scratch copy has. */
export default function ${COMPONENT}({ children }: ${COMPONENT}Props): ReactNode {
  return (
    <aside className={styles.note}>
      <span className={styles.label}>Note</span>
      <p className={styles.text}>{children}</p>
    </aside>
  );
}
`;

/** About 1 KB, like the site's own modules (GuideFigure, the model checker's report). */
const COMPONENT_CSS = `.note {
  display: flex;
  gap: 0.75rem;
  align-items: baseline;
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-left: 4px solid var(--ifm-color-primary);
  border-radius: var(--ifm-global-radius);
  background: var(--ifm-color-emphasis-100);
}

.label {
  flex: none;
  font-weight: 700;
  font-size: 0.8rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--ifm-color-primary-darkest);
}

.text {
  margin: 0;
  line-height: 1.5;
}

[data-theme='dark'] .label {
  color: var(--ifm-color-primary-lightest);
}

@media (max-width: 480px) {
  .note {
    flex-direction: column;
    gap: 0.25rem;
  }
}
`;

const PLUGIN_INDEX = `/**
 * Writes newcomer.txt into the build: the smallest plugin, added by
 * tools/newcomer to a scratch copy only.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';
import { writeAtomic } from '../../shared/built-pages';

export const MARKER_FILE = 'newcomer.txt';

export default function newcomerMarkerPlugin(): Plugin {
  return {
    name: '${PLUGIN}',
    postBuild({ outDir }) {
      writeAtomic(path.join(outDir, MARKER_FILE), 'added by tools/newcomer\\n');
      logger.info(\`[${PLUGIN}] wrote \${MARKER_FILE}\`);
    },
  };
}
`;

const PLUGIN_README = `# ${PLUGIN}

Writes \`newcomer.txt\` into the build. Added by \`npm run test:newcomer\` to a scratch copy only.

- Costs: one file of 24 bytes; no page changes.
- Internals it relies on: none beyond the documented \`postBuild\` hook.
- Test: \`tests/build/${PLUGIN}.test.ts\`.
`;

const PLUGIN_TEST = `import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MARKER_FILE } from '../../plugins/${PLUGIN}';

it('writes its marker file into the build', () => {
  const file = path.resolve(__dirname, '../../build', MARKER_FILE);
  expect(fs.readFileSync(file, 'utf8')).toBe('added by tools/newcomer\\n');
});
`;

/** Replaces the first `anchor` of a file, or stops naming the file. */
function edit(root: string, file: string, anchor: string, replacement: string): void {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!text.includes(anchor)) {
    throw new Error(
      `tools/newcomer: cannot find ${JSON.stringify(anchor)} in ${file}; update tools/newcomer/additions.ts`,
    );
  }
  fs.writeFileSync(full, text.replace(anchor, replacement));
}

function write(root: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** "Add a guide": the MDX, its sidebar entry, its audit. */
export function addGuide(root: string, libraryVersion: string): void {
  write(root, `docs/guides/${GUIDE_ID}.mdx`, GUIDE);
  write(root, `audit/guides/${GUIDE_ID}.md`, AUDIT.replace('{version}', libraryVersion));
  edit(
    root,
    'sidebars.ts',
    `'guides/check-your-model',`,
    `'guides/check-your-model',\n        'guides/${GUIDE_ID}',`,
  );
}

/**
 * "Add a guide", step 9: the second reading's record, hashed as the guide stands (so after
 * Prettier). A throwaway record, as the audit above is: the check is that a guide with one passes.
 */
export function addSecondReading(root: string, libraryVersion: string): void {
  const page = { id: `guide-${GUIDE_ID}`, sources: [`docs/guides/${GUIDE_ID}.mdx`] };
  write(
    root,
    `audit/second-reader/${page.id}.md`,
    [
      '# Second reading: Newcomer check',
      '',
      `- Page: \`${page.id}\``,
      `- Sources: \`${page.sources[0]}\``,
      `- Content hash: \`${pageHash(page, root)}\``,
      '- Read by: second reader, not the author',
      `- Date: ${new Date().toISOString().slice(0, 10)}`,
      `- Library: react-native-filament ${libraryVersion}`,
      '- Claims re-checked: **1**',
      '',
      '| verdict | claim | source path:line | note |',
      '| --- | --- | --- | --- |',
      '| ✓ | A scene needs `<FilamentScene>` around the view | `src/hooks/useFilamentContext.ts:1` | Throwaway record of tools/newcomer. |',
      '',
    ].join('\n'),
  );
}

/** "Add a component": the component, its CSS module, its Markdown form. */
export function addComponent(root: string): void {
  write(root, `src/components/${COMPONENT}/index.tsx`, COMPONENT_TSX);
  write(root, `src/components/${COMPONENT}/styles.module.css`, COMPONENT_CSS);
  edit(
    root,
    'plugins/markdown-export/components.ts',
    'export const SITE_COMPONENTS: Readonly<Record<string, ComponentRenderer>> = {',
    `/** \`<${COMPONENT}>\`: its text, as a paragraph. */\nconst ${COMPONENT}: ComponentRenderer = (element, helpers) => [\n  { type: 'paragraph', children: [{ type: 'text', value: helpers.text(element) }] },\n];\n\nexport const SITE_COMPONENTS: Readonly<Record<string, ComponentRenderer>> = {\n  ${COMPONENT},`,
  );
}

/** "Add a plugin": folder, README, its entry in plugins/features.ts, plugins/README.md row, test. */
export function addPlugin(root: string): void {
  write(root, `plugins/${PLUGIN}/index.ts`, PLUGIN_INDEX);
  write(root, `plugins/${PLUGIN}/README.md`, PLUGIN_README);
  write(root, `tests/build/${PLUGIN}.test.ts`, PLUGIN_TEST);
  // Anchored on features the site needs (not removable), so a removed feature does not break it.
  edit(
    root,
    'plugins/features.ts',
    `import * as apiReference from './api-reference';`,
    `import * as apiReference from './api-reference';\nimport newcomerMarker from './${PLUGIN}';`,
  );
  edit(
    root,
    'plugins/features.ts',
    `      neededBy: WEB_HOST_USES,\n    },`,
    `      neededBy: WEB_HOST_USES,\n    },\n    // Writes newcomer.txt (tools/newcomer's scratch copy only).\n    { name: '${PLUGIN}', plugin: plugin(newcomerMarker) },`,
  );
  edit(
    root,
    'plugins/README.md',
    '| `web-host/` |',
    `| \`${PLUGIN}/\` | Writes newcomer.txt into the build. |\n| \`web-host/\` |`,
  );
}
