import type { ReactNode } from 'react';
import { AlertErrorIcon, AlertInfoIcon, AlertSuccessIcon, AlertWarningIcon } from './icons';
import styles from './PlainAlert.module.css';

export type AlertSeverity = 'success' | 'error' | 'info' | 'warning';

const icons: Record<AlertSeverity, ReactNode> = {
  success: <AlertSuccessIcon size="1em" />,
  error: <AlertErrorIcon size="1em" />,
  info: <AlertInfoIcon size="1em" />,
  warning: <AlertWarningIcon size="1em" />,
};

/**
 * MUI's standard `<Alert severity>` (with its own icons and an optional action at its end) without MUI
 * (ADR 0046). `role="alert"` as MUI gives it, unless told otherwise (a calm confirmation is a `status`).
 */
export function PlainAlert({
  severity,
  className,
  action,
  role = 'alert',
  children,
}: {
  severity: AlertSeverity;
  className?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div role={role} className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}>
      <div className={styles.icon}>{icons[severity]}</div>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
