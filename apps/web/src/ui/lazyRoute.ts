import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Extra fields a route's `handle` may carry besides its title (e.g. the roles allowed on it). */
export type HandleExtras = Record<string, unknown>;

/** A lazily loaded page route titled `title`; `load` answers the page component. */
export function lazyRoute(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  extras: HandleExtras = {},
): RouteObject {
  const relative = path.replace(/^\//, '');
  const handle = { title, ...extras };
  const lazy = async () => ({ Component: await load() });
  return relative ? { path: relative, handle, lazy } : { index: true, handle, lazy };
}
