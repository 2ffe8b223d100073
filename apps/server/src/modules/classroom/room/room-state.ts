/**
 * Live classroom state behind a port (ADR 0014): the room's record, its members (one per browser tab), the
 * sockets attached to them (each named with the node that holds it) and waiting requests. One node keeps it in
 * memory (this file); several nodes share it in Redis (redis-room-store.ts). Records are plain data: a caller
 * that changes one writes it back with `putMember`.
 */
import type {
  ClassroomLocks,
  JoinRequest,
  LaunchConfig,
  LiveRecording,
  Participant,
  ParticipantConfig,
} from '@chalkline/contracts';
import { sortParticipants } from '@chalkline/contracts';
import type { ClassroomIdentity } from '../admission/identity.js';
import type { BreakoutState } from '../breakouts/breakout-rules.js';

export interface RoomMeta {
  key: string;
  meetingId: string;
  programId: string | null;
  scheduleId: string | null;
  sessionId: string | null;
  /** The whiteboard open for everyone in the classroom, if any. */
  whiteboardId: string | null;
  /** The recording running in the classroom, if any (R33, R34). */
  recording: LiveRecording | null;
  /** The classroom locks in force (ADR 0075); null = nothing locked. */
  locks: ClassroomLocks | null;
  /** The connection a host spotlighted for everyone (H6, ADR 0081); null = none. */
  spotlight: string | null;
  /** The breakout rooms open now (B1, ADR 0087); null = none. */
  breakouts: BreakoutState | null;
}
/** The record's fields a caller may change with `patchMeta`. */
export type MetaPatch = Partial<
  Pick<RoomMeta, 'sessionId' | 'whiteboardId' | 'recording' | 'locks' | 'spotlight' | 'breakouts'>
>;
export type RoomInit = Pick<RoomMeta, 'meetingId' | 'programId' | 'scheduleId'>;

export interface Member {
  identity: ClassroomIdentity;
  participant: Participant;
  isHost: boolean;
  /** When a dropped (recently online) member goes offline, in epoch ms. */
  offlineAt?: number | null;
}

/** A socket attached to a member, and the node that holds it (presence dies with the node's lease). */
export interface SocketRecord {
  connection: string;
  node: string;
}

export interface PendingRequest {
  request: JoinRequest;
  identity: ClassroomIdentity;
  socketId: string;
  node: string;
  programId: string | null;
  config: LaunchConfig;
}

export interface RoomStore {
  readonly kind: 'memory' | 'redis';
  meta(key: string): Promise<RoomMeta | null>;
  /** The room's record, created when missing. */
  open(key: string, init: RoomInit): Promise<RoomMeta>;
  patchMeta(key: string, patch: MetaPatch): Promise<void>;
  /** Forgets the room and everything in it. */
  close(key: string): Promise<void>;
  roomKeys(): Promise<string[]>;
  /** The meeting id of a room this node has seen (media events name rooms only). */
  meetingIdOf(key: string): string | undefined;

  member(key: string, connection: string): Promise<Member | null>;
  members(key: string): Promise<Member[]>;
  putMember(key: string, member: Member): Promise<void>;
  deleteMember(key: string, connection: string): Promise<boolean>;
  /** The member behind a socket, only while that socket is attached to that connection. */
  memberOnSocket(key: string, socketId: string, connection: string): Promise<Member | null>;

  attachSocket(key: string, socketId: string, record: SocketRecord): Promise<void>;
  detachSocket(key: string, socketId: string): Promise<SocketRecord | null>;
  sockets(key: string): Promise<Map<string, SocketRecord>>;

  request(key: string, connection: string): Promise<PendingRequest | null>;
  requests(key: string): Promise<PendingRequest[]>;
  putRequest(key: string, request: PendingRequest): Promise<void>;
  deleteRequest(key: string, connection: string): Promise<boolean>;

