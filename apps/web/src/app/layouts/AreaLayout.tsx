import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../ui/Logo';
import { PageLoader } from '../../ui/PageLoader';
import { useDocumentTitle } from '../useDocumentTitle';

interface AreaLayoutProps {
  /** The site's name shown beside the logo, e.g. Admin. */
  area: string;
  /** Where the logo leads. */
  home: string;
}

/**
 * A plain frame for the accounts, tutors, meeting and admin sites until their own layouts
 * (platform spec 2.3: sidebars per role) replace it.
 */
export function AreaLayout({ area, home }: AreaLayoutProps) {
  useDocumentTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        component="header"
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Logo to={home} size={32} />
          <Chip label={area} size="small" color="primary" variant="outlined" />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
