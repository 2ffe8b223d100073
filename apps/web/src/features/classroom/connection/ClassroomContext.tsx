import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ClassroomConnection } from './ClassroomConnection';
import type { ClassroomState } from './classroom-state';

const ConnectionContext = createContext<ClassroomConnection | null>(null);

/** Makes one classroom connection available to the screens below it. */
export function ConnectionProvider({ connection, children }: { connection: ClassroomConnection; children: ReactNode }) {
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}

export function useConnection(): ClassroomConnection {
  const connection = useContext(ConnectionContext);
  if (!connection) throw new Error('useConnection must be used inside <ConnectionProvider>');
  return connection;
}

/** Reads a slice of the classroom state; `select` must answer a part of the state, not a new object. */
export function useClassroom<T>(select: (state: ClassroomState) => T): T {
  const { store } = useConnection();
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
