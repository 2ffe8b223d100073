/** A minimal external store for `useSyncExternalStore`: state outside React, updated by pure functions. */
export interface Store<T> {
  get: () => T;
  /** Replaces the state with `update(state)`; listeners run only when it returns a new object. */
  update: (update: (state: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    update(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
