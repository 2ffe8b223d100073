/** Reading a planned lesson's classroom attendance (ADR 0076); who may read it is the caller's policy's say. */
import type { LessonAttendance } from '@chalkline/contracts';
import type { AttendanceRepository } from './attendance.repository.js';
import { summarizeAttendance } from './attendance-summary.js';

export function createAttendanceReader(deps: {
  repo: Pick<AttendanceRepository, 'sessionsOfSchedule' | 'spansOfSessions'>;
  /** The school's policy: the share of a lesson a student must be present for. */
  minSharePercent: () => Promise<number>;
  now: () => Date;
}) {
  return {
    minSharePercent: deps.minSharePercent,
    async ofLesson(scheduleId: string): Promise<LessonAttendance> {
      const sessions = await deps.repo.sessionsOfSchedule(scheduleId);
      const spans = await deps.repo.spansOfSessions(sessions.map((s) => s.id));
      return summarizeAttendance({ sessions, spans, minSharePercent: await deps.minSharePercent(), now: deps.now() });
    },
  };
}
export type AttendanceReader = ReturnType<typeof createAttendanceReader>;
