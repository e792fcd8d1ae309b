// Renders only once a hideable docs sidebar has been hidden.
import type Original from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import { deferred } from '../../../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/DocRoot/Layout/Sidebar/ExpandButton'),
);
