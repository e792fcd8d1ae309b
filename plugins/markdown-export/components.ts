/**
 * What each MDX component of the site becomes in the Markdown. A component
 * missing here stops the build with its file and line, so a new component
 * gets a deliberate Markdown form instead of leaking JSX.
 */
import { toJsx } from '../../shared/live-preview/jsx';
import { isPresetName, PRESETS } from '../../shared/live-preview/scene';
import { bugReportUrl } from '../../shared/bug-report';
import { issueMetaItems, issueMetaProblems, type IssueMetaFields } from '../../shared/issue-meta';
import type { RootContent } from 'mdast';
import { svgLabel, type ComponentRenderer } from './transform';
import {
  COMPATIBILITY_COLUMNS,
  releasePostPath,
  rowsForReleases,
  type CompatibilityData,
} from '../../shared/compatibility';
import compatibility from '../../releases/compatibility.json';
import releaseVersions from '../../releases/versions.json';
import playgroundScreens from '../../static/playground/examples/index.json';

/**
 * `<LivePreview preset="light" />`: one sentence saying what the page shows
 * there, then the code a reader would write for the preview's starting state,
 * made by the same function that fills the preview's own code block.
 */
const LivePreview: ComponentRenderer = (_element, helpers) => {
  const name = helpers.attribute('preset');
  if (!name || !isPresetName(name)) return helpers.fail(`unknown preset "${name ?? ''}"`);
  const preset = PRESETS[name];
  const scene = preset.description[0].toLowerCase() + preset.description.slice(1);
  return [
    {
      type: 'paragraph',
      children: [
        {
          type: 'text',
          value: `The web page shows a live 3D preview here (${scene}), and this is the code of the scene it starts with:`,
        },
      ],
    },
    {
      type: 'code',
      lang: 'tsx',
      meta: `title="${preset.componentName}.tsx"`,
      value: toJsx(preset, preset.initial).replace(/\n+$/, ''),
    },
  ];
};

/** `<GuideFigure caption="…"><svg>…</svg></GuideFigure>`: the caption (else the drawing's title). */
const GuideFigure: ComponentRenderer = (element, helpers) => {
  const caption = helpers.attribute('caption') ?? svgLabel(element, helpers);
  if (!caption) return helpers.fail('a figure needs a caption or an SVG <title>');
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: 'Figure:' }] },
        { type: 'text', value: ` ${caption}` },
      ],
    },
  ];
};

/** `<Tabs>` (install and set-up tabs): every tab is kept, one after the other. */
const Tabs: ComponentRenderer = (element) => element.children;

/** `<TabItem label="Expo (development build)">`: its label in bold, then its content. */
const TabItem: ComponentRenderer = (element, helpers) => {
  const label = helpers.attribute('label') ?? helpers.attribute('value');
  if (!label) return helpers.fail('a tab needs a label or a value');
  return [
    {
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
    },
    ...element.children,
  ];
};

/** `<ReportBugLink />`: the pre-filled GitHub issue link it renders. */
const ReportBugLink: ComponentRenderer = () => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'link',
        url: bugReportUrl(),
        children: [{ type: 'text', value: 'Report a bug on GitHub' }],
      },
    ],
  },
];

/**
 * `<ModelChecker />`: an interactive tool with nothing to copy into Markdown;
 * one sentence says what the web page offers in its place.
 */
const ModelChecker: ComponentRenderer = () => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value:
          'The web page has the model checker here: choose or drop a .glb, or a .gltf with its .bin and textures, and the page reads it in the browser (nothing is uploaded), reports what react-native-filament will make of it and writes the code for it. It needs a browser with JavaScript.',
      },
    ],
  },
];

/**
 * `<SetupChecker />`: an interactive tool with nothing to copy into Markdown;
 * one sentence says what the web page offers in its place.
 */
const SetupChecker: ComponentRenderer = () => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value:
          "The web page has the setup checker here: choose, drop or paste the project's package.json and config files, and the page reads them in the browser (nothing is uploaded, config files are parsed and never run) and says what to change for react-native-filament. It needs a browser with JavaScript.",
      },
    ],
  },
];

