/** The quizzes module: the collection, assignments, attempts and grading (ADR 0035), and what students hear of them. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileRepository } from '../files/file.repository.js';
import { type EventPublisher, silentPublisher } from '../notifications/event-publisher.js';
import { createQuestionBankRepository } from './question-bank.repository.js';
import { questionBankRoutes } from './question-bank.routes.js';
import { createQuestionBankService } from './question-bank.service.js';
import { createQuizRepository } from './quiz.repository.js';
import { createQuizService } from './quiz.service.js';
import { createQuizAssignmentRepository } from './quiz-assignment.repository.js';
import { createQuizAssignmentService, expireJob } from './quiz-assignment.service.js';
import { createQuizNotices } from './quiz-notices.js';
import { quizRoutes } from './quizzes.routes.js';

export function createQuizzesModule(deps: {
  db: Db;
  files: FileRepository;
  jobs: JobQueue;
  events?: EventPublisher;
  now?: () => Date;
  /** The job queue's clock, which the due-soon job compares due dates with. */
  jobsNow?: () => Date;
}) {
  const repo = createQuizRepository(deps.db);
  const bankRepo = createQuestionBankRepository(deps.db);
  const assignmentRepo = createQuizAssignmentRepository(deps.db);
  const service = createQuizService({ repo, bank: bankRepo, files: deps.files, now: deps.now });
  const bank = createQuestionBankService({ bank: bankRepo, quizzes: repo, files: deps.files });
  const notices = createQuizNotices({
    repo: assignmentRepo,
    jobs: deps.jobs,
    events: deps.events ?? silentPublisher,
    now: deps.jobsNow ?? deps.now ?? (() => new Date()),
  });
  const assignments = createQuizAssignmentService({
    repo: assignmentRepo,
    quizzes: repo,
    files: deps.files,
    jobs: deps.jobs,
    notices,
    now: deps.now,
  });
  deps.jobs.work<{ assignment: string }>(expireJob, async ({ assignment }) => assignments.expire(assignment));
  // The assignments' repository is handed out for reads other modules make (the calendar feed's due dates).
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(quizRoutes(service, assignments));
    await app.register(questionBankRoutes(bank));
  };
  return { service, bank, assignments, assignmentRepo, routes };
}
