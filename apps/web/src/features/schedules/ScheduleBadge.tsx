import { type ScheduleBadge as Badge, scheduleBadge } from '@chalkline/contracts';
import Chip from '@mui/material/Chip';

const colors: Record<Badge, 'success' | 'error' | 'warning'> = {
  Marked: 'success',
  Overdue: 'error',
  Pending: 'warning',
};

/** Marked / Overdue / Pending for a lesson (platform spec 4), computed by `scheduleBadge`. */
export function ScheduleBadge({ schedule, now }: { schedule: { time: string; kept: boolean }; now?: Date }) {
  const badge = scheduleBadge(schedule, now);
  return (
    <Chip size="small" label={badge} color={colors[badge]} variant={badge === 'Pending' ? 'outlined' : 'filled'} />
  );
}
