import { homePathFor } from '@chalkline/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathWithNext } from '../../features/auth/nextPath';
import { adminsOnly, studentsAndTutors, useRouteLayouts } from '../../features/auth/routeAccess';
import { useDailySessionRefresh, useSessionState } from '../../features/auth/useSession';
import { adminPaths } from '../../lib/paths';
import { layoutOfUser } from '../../lib/permissions';
import { PageLoader } from '../../ui/PageLoader';
import { PermissionDenied } from '../../ui/PermissionDenied';
import { DashboardLayout } from './DashboardLayout';

/** The signed-in sites: /accounts for students and tutors, /admin for admins (and the tutors' dashboard). */
export type SignedInSite = 'accounts' | 'admin';

const defaultLayouts = { accounts: studentsAndTutors, admin: adminsOnly } as const;

/**
 * Guards a signed-in site. While the session loads the spinning logo shows; visitors go to sign in with
 * `?next=` back here; admins opening /accounts go to /admin; anyone else sees their own layout, with the
 * page or, on a route their role may not open, the permission-denied view.
 */
export function SignedInArea({ site }: { site: SignedInSite }) {
  const { user, status } = useSessionState();
  const location = useLocation();
  const layouts = useRouteLayouts(defaultLayouts[site]);
  useDailySessionRefresh(status === 'authenticated');

  if (status === 'loading') return <PageLoader fullScreen />;
  if (!user) return <Navigate to={loginPathWithNext(location.pathname + location.search)} replace />;
  const layout = layoutOfUser(user);
  if (site === 'accounts' && layout === 'admin') return <Navigate to={adminPaths.dashboard} replace />;

  return (
    <DashboardLayout user={user}>
      {layouts.includes(layout) ? <Outlet /> : <PermissionDenied homeHref={homePathFor(user.memberRole)} />}
    </DashboardLayout>
  );
}
