import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { MuiTheme } from '../app/MuiTheme';

interface Options {
  /** The starting address, e.g. `/list?page=2`. */
  route?: string;
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });

/** Renders routes inside the app's providers and a memory router; returns the router to inspect the address. */
export function renderRoutes(routes: RouteObject[], { route = '/' }: Options = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      {/* The app fetches the theme with each MUI page (ADR 0046); tests render MUI pieces directly. */}
      <MuiTheme>
        <RouterProvider router={router} />
      </MuiTheme>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element at any path inside the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** A fetch Response with a JSON body. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
