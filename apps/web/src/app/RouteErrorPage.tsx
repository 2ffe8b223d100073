import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/site/pages/NotFoundPage';
import styles from '../features/site/pages/NotFoundPage.module.css';
import { buttonClassName, PlainButton } from '../ui/plain';

/** Route error boundary: thrown 404s show the not-found page, anything else a reload prompt (plain, ADR 0046). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title} style={{ fontSize: '2.125rem' }}>
        Something went wrong
      </h1>
      <p className={styles.text}>This page could not be shown. Reloading usually helps, for example after an update.</p>
      <div className={styles.actions}>
        <PlainButton variant="contained" onClick={() => window.location.reload()}>
          Reload
        </PlainButton>
        <a className={buttonClassName({ variant: 'outlined' })} href="/">
          Go home
        </a>
      </div>
    </div>
  );
}
