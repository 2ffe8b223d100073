/** What sits over every tile, camera or screen: the pin button and the name tag. */
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/** The active speaker's ring (M15). */
export const speakingRing = '0 0 0 3px #2fd67b, 0 0 22px rgba(47, 214, 123, 0.45)';

/** Pin or unpin; visible on hover and focus, and always while pinned. */
export function PinButton({ name, pinned, onToggle }: { name: string; pinned: boolean; onToggle: () => void }) {
  return (
    <Tooltip title={pinned ? 'Unpin' : 'Pin'}>
      <IconButton
        className="tile-pin"
        size="small"
        aria-label={pinned ? `Unpin ${name}` : `Pin ${name}`}
        aria-pressed={pinned}
        onClick={onToggle}
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 8,
          opacity: pinned ? 1 : 0,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.35)',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
          '@media (hover: none)': { opacity: 1 },
        }}
      >
        {pinned ? <PushPinRounded fontSize="small" /> : <PushPinOutlined fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

/** The pill in the bottom-left corner with the person's name (and a muted microphone). */
export function NameTag({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 10,
        maxWidth: 'calc(100% - 64px)',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.25,
        py: 0.4,
        borderRadius: 99,
        color: 'common.white',
        bgcolor: 'rgba(0,0,0,0.45)',
        '@container (max-width: 200px)': { left: 6, bottom: 6, px: 0.9, py: 0.2, '& p': { fontSize: 12 } },
      }}
    >
      {children}
    </Box>
  );
}
