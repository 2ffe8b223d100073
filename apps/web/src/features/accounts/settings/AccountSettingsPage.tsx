import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/useSession';
import { EmailPreferencesSection } from '../../notifications/EmailPreferencesSection';
import { AvatarSection } from './AvatarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SignedInBrowsers } from './SignedInBrowsers';

/** Account Settings: personal details, photo, password and signed-in browsers. */
export function AccountSettingsPage() {
  const user = useSession();
  if (!user) return null;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1000, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Account Settings
      </Typography>
      <ProfileDetailsForm user={user} />
      <AvatarSection user={user} />
      <ChangePasswordForm />
      <EmailPreferencesSection />
      <SignedInBrowsers />
    </Box>
  );
}
