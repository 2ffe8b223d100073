import { type HandInStatus, handInStatusLabels } from '@chalkline/contracts';
import Chip from '@mui/material/Chip';

const colour: Record<HandInStatus, 'default' | 'success' | 'error'> = {
  NOT_SUBMITTED: 'default',
  SUBMITTED: 'success',
  LATE: 'error',
};

/** Not submitted, Submitted (green) or Late (red), as every hand-in list and page shows it (ADR 0074). */
export function HandInStatusChip({ status }: { status: HandInStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'NOT_SUBMITTED' ? 'outlined' : 'filled'}
      color={colour[status]}
      label={handInStatusLabels[status]}
    />
  );
}
