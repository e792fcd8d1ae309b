/**
 * Turns the library's custom JSDoc tags, as typedoc-plugin-markdown prints
 * them, into Docusaurus markup: `@note`, `@attention` and `@warning` become
 * admonitions, `@worklet` becomes a badge.
 */
const ADMONITIONS: Readonly<Record<string, string>> = {
  Note: 'note',
  Attention: 'caution',
  Warning: 'warning',
};

/** A block tag's section: its heading, then everything up to the next heading or rule. */
const BLOCK_TAG =
  /^(#{4,6}) (Note|Attention|Warning)\n\n([\s\S]*?)(?=\n#{1,6} |\n\*\*\*|\n<a id=|$(?![\s\S]))/gm;

export const WORKLET_BADGE =
  '<span className="badge badge--secondary api-worklet-badge" title="Can be called from a worklet (runs on the JS or a worklet thread)">Worklet</span>';

/**
 * A doc comment's own first-level heading, written Setext style (a line of
 * `=` under it, as LightConfig's "Light types"), would be a second h1 on the
 * page: it becomes an h3, under the page's h2 sections.
 */
const SETEXT_H1 = /^([^\n#>|`-][^\n]*)\n=+[ \t]*$/gm;

export function demoteCommentHeadings(markdown: string): string {
  // Fenced code keeps its lines as written.
  return markdown
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(SETEXT_H1, '### $1')))
    .join('');
}

export function renderCustomTags(markdown: string): string {
  return demoteCommentHeadings(markdown)
    .replace(BLOCK_TAG, (_all, _hashes: string, name: string, body: string) => {
      const type = ADMONITIONS[name];
      return `:::${type}[${name}]\n\n${body.trim()}\n\n:::\n`;
    })
    .replaceAll('**`Worklet`**', WORKLET_BADGE);
}

/** Front matter and an introduction for the generated index page (api/index.md). */
export function renderOverview(markdown: string, version: string): string {
  const body = markdown.replace(/^# .*\n+/, '');
  return [
    '---',
    'title: API overview',
    'sidebar_label: Overview',
    `description: Every component, hook, function and type that react-native-filament ${version} exports.`,
    '---',
    '',
    '# API overview',
    '',
    `Everything \`react-native-filament\` ${version} exports, generated from its TypeScript source. ` +
      'Components and hooks come first; the interfaces and type aliases after them describe the objects they hand you.',
    '',
    body,
  ].join('\n');
}
