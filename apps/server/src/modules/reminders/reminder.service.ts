/**
 * Lesson reminders (docs/decisions/0039): creating a lesson queues a reminder job for `reminderMinutesBefore`
 * (school settings) before it starts, with a singleton key of the lesson and its time, so two nodes queue it once;
 * moving a lesson cancels the queued one and queues another; deleting cancels it. When the job runs, it publishes
 * `lesson.starting` (ADR 0054) to the student and the tutors, keyed by the lesson and its time, so it is once per
 * person even if the job ran twice. Jobs live in the database, so reminders survive restarts.
 */
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { SchoolSettingsService } from '../school/school-settings.service.js';
import type { ReminderRepository } from './reminder.repository.js';

export const lessonReminderJob = 'lessons.reminder';
/** How far ahead a start-up makes sure every lesson has its reminder queued. */
const syncDays = 14;

const keyOf = (scheduleId: string, time: Date) => `lesson-reminder:${scheduleId}:${time.toISOString()}`;

export { startsIn } from '@chalkline/contracts';

/** A tutor's name as lessons show it ("Mr Ada Lovelace"). */
export const tutorName = (t: { title: string | null; firstName: string; lastName: string }) =>
  [t.title, t.firstName, t.lastName].filter(Boolean).join(' ');

export function createReminderService(deps: {
  repo: ReminderRepository;
  jobs: JobQueue;
  events: EventPublisher;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  log: Logger;
  now?: () => Date;
}) {
  const { repo, jobs, events, schoolSettings } = deps;
  const now = deps.now ?? (() => new Date());

  jobs.work<{ scheduleId: string; time: string }>(lessonReminderJob, async ({ scheduleId, time }) => {
    const lesson = await repo.lesson(scheduleId);
    // Deleted, moved (its new time has its own job) or already marked kept: nothing to remind.
    if (!lesson || lesson.time.toISOString() !== time || lesson.kept) return;
    const minutes = Math.round((lesson.time.getTime() - now().getTime()) / 60_000);
    if (minutes < 0) return;
    await events.publish(
      'lesson.starting',
      {
        about: { student: lesson.studentId, tutors: lesson.tutors.map((t) => t.id) },
        params: { program: lesson.program, time, minutes, tutors: lesson.tutors.map(tutorName).join(', ') },
        key: keyOf(scheduleId, lesson.time),
      },
      { rethrow: true },
    );
  });

  /** Queues the reminder of a lesson at its time (nothing when it has started). */
  async function queue(lesson: { id: string; time: Date }) {
    const at = now();
    if (lesson.time.getTime() <= at.getTime()) return;
    const { reminderMinutesBefore } = await schoolSettings.read();
    const runAt = new Date(Math.max(at.getTime(), lesson.time.getTime() - reminderMinutesBefore * 60_000));
    await jobs.enqueue(
      lessonReminderJob,
      { scheduleId: lesson.id, time: lesson.time.toISOString() },
      { runAt, singletonKey: keyOf(lesson.id, lesson.time) },
    );
  }

  return {
    /** A lesson was created or moved: its earlier reminder goes, the one for its time is queued. */
    async planned(lesson: { id: string; time: Date }) {
      await repo.cancelQueued(lessonReminderJob, [lesson.id], now());
      await queue(lesson);
    },
    /** A lesson was deleted. */
    async cancelled(scheduleId: string) {
      await repo.cancelQueued(lessonReminderJob, [scheduleId], now());
    },
    /** Queues the reminders of the coming lessons that have none (lessons made before reminders existed, seeds). */
    async syncUpcoming() {
      const at = now();
      const lessons = await repo.upcoming(at, new Date(at.getTime() + syncDays * 86_400_000));
      for (const lesson of lessons) await queue(lesson);
      return lessons.length;
    },
  };
}
export type ReminderService = ReturnType<typeof createReminderService>;
