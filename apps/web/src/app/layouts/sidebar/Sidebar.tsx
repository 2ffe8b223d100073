import Box from '@mui/material/Box';
import type { SessionUser } from '../../../features/auth/useSession';
import { NotificationBell } from '../../../features/notifications/NotificationBell';
import { useNotificationCount } from '../../../features/notifications/useNotificationCount';
import { accountsPaths } from '../../../lib/paths';
import { Logo } from '../../../ui/Logo';
import { SidebarNav } from './SidebarNav';
import { SidebarUserCard } from './SidebarUserCard';
import { type LayoutKind, visibleSidebarEntries } from './sidebarItems';

interface SidebarProps {
  user: SessionUser;
  kind: LayoutKind;
  onNavigate?: () => void;
}

/** The sidebar of the signed-in layouts: logo linking home, who is signed in, then the navigation. */
export function Sidebar({ user, kind, onNavigate }: SidebarProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, height: '100%', overflowY: 'auto' }}>
      <Box sx={{ px: 1, pt: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 6 }}>
        <Logo to="/" size={32} />
        <NotificationBell allHref={kind === 'admin' ? undefined : accountsPaths.notifications} />
      </Box>
      <SidebarUserCard user={user} />
      <SidebarNav
        entries={visibleSidebarEntries(kind, user)}
        notificationCount={useNotificationCount(user.counts.notifications)}
        onNavigate={onNavigate}
      />
    </Box>
  );
}
