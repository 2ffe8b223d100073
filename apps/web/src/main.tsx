import './ui/plain/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { startColorScheme } from './app/colorScheme';
import { createQueryClient } from './app/queryClient';
import { createAppRouter, resolveFirstRoutes } from './app/router';
import { prefetchSession } from './features/auth/useSession';

// Light or dark before anything is drawn (ADR 0083).
startColorScheme();
const queryClient = createQueryClient();
// Who the visitor is, asked while the first page's code loads rather than after it renders (ADR 0033).
prefetchSession(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first page's own code (preloaded by the HTML on public pages) before the first render: no fallback flash.
// Not a top-level await: the page's chunk imports this entry's chunk, so it can only run once this module is done.
void resolveFirstRoutes(400).then(() => {
  const router = createAppRouter();
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
