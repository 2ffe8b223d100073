import type { RouteObject } from 'react-router';
import { tutorsRoutes } from '../../lib/paths';
import { placeholderRoutes } from '../../ui/placeholderRoute';

const titles: Record<keyof typeof tutorsRoutes, string> = {
  home: 'PediaTutors',
  programs: 'Programs',
  programCategories: 'Program Categories',
  bookADemo: 'Book a Demo',
  onboarding: 'Onboarding',
  quiz: 'Quiz',
  quizCompleted: 'Quiz Completed',
};

/** Routes of the tutors site, relative to `/tutors`. */
export const tutorsRouteTree: RouteObject[] = placeholderRoutes(tutorsRoutes, titles);
