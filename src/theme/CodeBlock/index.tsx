import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

/** Resolves once the page has finished loading, so the highlighter never competes with it. */
function afterPageLoad(): Promise<void> {
  if (typeof window === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

// Wraps the original CodeBlock in a lazily loaded chunk: server rendering waits
// for it (highlighted HTML), the browser hydrates it after the load event.
const HighlightedCodeBlock = lazy(async () => {
  await afterPageLoad();
  const [{ preparePrism }, original] = await Promise.all([
    import('@site/src/perf/highlighter'),
    import('@theme-original/CodeBlock'),
  ]);
  preparePrism();
  return original;
});

/** Shown only when a client-side navigation renders a block before the chunk is in. */
function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <pre className={className} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
