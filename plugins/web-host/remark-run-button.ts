/**
 * Remark plugin for the guides: after a ```tsx … live``` code block, a
 * `<RunSample sample="<guide>" />` (client/RunSample.tsx), imported by the
 * page itself, so only pages with a live sample carry the button.
 */
import path from 'node:path';
import { LIVE_META, standInsOf } from './samples';

interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: unknown;
  children?: MdastNode[];
  [key: string]: unknown;
}

const COMPONENT = 'WebHostRunSample';
const SOURCE = '@site/plugins/web-host/client/RunSample';

/** `import WebHostRunSample from '…/RunSample'`, with the estree MDX compiles from. */
function importNode(): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${SOURCE}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              { type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: COMPONENT } },
            ],
            source: { type: 'Literal', value: SOURCE, raw: `'${SOURCE}'` },
          },
        ],
      },
    },
  };
}

/** The button, and which of the site's models stand in for the sample's (samples.ts). */
function runButtonNode(sample: string, code: string, siteDir: string): MdastNode {
  const standIns = standInsOf(code, siteDir);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'sample', value: sample },
      ...(standIns.length > 0
        ? [{ type: 'mdxJsxAttribute', name: 'standIns', value: standIns.join('; ') }]
        : []),
    ],
    children: [],
  };
}

const isLive = (node: MdastNode) =>
  node.type === 'code' && node.lang === 'tsx' && LIVE_META.test(node.meta ?? '');

/** Inserts the button after each live block (top level or nested, e.g. in tabs). */
function insertButtons(parent: MdastNode, sample: string, siteDir: string): number {
  const children = parent.children ?? [];
  let count = 0;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (isLive(child)) {
      children.splice(i + 1, 0, runButtonNode(sample, String(child.value ?? ''), siteDir));
      count++;
      i++;
    } else {
      count += insertButtons(child, sample, siteDir);
    }
  }
  return count;
}

export default function remarkRunButton() {
  return (tree: MdastNode, file: { path?: string; cwd?: string }) => {
    const sample = path.basename(file.path ?? '', '.mdx');
    // Docusaurus compiles the site's MDX from the site's folder.
    const siteDir = file.cwd ?? process.cwd();
    if (insertButtons(tree, sample, siteDir) > 0) tree.children?.unshift(importNode());
  };
}
