import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../ui/toast';
import { createQueryClient } from './queryClient';

interface AppProvidersProps {
  children: ReactNode;
  /** A ready client, e.g. one with retries off in tests. */
  queryClient?: QueryClient;
}

/**
 * Server state and toasts: everything a page expects above it, the router aside. No MUI theme here: the public
 * shell loads no MUI, and the pages that use MUI bring the theme with them (`lazyRoute`, ADR 0046).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
