/** How quiz assignment cards and attempt items read (platform spec 2.7, 4; ADR 0035). */
import { type AttemptItem, type QuizAssignmentCard, quizAssignmentStatus } from '@chalkline/contracts';
import { fileUrl } from '../accounts/account.presenter.js';
import { presentQuestion } from './quiz.service.js';
import type { QuizAssignmentRepository } from './quiz-assignment.repository.js';

type CardRow = NonNullable<Awaited<ReturnType<QuizAssignmentRepository['find']>>>;
type ItemRow = Awaited<ReturnType<QuizAssignmentRepository['itemsOf']>>[number];

const personOf = (p: {
  id: string | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  otherNames: string | null;
}) =>
  p.id
    ? { key: p.id, title: p.title, firstName: p.firstName ?? '', lastName: p.lastName ?? '', otherNames: p.otherNames }
    : null;

export function presentCard(row: CardRow): QuizAssignmentCard {
  const { assignment: a, quiz, program, student } = row;
  return {
    key: a.id,
    quiz: {
      key: quiz.id,
      title: quiz.title,
      slug: quiz.slug,
      duration: quiz.duration,
      proctored: quiz.proctored,
      program: { key: program.id, title: program.title, thumbnail: fileUrl(program.thumbnail) },
    },
    student: { ...personOf(student)!, email: student.email ?? '' },
    assignedBy: personOf(row.assignedBy),
    createdAt: a.createdAt.toISOString(),
    dueDate: a.dueDate.toISOString(),
    status: quizAssignmentStatus(a),
    completed: a.completedAt !== null,
    startedAt: a.startedAt?.toISOString() ?? null,
    deadlineAt: a.deadlineAt?.toISOString() ?? null,
    completedAt: a.completedAt?.toISOString() ?? null,
    quizAttempt: { grading: { points: a.attainedPoints, total: a.totalPoints } },
    ungraded: a.completedAt ? row.ungraded : 0,
  };
}

/** An attempt item; the correct answers and grades stay hidden while the student is still answering. */
export function presentItem({ item, documentName }: ItemRow, reveal: boolean): AttemptItem {
  return {
    question: presentQuestion({ ...item, id: item.questionKey }, reveal),
    attempt: {
      option: item.answerOption,
      text: item.answerText,
      image: fileUrl(item.answerImage),
      document: fileUrl(item.answerDocument),
      documentName: item.answerDocument ? (documentName ?? null) : null,
    },
    grading: reveal ? { points: item.gradingPoints, remark: item.gradingRemark } : { points: null, remark: null },
  };
}
