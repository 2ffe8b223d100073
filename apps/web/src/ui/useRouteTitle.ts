import { useMatches } from 'react-router';

/** Route `handle` read by placeholder pages and document titles. */
export interface RouteHandle {
  title?: string;
}

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** The deepest matched route's `handle.title`, if any. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = titleOf(matches[i]?.handle);
    if (title) return title;
  }
  return undefined;
}
