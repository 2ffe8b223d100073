import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../auth/useSession';
import { CalendarFeedSection } from '../../calendar/CalendarFeedSection';
import { EmailPreferencesSection } from '../../notifications/EmailPreferencesSection';
import { AppearanceSection } from './AppearanceSection';
import { AvatarSection } from './AvatarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasskeysSection } from './PasskeysSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { SignedInBrowsers } from './SignedInBrowsers';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * Account Settings: personal details, photo, password, two-factor sign-in and passkeys, colours, email choices, the calendar feed and
 * signed-in browsers. A person who must
 * still set up two-factor sign-in is sent here and finds it first (ADR 0056).
 */
export function AccountSettingsPage() {
  const user = useSession();
  if (!user) return null;
  const mustEnrol = Boolean(user.twoFactor?.required && !user.twoFactor.enabled);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1000, display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
        Account Settings
      </Typography>
      {mustEnrol && <TwoFactorSection />}
      {mustEnrol && <PasskeysSection />}
      <ProfileDetailsForm user={user} />
      <AvatarSection user={user} />
      <ChangePasswordForm />
      {!mustEnrol && <TwoFactorSection />}
      {!mustEnrol && <PasskeysSection />}
      <AppearanceSection />
      <EmailPreferencesSection />
      <CalendarFeedSection />
      <SignedInBrowsers />
    </Box>
  );
}
