import { platform } from '@chalkline/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether the header should be hidden after a scroll from `previousY` to `y`: hidden while moving down
 * past `threshold`, shown again on any move up or back above the threshold.
 */
export function nextHidden(hidden: boolean, previousY: number, y: number, threshold: number): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

/** Tracks window scrolling; true while the public header should be out of view (platform spec 2.4). */
export function useHideOnScroll(threshold: number = platform.headerHideAfterScrollPx): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    lastY.current = window.scrollY;
    const handleScroll = () => {
      const y = window.scrollY;
      const previousY = lastY.current;
      lastY.current = y;
      setHidden((current) => nextHidden(current, previousY, y, threshold));
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);

  return hidden;
}
