import type { TickState } from '@chalkline/contracts';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';

const labels: Record<TickState, string> = {
  pending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/** One's own message's state (R19): pending clock, one tick, two grey ticks, two primary-colour ticks. */
export function MessageTicks({ state }: { state: TickState }) {
  const icon =
    state === 'pending' ? (
      <ScheduleRounded sx={{ fontSize: 15 }} />
    ) : state === 'sent' ? (
      <DoneRounded sx={{ fontSize: 16 }} />
    ) : (
      <DoneAllRounded sx={{ fontSize: 16 }} />
    );
  return (
    <Box
      component="span"
      role="img"
      aria-label={labels[state]}
      data-tick={state}
      sx={{ display: 'inline-flex', color: state === 'read' ? 'primary.main' : 'text.disabled' }}
    >
      {icon}
    </Box>
  );
}
