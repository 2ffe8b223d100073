import { messages } from '@chalkline/contracts';
import styles from './PermissionDenied.module.css';
import { LockIcon, PlainLinkButton } from './plain';

interface PermissionDeniedProps {
  /** Where the "Go back home" button leads. */
  homeHref?: string;
}

/**
 * Shown in place of a page the signed-in user may not open (platform spec 2.4 and 8). Plain markup: the
 * signed-in guard in the first download renders it (ADR 0046).
 */
export function PermissionDenied({ homeHref = '/' }: PermissionDeniedProps) {
  return (
    <div role="alert" className={styles.denied}>
      <div className={styles.badge}>
        <LockIcon size="2.1875rem" />
      </div>
      <p className={styles.message}>{messages.permissionDenied}</p>
      <PlainLinkButton to={homeHref} variant="outlined">
        Go back home
      </PlainLinkButton>
    </div>
  );
}
