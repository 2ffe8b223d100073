import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router';
import { accountsPaths, adminPaths } from '../../lib/paths';
import { byLayout, hasAccountsHome } from '../../lib/permissions';
import { useSession } from '../auth/useSession';
import { AdminDashboard } from './AdminDashboard';
import { StudentDashboard } from './StudentDashboard';
import { TutorDashboard } from './TutorDashboard';

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
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      {byLayout(user, {
        student: <StudentDashboard user={user} />,
        tutor: <TutorDashboard user={user} />,
        admin: <AdminDashboard user={user} />,
        guardian: <Navigate to={accountsPaths.children} replace />,
      })}
    </Box>
  );
}
