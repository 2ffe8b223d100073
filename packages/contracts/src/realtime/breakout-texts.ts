/**
 * The zod-free half of breakout rooms (issue 34, ADR 0087; rules B1–B12 in docs/realtime-protocol.md): limits,
 * shapes and texts. The event permissions read the hosts-only refusals from here; the schemas are `breakouts.ts`.
 */

/** How many rooms a host may open (the 2–20), the warning before the timer ends, and the timer's range. */
export const breakoutLimits = {
  minRooms: 2,
  maxRooms: 20,
  nameMax: 60,
  broadcastMax: 500,
  /** The warning comes this long before the timer closes the rooms (or at once when less is left). */
  warningMs: 60_000,
  /** A timer runs 1 s to 4 h (the cockpit offers minutes; short timers are for tests). */
  timerMinSeconds: 1,
  timerMaxSeconds: 4 * 60 * 60,
} as const;

/** How a host visits a room: hearing and seeing it, or also being heard and seen there. */
export const visitModes = ['listen', 'speak'] as const;
export type VisitMode = (typeof visitModes)[number];

/** One breakout room: its number (1…N), name, and its own chat room id (ADR 0087, B7). */
export interface BreakoutRoom {
  room: number;
  name: string;
  chatRoomId: string;
}

/**
 * The breakout rooms of a classroom as everyone sees them (B1): the rooms, who is in which (connection → room;
 * absent = the main room), whether students may choose, the timer's end (epoch ms), and which room each visiting
 * host is in and how. Incognito admins are left out for those who may not see them (R12).
 */
export interface BreakoutsView {
  id: string;
  rooms: BreakoutRoom[];
  assignments: Record<string, number>;
  allowChoose: boolean;
  endsAt: number | null;
  visits: Record<string, { room: number; mode: VisitMode }>;
  /** The board open in each breakout room, by room number (absent: none); the main room's is the classroom's. */
  boards?: Record<string, string>;
}

/** One room in a host's cockpit (B11): who is in it, whose hand is up, its chat and the board open there. */
export interface CockpitRoom extends BreakoutRoom {
  people: { connection: string; firstName: string; lastName: string; isHandRaised: boolean; online: boolean }[];
  /** The board open in the room, for a live thumbnail (null: none open yet). */
  whiteboardId: string | null;
}

/** The host's view of every room at a glance (B11): the main room is `room: 0`. */
export interface BreakoutCockpit {
  breakouts: BreakoutsView | null;
  rooms: CockpitRoom[];
}

/** The main room's number (a breakout room is 1…N). */
export const mainRoom = 0;

/** The room a connection is in: its breakout room, or the main room (also when no rooms are open). */
export const placeOf = (b: BreakoutsView | null | undefined, connection: string): number =>
  b?.assignments[connection] ?? mainRoom;

/**
 * Whether `viewer` receives what `owner` publishes (B8): both in the same room; a host visiting the owner's room
 * (listening or speaking); or the owner a host speaking into the viewer's room. Without rooms, everyone. The server
 * routes media by it; the web shows the tiles of the people it names.
 */
export function mayReceiveMedia(b: BreakoutsView | null | undefined, viewer: string, owner: string): boolean {
  if (!b) return true;
  const viewerRoom = placeOf(b, viewer);
  const ownerRoom = placeOf(b, owner);
  if (viewerRoom === ownerRoom) return true;
  if (b.visits[viewer]?.room === ownerRoom) return true;
  const ownerVisit = b.visits[owner];
  return ownerVisit?.room === viewerRoom && ownerVisit.mode === 'speak';
}

/** Why the rooms closed: a host closed them, or the timer ran out. */
export type BreakoutsClosedBy = 'host' | 'timer';

export const breakoutTexts = {
  onlyHosts: {
    open: 'Only a tutor or an admin may open breakout rooms',
    manage: 'Only a tutor or an admin may manage breakout rooms',
    broadcast: 'Only a tutor or an admin may send a message to every room',
    visit: 'Only a tutor or an admin may visit a breakout room',
  },
  alreadyOpen: 'Breakout rooms are already open. Close them first.',
  notOpen: 'There are no breakout rooms open',
  noSuchRoom: 'There is no breakout room with that number',
  personNotFound: 'That person is not in this classroom',
  choosingOff: 'Your tutor chooses the rooms for now',
  hostsVisit: 'Tutors visit rooms instead of joining one',
  notYourRoom: 'That chat is for another breakout room',
  boardElsewhere: 'This whiteboard is open in another room',
  notYourBoard: 'That whiteboard is open in another breakout room',
  roomName: (n: number) => `Room ${n}`,
  mainRoom: 'Main room',
  warning: 'One minute left in breakout rooms.',
  closed: 'Breakout rooms are closed. Everyone is back in the main room.',
  movedTo: (name: string) => `You are now in ${name}.`,
  backInMain: 'You are back in the main room.',
  broadcastFrom: (name: string) => `Message from ${name} to every room`,
} as const;
