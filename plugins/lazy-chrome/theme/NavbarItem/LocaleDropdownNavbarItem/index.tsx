// Navbar item type 'localeDropdown': not in this site's navbar (one locale).
import type Original from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import { deferred } from '../../../deferred';

export default deferred<Parameters<typeof Original>[0]>(
  () => import('@theme-init/NavbarItem/LocaleDropdownNavbarItem'),
);
