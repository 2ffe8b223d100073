import type { BusyInterval, ScheduleInput, ScheduleMoveInput, ScheduleSummary } from '@chalkline/contracts';
import { api } from '../../lib/api';
import { formatClockTime, formatLongDate, formatLongDateTime } from '../../lib/format';
import type { PageResult } from '../../ui/data-grid';

export type { BusyInterval };

/** Which list a page shows: every lesson (admins) or the viewer's own (students and tutors). */
export type ScheduleScope = 'admin' | 'own';

const listPath = (scope: ScheduleScope) => (scope === 'admin' ? '/admin/schedules' : '/accounts/schedules');

/** One page of schedules, optionally only those starting at or after `time`. */
export async function fetchSchedules(
  scope: ScheduleScope,
  page: number,
  limit: number,
  time?: string | null,
): Promise<PageResult<ScheduleSummary>> {
  return (await api.get(listPath(scope), { query: { page, limit, time } })).data;
}

export const deleteSchedule = (key: string) => api.delete('/admin/schedules/:key', { params: { key } });

/** Moves a lesson to a new start and end (its student and tutors are told). */
export const moveSchedule = (key: string, input: ScheduleMoveInput) =>
  api.put('/admin/schedules/:key', input, { params: { key } });

export const markSchedule = (key: string) => api.post('/accounts/schedules/:key/mark', undefined, { params: { key } });

export const fetchCreateData = async () => (await api.get('/admin/schedules/create-data')).data;

export const fetchScheduleAccounts = async (program: string) =>
  (await api.get('/admin/schedules/accounts', { query: { program } })).data;

export const fetchAvailability = async (studentKey: string, tutorKeys: readonly string[], from: Date, to: Date) =>
  (
    await api.get('/admin/schedules/availability', {
      query: {
        studentKey,
        tutorKeys,
        from: from.toISOString(),
        to: to.toISOString(),
      },
    })
  ).data.busy;

export const createSchedule = (input: ScheduleInput) => api.post('/admin/schedules/new', input);

/**
 * "March 3rd, 2026, 4:00 PM – 5:00 PM": the en-US long date with an ordinal day (platform spec 9); the end's
 * date is added when it falls on another day.
 */
export function timeRange(time: string, endTime: string): string {
  const start = new Date(time);
  const end = new Date(endTime);
  const sameDay = start.toDateString() === end.toDateString();
  const endText = sameDay ? formatClockTime(end) : formatLongDateTime(end);
  return `${formatLongDate(start)}, ${formatClockTime(start)} – ${endText}`;
}

/** Whether a lesson is on now or still to come, so its classroom can be joined. */
export const isJoinable = (schedule: Pick<ScheduleSummary, 'endTime'>, now = new Date()): boolean =>
  new Date(schedule.endTime).getTime() > now.getTime();

/** Who was in a lesson in the classroom and for how long (its tutors and admins, ADR 0076). */
export const fetchLessonAttendance = async (key: string) =>
  (await api.get('/accounts/schedules/:key/attendance', { params: { key } })).data;
