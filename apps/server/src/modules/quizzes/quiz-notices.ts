/**
 * What students hear of their quizzes (issue 31, ADR 0054): a quiz set for them, a quiz due within the due-soon
 * window (platform spec 9: 24 hours) and not yet submitted, and a quiz whose grading is finished. The due-soon
 * notice is a job queued with the assignment (one job per assignment action, a singleton key: queued once
 * whatever the nodes), and each notice is keyed by its assignment, so it is told exactly once per assignment
 * even when the job runs on two nodes or twice.
 */
import { platform } from '@chalkline/contracts';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Viewer } from '../accounts/viewer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { QuizAssignmentRepository } from './quiz-assignment.repository.js';

/** The job that tells students of their quizzes due within the window. */
export const dueSoonJob = 'quizzes.due-soon';
const windowMs = platform.dueSoonWindowHours * 3_600_000;

type Card = NonNullable<Awaited<ReturnType<QuizAssignmentRepository['find']>>>;

const quizParams = (row: Card) => ({
  quiz: row.quiz.title,
  program: row.program.title,
  assignment: row.assignment.id,
  dueDate: row.assignment.dueDate.toISOString(),
});

export function createQuizNotices(deps: {
  repo: Pick<QuizAssignmentRepository, 'find'>;
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  events: EventPublisher;
  now: () => Date;
}) {
  const { repo, jobs, events, now } = deps;

  jobs.work<{ assignments: string[] }>(dueSoonJob, async ({ assignments }) => {
    const due: Card[] = [];
    for (const id of assignments) {
      const row = await repo.find(id);
      // Deleted, submitted or already overdue: nothing to remind.
      if (row && !row.assignment.completedAt && row.assignment.dueDate > now()) due.push(row);
    }
    await events.publish(
      'quiz.due_soon',
      due.map((row) => ({
        about: { student: row.assignment.studentId },
        params: quizParams(row),
        key: row.assignment.id,
      })),
      { rethrow: true },
    );
  });

  return {
    /** Quizzes were set: each student is told, and the due-soon reminder is queued (none when already in the window). */
    async assigned(rows: readonly { id: string; studentId: string }[], viewer: Viewer) {
      const first = rows[0] && (await repo.find(rows[0].id));
      if (!first) return;
      const assignedBy = `${viewer.firstName} ${viewer.lastName}`.trim() || 'Your tutor';
      await events.publish(
        'quiz.assigned',
        rows.map((row) => ({
          about: { student: row.studentId },
          params: { ...quizParams(first), assignment: row.id, assignedBy },
          key: row.id,
        })),
      );
      const runAt = new Date(first.assignment.dueDate.getTime() - windowMs);
      if (runAt <= now()) return;
      await jobs.enqueue(
        dueSoonJob,
        { assignments: rows.map((row) => row.id) },
        { runAt, singletonKey: `${dueSoonJob}:${first.assignment.id}` },
      );
    },

    /** A question was graded: once none is left ungraded, the student hears their quiz is graded. */
    async gradedIfDone(assignmentId: string) {
      const row = await repo.find(assignmentId);
      if (!row?.assignment.completedAt || row.ungraded > 0) return;
      await events.publish('quiz.graded', {
        about: { student: row.assignment.studentId },
        params: {
          quiz: row.quiz.title,
          program: row.program.title,
          assignment: row.assignment.id,
          points: row.assignment.attainedPoints,
          total: row.assignment.totalPoints,
        },
        key: row.assignment.id,
      });
    },
  };
}
export type QuizNotices = ReturnType<typeof createQuizNotices>;
