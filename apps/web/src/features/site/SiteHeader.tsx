import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { type SessionUser, useSession } from '../auth/useSession';
import {
  accountButton,
  authHeaderLinks,
  bookADemoPath,
  headerLinks,
  isActivePath,
  isAuthPage,
  isReturningVisitor,
  rememberReturningVisitor,
} from './navigation';
import { ResourcesMenu } from './ResourcesMenu';
import { useHideOnScroll } from './useHideOnScroll';

/** The drawer (and MUI's modal stack under it) loads on the first tap of the menu button, not with the page. */
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** Between 768 px and 1200 px the full navigation only fits when tightened. */
const compactNavSx = {
  minWidth: 0,
  whiteSpace: 'nowrap',
  px: { md: 0.75, lg: 1.5 },
  fontSize: { md: '0.84rem', lg: '0.9375rem' },
} as const;
const compactActionSx = { whiteSpace: 'nowrap', px: { md: 1.75, lg: 2.5 } } as const;

export interface SiteHeaderProps {
  /** The signed-in user; defaults to `useSession()`. */
  user?: SessionUser | null;
}

/** The public site header (platform spec 2.4). Hides on scroll down past 400 px, returns on scroll up. */
export function SiteHeader({ user }: SiteHeaderProps) {
  const session = useSession();
  const currentUser = user === undefined ? session : user;
  const hidden = useHideOnScroll();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing still slides the drawer out.
  const [menuUsed, setMenuUsed] = useState(false);

  const [returning] = useState(isReturningVisitor);
  useEffect(() => {
    if (currentUser) rememberReturningVisitor();
  }, [currentUser]);
  const account = accountButton(currentUser ?? null, returning);
  // The sign-in and sign-up pages have their own top navigation (spec 2.4); the page itself is the account action.
  const onAuthPage = isAuthPage(pathname);

  return (
    <>
      <Slide appear={false} direction="down" in={!hidden || menuOpen}>
        <AppBar
          component="header"
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{
            bgcolor: 'rgba(255, 255, 255, 0.92)',
            backdropFilter: 'saturate(180%) blur(12px)',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="lg">
            <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 1, lg: 2 } }}>
              <Logo wordmarkDisplay={{ xs: 'inline', md: 'none', lg: 'inline' }} />
              <Box
                component="nav"
                aria-label="Main"
                sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: { md: 0, lg: 0.5 }, mx: 'auto' }}
              >
                {(onAuthPage ? authHeaderLinks : headerLinks).map((link) => {
                  const active = isActivePath(pathname, link.to);
                  return (
                    <Button
                      key={link.to}
                      component={RouterLink}
                      to={link.to}
                      aria-current={active ? 'page' : undefined}
                      sx={{
                        ...compactNavSx,
                        color: active ? 'primary.main' : 'text.primary',
                        fontWeight: active ? 800 : 600,
                      }}
                    >
                      {link.label}
                    </Button>
                  );
                })}
                <ResourcesMenu />
              </Box>
              <Box sx={{ display: { xs: 'none', md: onAuthPage ? 'none' : 'flex' }, gap: 1, flexShrink: 0 }}>
                <Button
                  component={RouterLink}
                  to={bookADemoPath}
                  variant="contained"
                  color="warning"
                  sx={compactActionSx}
                >
                  Book a Demo
                </Button>
                <Button component={RouterLink} to={account.to} variant="outlined" sx={compactActionSx}>
                  {account.label}
                </Button>
              </Box>
              <IconButton
                aria-label="Open menu"
                onClick={() => {
                  setMenuUsed(true);
                  setMenuOpen(true);
                }}
                sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
              >
                <MenuRounded />
              </IconButton>
            </Toolbar>
          </Container>
        </AppBar>
      </Slide>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
