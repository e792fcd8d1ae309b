/**
 * Social cards are static tags in each page's HTML, for crawlers. After a
 * client-side navigation they would describe the previous page: remove them.
 */
import type { ClientModule } from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || previousLocation.pathname === location.pathname) return;
    for (const tag of document.head.querySelectorAll('[data-social-card]')) tag.remove();
  },
};

export default clientModule;
