import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../../features/site/SiteFooter';
import { SiteHeader } from '../../features/site/SiteHeader';
import { PageLoader } from '../../ui/PageLoader';
import { useDocumentTitle } from '../useDocumentTitle';

/** The public site's frame: fixed header, page, footer. */
export function PublicLayout() {
  useDocumentTitle();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SiteHeader />
      <Box component="main" sx={{ flex: 1, pt: { xs: '64px', md: '72px' } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
