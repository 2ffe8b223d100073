import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { MediaSession } from './MediaSession';
import { initialMediaState, type MediaState } from './media-state';

const MediaContext = createContext<MediaSession | null>(null);

/** Makes one media session available to the meeting screen (tiles, bar, pickers). */
export function MediaProvider({ session, children }: { session: MediaSession | null; children: ReactNode }) {
  return <MediaContext.Provider value={session}>{children}</MediaContext.Provider>;
}

/** The media session, or null where there is none (tests of other panels, the lobby). */
export function useMediaSession(): MediaSession | null {
  return useContext(MediaContext);
}

const idle = initialMediaState();
const noSubscription = () => () => {};

/** Reads a slice of the media state; `select` must answer a part of the state, not a new object. */
export function useMedia<T>(select: (state: MediaState) => T): T {
  const session = useContext(MediaContext);
  return useSyncExternalStore(session?.store.subscribe ?? noSubscription, () => select(session?.store.get() ?? idle));
}
