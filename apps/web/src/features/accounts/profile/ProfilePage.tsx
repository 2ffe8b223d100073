import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { accountsPaths, adminPaths, sitePrefix } from '../../../lib/paths';
import { hasStudentSite } from '../../../lib/permissions';
import { type SessionUser, useSession } from '../../auth/useSession';
import { LessonReportsList } from '../../lesson-reports/LessonReportsList';
import { PerformanceSection } from '../../performance/PerformanceSection';
import { roleBadge, UserAvatar } from '../UserAvatar';
import { ProfileSection } from './ProfileSection';
import { formatValue } from './profileValues';
import { useStudentProfile } from './useStudentProfile';

const fullName = (user: SessionUser) =>
  [user.title, user.firstName, user.otherNames, user.lastName].filter((part) => part?.trim()).join(' ');

function StudentSections({ studentKey }: { studentKey: string }) {
  const profile = useStudentProfile(studentKey);
  if (profile.isPending) return <Skeleton variant="rounded" height={220} />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  const { basic, guardian, learningPreferences } = profile.data;
  return (
    <>
      <ProfileSection title="Basic info" data={basic} />
      {guardian && <ProfileSection title="Guardian info" data={guardian} />}
      {learningPreferences && <ProfileSection title="Learning preferences" data={learningPreferences} />}
      <PerformanceSection studentKey={studentKey} />
      <LessonReportsList studentKey={studentKey} />
    </>
  );
}

/** The signed-in person's profile; a student also sees their student profile sections (platform spec 2.5). */
export function ProfilePage() {
  const user = useSession();
  const { pathname } = useLocation();
  if (!user) return null;
  const settingsPath = pathname.startsWith(sitePrefix.admin)
    ? adminPaths.profileSettings
    : accountsPaths.profileSettings;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Profile
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, md: 3 } }}
      >
        <UserAvatar user={user} size={96} />
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {fullName(user)}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" label={roleBadge(user.memberRole)} />
            {user.gender && <Chip size="small" variant="outlined" label={formatValue('gender', user.gender)} />}
          </Box>
        </Box>
        <Button component={RouterLink} to={settingsPath} variant="outlined" startIcon={<EditRounded />}>
          Edit profile
        </Button>
      </Paper>
      {hasStudentSite(user) && <StudentSections studentKey={user.key} />}
    </Box>
  );
}
