/**
 * What a person's calendar holds (ADR 0062): their lessons, with the classroom link and the school's fallback link,
 * and the due dates of the quizzes in their scope. Pure: the service hands in the rows it read for this person.
 */
import { altMeetingLinkTexts, type FallbackMeetingLink, type ScheduleSummary } from '@chalkline/contracts';
import type { Viewer } from '../accounts/viewer.js';
import type { CalendarEntry } from './calendar-ics.js';

/** A quiz assignment's due date as the quizzes module reads it for a feed. */
export interface QuizDue {
  id: string;
  dueDate: Date;
  completedAt: Date | null;
  quiz: string;
  program: string;
  student: { id: string; firstName: string; lastName: string };
}

/** Whose quizzes these are, which decides the page a due date links to (the quizzes module's list scope). */
export type QuizScopeKind = 'student' | 'assignedBy' | 'all';

const quizPages: Record<QuizScopeKind, string> = {
  student: '/accounts/quiz',
  assignedBy: '/accounts/quiz-assignments',
  all: '/admin/assessments/quiz-assessments',
};

/** "Ada Obi": a person as a calendar names them. */
const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
const absolute = (origin: string, path: string) => new URL(path, origin).toString();
const names = (people: readonly { firstName: string; lastName: string }[]) => people.map(personName).join(', ');

/** The lines that offer the Alternative Meeting Link, when the school has one. */
const fallbackLines = (fallback: FallbackMeetingLink | null) =>
  fallback
    ? ['', altMeetingLinkTexts.hint, `${fallback.label || altMeetingLinkTexts.defaultLabel}: ${fallback.url}`]
    : [];

/**
 * A lesson, named from where the viewer stands: a student reads who teaches it, a tutor whom they teach, anyone
 * else (admins) both.
 */
export function lessonEntry(
  lesson: ScheduleSummary,
  viewer: Pick<Viewer, 'id'>,
  origin: string,
  fallback: FallbackMeetingLink | null,
): CalendarEntry {
  const tutors = names(lesson.tutors);
  const student = personName(lesson.student);
  const isStudent = lesson.student.key === viewer.id;
  const isTutor = lesson.tutors.some((t) => t.key === viewer.id);
  const withWhom = isStudent ? tutors : isTutor ? student : `${student} and ${tutors}`;
  const classroom = lesson.classroomLink ? absolute(origin, lesson.classroomLink) : null;
  const description = [
    ...(classroom ? [`Join the classroom: ${classroom}`] : []),
    `Student: ${student}`,
    `Tutors: ${tutors || '—'}`,
    ...fallbackLines(fallback),
  ];
  return {
    uid: `lesson-${lesson.key}@chalkline`,
    start: new Date(lesson.time),
    end: new Date(lesson.endTime),
    summary: `${lesson.program.title} lesson${withWhom ? ` with ${withWhom}` : ''}`,
    description: description.join('\n'),
    url: classroom,
    location: classroom,
  };
}

/** A quiz's due date: a moment (start = end), linked to the quiz on the page the viewer keeps their quizzes on. */
export function quizEntry(due: QuizDue, scope: QuizScopeKind, origin: string): CalendarEntry {
  const whose = scope === 'student' ? '' : ` (${personName(due.student)})`;
  const state = due.completedAt ? 'Quiz submitted' : 'Quiz due';
  const page = absolute(
    origin,
    `${quizPages[scope]}?${new URLSearchParams({ attempt: due.id, student: due.student.id })}`,
  );
  return {
    uid: `quiz-${due.id}@chalkline`,
    start: due.dueDate,
    end: due.dueDate,
    summary: `${state}: ${due.quiz}${whose}`,
    description: [`${due.program} quiz “${due.quiz}”${whose}`, `Open it: ${page}`].join('\n'),
    url: page,
  };
}
