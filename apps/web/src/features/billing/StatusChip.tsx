import type { SubscriptionStatus } from '@chalkline/contracts';
import Chip from '@mui/material/Chip';

const colours: Record<SubscriptionStatus, 'success' | 'warning' | 'default' | 'error' | 'info'> = {
  ACTIVE: 'success',
  PAUSED: 'info',
  CANCELLED: 'default',
  RENEWAL_FAILED: 'error',
  ENDED: 'default',
};
const labels: Record<SubscriptionStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  CANCELLED: 'Cancelled',
  RENEWAL_FAILED: 'Renewal failed',
  ENDED: 'Ended',
};

/** A subscription's status as a coloured chip. */
export function StatusChip({ status }: { status: SubscriptionStatus }) {
  return <Chip size="small" color={colours[status]} label={labels[status]} />;
}
