/**
 * Remark plugin for the guides: after every ```tsx``` code block, either a
 * `<RunSample sample="<name>" downloadBytes={…} />` (client/RunSample.tsx),
 * imported by the page itself, so only pages with a sample carry the button,
 * and only they carry its download figure; or, for a block the page cannot
 * run (samples.ts's `runBlocker`), one line saying why. The guide's `live`
 * block runs as bundled; another block's button has `inPage`: its Run
 * compiles the block's text in the page (the host's `runCode`).
 */
import path from 'node:path';
import { hostBundleDir, sampleFirstRunBytes } from './download';
import { LIVE_META, runBlocker, sampleName, standInsOf } from './samples';

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
function runButtonNode(
  sample: string,
  code: string,
  inPage: boolean,
  { siteDir, hostDir }: Where,
): MdastNode {
  const standIns = standInsOf(code, siteDir);
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      { type: 'mdxJsxAttribute', name: 'sample', value: sample },
      ...(inPage ? [{ type: 'mdxJsxAttribute', name: 'inPage', value: null }] : []),
      numberAttribute('downloadBytes', sampleFirstRunBytes(siteDir, hostDir, code)),
      ...(standIns.length > 0
        ? [{ type: 'mdxJsxAttribute', name: 'standIns', value: standIns.join('; ') }]
        : []),
    ],
    children: [],
  };
}

/** `<p data-web-host-no-run="<name>"><small>Not run in the page: <reason></small></p>`: plain JSX, no script. */
function noRunNode(sample: string, reason: string): MdastNode {
  return {
    type: 'mdxJsxFlowElement',
    name: 'p',
    attributes: [{ type: 'mdxJsxAttribute', name: 'data-web-host-no-run', value: sample }],
    children: [
      {
        type: 'mdxJsxTextElement',
        name: 'small',
        attributes: [],
        children: [{ type: 'text', value: `Not run in the page: ${reason}` }],
      },
    ],
  };
}

/** What follows the `index`-th tsx block of the guide: its Run button or why it has none. */
function nodeAfter(node: MdastNode, guide: string, index: number, where: Where): MdastNode {
  const code = String(node.value ?? '');
  const meta = node.meta ?? '';
  const name = sampleName(guide, meta, code, index);
  const reason = runBlocker(code, meta);
  if (reason) return noRunNode(name, reason);
  return runButtonNode(name, code, !LIVE_META.test(meta), where);
}

interface Walk {
  readonly guide: string;
  readonly where: Where;
  /** tsx blocks seen so far (samples.ts numbers them in the same order) and buttons inserted. */
  blocks: number;
  buttons: number;
}

/** Inserts the button or the reason after each tsx block (top level or nested, e.g. in tabs). */
function insertButtons(parent: MdastNode, walk: Walk): void {
  const children = parent.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.type === 'code' && child.lang === 'tsx') {
      const after = nodeAfter(child, walk.guide, ++walk.blocks, walk.where);
      children.splice(i + 1, 0, after);
      if (after.name === COMPONENT) walk.buttons++;
      i++;
    } else {
      insertButtons(child, walk);
    }
  }
}

/** `hostDir`: where the bundled host is (default: where index.ts bundles it; tests pass their own). */
export default function remarkRunButton(options: { readonly hostDir?: string } = {}) {
  return (tree: MdastNode, file: { path?: string; cwd?: string }) => {
    const guide = path.basename(file.path ?? '', '.mdx');
    // Docusaurus compiles the site's MDX from the site's folder.
    const siteDir = file.cwd ?? process.cwd();
    const where = { siteDir, hostDir: options.hostDir ?? hostBundleDir(siteDir) };
    const walk: Walk = { guide, where, blocks: 0, buttons: 0 };
    insertButtons(tree, walk);
    if (walk.buttons > 0) tree.children?.unshift(importNode());
  };
}
