import type { SessionInfo } from '@chalkline/contracts';
import ComputerRounded from '@mui/icons-material/ComputerRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatLongDateTime } from '../../../lib/format';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import { authApi } from '../../auth/auth.api';
import { describeBrowser } from './describeBrowser';

export const sessionsKey = ['auth', 'sessions'] as const;

function SessionRow({ session }: { session: SessionInfo }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => authApi.revokeSession(session.id),
    onSuccess: (body) => {
      toast.success(body.message);
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const name = describeBrowser(session.userAgent);
  const action = session.current ? (
    <Chip label="This browser" color="success" size="small" />
  ) : (
    <Button
      size="small"
      color="error"
      variant="outlined"
      onClick={() => revoke.mutate()}
      disabled={revoke.isPending}
      aria-label={`Sign out ${name}`}
    >
      Sign out
    </Button>
  );
  // The action sits in the row's flow (not MUI's absolutely placed secondary action), so a long "last active"
  // line wraps beside it instead of running under it; on narrow screens the action drops to its own line.
  return (
    <ListItem divider sx={{ px: 0, columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}>
      <ListItemIcon sx={{ minWidth: 40, display: { xs: 'none', sm: 'flex' } }}>
        <ComputerRounded />
      </ListItemIcon>
      <ListItemText
        primary={name}
        secondary={`${session.ip ?? 'Unknown address'} · last active ${formatLongDateTime(session.lastUsedAt)}`}
        slotProps={{ primary: { sx: { fontWeight: 700 } } }}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Box sx={{ flexShrink: 0, ml: 'auto' }}>{action}</Box>
    </ListItem>
  );
}

/** The browsers signed in to this account, with Sign out for each of the others. */
export function SignedInBrowsers() {
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: authApi.sessions });
  let content: ReactNode;
  if (sessions.isPending) content = <Skeleton variant="rounded" height={120} />;
  else if (sessions.isError) content = <Alert severity="error">{sessions.error.message}</Alert>;
  else
    content = (
      <List disablePadding aria-label="Signed-in browsers">
        {sessions.data.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </List>
    );
  return (
    <SectionCard title="Signed-in browsers" description="Sign out anywhere you no longer use.">
      <Box>{content}</Box>
    </SectionCard>
  );
}
