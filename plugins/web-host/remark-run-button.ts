/**
 * Remark plugin for the guides: after a ```tsx … live``` code block, a
 * `<RunSample sample="<guide>" downloadBytes={…} />` (client/RunSample.tsx),
 * imported by the page itself, so only pages with a live sample carry the
 * button, and only they carry its download figure.
 */
import path from 'node:path';
import { hostBundleDir, sampleFirstRunBytes } from './download';
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

/** `name={value}`, with the estree MDX compiles from (a number, not a string, reaches the prop). */
function numberAttribute(name: string, value: number): MdastNode {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: String(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExpressionStatement',
              expression: { type: 'Literal', value, raw: String(value) },
            },
          ],
        },
      },
    },
  };
}

interface Where {
  readonly siteDir: string;
  /** The bundled host (download.ts's hostBundleDir), whose files a first Run downloads. */
  readonly hostDir: string;
}

/**
 * The button, what its first Run downloads (download.ts: the host is bundled
 * when the site's content loads, before any MDX compiles) and which of the
 * site's models stand in for the sample's (samples.ts).
 */
function runButtonNode(sample: string, code: string, { siteDir, hostDir }: Where): MdastNode {
  const standIns = standInsOf(code, siteDir);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'sample', value: sample },
      numberAttribute('downloadBytes', sampleFirstRunBytes(siteDir, hostDir, code)),
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
function insertButtons(parent: MdastNode, sample: string, where: Where): number {
  const children = parent.children ?? [];
  let count = 0;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (isLive(child)) {
      children.splice(i + 1, 0, runButtonNode(sample, String(child.value ?? ''), where));
      count++;
      i++;
    } else {
      count += insertButtons(child, sample, where);
    }
  }
  return count;
}

/** `hostDir`: where the bundled host is (default: where index.ts bundles it; tests pass their own). */
export default function remarkRunButton(options: { readonly hostDir?: string } = {}) {
  return (tree: MdastNode, file: { path?: string; cwd?: string }) => {
    const sample = path.basename(file.path ?? '', '.mdx');
    // Docusaurus compiles the site's MDX from the site's folder.
    const siteDir = file.cwd ?? process.cwd();
    const where = { siteDir, hostDir: options.hostDir ?? hostBundleDir(siteDir) };
    if (insertButtons(tree, sample, where) > 0) tree.children?.unshift(importNode());
  };
}
