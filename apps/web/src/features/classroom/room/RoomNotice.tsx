import type { ReactNode } from 'react';
import { PlainButton } from '../../../ui/plain';
import { PlainSpinner } from '../../../ui/plain/form';
import { BlockIcon, WifiOffIcon } from '../admission/lobbyIcons';
import styles from './RoomNotice.module.css';

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
  busy: <PlainSpinner />,
  blocked: <BlockIcon size="40px" />,
  offline: <WifiOffIcon size="40px" />,
};

/**
 * A short state of the room before the meeting: joining, declined, refused, blocked or unreachable. Plain markup
 * (ADR 0051): the lobby shows it before any MUI has loaded.
 */
export function RoomNotice({ tone, title, message, actionLabel, onAction, children }: RoomNoticeProps) {
  return (
    <div role={tone === 'busy' ? 'status' : 'alert'} className={styles.notice}>
      <div className={tone === 'busy' ? `${styles.badge} ${styles.busy}` : styles.badge}>{icons[tone]}</div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      {actionLabel && onAction && (
        <PlainButton variant="contained" size="large" onClick={onAction} style={{ marginTop: 8 }}>
          {actionLabel}
        </PlainButton>
      )}
      {children}
    </div>
  );
}
