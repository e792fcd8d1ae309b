// Navbar item type 'dropdown' (also behind the locale and version dropdowns): not in this site's navbar.
import type Original from '@theme/NavbarItem/DropdownNavbarItem';
import { deferred } from '../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/NavbarItem/DropdownNavbarItem'),
);
