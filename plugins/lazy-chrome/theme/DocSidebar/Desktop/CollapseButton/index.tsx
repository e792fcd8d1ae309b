// Renders only when the docs sidebar is hideable (themeConfig.docs.sidebar.hideable).
import type Original from '@theme/DocSidebar/Desktop/CollapseButton';
import { deferred } from '../../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/DocSidebar/Desktop/CollapseButton'),
);
