/**
 * Recording attendance as the classroom's events happen (ADR 0076): one write per event, for signed-in people
 * (guests have no account to keep a record under). A failed write is logged and never fails the event that
 * caused it: the lesson goes on.
 */
import type { Logger } from 'pino';
import type { ClassroomIdentity } from '../admission/identity.js';
import type { AttendanceMedia, AttendanceRepository } from './attendance.repository.js';

/** A lesson found unended with nobody in it (its node died) is carried on when reopened within this time. */
export const resumeWithinMs = 12 * 60 * 60 * 1000;

type Who = Pick<ClassroomIdentity, 'kind' | 'key'>;

export function createAttendanceRecorder(deps: { repo: AttendanceRepository; log: Logger; now: () => Date }) {
  const { repo, now } = deps;
  const record = async (who: Who, label: string, write: (userId: string) => Promise<unknown>) => {
    if (who.kind !== 'user') return;
    try {
      await write(who.key);
    } catch (error) {
      deps.log.warn({ err: error }, `recording attendance (${label}) failed`);
    }
  };
  return {
    joined: (sessionId: string, who: Who) => record(who, 'join', (id) => repo.joined(sessionId, id, now())),
    /** Left, went offline (at the drop, `at`) or was taken out. */
    left: (roomKey: string, who: Who, at: Date = now()) => record(who, 'leave', (id) => repo.left(roomKey, id, at)),
    media: (roomKey: string, who: Who, media: AttendanceMedia, on: boolean) =>
      record(who, media, (id) => repo.media(roomKey, id, media, on, now())),
    handRaised: (roomKey: string, who: Who) =>
      record(who, 'hand', (id) => repo.counted(roomKey, id, 'handsRaised', now())),
    messageSent: (roomKey: string, who: Who) =>
      record(who, 'message', (id) => repo.counted(roomKey, id, 'messagesSent', now())),
    /** The lesson ended: spans still open end with it. */
    lessonEnded: (sessionId: string, at: Date) => repo.closeAll(sessionId, at),
    /**
     * A lesson whose node died is reopened (ADR 0076): spans left open end at the reopening, an outage's length
     * at most; each person back opens a new one. An older dead lesson is closed at each span's last event, and
     * the lesson at the last of them.
     */
    resumed: (sessionId: string, at: Date) => repo.closeAll(sessionId, at),
    abandoned: (sessionId: string) => repo.closeAtLastSeen(sessionId),
  };
}
export type AttendanceRecorder = ReturnType<typeof createAttendanceRecorder>;
