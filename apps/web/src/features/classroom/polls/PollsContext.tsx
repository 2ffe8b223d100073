import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useConnection } from '../connection/ClassroomContext';
import { PollsClient, type PollsState } from './PollsClient';

const PollsContext = createContext<PollsClient | null>(null);

/** Runs this tab's side of the classroom's polls while the meeting screen is up (ADR 0073). */
export function PollsProvider({ children }: { children: ReactNode }) {
  const connection = useConnection();
  const [client] = useState(() => new PollsClient(connection));
  useEffect(() => {
    client.attach();
    return () => client.detach();
  }, [client]);
  return <PollsContext.Provider value={client}>{children}</PollsContext.Provider>;
}

export function usePollsClient(): PollsClient {
  const client = useContext(PollsContext);
  if (!client) throw new Error('usePollsClient must be used inside <PollsProvider>');
  return client;
}

/** The tab's polls client, or null outside the meeting screen. */
export const useOptionalPollsClient = (): PollsClient | null => useContext(PollsContext);

/** Reads a slice of the polls state; `select` must answer a part of the state, not a new object. */
export function usePolls<T>(select: (state: PollsState) => T): T {
  const client = usePollsClient();
  return useSyncExternalStore(client.store.subscribe, () => select(client.store.get()));
}
