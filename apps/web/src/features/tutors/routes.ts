import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { tutorsRoutes } from '../../lib/paths';
import { lazyRoute, placeholderRoute } from '../../ui/placeholderRoute';

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

const pages: Partial<Record<Key, () => Promise<ComponentType>>> = {
  programs: () => import('../programs/PublicProgramsPage').then((m) => m.PublicProgramsPage),
  programCategories: () => import('../programs/PublicCategoriesPage').then((m) => m.PublicCategoriesPage),
  onboarding: () => import('../onboarding/OnboardingPage').then((m) => m.OnboardingPage),
};

/** Routes of the tutors site, relative to `/tutors`. */
export const tutorsRouteTree: RouteObject[] = (Object.keys(tutorsRoutes) as Key[]).map((key) => {
  const load = pages[key];
  return load ? lazyRoute(tutorsRoutes[key], titles[key], load) : placeholderRoute(tutorsRoutes[key], titles[key]);
});
