/**
 * The media layer's face to the classroom UI (classroom spec 3 "Media per participant"). Media forwarding
 * comes later: it will implement `MediaSession` outside React state and hand it to `MediaProvider`; until
 * then `noMedia` makes every tile show its avatar placeholder.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export type MediaCategory = 'webcam' | 'screen' | 'non-producing' | 'whiteboard';

/** What one participant shows in one category, ready for a <video>. */
export interface ParticipantMedia {
  connection: string;
  category: MediaCategory;
  stream: MediaStream | null;
  isVideoPaused: boolean;
  isAudioPaused: boolean;
}

export interface MediaSession {
  subscribe: (listener: () => void) => () => void;
  /** The media of one connection; the same array until it changes (it is read with useSyncExternalStore). */
  mediaOf: (connection: string) => readonly ParticipantMedia[];
}

const none: readonly ParticipantMedia[] = [];

export const noMedia: MediaSession = { subscribe: () => () => {}, mediaOf: () => none };

export const MediaContext = createContext<MediaSession>(noMedia);

/** A participant's media of one category, or undefined while there is none. */
export function useParticipantMedia(connection: string, category: MediaCategory): ParticipantMedia | undefined {
  const session = useContext(MediaContext);
  const list = useSyncExternalStore(session.subscribe, () => session.mediaOf(connection));
  return list.find((media) => media.category === category);
}
