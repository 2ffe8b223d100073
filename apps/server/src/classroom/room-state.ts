/**
 * Live classroom state held in memory by the node that serves the room: members per connection (a browser
 * tab), their sockets, and waiting requests. Only this module mutates it.
 */
import type { JoinRequest, LaunchConfig, Participant, ParticipantConfig } from '@chalkline/contracts';
import { sortParticipants } from '@chalkline/contracts';
import type { ClassroomIdentity } from './identity.js';

export interface Member {
  identity: ClassroomIdentity;
  participant: Participant;
  isHost: boolean;
  sockets: Set<string>;
  offlineTimer?: NodeJS.Timeout;
}

export interface PendingRequest {
  request: JoinRequest;
  identity: ClassroomIdentity;
  socketId: string;
  programId: string | null;
  config: LaunchConfig;
}

export interface Room {
  key: string;
  meetingId: string;
  programId: string | null;
  scheduleId: string | null;
  sessionId: string | null;
  /** The whiteboard open for everyone in the classroom, if any. */
  whiteboardId: string | null;
  members: Map<string, Member>;
  requests: Map<string, PendingRequest>;
}

const palette = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00897b', '#3949ab', '#6d4c41'];

export function createRoomState() {
  const rooms = new Map<string, Room>();

  return {
    get: (key: string) => rooms.get(key),
    open(key: string, init: Omit<Room, 'key' | 'members' | 'requests' | 'sessionId' | 'whiteboardId'>): Room {
      let room = rooms.get(key);
      if (!room) {
        room = { key, ...init, sessionId: null, whiteboardId: null, members: new Map(), requests: new Map() };
        rooms.set(key, room);
      }
      return room;
    },
    close(key: string) {
      const room = rooms.get(key);
      for (const member of room?.members.values() ?? []) clearTimeout(member.offlineTimer);
      rooms.delete(key);
    },
    /** Every room, for shutdown and tests. */
    all: () => [...rooms.values()],

    newParticipant(
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
    },
  };
}
export type RoomState = ReturnType<typeof createRoomState>;

/** The participants one viewer may see: incognito admins are visible to admins only (R12). */
export function visibleParticipants(room: Room, viewerIsAdmin: boolean): Participant[] {
  const list = [...room.members.values()]
    .map((m) => m.participant)
    .filter((p) => viewerIsAdmin || !p.config.isIncognito);
  return sortParticipants(list);
}

export const requestsOf = (room: Room): JoinRequest[] => [...room.requests.values()].map((r) => r.request);
