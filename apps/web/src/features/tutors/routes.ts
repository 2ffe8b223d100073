import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { tutorsRoutes } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';

type Key = keyof typeof tutorsRoutes;

const titles: Record<Key, string> = {
  home: 'PediaTutors',
  programs: 'Programs',
  programCategories: 'Program Categories',
  bookADemo: 'Book a Demo',
  onboarding: 'Onboarding',
  quiz: 'Quiz',
  quizCompleted: 'Quiz Completed',
};

/** Tutors-site pages shown in the public site's header and footer frame instead (ADR 0041). */
const publicFrame = ['home', 'bookADemo'] as const satisfies readonly Key[];
type OwnKey = Exclude<Key, (typeof publicFrame)[number]>;

/** Every route's page: the type leaves none without one. */
const pages: Record<OwnKey, () => Promise<ComponentType>> = {
  programs: () => import('../programs/PublicProgramsPage').then((m) => m.PublicProgramsPage),
  programCategories: () => import('../programs/PublicCategoriesPage').then((m) => m.PublicCategoriesPage),
  onboarding: () => import('../onboarding/OnboardingPage').then((m) => m.OnboardingPage),
  quiz: () => import('../quizzes/TakeQuizPage').then((m) => m.TakeQuizPage),
  quizCompleted: () => import('../quizzes/QuizCompletedPage').then((m) => m.QuizCompletedPage),
};

/** Routes of the tutors site, relative to `/tutors`; the quiz page also takes the quiz's slug (spec 2.2). */
export const tutorsRouteTree: RouteObject[] = [
  // PediaTutors and Book a Demo are public marketing pages: the public site's frame serves them (site/routes.tsx).
  ...(Object.keys(pages) as OwnKey[]).map((key) => lazyRoute(tutorsRoutes[key], titles[key], pages[key])),
  lazyRoute(`${tutorsRoutes.quiz}/:quizSlug`, titles.quiz, pages.quiz),
];
