/**
 * Creates a board's model and its `WhiteboardSync` for as long as the board is shown, and gives it its first
 * state: `initialState` when the caller has it (the open ack, `start_whiteboard`, the admission snapshot),
 * otherwise the load call over HTTP (which opens nothing for anyone).
 */
import { useEffect, useRef, useState } from 'react';
import * as Y from 'yjs';
import { loadWhiteboard } from './boardsApi';
import { WhiteboardModel } from './model';
import { WhiteboardSync } from './sync';
import type { WhiteboardUser } from './types';
import { type ClassroomSocket, type StateInput, toBytes } from './wire';

export interface UseWhiteboardSyncOptions {
  socket: ClassroomSocket | null;
  /** The classroom's chat room id, `meet:{roomKey}`. */
  roomId: string;
  whiteboardId: string;
  /** The board's whole state (bytes or base64); when absent it is loaded over HTTP. */
  initialState?: StateInput;
  user: WhiteboardUser;
  onError?: (message: string) => void;
}

export interface WhiteboardSession {
  model: WhiteboardModel;
  /** Null without a socket: the board is then shown but not shared. */
  sync: WhiteboardSync | null;
  /** True once the board's state has been merged. */
  ready: boolean;
}

export function useWhiteboardSync({
  socket,
  roomId,
  whiteboardId,
  initialState,
  user,
  onError,
}: UseWhiteboardSyncOptions): WhiteboardSession | null {
  const [session, setSession] = useState<WhiteboardSession | null>(null);
  // Later states of the same board reach the sync through the socket; only the first one is used here.
  const initial = useRef(initialState);
  initial.current ??= initialState;
  const report = useRef(onError);
  report.current = onError;
  const { key, name, color } = user;

  useEffect(() => {
    const model = new WhiteboardModel(new Y.Doc());
    const sync = socket
      ? new WhiteboardSync({
          socket,
          whiteboardId,
          doc: model.doc,
          user: { key, name, color },
          onError: (message) => report.current?.(message),
        })
      : null;
    let active = true;
    const merge = (state: StateInput) => {
      if (!active) return;
      const bytes = toBytes(state);
      if (sync) sync.applyState(bytes);
      else if (bytes.byteLength) Y.applyUpdate(model.doc, bytes);
      setSession({ model, sync, ready: true });
    };
    setSession({ model, sync, ready: false });
    if (initial.current != null) merge(initial.current);
    else
      loadWhiteboard(roomId, whiteboardId).then(merge, (error: Error) => {
        if (active) report.current?.(error.message);
      });
    return () => {
      active = false;
      sync?.destroy();
      model.destroy();
      model.doc.destroy();
    };
  }, [socket, roomId, whiteboardId, key, name, color]);

  return session;
}
