// The docs sidebar inside the mobile drawer: renders only in the mobile layout.
import type Original from '@theme/DocSidebar/Mobile';
import { deferred } from '../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/DocSidebar/Mobile'),
);
