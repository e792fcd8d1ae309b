/** Server rendering's highlighter.ts: the highlighted CodeBlock, synchronously. */
import CodeBlock from './highlightedCodeBlock';

export function loadedHighlighter(): typeof CodeBlock {
  return CodeBlock;
}

export function loadHighlighter(): Promise<typeof CodeBlock> {
  return Promise.resolve(CodeBlock);
}
