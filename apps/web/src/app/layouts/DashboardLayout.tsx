import { platform } from '@chalkline/contracts';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { ScrollRestoration } from 'react-router';
import { UserAvatar } from '../../features/accounts/UserAvatar';
import type { SessionUser } from '../../features/auth/useSession';
import { useLivePresence } from '../../features/classroom/chat/page/livePresence';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { useNotificationUpdates } from '../../features/notifications/useNotificationCount';
import { accountsPaths } from '../../lib/paths';
import { Logo } from '../../ui/Logo';
import { PageLoader } from '../../ui/PageLoader';
import { mainContentId, SkipLink } from '../../ui/plain/SkipLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { Sidebar } from './sidebar/Sidebar';
import { layoutKindFor } from './sidebar/sidebarItems';

/** Width of the fixed sidebar on wide screens; below 768 px it is a drawer of `platform.sidebarDrawerWidth`. */
export const desktopSidebarWidth = 300;

/**
 * The signed-in frame (platform spec 2.3): the admin, student or tutor sidebar chosen by role, fixed on wide
 * screens and a drawer toggled by the menu button below 768 px. Scrolls to the top when it mounts.
 */
export function DashboardLayout({ user, children }: { user: SessionUser; children: ReactNode }) {
  useDocumentTitle();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const kind = layoutKindFor(user.memberRole);
  // The notification badge's live updates (ADR 0039).
  useNotificationUpdates(user.key);
  // Online anywhere in the app, and every status the person sees kept live (ADR 0063).
  useLivePresence(user.key);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  return (
    <Box data-layout={kind} sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {isMobile ? (
        <>
          <AppBar
            component="header"
            position="fixed"
            color="inherit"
            elevation={0}
            sx={{ borderBottom: 1, borderColor: 'divider', '@media print': { display: 'none' } }}
          >
            <Toolbar sx={{ gap: 1.5, minHeight: 64 }}>
              <IconButton edge="start" aria-label="Open sidebar" onClick={() => setDrawerOpen(true)}>
                <MenuRounded />
              </IconButton>
              <Logo to="/" size={30} />
              <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
                <NotificationBell allHref={kind === 'admin' ? undefined : accountsPaths.notifications} />
                <UserAvatar user={user} size={34} />
              </Box>
            </Toolbar>
          </AppBar>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: platform.sidebarDrawerWidth, maxWidth: '100vw' } } }}
          >
            <IconButton
              aria-label="Close sidebar"
              onClick={() => setDrawerOpen(false)}
              sx={{ position: 'absolute', top: 14, right: 10, zIndex: 1 }}
            >
              <CloseRounded />
            </IconButton>
            <Sidebar user={user} kind={kind} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        </>
      ) : (
        <Box
          component="aside"
          sx={{
            width: desktopSidebarWidth,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            // A printed page is its content (the dashboard's charts, a report), not the navigation.
            '@media print': { display: 'none' },
          }}
        >
          <Sidebar user={user} kind={kind} />
        </Box>
      )}
      <Box component="main" id={mainContentId} tabIndex={-1} sx={{ flex: 1, minWidth: 0, pt: isMobile ? '64px' : 0 }}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
