/**
 * Docusaurus's PendingNavigation (App.js renders it around every route), with
 * its render changed so that the page on screen does not render again while
 * the next route loads. See ../README.md.
 */
import React, { type ReactNode, useContext, useMemo } from 'react';
import { __RouterContext as RouterContext } from 'react-router';
import type { Location } from 'history';
// The original modules: the replacement matches App.js's relative import only.
import DocusaurusPendingNavigation from '@docusaurus/core/lib/client/PendingNavigation.js';
import ClientLifecyclesDispatcher from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';

/**
 * Gives the routes below the router's context with the location they show,
 * one object per shown location. It replaces the original's
 * `<Route location={location}>`, a consumer of the router's context: at the
 * click the router's context changes, that Route handed the routes a new
 * object (still the old location), and every Switch, Route and Link below
 * rendered the page being left once more (a guide: about 900 components),
 * only for it to be replaced once the next route has loaded.
 */
function ShownLocation({
  location,
  children,
}: {
  readonly location: Location;
  readonly children: ReactNode;
}): ReactNode {
  const router = useContext(RouterContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one value per shown location
  const value = useMemo(() => ({ ...router, location }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The original's state that its render reads (declared private in its types). */
interface OriginalFields {
  readonly previousLocation: Location | null;
}

/**
 * The original class (its constructor and shouldComponentUpdate: the route
 * lifecycles, the preload, the old page kept until the new one has loaded),
 * with the original's render but for the Route.
 */
export default class PendingNavigation extends DocusaurusPendingNavigation {
  override render(): ReactNode {
    const { children, location } = this.props;
    const { previousLocation } = this as unknown as OriginalFields;
    return (
      <ClientLifecyclesDispatcher previousLocation={previousLocation} location={location}>
        <ShownLocation location={location}>{children}</ShownLocation>
      </ClientLifecyclesDispatcher>
    );
  }
}
