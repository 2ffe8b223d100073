/**
 * Reports not written within 24 hours of a lesson's end remind its tutors (ADR 0080): an hourly job on the job
 * queue finds the lessons held (or marked kept) whose scheduled end is more than a day and less than a week past
 * and whose report is not sent, and publishes `lesson.report_due` to their tutors, keyed by the lesson, so each
 * tutor is told once whatever node runs it and however often. The job queues its next run (once per hour).
 */
import type { JobQueue } from '../../jobs/job-queue.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { LessonReportsRepository } from './lesson-reports.repository.js';

export const lessonReportReminderJob = 'lesson-reports.remind';
const hourMs = 3_600_000;
/** A report is late this long after the lesson's end. */
export const reportDueAfterMs = 24 * hourMs;
/** Lessons older than this are not reminded any more (the reminder has been sent by then). */
const lookBackMs = 7 * 24 * hourMs;

/** The next run: the next whole hour after `now`. */
export const nextReminderRunAt = (now: Date) => new Date((Math.floor(now.getTime() / hourMs) + 1) * hourMs);

export function createLessonReportReminders(deps: {
  jobs: JobQueue;
  repo: Pick<LessonReportsRepository, 'due' | 'tutorsOf'>;
  events: EventPublisher;
  now: () => Date;
}) {
  const { jobs, repo, events, now } = deps;

  /** Tells the tutors of every late report; answers how many lessons were late. */
  async function remind(): Promise<number> {
    const cutoff = now().getTime() - reportDueAfterMs;
    const late = await repo.due(new Date(cutoff - lookBackMs), new Date(cutoff));
    for (const lesson of late) {
      const tutors = await repo.tutorsOf(lesson.schedule.id);
      if (!tutors.length) continue;
      await events.publish(
        'lesson.report_due',
        {
          about: { tutors: tutors.map((t) => t.id) },
          params: {
            program: lesson.program.title,
            time: lesson.schedule.time.toISOString(),
            lesson: lesson.schedule.id,
            student: `${lesson.student.firstName} ${lesson.student.lastName}`,
          },
          key: `report-due:${lesson.schedule.id}`,
        },
        { rethrow: true },
      );
    }
    return late.length;
  }

  /** Queues the next run (once per hour, whichever node asks). */
  async function queueNext() {
    const runAt = nextReminderRunAt(now());
    await jobs.enqueue(
      lessonReportReminderJob,
      { at: runAt.toISOString() },
      { runAt, singletonKey: `${lessonReportReminderJob}:${runAt.toISOString()}` },
    );
  }

  jobs.work(lessonReportReminderJob, async () => {
    await remind();
    await queueNext();
  });

  return { remind, queueNext };
}
