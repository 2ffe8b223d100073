/** Addresses of the quiz pages on the tutors site (platform spec 2.1, 2.2: `quiz/{quizSlug}`, new tab). */
import { tutorsPaths } from '../../lib/paths';

/** The quiz page: `/tutors/quiz/{slug}`, with `?assignment={key}` when a student takes an assignment. */
export const quizPageHref = (slug: string, assignment?: string) =>
  `${tutorsPaths.quiz}/${encodeURIComponent(slug)}${assignment ? `?${new URLSearchParams({ assignment })}` : ''}`;

/** Where a submitted attempt lands: `/tutors/quiz/completed?assignment={key}`. */
export const quizCompletedHref = (assignment: string) =>
  `${tutorsPaths.quizCompleted}?${new URLSearchParams({ assignment })}`;

/** The address parameters of the attempt link (platform spec 2.2: `?attempt={key}&student={studentKey}`). */
export const attemptParam = 'attempt';
export const studentParam = 'student';
