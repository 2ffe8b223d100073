import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { accountsRouteTree } from '../features/accounts/routes';
import { adminRouteTree } from '../features/admin/routes';
import { meetRouteTree } from '../features/classroom/routes';
import { NotFoundPage } from '../features/site/pages/NotFoundPage';
import { siteRouteTree } from '../features/site/routes';
import { tutorsRouteTree } from '../features/tutors/routes';
import { meetPaths, sitePrefix, tutorsPaths } from '../lib/paths';
import { PageLoader } from '../ui/PageLoader';
import { PublicLayout } from './layouts/PublicLayout';
import { preloadSignedInArea, SignedInArea, type SignedInSite } from './layouts/SignedInArea';
import { mediaPageLoader } from './media-page-guard';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The tutors' and classroom sites' frame: a chunk of its own, so the public home page does not download it. It is
 * plain markup; each page inside fetches the MUI theme beside itself when it uses MUI (`lazyRoute`), so the
 * classroom's lobby paints without MUI (ADR 0051). A route-level `lazy`, so it loads beside the page inside it
 * rather than before it (and `resolveFirstRoutes` has both before the first render).
 */
const loadAreaLayout = async (area: string, home: string) => {
  const { AreaLayout: Layout } = await import('./layouts/AreaLayout');
  return { Component: () => <Layout area={area} home={home} /> };
};

const notFound: RouteObject = { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } };

const area = (prefix: string, name: string, home: string, children: RouteObject[]): RouteObject => ({
  path: prefix.slice(1),
  lazy: () => loadAreaLayout(name, home),
  errorElement: <RouteErrorPage />,
  children: [...children, notFound],
});

const signedIn = (site: SignedInSite, children: RouteObject[]): RouteObject => ({
  path: sitePrefix[site].slice(1),
  element: <SignedInArea site={site} />,
  // Its sidebar layout is fetched with the first page rather than once the page has rendered (`resolveFirstRoutes`).
  handle: { preload: preloadSignedInArea },
  errorElement: <RouteErrorPage />,
  children: [...children, notFound],
});

/**
 * The route tree: the five sites of platform spec 2.1 as path prefixes of one app. Each area's
 * pages load lazily; unknown paths inside any area show the not-found page. The accounts and admin
 * sites are signed-in areas with a sidebar layout per role (platform spec 2.3).
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageLoader fullScreen />,
    errorElement: <RouteErrorPage />,
    // Classroom and quiz pages get a document of their own, with the camera allowed (ADR 0055).
    loader: mediaPageLoader,
    shouldRevalidate: () => true,
    children: [
      { Component: PublicLayout, children: [...siteRouteTree, notFound] },
      signedIn('accounts', accountsRouteTree),
      area(sitePrefix.tutors, 'Tutors', tutorsPaths.home, tutorsRouteTree),
      area(sitePrefix.meet, 'Classroom', meetPaths.home, meetRouteTree),
      signedIn('admin', adminRouteTree),
    ],
  },
];

/** A `handle.preload` of a route: code its element loads when it renders (a layout's chunk), fetched ahead. */
const preloadOf = (handle: unknown): (() => Promise<unknown>) | undefined =>
  typeof handle === 'object' && handle !== null && 'preload' in handle && typeof handle.preload === 'function'
    ? (handle.preload as () => Promise<unknown>)
    : undefined;

/**
 * Loads the lazy routes the current address matches, and what their elements load (`handle.preload`), so the
 * first render is the page rather than the loading fallback followed by the page (ADR 0046: a public page's chunk
 * is preloaded by the HTML, and one render fewer is felt most on a slow phone). Waits at most `withinMs`; a route
 * still loading then is left to the router, which shows its fallback as before. The router copies the route
 * objects, so resolving one later changes nothing.
 */
export async function resolveFirstRoutes(
  withinMs: number,
  location: Pick<Location, 'pathname'> = window.location,
  tree: RouteObject[] = routes,
): Promise<void> {
  const pending = (matchRoutes(tree, location) ?? []).map(async ({ route }) => {
    const preloading = preloadOf(route.handle)?.();
    if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
    await preloading;
  });
  await Promise.race([
    Promise.all(pending).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, withinMs)),
  ]);
}

export const createAppRouter = () => createBrowserRouter(routes);
