import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(query);
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
};
const read = () => Boolean(window.matchMedia?.(query).matches);

/**
 * Whether the visitor's system asks for less motion (WCAG 2.3.3), kept up to date as the setting changes: what
 * moves by itself in script (the carousels' autoplay) stops; CSS motion is stopped by `base.css`. Plain React, for
 * plain pages and MUI ones alike.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
