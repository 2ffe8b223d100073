import { HomeIcon, PlainLinkButton } from '../../../ui/plain';
import styles from './NotFoundPage.module.css';

/** Shown for any path no route matches (plain markup: the public shell's, ADR 0046). */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <p aria-hidden className={styles.code}>
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>
        The page you are looking for has moved, or never existed. Let’s get you back on track.
      </p>
      <div className={styles.actions}>
        <PlainLinkButton to="/" variant="contained" size="large" startIcon={<HomeIcon size="1.25rem" />}>
          Back to home
        </PlainLinkButton>
      </div>
    </div>
  );
}
