import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router';
import { accountsPaths, adminPaths } from '../../lib/paths';
import { byLayout, hasAccountsHome } from '../../lib/permissions';
import { preloadable } from '../../ui/preloadable';
import { useSession } from '../auth/useSession';

/**
 * Each role's dashboard is a chunk of its own, so a student's first visit does not download the tutor's lesson
 * reports or the admin's trend charts. The routes preload the ones their site shows beside this page's chunk
 * (`preloadDashboards`), so the page renders without a second wait.
 */
const dashboards = {
  student: preloadable(() => import('./StudentDashboard').then((m) => m.StudentDashboard)),
  tutor: preloadable(() => import('./TutorDashboard').then((m) => m.TutorDashboard)),
  admin: preloadable(() => import('./AdminDashboard').then((m) => m.AdminDashboard)),
};

/** Fetches the dashboards of `roles` (those the route's site shows); answers when they can render. */
export const preloadDashboards = (...roles: (keyof typeof dashboards)[]) =>
  Promise.all(roles.map((role) => dashboards[role].preload()));

/**
 * The dashboard of every layout (/accounts and /admin). A tutor's dashboard is /admin (platform spec 2.3),
 * so a tutor opening /accounts is sent there; admins on /accounts go to /admin too.
 */
export function DashboardPage() {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  const onAdmin = pathname.startsWith(adminPaths.dashboard);
  if (!hasAccountsHome(user) && !onAdmin) return <Navigate to={adminPaths.dashboard} replace />;
  const { student: Student, tutor: Tutor, admin: Admin } = dashboards;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      {byLayout(user, {
        student: <Student.Component user={user} />,
        tutor: <Tutor.Component user={user} />,
        admin: <Admin.Component user={user} />,
        guardian: <Navigate to={accountsPaths.children} replace />,
      })}
    </Box>
  );
}
