import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface ControlButtonProps {
  label: string;
  icon: ReactNode;
  /** Toggle buttons announce their state; undefined for plain actions. */
  pressed?: boolean;
  /** Off-state styling (a muted microphone, a camera turned off). */
  off?: boolean;
  highlight?: boolean;
  danger?: boolean;
  caption?: string;
  /** Its keyboard shortcut (`Alt+Shift+D`), told to assistive technology as `aria-keyshortcuts`. */
  shortcut?: string;
  /** Why the button does nothing now (a classroom lock, ADR 0075): shown as its tooltip and description. */
  lockedReason?: string | null;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** One round control of the bottom bar or side rail, with a small caption under it. */
export function ControlButton({
  label,
  icon,
  pressed,
  off,
  highlight,
  danger,
  caption,
  shortcut,
  lockedReason,
  onClick,
}: ControlButtonProps) {
  const background = danger ? '#e5484d' : off ? '#e5484d' : highlight ? '#f58a07' : 'rgba(255,255,255,0.14)';
  const descriptionId = useId();
  const button = (
    <ButtonBase
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      aria-describedby={lockedReason ? descriptionId : undefined}
      // Kept focusable (not `disabled`) so the reason can be hovered, focused and read.
      aria-disabled={lockedReason ? true : undefined}
      onClick={lockedReason ? undefined : onClick}
      focusRipple
      sx={{
        opacity: lockedReason ? 0.5 : 1,
        display: 'grid',
        justifyItems: 'center',
        gap: 0.5,
        borderRadius: '12px',
        px: 0.5,
        py: 0.25,
        color: 'common.white',
      }}
    >
      <Box
        sx={{
          width: danger ? 64 : 46,
          height: 46,
          borderRadius: 99,
          display: 'grid',
          placeItems: 'center',
          bgcolor: background,
          transition: 'background-color 150ms, transform 150ms',
          '&:hover': { filter: 'brightness(1.15)', transform: 'translateY(-1px)' },
        }}
      >
        {icon}
      </Box>
      {lockedReason && (
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {lockedReason}
        </Box>
      )}
      {caption && (
        <Typography component="span" sx={{ fontSize: 11, fontWeight: 700, opacity: 0.85, lineHeight: 1.2 }}>
          {caption}
        </Typography>
      )}
    </ButtonBase>
  );
  return lockedReason ? (
    <Tooltip title={lockedReason} describeChild>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
