// The not-found message: renders only on an unknown URL (docs pages ship it for unknown /docs/ paths).
import type Original from '@theme/NotFound/Content';
import { deferred } from '../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/NotFound/Content'),
);
