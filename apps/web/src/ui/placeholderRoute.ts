import type { RouteObject } from 'react-router';

/** A lazily loaded placeholder route titled `title`; later work swaps `lazy` for the real page module. */
export function placeholderRoute(path: string, title: string): RouteObject {
  const relative = path.replace(/^\//, '');
  const lazy = () => import('./PlaceholderPage').then((module) => ({ Component: module.PlaceholderPage }));
  return relative ? { path: relative, handle: { title }, lazy } : { index: true, handle: { title }, lazy };
}

/** Placeholder routes for a table of relative paths and their titles. */
export function placeholderRoutes<K extends string>(
  paths: Record<K, string>,
  titles: Record<K, string>,
): RouteObject[] {
  return (Object.keys(paths) as K[]).map((key) => placeholderRoute(paths[key], titles[key]));
}
