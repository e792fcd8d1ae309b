/**
 * The text of the code block a Run button follows, read from the page: a
 * guide's sample that runs in the page (`inPage`, remark-run-button.ts) and
 * the Edit panel both start from it, so the page carries the text once.
 */
/**
 * The guide's text of the sample: the code block the Run button follows
 * (remark-run-button.ts puts the button right after it), line by line:
 * Prism's lines end in <br>, and an empty one holds a newline of its own.
 */
export function guideTextBefore(sampleRoot: HTMLElement): string {
  for (let node = sampleRoot.previousElementSibling; node; node = node.previousElementSibling) {
    const lines = node.querySelectorAll('pre code .token-line');
    if (lines.length > 0)
      return [...lines].map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n');
  }
  return '';
}
