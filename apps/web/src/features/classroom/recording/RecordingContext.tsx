import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useToast } from '../../../ui/toast';
import { useConnection } from '../connection/ClassroomContext';
import type { ClassroomState } from '../connection/classroom-state';
import { useMediaSession } from '../media/MediaContext';
import { ConsentRefusalDialog } from './ConsentRefusalDialog';
import { type RecorderState, RecordingController } from './RecordingController';

const RecordingContext = createContext<RecordingController | null>(null);

/** Runs this tab's part in recording while the meeting screen is up (ADR 0044). */
export function RecordingProvider({ children }: { children: ReactNode }) {
  const connection = useConnection();
  const media = useMediaSession();
  const toast = useToast();
  const [controller] = useState(
    () => new RecordingController({ connection, media, notify: (message) => toast.error(message) }),
  );
  useEffect(() => {
    controller.attach();
    return () => void controller.detach();
  }, [controller]);
  return (
    <RecordingContext.Provider value={controller}>
      {children}
      <ConsentRefusalDialog />
    </RecordingContext.Provider>
  );
}

export function useRecorder(): RecordingController | null {
  return useContext(RecordingContext);
}

const idle: RecorderState = { busy: false, capturing: null, pending: 0, consentRefusal: null };
const noop = () => () => {};

/** This tab's recorder state (idle outside a provider). */
export function useRecorderState(): RecorderState {
  const controller = useRecorder();
  return useSyncExternalStore(controller?.store.subscribe ?? noop, () => controller?.store.get() ?? idle);
}

/** A slice of the classroom state through the recorder, or `fallback` outside a recording provider. */
export function useRecordingRoom<T>(select: (state: ClassroomState) => T, fallback: T): T {
  const controller = useRecorder();
  return useSyncExternalStore(controller?.room.subscribe ?? noop, () =>
    controller ? select(controller.room.get()) : fallback,
  );
}
