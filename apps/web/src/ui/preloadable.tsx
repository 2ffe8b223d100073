import { type ComponentType, lazy } from 'react';

/** A component whose code is loaded on demand, and can be asked for before it is first rendered. */
export interface Preloadable<P extends object> {
  /** Starts (or joins) the load; answers when the component can render without suspending. */
  preload: () => Promise<void>;
  /** The loaded component once `preload` has finished, else a `React.lazy` one that suspends while it loads. */
  Component: ComponentType<P>;
}

/**
 * A lazily loaded component that renders at once when its code was fetched beforehand (`preload`, e.g. beside the
 * route's page chunk), instead of suspending for a render as `React.lazy` does even for code already loaded.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed fetch is tried again by the next call.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  return {
    preload: () => start().then(() => undefined),
    Component: (props: P) => {
      const Loaded = loaded;
      return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
    },
  };
}
