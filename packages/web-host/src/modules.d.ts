/**
 * Declarations for what the host imports without types: react-native-web
 * ships none (and the library's `react-native` types describe the native
 * package), the site has no @types/react-dom, and the samples are modules
 * bundle.ts makes from the guides.
 */
declare module 'react-native-web' {
  import type { ComponentType, PropsWithChildren } from 'react';

  export const View: ComponentType<
    PropsWithChildren<{ style?: unknown } & Record<string, unknown>>
  >;
  export const Image: object;
  export const InteractionManager: { setDeadline(deadline: number): void };
}

/** react-native-web's members by their own files (./react-native.ts says why). */
declare module 'react-native-web/dist/exports/View' {
  import type { ComponentType, PropsWithChildren } from 'react';

  const View: ComponentType<PropsWithChildren<{ style?: unknown } & Record<string, unknown>>>;
  export default View;
}

declare module 'react-native-web/dist/exports/Image' {
  const Image: object;
  export default Image;
}

declare module 'react-native-web/dist/exports/InteractionManager' {
  const InteractionManager: { setDeadline(deadline: number): void };
  export default InteractionManager;
}

declare module 'react-native-web/dist/exports/*' {
  const member: unknown;
  export default member;
}

declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  export function createRoot(container: Element): {
    render(node: ReactNode): void;
    unmount(): void;
  };
}

declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}

declare module 'web-host-sample:*' {
  import type { ComponentType } from 'react';

  const App: ComponentType;
  export default App;
}

/** The guides' live samples by name (bundle.ts). */
declare module 'web-host-samples' {
  import type { ComponentType } from 'react';

  const samples: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
  export default samples;
}

/** The names of the site's models (static/models/*.glb), baked at build time (bundle.ts). */
declare module 'web-host-site-models' {
  const models: readonly string[];
  export default models;
}
