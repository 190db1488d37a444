import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `pathname` and puts their components in place, so the router
 * starts with the page's code at hand and its first render is the page itself: the HTML
 * prerendered at build time is taken over without a loading state in between.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
