/** Server rendering's highlighter.ts: the highlighted CodeBlock, synchronously. */
import CodeBlock from './highlighted-code-block';

export function loadedHighlighter(): typeof CodeBlock {
  return CodeBlock;
}

export function loadHighlighter(): Promise<typeof CodeBlock> {
  return Promise.resolve(CodeBlock);
}
