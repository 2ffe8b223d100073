import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { roleBadge, roleBadgeColor, sidebarName, UserAvatar } from '../../../features/accounts/UserAvatar';
import type { SessionUser } from '../../../features/auth/useSession';
import { StatusControl } from '../../../features/classroom/chat/page/StatusControl';

/** Who is signed in: photo, names (title, last, first, other), email and role badge, and their own status. */
export function SidebarUserCard({ user }: { user: SessionUser }) {
  return (
    <Box sx={{ borderRadius: '14px', bgcolor: 'action.hover' }}>
      <Box data-testid="sidebar-user" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, pb: 0.5 }}>
        <UserAvatar user={user} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.25 }} noWrap title={sidebarName(user)}>
            {sidebarName(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
            {user.email}
          </Typography>
          <Chip
            label={roleBadge(user.memberRole)}
            size="small"
            color={roleBadgeColor[user.memberRole]}
            sx={{ mt: 0.5, height: 20, fontSize: 11, fontWeight: 800, letterSpacing: '0.04em' }}
          />
        </Box>
      </Box>
      <Box sx={{ px: 1, pb: 1 }}>
        <StatusControl />
      </Box>
    </Box>
  );
}
