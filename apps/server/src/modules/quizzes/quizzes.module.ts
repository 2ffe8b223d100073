/** The quizzes module: the collection, assignments, attempts and grading (ADR 0035), and what students hear of them. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';
import type { FileRepository } from '../files/file.repository.js';
import { type EventPublisher, silentPublisher } from '../notifications/event-publisher.js';
import { createProctoringRepository } from './proctoring.repository.js';
import { proctoringRoutes } from './proctoring.routes.js';
import { createProctoringService } from './proctoring.service.js';
import { type ProctoringConsentLookup, proctoringConsentOf } from './proctoring-consent.js';
import { createProctoringRetention } from './proctoring-retention.js';
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
  /** Where proctoring frames are stored (ADR 0082). */
  store: FileStore;
  /** The school's `proctoringRetentionDays` (ADR 0082). */
  retentionDays: () => Promise<number>;
  /** Guardian consent to proctoring; until the families module is wired in, everyone is allowed (ADR 0082). */
  consentOf?: ProctoringConsentLookup;
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
  const proctoringRepo = createProctoringRepository(deps.db);
  const proctoring = createProctoringService({
    repo: proctoringRepo,
    store: deps.store,
    consentOf: deps.consentOf ?? proctoringConsentOf,
    retentionDays: deps.retentionDays,
    now: deps.now,
  });
  const proctoringRetention = createProctoringRetention({
    jobs: deps.jobs,
    repo: proctoringRepo,
    store: deps.store,
    retentionDays: deps.retentionDays,
    now: deps.jobsNow ?? deps.now ?? (() => new Date()),
  });
  const assignments = createQuizAssignmentService({
    repo: assignmentRepo,
    quizzes: repo,
    files: deps.files,
    jobs: deps.jobs,
    notices,
    beforeStart: proctoring.beforeStart,
    now: deps.now,
  });
  deps.jobs.work<{ assignment: string }>(expireJob, async ({ assignment }) => assignments.expire(assignment));
  // The assignments' repository is handed out for reads other modules make (the calendar feed's due dates).
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(quizRoutes(service, assignments));
    await app.register(questionBankRoutes(bank));
    await app.register(proctoringRoutes(proctoring));
  };
  return { service, bank, assignments, assignmentRepo, proctoring, proctoringRetention, routes };
}
export { guardiansAllowProctoring } from './proctoring-consent.js';
