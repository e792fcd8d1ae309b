import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component whose code is fetched the first time it renders, instead of
 * shipping in the chunk that imports it. Nothing shows while it loads: every
 * component deferred this way renders nothing on a first paint of this site
 * (README.md says why for each).
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): (props: P) => ReactNode {
  // Typed as what it renders: React 18's types of a lazy component's props add `ref`.
  const Component = lazy(load) as unknown as ComponentType<P>;
  return function Deferred(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
