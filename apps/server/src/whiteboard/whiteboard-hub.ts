/**
 * Live Yjs documents of open whiteboards. Updates are checked before they touch a document, applied to the
 * server's copy, and persisted debounced (and at once when a board closes), so nothing drawn is lost to a
 * reconnect or a restart.
 */
import type { Logger } from 'pino';
import * as Y from 'yjs';
import type { WhiteboardRepository } from './whiteboard.repository.js';

interface OpenBoard {
  doc: Y.Doc;
  dirty: boolean;
  timer?: NodeJS.Timeout;
  /** Rooms (classrooms) that have this board open. */
  users: number;
}

export const persistDebounceMs = 2000;

export function createWhiteboardHub(repo: WhiteboardRepository, log: Logger, debounceMs = persistDebounceMs) {
  const boards = new Map<string, OpenBoard>();
  const loading = new Map<string, Promise<OpenBoard>>();

  async function load(id: string): Promise<OpenBoard> {
    const open = boards.get(id);
    if (open) return open;
    let pending = loading.get(id);
    if (!pending) {
      pending = (async () => {
        const row = await repo.find(id);
        const doc = new Y.Doc({ gc: true });
        if (row?.state?.length) Y.applyUpdate(doc, row.state);
        const board: OpenBoard = { doc, dirty: false, users: 0 };
        boards.set(id, board);
        return board;
      })().finally(() => loading.delete(id));
      loading.set(id, pending);
    }
    return pending;
  }

  async function persist(id: string) {
    const board = boards.get(id);
    if (!board?.dirty) return;
    clearTimeout(board.timer);
    board.dirty = false;
    try {
      await repo.saveState(id, Y.encodeStateAsUpdate(board.doc));
    } catch (error) {
      board.dirty = true;
      log.error({ err: error, whiteboard: id }, 'saving a whiteboard failed');
    }
  }

  return {
    /** The board's whole state as one update, for a newcomer or a reconnecting client. */
    async state(id: string) {
      return Y.encodeStateAsUpdate((await load(id)).doc);
    },
    async open(id: string) {
      (await load(id)).users += 1;
    },
    /** One room fewer has the board open; the last one out saves it and lets it go from memory. */
    async close(id: string) {
      const board = boards.get(id);
      if (!board) return;
      board.users = Math.max(0, board.users - 1);
      await persist(id);
      if (board.users === 0 && !board.dirty) {
        board.doc.destroy();
        boards.delete(id);
      }
    },
    /**
     * Applies an update from a client. The update is decoded first: a malformed one throws here and the
     * document is untouched.
     */
    async apply(id: string, update: Uint8Array) {
      Y.decodeUpdate(update);
      const board = await load(id);
      Y.applyUpdate(board.doc, update, 'client');
      board.dirty = true;
      clearTimeout(board.timer);
      board.timer = setTimeout(() => void persist(id), debounceMs);
      board.timer.unref();
    },
    persist,
    /** Saves every open board (graceful shutdown). */
    async flushAll() {
      await Promise.all([...boards.keys()].map((id) => persist(id)));
    },
    isOpen: (id: string) => boards.has(id),
  };
}
export type WhiteboardHub = ReturnType<typeof createWhiteboardHub>;
