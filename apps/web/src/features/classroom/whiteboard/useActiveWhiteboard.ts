/**
 * Which board is open in the classroom, for the classroom screen: from the admission snapshot's `whiteboard`,
 * then `start_whiteboard` (someone opened or switched boards), `end_whiteboard` (closed) and a fresh snapshot
 * after a reconnect. The opener learns of its own open from the ack (`opened`), as the server only tells the
 * others. A board that stays the same keeps its object, so the panel keeps its document and merges by itself.
 */
import { useCallback, useEffect, useState } from 'react';
import { type ClassroomSocket, type OpenBoard, type StateInput, toBytes, untyped } from './wire';

/** The snapshot's `whiteboard` (R9): the open board's key and its whole state as base64. */
export type SnapshotWhiteboard = { key: string; state: string | null } | null | undefined;

const fromSnapshot = (whiteboard: SnapshotWhiteboard): OpenBoard | null =>
  whiteboard ? { whiteboardId: whiteboard.key, state: whiteboard.state } : null;

export function useActiveWhiteboard(socket: ClassroomSocket | null, snapshot?: SnapshotWhiteboard) {
  const [board, setBoard] = useState<OpenBoard | null>(() => fromSnapshot(snapshot));

  useEffect(() => {
    if (!socket) return;
    const wire = untyped(socket);
    const keepOrReplace = (next: OpenBoard | null) =>
      setBoard((current) => (next && current?.whiteboardId === next.whiteboardId ? current : next));
    const onStart = ({ whiteboardId, state }: { whiteboardId: string; state: StateInput }) =>
      keepOrReplace({ whiteboardId, state: toBytes(state) });
    const onEnd = ({ whiteboardId }: { whiteboardId: string }) =>
      setBoard((current) => (current?.whiteboardId === whiteboardId ? null : current));
    const onSnapshot = ({ whiteboard }: { whiteboard?: SnapshotWhiteboard }) => keepOrReplace(fromSnapshot(whiteboard));
    wire.on('start_whiteboard', onStart);
    wire.on('end_whiteboard', onEnd);
    wire.on('access_granted', onSnapshot);
    return () => {
      wire.off('start_whiteboard', onStart);
      wire.off('end_whiteboard', onEnd);
      wire.off('access_granted', onSnapshot);
    };
  }, [socket]);

  /** This user opened (or switched to) a board: the ack's state. */
  const opened = useCallback((next: OpenBoard) => {
    setBoard((current) => (current?.whiteboardId === next.whiteboardId ? current : next));
  }, []);
  /** This user closed the board (after `endWhiteboard`), or just hid it. */
  const closed = useCallback(() => setBoard(null), []);

  return { board, opened, closed };
}

/** Tile categories that stay pinned while a whiteboard is open (classroom spec §4). */
export const pinnableWithWhiteboard: readonly string[] = ['screen', 'whiteboard'];

/** Opening the whiteboard unpins every tile that is neither a screen share nor the whiteboard (§4). */
export function keepPinnedWithWhiteboard<T>(pinned: readonly T[], categoryOf: (tile: T) => string): T[] {
  return pinned.filter((tile) => pinnableWithWhiteboard.includes(categoryOf(tile)));
}
