import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../ui/Logo';
import { PageLoader } from '../../ui/PageLoader';
import { mainContentId, SkipLink } from '../../ui/plain/SkipLink';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './AreaLayout.module.css';

interface AreaLayoutProps {
  /** The site's name shown beside the logo, e.g. Admin. */
  area: string;
  /** Where the logo leads. */
  home: string;
}

/**
 * The frame of the tutors and meeting sites: the logo and the site's name over the page. Plain markup (ADR 0051):
 * the pages inside bring the MUI theme when they use MUI, so the classroom's lobby can paint without it.
 */
export function AreaLayout({ area, home }: AreaLayoutProps) {
  useDocumentTitle();
  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.bar}>
        <Logo to={home} size={32} />
        <span className={styles.chip}>{area}</span>
      </header>
      <main className={styles.main} id={mainContentId} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration />
    </div>
  );
}