/**
 * `<Playground />`: the example app's screens, run and edited in the page;
 * the Markdown says so and names them (static/playground/examples/index.json).
 */
const Playground: ComponentRenderer = () => [
  {
    type: 'paragraph',
    children: [
      {
        type: 'text',
        value: `The web page has the playground here: pick one of the example app's screens (${playgroundScreens.map((s) => s.name).join(', ')}), run it in the browser, edit it, and share a link that keeps your edits. It needs a browser with JavaScript and WebGL 2.`,
      },
    ],
  },
];

/**
 * `<IssueMeta thread="…" opened="…" checked="…" versions="…" platforms="…" />`:
 * the same facts line as the page, the thread linked.
 */
const IssueMeta: ComponentRenderer = (_element, helpers) => {
  const fields = {
    thread: helpers.attribute('thread') ?? '',
    opened: helpers.attribute('opened') ?? '',
    checked: helpers.attribute('checked') ?? '',
    versions: helpers.attribute('versions') ?? '',
    platforms: helpers.attribute('platforms') ?? '',
  } satisfies IssueMetaFields;
  const problems = issueMetaProblems(fields);
  if (problems.length > 0) return helpers.fail(problems.join('; '));
  const [thread, ...rest] = issueMetaItems(fields);
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: `${thread[0]}:` }] },
        { type: 'text', value: ' ' },
        { type: 'link', url: fields.thread, children: [{ type: 'text', value: thread[1] }] },
        ...rest.flatMap(([label, value]) => [
          { type: 'text' as const, value: ' · ' },
          { type: 'strong' as const, children: [{ type: 'text' as const, value: `${label}:` }] },
          { type: 'text' as const, value: ` ${value}` },
        ]),
      ],
    },
  ];
};

/**
 * `<CompatibilityTable />`: the same table as the page (shared/compatibility.ts
 * columns over releases/compatibility.json), each release linking to its post.
 */
const CompatibilityTable: ComponentRenderer = (_element, helpers) => {
  let rows;
  try {
    rows = rowsForReleases(compatibility as CompatibilityData, releaseVersions);
  } catch (error) {
    return helpers.fail((error as Error).message);
  }
  const text = (value: string) => [{ type: 'text' as const, value }];
  const cell = (value: string) => ({ type: 'tableCell' as const, children: text(value) });
  const [release, ...facts] = COMPATIBILITY_COLUMNS;
  // One column per release, one row per fact, as on the page.
  return [
    {
      type: 'table',
      align: [null, ...rows.map(() => null)],
      children: [
        {
          type: 'tableRow',
          children: [
            cell(release.heading),
            ...rows.map((row) => ({
              type: 'tableCell' as const,
              children: [
                {
                  type: 'link' as const,
                  url: releasePostPath(row.version),
                  children: text(release.cell(row)),
                },
              ],
            })),
          ],
        },
        ...facts.map((fact) => ({
          type: 'tableRow' as const,
          children: [cell(fact.heading), ...rows.map((row) => cell(fact.cell(row)))],
        })),
      ],
    },
  ];
};

/**
 * The site's components plus `<ErrorReference />` (docs/guides/error-messages.mdx):
 * the entries the error-reference plugin generated for that page, taken from
 * the plugin's content (the nodes the page itself gets), so the twin lists them too.
 */
export function withPluginComponents(
  components: Readonly<Record<string, ComponentRenderer>>,
  plugins: readonly { readonly name: string; readonly content: unknown }[],
): Readonly<Record<string, ComponentRenderer>> {
  const reference = plugins.find((p) => p.name === 'error-reference')?.content as
    { readonly nodes?: readonly RootContent[] } | undefined;
  const ErrorReference: ComponentRenderer = (_element, helpers) =>
    reference?.nodes
      ? structuredClone([...reference.nodes])
      : helpers.fail('the error-reference plugin is off (FEATURES_OFF) or gave no content');
  return { ...components, ErrorReference };
}

export const SITE_COMPONENTS: Readonly<Record<string, ComponentRenderer>> = {
  LivePreview,
  GuideFigure,
  Tabs,
  TabItem,
  ReportBugLink,
  ModelChecker,
  SetupChecker,
  CompatibilityTable,
  IssueMeta,
  Playground,
};
