/** The quizzes module: the collection, assignments, attempts and grading (ADR 0035). */
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileRepository } from '../files/file.repository.js';
import { createQuizRepository } from './quiz.repository.js';
import { createQuizService } from './quiz.service.js';
import { createQuizAssignmentRepository } from './quiz-assignment.repository.js';
import { createQuizAssignmentService, expireJob } from './quiz-assignment.service.js';
import { quizRoutes } from './quizzes.routes.js';

export function createQuizzesModule(deps: { db: Db; files: FileRepository; jobs: JobQueue; now?: () => Date }) {
  const repo = createQuizRepository(deps.db);
  const assignmentRepo = createQuizAssignmentRepository(deps.db);
  const service = createQuizService({ repo, files: deps.files, now: deps.now });
  const assignments = createQuizAssignmentService({
    repo: assignmentRepo,
    quizzes: repo,
    jobs: deps.jobs,
    now: deps.now,
  });
  deps.jobs.work<{ assignment: string }>(expireJob, async ({ assignment }) => assignments.expire(assignment));
  return { service, assignments, routes: quizRoutes(service, assignments) };
}
