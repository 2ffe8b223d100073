import { homePathFor } from '@chalkline/contracts';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathWithNext } from '../../features/auth/nextPath';
import { accountsLayouts, adminsOnly, useRouteLayouts, useRoutePermission } from '../../features/auth/routeAccess';
import { useDailySessionRefresh, useSessionState } from '../../features/auth/useSession';
import { accountsPaths, adminPaths } from '../../lib/paths';
import { byLayout, hasAdminSite, layoutOfUser, userCan } from '../../lib/permissions';
import { PageLoader } from '../../ui/PageLoader';
import { PermissionDenied } from '../../ui/PermissionDenied';
import { preloadable } from '../../ui/preloadable';
import { loadMuiTheme } from '../loadMuiTheme';

// The sidebar layout loads with the first signed-in page, not with the public site (ADR 0033), and the MUI theme
// with it (ADR 0046). On a first visit `resolveFirstRoutes` (app/router.tsx) fetches it beside the page through
// `preloadSignedInArea`, so the first render draws the layout instead of a loading fallback.
const dashboardLayout = preloadable(async () => {
  const [{ DashboardLayout: Layout }, Theme] = await Promise.all([import('./DashboardLayout'), loadMuiTheme()]);
  return (props: ComponentProps<typeof Layout>) => (
    <Theme>
      <Layout {...props} />
    </Theme>
  );
});
const DashboardLayout = dashboardLayout.Component;
export const preloadSignedInArea = dashboardLayout.preload;

// The re-authentication dialog of sensitive actions (ADR 0056): a chunk of its own, beside the signed-in layout.
const StepUpDialog = lazy(() => import('../../features/auth/StepUpDialog'));

/** The signed-in sites: /accounts for students, tutors and guardians, /admin for admins (and the tutors' dashboard). */
export type SignedInSite = 'accounts' | 'admin';

const defaultLayouts = { accounts: accountsLayouts, admin: adminsOnly } as const;

/**
 * Guards a signed-in site. While the session loads the spinning logo shows; visitors go to sign in with
 * `?next=` back here; admins opening /accounts go to /admin; anyone else sees their own layout, with the
 * page or, on a route their role or their admin groups may not open, the permission-denied view.
 */
export function SignedInArea({ site }: { site: SignedInSite }) {
  const { user, status } = useSessionState();
  const location = useLocation();
  const layouts = useRouteLayouts(defaultLayouts[site]);
  const permission = useRoutePermission();
  useDailySessionRefresh(status === 'authenticated');
  // Fetch the layout while the session is read, not after (repeat calls join the first).
  void preloadSignedInArea();

  if (status === 'loading') return <PageLoader fullScreen />;
  if (!user) return <Navigate to={loginPathWithNext(location.pathname + location.search)} replace />;
  const layout = layoutOfUser(user);
  if (site === 'accounts' && hasAdminSite(user)) return <Navigate to={adminPaths.dashboard} replace />;
  // A person the school requires to use a second factor sets it up before any other page (ADR 0056).
  const enrolPath = byLayout(user, {
    admin: adminPaths.profileSettings,
    tutor: accountsPaths.profileSettings,
    student: accountsPaths.profileSettings,
    guardian: accountsPaths.profileSettings,
  });
  if (user.twoFactor?.required && !user.twoFactor.enabled && location.pathname !== enrolPath)
    return <Navigate to={enrolPath} replace />;

  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <DashboardLayout user={user}>
        <Suspense fallback={null}>
          <StepUpDialog twoFactor={Boolean(user.twoFactor?.enabled)} />
        </Suspense>
        {layouts.includes(layout) && (!permission || userCan(user, permission)) ? (
          <Outlet />
        ) : (
          <PermissionDenied homeHref={homePathFor(user.memberRole)} />
        )}
      </DashboardLayout>
    </Suspense>
  );
}
