import type { AttemptSession } from '@chalkline/contracts';
import { useEffect, useState } from 'react';

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
