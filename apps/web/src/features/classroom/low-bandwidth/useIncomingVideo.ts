import { useSyncExternalStore } from 'react';
import type { IncomingVideo, IncomingVideoView } from '../media/incoming-video';
import { useMediaSession } from '../media/MediaContext';

const idle: IncomingVideoView = { mode: 'on', state: 'full' };
const noSubscription = () => () => {};

/** Low-bandwidth mode's choice and state (ADR 0081), from the media session (or the given controller in tests). */
export function useIncomingVideo(given?: IncomingVideo | null): IncomingVideoView & { incoming: IncomingVideo | null } {
  const session = useMediaSession();
  const incoming = given ?? session?.incoming ?? null;
  const view = useSyncExternalStore(incoming?.store.subscribe ?? noSubscription, () => incoming?.store.get() ?? idle);
  return { ...view, incoming };
}
