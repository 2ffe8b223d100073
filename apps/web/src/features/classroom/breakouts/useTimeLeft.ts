import { useEffect, useState } from 'react';

/** Milliseconds until `endsAt` (epoch ms), ticking every second; null without an end. */
export function useTimeLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt === null ? null : Math.max(0, endsAt - now);
}
