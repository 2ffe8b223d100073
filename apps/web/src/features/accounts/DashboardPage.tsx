import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../lib/paths';
import { useSession } from '../auth/useSession';
import { roleBadge } from './UserAvatar';

/** "Dami B.": the first name and the last name's initial (platform spec 1, welcome line). */
export const abbreviatedName = (firstName: string, lastName: string): string =>
  lastName ? `${firstName} ${lastName.charAt(0).toUpperCase()}.` : firstName;

/**
 * The dashboard of every layout, for now a welcome line. A tutor's dashboard is /admin (platform spec 2.3),
 * so a tutor opening /accounts is sent there.
 */
export function DashboardPage() {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  if (user.memberRole === 'TUTOR' && !pathname.startsWith(adminPaths.dashboard)) {
    return <Navigate to={adminPaths.dashboard} replace />;
  }
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100 }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, md: 4 },
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main} 60%, ${theme.palette.primary.light})`,
          border: 'none',
        }}
      >
        <Typography variant="overline" sx={{ opacity: 0.85 }}>
          {roleBadge(user.memberRole)} DASHBOARD
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          Welcome back, {abbreviatedName(user.firstName, user.lastName)}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>
          Your dashboard is on its way. Use the menu to find your profile and account settings.
        </Typography>
      </Paper>
    </Box>
  );
}
