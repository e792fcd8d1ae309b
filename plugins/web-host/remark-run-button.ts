/**
 * Remark plugin for the guides: after a ```tsx … live``` code block, a
 * `<RunSample sample="<guide>" />` (client/RunSample.tsx), imported by the
 * page itself, so only pages with a live sample carry the button.
 */
import path from 'node:path';
import { LIVE_META } from './samples';

interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
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

function runButtonNode(sample: string): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [{ type: 'mdxJsxAttribute', name: 'sample', value: sample }],
    children: [],
  };
}

const isLive = (node: MdastNode) =>
  node.type === 'code' && node.lang === 'tsx' && LIVE_META.test(node.meta ?? '');

/** Inserts the button after each live block (top level or nested, e.g. in tabs). */
function insertButtons(parent: MdastNode, sample: string): number {
  const children = parent.children ?? [];
  let count = 0;
  for (let i = 0; i < children.length; i++) {
    if (isLive(children[i])) {
      children.splice(i + 1, 0, runButtonNode(sample));
      count++;
      i++;
    } else {
      count += insertButtons(children[i], sample);
    }
  }
  return count;
}

export default function remarkRunButton() {
  return (tree: MdastNode, file: { path?: string }) => {
    const sample = path.basename(file.path ?? '', '.mdx');
    if (insertButtons(tree, sample) > 0) tree.children?.unshift(importNode());
  };
}
