import { type ComponentType, createElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadMuiTheme } from '../app/loadMuiTheme';

/** Extra fields a route's `handle` may carry besides its title (e.g. the roles allowed on it). */
export type HandleExtras = Record<string, unknown>;

export interface LazyRouteOptions {
  /**
   * The page uses no MUI (ADR 0046): it is rendered as it is, without fetching the MUI theme. Only for pages whose
   * whole static import graph is MUI-free (`app/mui-free-shell.test.ts` checks the ones it lists).
   */
  plain?: boolean;
}

/** `Page` inside a theme provider: one component per lazily loaded page, made once when it loads. */
export const themed = (Theme: ComponentType<{ children: ReactNode }>, Page: ComponentType): ComponentType =>
  function ThemedPage() {
    return createElement(Theme, null, createElement(Page));
  };

/**
 * A lazily loaded page route titled `title`; `load` answers the page component. The MUI theme is fetched beside
 * the page and wraps it, unless the page is `plain`.
 */
export function lazyRoute(
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
  extras: HandleExtras = {},
  { plain = false }: LazyRouteOptions = {},
): RouteObject {
  const relative = path.replace(/^\//, '');
  const handle = { title, ...extras };
  const lazy = plain
    ? async () => ({ Component: await load() })
    : async () => {
        const [Page, Theme] = await Promise.all([load(), loadMuiTheme()]);
        return { Component: themed(Theme, Page) };
      };
  return relative ? { path: relative, handle, lazy } : { index: true, handle, lazy };
}
