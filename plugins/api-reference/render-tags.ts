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
 * A doc comment's own headings, written Setext style (a line of `=` or `-`
 * under the text, as in LightConfig's "Light types" and "Directional
 * lights"), would be a second h1, or h2s beside the page's own sections:
 * they become h3 and h4, keeping their order.
 */
const SETEXT_H1 = /^([^\n#>|`-][^\n]*)\n=+[ \t]*$/gm;
const SETEXT_H2 = /^([^\n#>|`*-][^\n]*)\n-+[ \t]*$/gm;
const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

export function demoteCommentHeadings(markdown: string): string {
  const frontMatter = FRONT_MATTER.exec(markdown)?.[0] ?? '';
  // Fenced code keeps its lines as written.
  const body = markdown
    .slice(frontMatter.length)
    .split(/(^```[\s\S]*?^```)/m)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(SETEXT_H1, '### $1').replace(SETEXT_H2, '#### $1'),
    )
    .join('');
  return frontMatter + body;
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
