import type { AttemptSession } from '@chalkline/contracts';
import { useEffect, useState } from 'react';

/** "12:05" from milliseconds left. */
export const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
};

/** Milliseconds left on the server's clock; ticks every second. */
export function useCountdown(session: AttemptSession | undefined, fetchedAt: number) {
  const offset = session ? new Date(session.serverNow).getTime() - fetchedAt : 0;
  const deadline = session?.assignment.deadlineAt ? new Date(session.assignment.deadlineAt).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deadline === null ? null : deadline - (now + offset);
}
