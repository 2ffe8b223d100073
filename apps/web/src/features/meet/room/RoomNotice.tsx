import BlockRounded from '@mui/icons-material/BlockRounded';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface RoomNoticeProps {
  tone: 'busy' | 'blocked' | 'offline';
  title: string;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
  /** Another way onward, such as a link, in place of `actionLabel` and `onAction`. */
  children?: ReactNode;
}

const icons = {
  busy: <CircularProgress size={40} />,
  blocked: <BlockRounded sx={{ fontSize: 40 }} />,
  offline: <WifiOffRounded sx={{ fontSize: 40 }} />,
};

/** A short state of the room before the meeting: joining, declined, refused, blocked or unreachable. */
export function RoomNotice({ tone, title, message, actionLabel, onAction, children }: RoomNoticeProps) {
  return (
    <Box
      role={tone === 'busy' ? 'status' : 'alert'}
      sx={{
        mx: 'auto',
        maxWidth: 520,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 2,
        py: { xs: 5, md: 8 },
        px: 3,
        bgcolor: 'background.paper',
        borderRadius: '28px',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          width: 76,
          height: 76,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: tone === 'busy' ? 'rgba(31, 111, 235, 0.1)' : 'rgba(245, 138, 7, 0.14)',
          color: tone === 'busy' ? 'primary.main' : 'warning.dark',
        }}
      >
        {icons[tone]}
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      {actionLabel && onAction && (
        <Button variant="contained" size="large" onClick={onAction} sx={{ mt: 1 }}>
          {actionLabel}
        </Button>
      )}
      {children}
    </Box>
  );
}
