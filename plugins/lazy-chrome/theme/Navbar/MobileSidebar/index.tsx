/**
 * The mobile sidebar (navbar drawer) out of the first load: theme-classic's
 * component, with its header, menus and their items, is fetched only when the
 * layout is mobile (below 996 px), the one time the theme renders it at all.
 * On desktop it is never fetched.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

const NavbarMobileSidebar = lazy(() => import('@theme-init/Navbar/MobileSidebar'));

export default function LazyNavbarMobileSidebar(): ReactNode {
  // The same condition as the original's own early return: mobile layout, sidebar not disabled.
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return (
    <Suspense fallback={null}>
      <NavbarMobileSidebar />
    </Suspense>
  );
}
