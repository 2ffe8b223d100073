import { createBrowserRouter, type RouteObject } from 'react-router';
import { accountsRouteTree } from '../features/accounts/routes';
import { adminRouteTree } from '../features/admin/routes';
import { meetRouteTree } from '../features/meet/routes';
import { NotFoundPage } from '../features/site/pages/NotFoundPage';
import { siteRouteTree } from '../features/site/routes';
import { tutorsRouteTree } from '../features/tutors/routes';
import { accountsPaths, adminPaths, meetPaths, sitePrefix, tutorsPaths } from '../lib/paths';
import { PageLoader } from '../ui/PageLoader';
import { AreaLayout } from './layouts/AreaLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteErrorPage } from './RouteErrorPage';

const notFound: RouteObject = { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } };

const area = (prefix: string, name: string, home: string, children: RouteObject[]): RouteObject => ({
  path: prefix.slice(1),
  element: <AreaLayout area={name} home={home} />,
  errorElement: <RouteErrorPage />,
  children: [...children, notFound],
});

/**
 * The route tree: the five sites of platform spec 2.1 as path prefixes of one app. Each area's
 * pages load lazily; unknown paths inside any area show the not-found page.
 */
export const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageLoader fullScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      { Component: PublicLayout, children: [...siteRouteTree, notFound] },
      area(sitePrefix.accounts, 'Accounts', accountsPaths.dashboard, accountsRouteTree),
      area(sitePrefix.tutors, 'Tutors', tutorsPaths.home, tutorsRouteTree),
      area(sitePrefix.meet, 'Classroom', meetPaths.home, meetRouteTree),
      area(sitePrefix.admin, 'Admin', adminPaths.dashboard, adminRouteTree),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
