import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import styles from './PlainChip.module.css';

export interface PlainChipProps {
  to: string;
  children: ReactNode;
  /** Filled with the primary colour (MUI's `color="primary"`); grey otherwise. */
  primary?: boolean;
  'aria-current'?: 'page';
}

/** MUI's clickable `<Chip component={RouterLink}>` without MUI (ADR 0046): a pill-shaped link. */
export function PlainChip({ to, children, primary = false, 'aria-current': ariaCurrent }: PlainChipProps) {
  return (
    <RouterLink
      to={to}
      className={primary ? `${styles.chip} ${styles.primary}` : styles.chip}
      aria-current={ariaCurrent}
    >
      <span className={styles.label}>{children}</span>
    </RouterLink>
  );
}
