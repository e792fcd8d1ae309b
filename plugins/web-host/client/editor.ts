/**
 * The Edit panel of a live sample: CodeMirror 6 with TypeScript + JSX,
 * loaded by RunSample.tsx's Edit click only (a lazy chunk of the site's
 * bundle; CodeMirror injects its styles at run time, so nothing reaches the
 * site's stylesheet). The colors are Infima's variables, so the editor
 * follows Docusaurus's light/dark mode by itself. Tab is not bound (it
 * moves focus out of the editor, as everywhere on the page); indent is
 * Mod-] / Mod-[ (CodeMirror's default keymap). The text stays in the page.
 */
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { tsxLanguage } from '@codemirror/lang-javascript';
import {
  HighlightStyle,
  bracketMatching,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { tags } from '@lezer/highlight';

export interface SampleEditor {
  /** The text as the reader left it. */
  text(): string;
  /** Back to the guide's text. */
  reset(): void;
  /** Text edits (positions in the current text), as one undoable change (the playground's inspector). */
  change(edits: readonly { from: number; to: number; insert: string }[]): void;
  destroy(): void;
}

/** Infima's variables, redefined by [data-theme='dark']: one theme for both modes. */
const THEME = EditorView.theme({
  '&': {
    backgroundColor: 'var(--ifm-code-background)',
    color: 'var(--ifm-font-color-base)',
    fontSize: 'var(--ifm-code-font-size)',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-code-border-radius)',
  },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)' },
  '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)', overflow: 'auto' },
  // Opaque: the gutter stays put (sticky) while long lines scroll under it, and
  // dark mode's code background is translucent: it goes over the page's colour.
  '.cm-gutters': {
    background:
      'linear-gradient(var(--ifm-code-background), var(--ifm-code-background)) var(--ifm-background-color)',
    color: 'var(--ifm-color-emphasis-600)',
    border: 'none',
  },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--ifm-color-emphasis-100)' },
  '.cm-cursor': { borderLeftColor: 'var(--ifm-font-color-base)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {
    backgroundColor: 'var(--ifm-color-emphasis-300)',
  },
});

/**
 * Token colors by class, so that each mode gets shades that read on its code
 * background (axe, 4.5:1): Infima's shades do not change with the mode, and
 * `-dark` ones fail on both (3.7:1 for strings in light mode, 3.75:1 for
 * property names in dark), so light mode uses `-darkest`, dark mode `-light`.
 */
const HIGHLIGHT = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword], class: 'cm-rnf-keyword' },
  { tag: [tags.string, tags.special(tags.string)], class: 'cm-rnf-string' },
  { tag: [tags.number, tags.bool, tags.null], class: 'cm-rnf-number' },
  { tag: tags.comment, class: 'cm-rnf-comment' },
  { tag: [tags.typeName, tags.tagName], class: 'cm-rnf-type' },
  { tag: tags.propertyName, class: 'cm-rnf-property' },
]);

const TOKEN_COLORS = EditorView.theme({
  '.cm-rnf-keyword': { color: 'var(--ifm-color-primary)' },
  '.cm-rnf-string': { color: 'var(--ifm-color-success-darkest)' },
  // Infima's warning shades are all too light on a light background (#b38200: 3.2:1).
  '.cm-rnf-number': { color: '#8a5a00' },
  '.cm-rnf-comment': { color: 'var(--ifm-color-emphasis-600)', fontStyle: 'italic' },
  // Infima's darkest info shade (#3b8ba5) reads 3.6:1 on the light code background: JSX names failed axe.
  '.cm-rnf-type': { color: '#276a80' },
  '.cm-rnf-property': { color: 'var(--ifm-color-danger-darkest)' },
  'html[data-theme="dark"] & .cm-rnf-string': { color: 'var(--ifm-color-success-light)' },
  'html[data-theme="dark"] & .cm-rnf-number': { color: 'var(--ifm-color-warning-light)' },
  'html[data-theme="dark"] & .cm-rnf-type': { color: 'var(--ifm-color-info-light)' },
  'html[data-theme="dark"] & .cm-rnf-property': { color: 'var(--ifm-color-danger-light)' },
});

export { guideTextBefore } from './block-text';

/**
 * `onChange`, when given, gets the text after each edit (the playground keeps
 * it in the URL); `onRun`, when given, is bound to Ctrl/Cmd+Enter (ahead of
 * CodeMirror's own Mod-Enter, which would insert a line).
 */
export function openEditor(
  parent: HTMLElement,
  text: string,
  label: string,
  onChange?: (text: string) => void,
  onRun?: () => void,
): SampleEditor {
  const runKey = onRun ? [{ key: 'Mod-Enter', run: () => (onRun(), true) }] : [];
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        indentOnInput(),
        bracketMatching(),
        // The TSX grammar only: javascript({ typescript, jsx }) adds completions and
        // snippets (@codemirror/autocomplete) the panel does not offer.
        tsxLanguage,
        syntaxHighlighting(HIGHLIGHT),
        keymap.of([...runKey, ...defaultKeymap, ...historyKeymap]),
        THEME,
        TOKEN_COLORS,
        // tabindex: axe counts the scroller's content as focusable only with it.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange?.(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    reset: () => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }),
    change: (edits) => view.dispatch({ changes: [...edits].sort((a, b) => a.from - b.from) }),
    destroy: () => view.destroy(),
  };
}