  /** Runs `task` while no other task (on any node) holds the room; not re-entrant. */
  withLock<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/** A room as the in-memory store keeps it. */
export interface Room extends RoomMeta {
  members: Map<string, Member>;
  requests: Map<string, PendingRequest>;
  sockets: Map<string, SocketRecord>;
}

/** The single-node store: plain maps, records handed out live (so a write-back costs nothing). */
export function createRoomState() {
  const rooms = new Map<string, Room>();
  const locks = new Map<string, Promise<unknown>>();

  const store = {
    kind: 'memory' as const,
    /** A room's live record, for tests. */
    get: (key: string) => rooms.get(key),
    /** Every room, for tests. */
    all: () => [...rooms.values()],
    meta: async (key: string): Promise<RoomMeta | null> => rooms.get(key) ?? null,
    async open(key: string, init: RoomInit): Promise<RoomMeta> {
      let room = rooms.get(key);
      if (!room) {
        room = {
          key,
          ...init,
          sessionId: null,
          whiteboardId: null,
          recording: null,
          locks: null,
          spotlight: null,
          breakouts: null,
          members: new Map(),
          requests: new Map(),
          sockets: new Map(),
        };
        rooms.set(key, room);
      }
      return room;
    },
    async patchMeta(key: string, patch: MetaPatch) {
      const room = rooms.get(key);
      if (room) Object.assign(room, patch);
    },
    async close(key: string) {
      rooms.delete(key);
    },
    roomKeys: async () => [...rooms.keys()],
    meetingIdOf: (key: string) => rooms.get(key)?.meetingId,

    member: async (key: string, connection: string) => rooms.get(key)?.members.get(connection) ?? null,
    members: async (key: string) => [...(rooms.get(key)?.members.values() ?? [])],
    async putMember(key: string, member: Member) {
      rooms.get(key)?.members.set(member.participant.connection, member);
    },
    deleteMember: async (key: string, connection: string) => rooms.get(key)?.members.delete(connection) ?? false,
    async memberOnSocket(key: string, socketId: string, connection: string) {
      const room = rooms.get(key);
      if (room?.sockets.get(socketId)?.connection !== connection) return null;
      return room.members.get(connection) ?? null;
    },

    async attachSocket(key: string, socketId: string, record: SocketRecord) {
      rooms.get(key)?.sockets.set(socketId, record);
    },
    async detachSocket(key: string, socketId: string) {
      const sockets = rooms.get(key)?.sockets;
      const record = sockets?.get(socketId) ?? null;
      sockets?.delete(socketId);
      return record;
    },
    sockets: async (key: string) => new Map(rooms.get(key)?.sockets ?? []),

    request: async (key: string, connection: string) => rooms.get(key)?.requests.get(connection) ?? null,
    requests: async (key: string) => [...(rooms.get(key)?.requests.values() ?? [])],
    async putRequest(key: string, request: PendingRequest) {
      rooms.get(key)?.requests.set(request.request.connection, request);
    },
    deleteRequest: async (key: string, connection: string) => rooms.get(key)?.requests.delete(connection) ?? false,

    withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
      const run = (locks.get(key) ?? Promise.resolve()).then(task);
      const tail = run.catch(() => undefined);
      locks.set(key, tail);
      void tail.then(() => {
        if (locks.get(key) === tail) locks.delete(key);
      });
      return run;
    },
  };
  return store satisfies RoomStore;
}
export type MemoryRoomState = ReturnType<typeof createRoomState>;

const palette = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00897b', '#3949ab', '#6d4c41'];

export function newParticipant(
  identity: ClassroomIdentity,
  connection: string,
  flags: { isTutor: boolean; isAdmin: boolean },
  config: ParticipantConfig,
  now: Date,
): Participant {
  const at = now.toISOString();
  return {
    key: identity.key,
    connection,
    firstName: identity.firstName,
    otherNames: identity.kind === 'user' ? identity.otherNames : null,
    lastName: identity.lastName,
    avatar: identity.kind === 'user' ? identity.avatar : null,
    gender: identity.kind === 'user' ? identity.gender : null,
    color: palette[[...identity.key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % palette.length]!,
    status: 'ONLINE',
    isTutor: flags.isTutor,
    isAdmin: flags.isAdmin,
    memberRole: identity.kind === 'user' ? identity.role : null,
    isHandRaised: false,
    config,
    isPresenting: false,
    reaction: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The participants one viewer may see: incognito admins are visible to admins only (R12). */
export function visibleParticipants(members: Member[], viewerIsAdmin: boolean): Participant[] {
  const list = members.map((m) => m.participant).filter((p) => viewerIsAdmin || !p.config.isIncognito);
  return sortParticipants(list);
}

export const requestsOf = (requests: PendingRequest[]): JoinRequest[] => requests.map((r) => r.request);
