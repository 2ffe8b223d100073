/**
 * A classroom's boards: listing, creating and loading them over HTTP for those who may enter the classroom now
 * (R23), and opening, closing and updating the board open for everyone (R24–R26). Returns results; the socket
 * and route files send them.
 */
import { meetRoomId } from '@chalkline/contracts';
import { AppError, forbidden, notFound } from '../../../errors/app-error.js';
import type { Cluster } from '../../../realtime/cluster.js';
import { roomOfBoard } from '../breakouts/breakout-boards.js';
import type { ClassroomRepository } from '../classroom.repository.js';
import type { RoomMeta, RoomStore } from '../room/room-state.js';
import type { WhiteboardRepository } from './whiteboard.repository.js';
import type { WhiteboardHub } from './whiteboard-hub.js';

export interface WhiteboardServiceDeps {
  boards: WhiteboardRepository;
  hub: WhiteboardHub;
  state: RoomStore;
  classrooms: ClassroomRepository;
  cluster: Cluster;
  /** Whether the person may enter the classroom now (the rule of launching into it). */
  mayEnter: (viewerId: string, roomKey: string) => Promise<boolean>;
}

/** What a failed update answers: the refusal it carries, else that it could not be read. */
const unreadable = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  throw new AppError(400, 'VALIDATION_FAILED', 'This whiteboard update could not be read');
};

export function createWhiteboardService(deps: WhiteboardServiceDeps) {
  const { boards, hub, state } = deps;

  /** Board HTTP calls name the classroom by its chat room id; only those who may enter it now get in. */
  async function roomOf(viewerId: string, roomId: string) {
    const roomKey = meetRoomId.parse(roomId);
    if (!roomKey || !(await deps.mayEnter(viewerId, roomKey)))
      throw forbidden('You are not a member of this classroom');
    return roomKey;
  }

  /** The board open in the room now (another node may have just changed it). */
  const openBoard = async (roomKey: string) => (await state.meta(roomKey))?.whiteboardId ?? null;

  /** Lets a board go here (saved) and tells the other nodes. */
  async function letGo(whiteboardId: string) {
    await hub.close(whiteboardId);
    deps.cluster.publish('board:released', whiteboardId);
  }

  async function release(roomKey: string, whiteboardId: string) {
    await letGo(whiteboardId);
    await deps.classrooms.saveSettings(roomKey, { openWhiteboardId: null });
  }

  return {
    async list(viewerId: string, roomId: string) {
      const rows = await boards.listForRoom(await roomOf(viewerId, roomId));
      return rows.map((r) => ({
        key: r.id,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
    async create(viewerId: string, roomId: string, sessionId: string | null) {
      const roomKey = await roomOf(viewerId, roomId);
      const row = await boards.insert({ roomKey, sessionId, createdBy: viewerId });
      return { key: row.id };
    },
    /** A board's freshest state, base64: an open board's live document is newer than what was last saved. */
    async load(viewerId: string, roomId: string, whiteboardId: string) {
      const row = await boards.find(whiteboardId, await roomOf(viewerId, roomId));
      if (!row) throw notFound('Whiteboard not found');
      const bytes = await hub.latest(row.id, row.state ?? null);
      return { key: row.id, state: Buffer.from(bytes).toString('base64') };
    },

    /** Opens (or switches to) a board of this classroom for everyone; answers its whole state (R24). */
    async start(roomKey: string, whiteboardId: string) {
      if (!(await boards.find(whiteboardId, roomKey)))
        throw new AppError(403, 'FORBIDDEN', 'This whiteboard belongs to another classroom');
      const previous = await openBoard(roomKey);
      if (previous !== whiteboardId) {
        if (previous) await letGo(previous);
        await hub.open(whiteboardId);
        await state.patchMeta(roomKey, { whiteboardId });
        await deps.classrooms.saveSettings(roomKey, { openWhiteboardId: whiteboardId });
      }
      return { state: await hub.state(whiteboardId) };
    },
    /** Closes the board if it is the open one; answers whether it was (R24). */
    async end(roomKey: string, whiteboardId: string) {
      if (!(await boards.find(whiteboardId, roomKey)))
        throw new AppError(403, 'FORBIDDEN', 'This whiteboard belongs to another classroom');
      if ((await openBoard(roomKey)) !== whiteboardId) return { closed: false };
      await state.patchMeta(roomKey, { whiteboardId: null });
      await release(roomKey, whiteboardId);
      return { closed: true };
    },
    /**
     * Opens a board in a breakout room in place of `previous` (ADR 0087): the room's record is the caller's to keep.
     * Answers the board's whole state.
     */
    async openInBreakout(roomKey: string, whiteboardId: string, previous: string | null) {
      if (!(await boards.find(whiteboardId, roomKey)))
        throw new AppError(403, 'FORBIDDEN', 'This whiteboard belongs to another classroom');
      if (previous && previous !== whiteboardId) await letGo(previous);
      if (previous !== whiteboardId) await hub.open(whiteboardId);
      return { state: await hub.state(whiteboardId) };
    },
    /** Lets a breakout room's board go (saved), when the room closes it or the rooms close. */
    releaseFromBreakout: letGo,
    /** An open board's whole state. */
    liveState: (whiteboardId: string) => hub.state(whiteboardId),
    /**
     * Applies an update to an open board; a board open nowhere in the room (`meta`, as the caller just read it: an
     * update is the hot path, read once) or an unreadable update is refused (R26). Synchronous when the board is
     * loaded on this node, as the hub's apply.
     */
    apply(meta: Pick<RoomMeta, 'whiteboardId' | 'breakouts'> | null, whiteboardId: string, update: Uint8Array) {
      if (!meta || roomOfBoard(meta, whiteboardId) === null)
        throw new AppError(403, 'FORBIDDEN', 'This whiteboard is not open in your classroom');
      try {
        return hub.apply(whiteboardId, update)?.catch(unreadable);
      } catch (error) {
        return unreadable(error);
      }
    },
    /** A classroom that was live when the server stopped gets its open board back; the caller holds the lock. */
    async restoreOpen(room: RoomMeta) {
      if (room.whiteboardId) return;
      if ((await state.members(room.key)).length || (await state.requests(room.key)).length) return;
      const open = (await deps.classrooms.settings(room.key))?.openWhiteboardId;
      if (!open) return;
      room.whiteboardId = open;
      await state.patchMeta(room.key, { whiteboardId: open });
      await hub.open(open);
    },
    /** An emptied classroom lets its board go (saved) and forgets it was open. */
    release,
    /** The open board's state, base64, for the admission snapshot. */
    async snapshot(whiteboardId: string) {
      return Buffer.from(await hub.state(whiteboardId)).toString('base64');
    },
  };
}
export type WhiteboardService = ReturnType<typeof createWhiteboardService>;
