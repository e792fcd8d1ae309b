// Navbar item type 'docsVersionDropdown': not in this site's navbar (one docs version).
import type Original from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { deferred } from '../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/NavbarItem/DocsVersionDropdownNavbarItem'),
);
