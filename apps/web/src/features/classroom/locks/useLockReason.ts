import { type LockName, lockTexts } from '@chalkline/contracts';
import { useClassroom } from '../connection/ClassroomContext';

/**
 * Why this person may not do `lock`'s action now (ADR 0075): the lock's text for a student while it is on, else
 * null. Hosts are never locked. The server refuses anyway; this only explains the disabled control.
 */
export function useLockReason(lock: LockName): string | null {
  const locked = useClassroom((s) => !s.you?.isHost && s.locks[lock]);
  return locked ? lockTexts.refusals[lock] : null;
}
