/**
 * Lesson reminders (docs/decisions/0039): creating a lesson queues a reminder job for `reminderMinutesBefore`
 * (school settings) before it starts, with a singleton key of the lesson and its time, so two nodes queue it once;
 * moving a lesson cancels the queued one and queues another; deleting cancels it. When the job runs, the student
 * and the tutors get an in-app notification (and its email copy) whose dedupe key makes it once per person even
 * if the job ran twice. Jobs live in the database, so reminders survive restarts.
 */
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { SchoolSettingsService } from '../school/school-settings.service.js';
import type { ReminderRepository } from './reminder.repository.js';

export const lessonReminderJob = 'lessons.reminder';
/** How far ahead a start-up makes sure every lesson has its reminder queued. */
const syncDays = 14;

const keyOf = (scheduleId: string, time: Date) => `lesson-reminder:${scheduleId}:${time.toISOString()}`;

/** "in 30 minutes", "in 1 hour", "in 1 hour 15 minutes", "now". */
export function startsIn(minutes: number): string {
  if (minutes <= 0) return 'now';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '', m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : ''];
  return `in ${parts.filter(Boolean).join(' ')}`;
}

export function createReminderService(deps: {
  repo: ReminderRepository;
  jobs: JobQueue;
  notifications: Pick<NotificationService, 'notify'>;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  log: Logger;
  now?: () => Date;
}) {
  const { repo, jobs, notifications, schoolSettings } = deps;
  const now = deps.now ?? (() => new Date());

  jobs.work<{ scheduleId: string; time: string }>(lessonReminderJob, async ({ scheduleId, time }) => {
    const lesson = await repo.lesson(scheduleId);
    // Deleted, moved (its new time has its own job) or already marked kept: nothing to remind.
    if (!lesson || lesson.time.toISOString() !== time || lesson.kept) return;
    const minutes = Math.round((lesson.time.getTime() - now().getTime()) / 60_000);
    if (minutes < 0) return;
    const tutors = lesson.tutors.map((t) => [t.title, t.firstName, t.lastName].filter(Boolean).join(' '));
    await notifications.notify({
      userIds: [lesson.studentId, ...lesson.tutors.map((t) => t.id)],
      kind: 'LESSON_REMINDER',
      title: `Your ${lesson.program} lesson starts ${startsIn(minutes)}`,
      body: `${lesson.program}${tutors.length ? ` with ${tutors.join(', ')}` : ''}. Open My Schedules to join the classroom when it starts.`,
      link: `/accounts/schedules?time=${encodeURIComponent(time)}`,
      dedupeKey: keyOf(scheduleId, lesson.time),
    });
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
