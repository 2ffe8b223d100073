import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { buttonClassName, MenuIcon, PlainContainer, PlainIconButton } from '../../ui/plain';
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
import styles from './SiteHeader.module.css';
import { useHideOnScroll } from './useHideOnScroll';

/** The drawer loads on the first tap of the menu button, not with the page. */
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export interface SiteHeaderProps {
  /** The signed-in user; defaults to `useSession()`. */
  user?: SessionUser | null;
}

/**
 * The public site header (platform spec 2.4), plain React and CSS (ADR 0046). Slides up out of view on scroll
 * down past 400 px and back on scroll up; it stays while the mobile menu is open or focus is inside it.
 */
export function SiteHeader({ user }: SiteHeaderProps) {
  const session = useSession();
  const currentUser = user === undefined ? session : user;
  const hidden = useHideOnScroll();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing still slides the drawer out.
  const [menuUsed, setMenuUsed] = useState(false);
  // The drawer gives focus back to the button that opened it.
  const menuButton = useRef<HTMLElement | null>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const [returning] = useState(isReturningVisitor);
  useEffect(() => {
    if (currentUser) rememberReturningVisitor();
  }, [currentUser]);
  const account = accountButton(currentUser ?? null, returning);
  // The sign-in and sign-up pages have their own top navigation (spec 2.4); the page itself is the account action.
  const onAuthPage = isAuthPage(pathname);

  return (
    <>
      <header className={hidden && !menuOpen ? `${styles.header} ${styles.hidden}` : styles.header}>
        <PlainContainer>
          <div className={styles.toolbar}>
            <Logo wordmarkDisplay={{ xs: 'inline', md: 'none', lg: 'inline' }} />
            <nav aria-label="Main" className={styles.nav}>
              {(onAuthPage ? authHeaderLinks : headerLinks).map((link) => {
                const active = isActivePath(pathname, link.to);
                return (
                  <RouterLink
                    key={link.to}
                    to={link.to}
                    aria-current={active ? 'page' : undefined}
                    className={buttonClassName({ className: `${styles.navLink} ${active ? styles.active : ''}` })}
                  >
                    {link.label}
                  </RouterLink>
                );
              })}
              <ResourcesMenu />
            </nav>
            {!onAuthPage && (
              <div className={styles.actions}>
                <RouterLink
                  to={bookADemoPath}
                  className={buttonClassName({ variant: 'contained', color: 'warning', className: styles.action })}
                >
                  Book a Demo
                </RouterLink>
                <RouterLink
                  to={account.to}
                  className={buttonClassName({ variant: 'outlined', className: styles.action })}
                >
                  {account.label}
                </RouterLink>
              </div>
            )}
            <PlainIconButton
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={(event) => {
                menuButton.current = event.currentTarget;
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              className={styles.menuButton}
            >
              <MenuIcon />
            </PlainIconButton>
          </div>
        </PlainContainer>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </>
  );
}
