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
const BLOCK_TAG = /^(#{4,6}) (Note|Attention|Warning)\n\n([\s\S]*?)(?=\n#{1,6} |\n\*\*\*|\n<a id=|$(?![\s\S]))/gm;

export const WORKLET_BADGE =
  '<span className="badge badge--secondary api-worklet-badge" title="Can be called from a worklet (runs on the JS or a worklet thread)">Worklet</span>';

export function renderCustomTags(markdown: string): string {
  return markdown
    .replace(BLOCK_TAG, (_all, _hashes: string, name: string, body: string) => {
      const type = ADMONITIONS[name];
      return `:::${type}[${name}]\n\n${body.trim()}\n\n:::\n`;
    })
    .replaceAll('**`Worklet`**', WORKLET_BADGE);
}
