import { adminRoles } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../lib/paths';
import { useSession } from '../auth/useSession';
import { AdminDashboard } from './AdminDashboard';
import { StudentDashboard } from './StudentDashboard';
import { TutorDashboard } from './TutorDashboard';

const isAdminRole = (role: string) => (adminRoles as readonly string[]).includes(role);

/**
 * The dashboard of every layout (/accounts and /admin). A tutor's dashboard is /admin (platform spec 2.3),
 * so a tutor opening /accounts is sent there; admins on /accounts go to /admin too.
 */
export function DashboardPage() {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  const onAdmin = pathname.startsWith(adminPaths.dashboard);
  if (user.memberRole !== 'STUDENT' && !onAdmin) return <Navigate to={adminPaths.dashboard} replace />;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      {user.memberRole === 'STUDENT' && <StudentDashboard user={user} />}
      {user.memberRole === 'TUTOR' && <TutorDashboard user={user} />}
      {isAdminRole(user.memberRole) && <AdminDashboard user={user} />}
    </Box>
  );
}
