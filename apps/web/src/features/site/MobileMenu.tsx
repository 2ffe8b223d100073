import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { buttonClassName, CloseIcon, PlainIconButton } from '../../ui/plain';
import styles from './MobileMenu.module.css';
import {
  bookADemoPath,
  headerLinks,
  isActivePath,
  mobileAccountLinks,
  type NavLinkItem,
  resourceLinks,
} from './navigation';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened the menu; focus goes back to it on closing. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function LinkList({
  links,
  onClose,
  labelledBy,
}: {
  links: readonly NavLinkItem[];
  onClose: () => void;
  labelledBy?: string;
}) {
  const { pathname } = useLocation();
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {links.map((link) => {
        const active = isActivePath(pathname, link.to);
        return (
          <li key={`${link.label}-${link.to}`}>
            <RouterLink
              to={link.to}
              onClick={onClose}
              aria-current={active ? 'page' : undefined}
              className={active ? `${styles.item} ${styles.selected}` : styles.item}
            >
              {link.label}
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The collapsed header menu of narrow screens, with the account entries (platform spec 2.4): a modal dialog that
 * slides in from the right over a backdrop, without MUI (ADR 0046). Opening moves focus to its close button (its
 * only button); Tab and Shift+Tab stay inside it; Escape, the backdrop, the close button or a link close it, and
 * focus goes back to the menu button. The page behind does not scroll while it is open.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const resourcesId = useId();
  const accountId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's new function does not re-run the opening effect.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  // One frame after opening the panel takes its open place, so it slides in even on its first mount.
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    if (!open) {
      setEntered(false);
      return;
    }
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // While open: focus inside, Escape closes, focus that wanders out comes back, the page keeps still.
  useEffect(() => {
    if (!open) return;
    const opener = returnFocusTo?.current ?? (document.activeElement as HTMLElement | null);
    const focusClose = () => panel.current?.querySelector<HTMLElement>('button')?.focus();
    focusClose();
    const handleKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      }
    };
    const handleFocusIn = (event: FocusEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) focusClose();
    };
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      // Back to the menu button, unless focus already went somewhere else on purpose.
      const active = document.activeElement;
      if (!active || active === body || panel.current?.contains(active)) opener?.focus();
    };
  }, [open, returnFocusTo]);

  // Tab from the last element goes round to the first, Shift+Tab from the first to the last.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const rootClass = [styles.root, open && styles.open, open && entered && styles.entered].filter(Boolean).join(' ');
  return createPortal(
    <div className={rootClass} inert={!open} aria-hidden={open ? undefined : true}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={handleKeyDown}
      >
        <div className={styles.top}>
          <Logo size={32} />
          <PlainIconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </PlainIconButton>
        </div>
        <hr className={styles.divider} />
        <nav aria-label="Mobile" className={styles.nav}>
          <LinkList links={headerLinks} onClose={onClose} />
          <p id={resourcesId} className={styles.subheader}>
            Resources
          </p>
          <LinkList links={resourceLinks} onClose={onClose} labelledBy={resourcesId} />
          <p id={accountId} className={styles.subheader}>
            Account
          </p>
          <LinkList links={mobileAccountLinks} onClose={onClose} labelledBy={accountId} />
          <div className={styles.cta}>
            <RouterLink
              to={bookADemoPath}
              onClick={onClose}
              className={buttonClassName({ variant: 'contained', color: 'warning', fullWidth: true })}
            >
              Book a Demo
            </RouterLink>
          </div>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
