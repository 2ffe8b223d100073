/** The meeting state of classroom spec 3 as the web app holds it, and its starting value. */
import {
  type BreakoutsView,
  type ChatRoom,
  type ClassroomLocks,
  type JoinRequest,
  type LaunchConfig,
  type LiveRecording,
  mainRoom,
  noLocks,
  type Participant,
  placeOf,
  type RoomSnapshot,
} from '@chalkline/contracts';
import type { BreakoutMessage } from '../breakouts/breakout-reducers';
import type { MessagesState } from '../chat/messages';
import type { TypingInfo } from '../chat/typing';

/** A reaction floating over a participant's tile; `id` tells two equal reactions in a row apart. */
export interface ActiveReaction {
  value: string;
  id: number;
}

export interface ClassroomState {
  meetingId: string;
  sessionId: string | null;
  /** What `launch` and `on_reconnect` send; the local mic, camera and hand flags live here too. */
  config: LaunchConfig & { isHandRaised: boolean };
  /** Who this client is in the room, once admitted. */
  you: RoomSnapshot['you'] | null;
  /** The socket is connected. */
  connected: boolean;
  /** The socket is trying to be connected (connecting or reconnecting), i.e. not given up or closed. */
  active: boolean;
  /** `launch` was answered. */
  start: boolean;
  /** Admitted: the room snapshot arrived. */
  ready: boolean;
  waiting: boolean;
  /** The request to join was declined by a host. */
  declined: boolean;
  /** Launch was refused with this text. */
  refused: string | null;
  /** The same person joined from a newer tab, which took this one's place (R31): the server's text. */
  replaced: string | null;
  isPresenting: boolean;
  /** Connections whose tiles are pinned, first pinned first. */
  pinned: string[];
  requests: JoinRequest[];
  rooms: ChatRoom[];
  participants: Participant[];
  total: number;
  messages: MessagesState;
  typing: TypingInfo[];
  /** Floating reactions by participant connection. */
  reactions: Record<string, ActiveReaction>;
  /** Messages from others that arrived while the chat was not on screen. */
  unread: number;
  chatVisible: boolean;
  /** The board open at admission (R9): its key and whole state as base64; later changes arrive by event. */
  whiteboard: RoomSnapshot['whiteboard'];
  /** The recording running in the classroom (spec 3's meeting state `recording`), from the snapshot and events. */
  recording: LiveRecording | null;
  /** The classroom locks in force (ADR 0075), from the snapshot and `locks_changed`. */
  locks: ClassroomLocks;
  /** What a student was last told about a lock changing, for the live region (empty for hosts). */
  lockNotice: string;
  /** The tile a host spotlighted for everyone (ADR 0081): everyone's layout pins it; null = none. */
  spotlight: string | null;
  /** What a host's control last did to everyone, for the live region (hands lowered, spotlight, a message removed). */
  hostNotice: string;
  /** The breakout rooms open now (ADR 0087), from the snapshot and `breakouts_changed`; null = none. */
  breakouts: BreakoutsView | null;
  /** The room whose chat a host reads and writes in while rooms are open (0: the main room). */
  hostChatRoom: number;
  /** What this person was last told about breakout rooms (moved, a minute left, closed, a message), for the live region. */
  breakoutNotice: string;
  /** A host's last message to every room, shown over the stage until dismissed. */
  breakoutMessage: BreakoutMessage | null;
}

export type ConnectionIndicator = 'online' | 'connecting' | 'offline';

/** Connected = online; socket active but not connected = connecting; else offline (classroom spec 4). */
export const indicatorOf = (state: Pick<ClassroomState, 'connected' | 'active'>): ConnectionIndicator =>
  state.connected ? 'online' : state.active ? 'connecting' : 'offline';

export function initialClassroomState(meetingId: string, config: LaunchConfig): ClassroomState {
  return {
    meetingId,
    sessionId: null,
    config: { ...config, isHandRaised: false },
    you: null,
    connected: false,
    active: false,
    start: false,
    ready: false,
    waiting: false,
    declined: false,
    refused: null,
    replaced: null,
    isPresenting: false,
    pinned: [],
    requests: [],
    rooms: [],
    participants: [],
    total: 0,
    messages: { list: [], page: 0, loading: false, finished: false },
    typing: [],
    reactions: {},
    unread: 0,
    chatVisible: false,
    whiteboard: null,
    recording: null,
    locks: noLocks,
    lockNotice: '',
    spotlight: null,
    hostNotice: '',
    breakouts: null,
    hostChatRoom: mainRoom,
    breakoutNotice: '',
    breakoutMessage: null,
  };
}

/** The default chat room of the classroom (`meet:{roomKey}`, R17): its main room's, whose board it shows. */
export const mainChatRoomOf = (state: Pick<ClassroomState, 'rooms'>): string | null =>
  (state.rooms.find((room) => room.isDefault) ?? state.rooms[0])?.key ?? null;

/** The room whose chat this tab writes in while breakout rooms are open (B7): a student's own, a host's pick. */
export function chatRoomNumberOf(state: Pick<ClassroomState, 'breakouts' | 'you' | 'hostChatRoom'>): number {
  const { breakouts, you } = state;
  if (!breakouts || !you) return mainRoom;
  const room = you.isHost ? state.hostChatRoom : placeOf(breakouts, you.connection);
  return breakouts.rooms.some((r) => r.room === room) ? room : mainRoom;
}

/** The chat room this tab reads and writes in: the classroom's own, or its breakout room's (B7). */
export function chatRoomOf(state: Pick<ClassroomState, 'rooms' | 'breakouts' | 'you' | 'hostChatRoom'>): string | null {
  const room = chatRoomNumberOf(state);
  return state.breakouts?.rooms.find((r) => r.room === room)?.chatRoomId ?? mainChatRoomOf(state);
}

/** This client's own participant record. */
export const selfOf = (state: Pick<ClassroomState, 'participants' | 'you'>): Participant | undefined =>
  state.you ? state.participants.find((p) => p.connection === state.you?.connection) : undefined;

/** Keys of the other people online now: whose receipts decide the ticks of one's own messages (R19). */
export function otherOnlineKeys(state: Pick<ClassroomState, 'participants' | 'you'>): string[] {
  const keys = new Set<string>();
  for (const p of state.participants) if (p.status === 'ONLINE' && p.key !== state.you?.key) keys.add(p.key);
  return [...keys];
}
