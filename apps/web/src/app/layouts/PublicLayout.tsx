import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../../features/site/SiteFooter';
import { SiteHeader } from '../../features/site/SiteHeader';
import { PageLoader } from '../../ui/PageLoader';
import { mainContentId, SkipLink } from '../../ui/plain/SkipLink';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './PublicLayout.module.css';

/** The public site's frame: fixed header, page, footer. Plain markup, no MUI (ADR 0046). */
export function PublicLayout() {
  useDocumentTitle();
  return (
    <div className={styles.frame}>
      <SkipLink />
      <SiteHeader />
      <main className={styles.main} id={mainContentId} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
