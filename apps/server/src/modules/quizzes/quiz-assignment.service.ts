/**
 * Quiz assignments, attempts and grading (platform spec 2.7, 3, 4, 5.3; ADR 0035). The server owns the clock:
 * an attempt's deadline is set when the student first opens it, answers after the deadline plus a short grace
 * are refused, an expired attempt completes itself (a job at the deadline, and lazily on every read), and
 * objective questions are graded here at completion.
 */
import {
  type GradingInput,
  messages,
  type QuizAssignInput,
  type QuizAssignmentsQuery,
  quizLimits,
  type SaveAnswerInput,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { planAttempt } from './attempt-draw.js';
import {
  assignmentScopeOf,
  authorizeAssign,
  authorizeGrade,
  authorizeRead,
  authorizeTake,
  mayGrade,
  mayTakeOwn,
} from './quiz.policy.js';
import type { QuizRepository } from './quiz.repository.js';
import { keyOfFile } from './quiz.service.js';
import { presentCard, presentItem } from './quiz-assignment.presenter.js';
import type { AnswerValues, AttemptSource, QuizAssignmentRepository } from './quiz-assignment.repository.js';
import type { QuizNotices } from './quiz-notices.js';

export { presentCard, presentItem } from './quiz-assignment.presenter.js';

type CardRow = NonNullable<Awaited<ReturnType<QuizAssignmentRepository['find']>>>;

/** The job that completes an attempt whose time ran out. */
export const expireJob = 'quizzes.expire-attempt';

const imageTypes = /^image\//;
const documentTypes = /^(application\/|text\/plain)/;

export function createQuizAssignmentService(deps: {
  repo: QuizAssignmentRepository;
  quizzes: QuizRepository;
  /** The files module's repository: an answer file is shared with the tutor who set the quiz. */
  files: Pick<FileRepository, 'shareWith'>;
  jobs?: Pick<JobQueue, 'enqueue'>;
  /** Tells students of quizzes set, due soon and graded (ADR 0054). */
  notices?: QuizNotices;
  /** A proctored attempt starts only once the student agreed and guardians allow it (ADR 0082). */
  beforeStart?: (assignmentId: string, agreed: boolean) => Promise<void>;
  now?: () => Date;
}) {
  const { repo, quizzes, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const graceMs = quizLimits.graceSeconds * 1000;

  async function load(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('This quiz assignment does not exist');
    return row;
  }
  /** Completes the attempt if its time ran out; answers the fresh row. */
  async function settle(row: CardRow): Promise<CardRow> {
    const a = row.assignment;
    if (!a.completedAt && a.deadlineAt && a.deadlineAt.getTime() + graceMs < now().getTime()) {
      await repo.complete(a.id, a.deadlineAt);
      return load(a.id);
    }
    return row;
  }
  /** Completes every attempt whose time ran out (before a list, and from the job). */
  async function completeExpired() {
    for (const id of await repo.expiredIds(now(), quizLimits.graceSeconds)) {
      const row = await repo.findRow(id);
      if (row?.deadlineAt) await repo.complete(id, row.deadlineAt);
    }
  }

  return {
    completeExpired,
    /** The job handler: completes one attempt if its time has run out. */
    async expire(assignmentId: string) {
      const row = await repo.find(assignmentId);
      if (row) await settle(row);
    },

    async assign(viewer: Viewer, input: QuizAssignInput) {
      const quiz = await quizzes.find({ id: input.quizKey });
      if (!quiz) throw badRequest('Please choose a quiz', { quizKey: 'Please choose a quiz' });
      if (quiz.questionsCount === 0)
        throw badRequest('This quiz has no questions yet', { quizKey: 'This quiz has no questions yet' });
      const dueDate = new Date(input.dueDate);
      if (dueDate.getTime() < now().getTime())
        throw badRequest('The due date has passed', { dueDate: 'Please choose a date from today' });
      const ids = [...new Set(input.studentKeys)];
      const students = new Set((await repo.studentsAmong(ids)).map((s) => s.id));
      const notStudent = ids.find((id) => !students.has(id));
      if (notStudent) throw badRequest('Please choose students only', { studentKeys: 'Please choose students only' });
      authorizeAssign(viewer, ids, await repo.linkedStudents(viewer.id, ids));
      const rows = await repo.insertMany(
        ids.map((studentId) => ({
          quizId: quiz.quiz.id,
          programId: quiz.quiz.programId,
          studentId,
          assignedById: viewer.id,
          dueDate,
          totalPoints: quiz.totalPoints,
        })),
      );
      await deps.notices?.assigned(rows, viewer);
      return { keys: rows.map((r) => r.id), quiz: quiz.quiz };
    },

    async list(viewer: Viewer, query: QuizAssignmentsQuery) {
      await completeExpired();
      const { rows, total } = await repo.list(assignmentScopeOf(viewer), {
        filter: query.filter,
        student: query.student,
        program: query.program,
        status: query.status,
        search: query.search,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        now: now(),
        offset: offsetOf(query),
        limit: query.limit,
      });
      return pageOf(rows.map(presentCard), total, query);
    },

    /** The attempt review (spec 2.7): every question with its answer and grading, once completed. */
    async review(viewer: Viewer, id: string) {
      const row = await settle(await load(id));
      authorizeRead(viewer, row.assignment);
      const completed = row.assignment.completedAt !== null;
      const items = await repo.itemsOf(id);
      // The student sees the answers and grades only after submitting; the assigner and admins at any time.
      const reveal = completed || row.assignment.studentId !== viewer.id;
      return {
        assignment: presentCard(row),
        items: items.map((i) => presentItem(i, reveal)),
        mayGrade: completed && mayGrade(viewer, row.assignment),
      };
    },

    /** Opens (and on first open starts) the student's attempt; the countdown runs to the server's deadline. */
    async open(viewer: Viewer, id: string, agreeToProctoring = false) {
      let row = await settle(await load(id));
      authorizeTake(viewer, row.assignment);
      if (!row.assignment.startedAt) {
        await deps.beforeStart?.(id, agreeToProctoring);
        const startedAt = now();
        const deadlineAt = new Date(startedAt.getTime() + row.quiz.duration * 60_000);
        // Random questions and shuffled orders are drawn once, seeded by the student and the assignment (ADR 0078).
        const plan = ({ studentId, ...source }: AttemptSource) =>
          planAttempt({ ...source, seed: `${studentId}:${id}` });
        if (await repo.start(id, startedAt, deadlineAt, plan))
          await jobs?.enqueue(
            expireJob,
            { assignment: id },
            { runAt: new Date(deadlineAt.getTime() + graceMs + 1000), singletonKey: `${expireJob}:${id}` },
          );
        row = await load(id);
      }
      const completed = row.assignment.completedAt !== null;
      const items = await repo.itemsOf(id);
      return {
        assignment: presentCard(row),
        items: items.map((i) => presentItem(i, completed)),
        serverNow: now().toISOString(),
      };
    },

    /** Stores one answer as given; idempotent, ordered by `seq`, refused once the attempt is closed. */
    async save(viewer: Viewer, input: SaveAnswerInput) {
      // The common case (a text or a choice on one's own open attempt) in one statement; anything else, or a save
      // that matched nothing, takes the full path below, which also finds the right refusal.
      const option = input.option ?? null;
      const text = typeof input.text === 'string' ? (input.text.trim() ? input.text : null) : null;
      if (mayTakeOwn(viewer) && !input.image && !input.document && (option !== null) !== (text !== null)) {
        const fast = { assignment: input.assignment, questionKey: input.questionKey, seq: input.seq, option, text };
        if (await repo.saveSimpleAnswer(viewer.id, fast, { now: now(), graceSeconds: quizLimits.graceSeconds }))
          return { questionKey: input.questionKey, seq: input.seq, applied: true };
      }
      const found = await repo.findForSave(input.assignment, input.questionKey);
      if (!found) throw notFound('This quiz assignment does not exist');
      const { assignment: a, item } = found;
      authorizeTake(viewer, a);
      const closed = () => new AppError(409, 'CONFLICT', 'This quiz has ended; answers can no longer be changed');
      if (!a.startedAt) throw badRequest('Open the quiz before answering');
      if (a.completedAt || (a.deadlineAt && a.deadlineAt.getTime() + graceMs < now().getTime())) throw closed();
      if (!item) throw notFound('This question is not part of the quiz');
      // A replay, or an older answer arriving late: nothing to store.
      if (item.answerSeq >= input.seq) return { questionKey: input.questionKey, seq: item.answerSeq, applied: false };
      const values = await answerValues(viewer, item, input);
      const applied = await repo.saveAnswer(a.id, input.questionKey, input.seq, values, {
        now: now(),
        graceSeconds: quizLimits.graceSeconds,
      });
      if (!applied) {
        // Either an older or repeated save (harmless) or the attempt closed in between.
        const fresh = await repo.findRow(a.id);
        if (fresh?.completedAt) throw closed();
      }
      if (applied && a.assignedById) {
        const file = values.answerImage ?? values.answerDocument;
        if (file) await deps.files.shareWith(file, viewer.id, a.assignedById);
      }
      return { questionKey: input.questionKey, seq: Math.max(input.seq, item.answerSeq), applied };
    },

    async complete(viewer: Viewer, id: string) {
      const a = await repo.findRow(id);
      if (!a) throw notFound('This quiz assignment does not exist');
      authorizeTake(viewer, a);
      if (!a.startedAt) throw badRequest('Open the quiz before submitting it');
      // Submitting after the deadline still completes it, but as of the deadline.
      const at = a.deadlineAt && a.deadlineAt < now() ? a.deadlineAt : now();
      const done = (await repo.complete(id, at)) ?? (await repo.findRow(id))!;
      const items = await repo.itemsOf(id);
      return {
        grading: { points: done.attainedPoints, total: done.totalPoints },
        ungraded: items.filter((i) => i.item.gradingPoints === null).length,
      };
    },

    async grade(viewer: Viewer, input: GradingInput) {
      const a = await repo.findRow(input.assignment);
      if (!a) throw notFound('This quiz assignment does not exist');
      authorizeGrade(viewer, a);
      if (!a.completedAt) throw badRequest('This quiz has not been submitted yet');
      const item = await repo.findItem(a.id, input.questionKey);
      if (!item) throw notFound('This question is not part of the quiz');
      if (input.assignedPoints > item.points)
        throw badRequest(messages.gradingAboveMaximum, { assignedPoints: messages.gradingAboveMaximum });
      const row = await repo.grade(a.id, item.questionKey, input.assignedPoints, input.tutorRemarks, viewer.id, now());
      await deps.notices?.gradedIfDone(a.id);
      return {
        assignedPoints: input.assignedPoints,
        tutorRemarks: input.tutorRemarks,
        grading: { points: row.attainedPoints, total: row.totalPoints },
        studentId: a.studentId,
      };
    },
  };

  /** The answer columns for the question's mode; a file must be the student's own upload of the right type. */
  async function answerValues(
    viewer: Viewer,
    item: { answerMode: string; options: string[] },
    input: SaveAnswerInput,
  ): Promise<AnswerValues> {
    const none: AnswerValues = { answerOption: null, answerText: null, answerImage: null, answerDocument: null };
    // An answer of another mode (a text for a choice …) is a client error, never silently dropped.
    const fieldOf = { OPTION: 'option', TEXT: 'text', IMAGE: 'image', DOCUMENT: 'document' } as const;
    const own = fieldOf[item.answerMode as keyof typeof fieldOf];
    const foreign = (['option', 'text', 'image', 'document'] as const).find(
      (f) => f !== own && input[f] !== undefined && input[f] !== null,
    );
    if (foreign)
      throw badRequest('This answer does not fit the question', { [foreign]: 'This answer does not fit the question' });
    switch (item.answerMode) {
      case 'OPTION': {
        const option = input.option ?? null;
        if (option !== null && option >= item.options.length)
          throw badRequest('Please choose one of the options', { option: 'Please choose one of the options' });
        return { ...none, answerOption: option };
      }
      case 'TEXT':
        return { ...none, answerText: input.text?.trim() ? input.text : null };
      default: {
        const field = item.answerMode === 'IMAGE' ? 'image' : 'document';
        const key = keyOfFile(input[field]);
        if (!key) return none;
        const file = await repo.findFile(key);
        const pattern = field === 'image' ? imageTypes : documentTypes;
        if (!file || file.ownerId !== viewer.id || file.folder !== 'quiz-attempts' || !pattern.test(file.mime))
          throw badRequest(messages.uploadWrongType, { [field]: messages.uploadWrongType });
        return field === 'image' ? { ...none, answerImage: key } : { ...none, answerDocument: key };
      }
    }
  }
}
export type QuizAssignmentService = ReturnType<typeof createQuizAssignmentService>;
