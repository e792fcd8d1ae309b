// Navbar item type 'doc': not in this site's navbar.
import type Original from '@theme/NavbarItem/DocNavbarItem';
import { deferred } from '../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/NavbarItem/DocNavbarItem'),
);
