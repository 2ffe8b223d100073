/**
 * Live Yjs documents of open whiteboards. Updates are checked before they touch a document (whiteboard-update-check.ts),
 * applied to the server's copy, and saved within `persistDebounceMs` of the first unsaved change (and at once when a
 * board closes), so nothing drawn is lost to a reconnect or a restart.
 *
 * With several nodes (ADR 0014) every node keeps its own copy of the boards its clients use: an update applied
 * here is sent to the other nodes, which apply it too, and a node loading a board merges the stored state with
 * the live copies of the others. Saving merges with what is stored (under a row lock), so a node that knows
 * less can never overwrite a node that knows more: Yjs states only grow by merging.
 */
import type { Logger } from 'pino';
import * as Y from 'yjs';
import { type Cluster, createSingleNode } from '../../../realtime/cluster.js';
import type { WhiteboardRepository } from './whiteboard.repository.js';
import { checkUpdate } from './whiteboard-update-check.js';

interface OpenBoard {
  doc: Y.Doc;
  dirty: boolean;
  timer?: NodeJS.Timeout;
  /** Rooms (classrooms) that have this board open on this node. */
  users: number;
}

export const persistDebounceMs = 2000;

// Between nodes as base64: the adapter's answers to requests travel as JSON, where bytes would not survive.
const toWire = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromWire = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export function createWhiteboardHub(
  repo: WhiteboardRepository,
  log: Logger,
  debounceMs = persistDebounceMs,
  cluster: Cluster = createSingleNode(),
) {
  const boards = new Map<string, OpenBoard>();
  const loading = new Map<string, Promise<OpenBoard>>();
  /** Updates from other nodes that arrive while a board loads here; applied once it has. */
  const early = new Map<string, Uint8Array[]>();

  async function load(id: string): Promise<OpenBoard> {
    const open = boards.get(id);
    if (open) return open;
    let pending = loading.get(id);
    if (!pending) {
      early.set(id, []);
      pending = (async () => {
        const [row, live] = await Promise.all([repo.find(id), cluster.request('board:state', id)]);
        const doc = new Y.Doc({ gc: true });
        if (row?.state?.length) Y.applyUpdate(doc, row.state);
        for (const state of [...live.map(fromWire), ...(early.get(id) ?? [])]) Y.applyUpdate(doc, state, 'remote');
        const board: OpenBoard = { doc, dirty: false, users: 0 };
        boards.set(id, board);
        return board;
      })().finally(() => {
        loading.delete(id);
        early.delete(id);
      });
      loading.set(id, pending);
    }
    return pending;
  }

  /**
   * Saves the board within `debounceMs` of its first unsaved change: one timer per save, not one per update, and a
   * board drawn on without a pause is still saved every `debounceMs`.
   */
  function schedule(id: string, board: OpenBoard) {
    board.dirty = true;
    if (board.timer) return;
    board.timer = setTimeout(() => {
      board.timer = undefined;
      void persist(id);
    }, debounceMs);
    board.timer.unref();
  }

  async function persist(id: string) {
    const board = boards.get(id);
    if (!board?.dirty) return;
    clearTimeout(board.timer);
    board.timer = undefined;
    board.dirty = false;
    try {
      const local = Y.encodeStateAsUpdate(board.doc);
      const stored = await repo.saveMergedState(id, (saved) =>
        saved?.length ? Y.mergeUpdates([saved, local]) : local,
      );
      // What another node saved meanwhile joins this copy as well.
      if (stored?.length) Y.applyUpdate(board.doc, stored, 'storage');
    } catch (error) {
      board.dirty = true;
      log.error({ err: error, whiteboard: id }, 'saving a whiteboard failed');
    }
  }

  /** Saves (if needed) and forgets a board no room on this node has open. */
  async function release(id: string) {
    const board = boards.get(id);
    if (!board) return;
    await persist(id);
    if (board.users === 0 && !board.dirty && boards.get(id) === board) {
      board.doc.destroy();
      boards.delete(id);
    }
  }

  function applyTo(id: string, board: OpenBoard, update: Uint8Array) {
    Y.applyUpdate(board.doc, update, 'client');
    schedule(id, board);
    // Only a cluster has other nodes (a Redis connection): on one node the base64 copy would go nowhere.
    if (cluster.redis) cluster.publish('board:update', id, toWire(update));
  }

  cluster.on('board:update', (id, update) => {
    const bytes = fromWire(update);
    const board = boards.get(id);
    if (board) {
      Y.applyUpdate(board.doc, bytes, 'remote');
      // Every node holding the board saves it too: if the sender dies before its save, nothing is lost.
      schedule(id, board);
    } else early.get(id)?.push(bytes);
  });
  cluster.on('board:state', (id) => {
    const board = boards.get(id);
    return board ? toWire(Y.encodeStateAsUpdate(board.doc)) : null;
  });
  cluster.on('board:released', (id) => release(id));

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
      await release(id);
    },
    /**
     * Applies an update from a client. The update is checked first: a malformed one throws here and the document is
     * untouched. The other nodes get it as well, when there are any. Synchronous when the board is open here (every
     * stroke: no promise to make and await), a promise while it loads.
     */
    apply(id: string, update: Uint8Array): void | Promise<void> {
      checkUpdate(update);
      const board = boards.get(id);
      if (!board) return load(id).then((loaded) => applyTo(id, loaded, update));
      applyTo(id, board, update);
    },
    /**
     * The freshest state of a board without keeping it here: this node's copy, or the stored state merged with
     * the other nodes' copies (which may hold updates not saved yet).
     */
    async latest(id: string, stored: Uint8Array | null) {
      const board = boards.get(id);
      if (board) return Y.encodeStateAsUpdate(board.doc);
      const live = (await cluster.request('board:state', id)).map(fromWire);
      const parts = stored?.length ? [stored, ...live] : live;
      if (parts.length <= 1) return parts[0] ?? new Uint8Array();
      return Y.mergeUpdates(parts);
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
