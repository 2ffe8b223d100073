import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../../features/site/SiteFooter';
import { SiteHeader } from '../../features/site/SiteHeader';
import { PageLoader } from '../../ui/PageLoader';
import { useDocumentTitle } from '../useDocumentTitle';
import styles from './PublicLayout.module.css';

/** The public site's frame: fixed header, page, footer. Plain markup, no MUI (ADR 0046). */
export function PublicLayout() {
  useDocumentTitle();
  return (
    <div className={styles.frame}>
      <SiteHeader />
      <main className={styles.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
