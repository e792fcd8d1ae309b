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
  const Component = lazy(load);
  return function Deferred(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
