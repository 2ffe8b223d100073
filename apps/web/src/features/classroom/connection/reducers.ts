/** Pure updates of the classroom state, one per kind of news from the server (R5–R22). */
import {
  type ChatMessage,
  type ClassroomLocks,
  changedLocks,
  type JoinRequest,
  lockTexts,
  type MeetingUpdates,
  noLocks,
  type Participant,
  type RoomSnapshot,
} from '@chalkline/contracts';
import { mergeMessages } from '../chat/messages';
import { type ClassroomState, chatRoomOf, mainChatRoomOf, selfOf } from './classroom-state';

/** Adds a participant or replaces the one with the same connection. */
export function upsertParticipant(list: Participant[], participant: Participant): Participant[] {
  const index = list.findIndex((p) => p.connection === participant.connection);
  if (index < 0) return [...list, participant];
  return list.map((p, i) => (i === index ? participant : p));
}

export const removeParticipant = (list: Participant[], connection: string): Participant[] =>
  list.some((p) => p.connection === connection) ? list.filter((p) => p.connection !== connection) : list;

/** Changes some fields of the participant on `connection`; the list is unchanged when nobody matches. */
export function patchParticipant(list: Participant[], connection: string, patch: Partial<Participant>): Participant[] {
  if (!list.some((p) => p.connection === connection)) return list;
  return list.map((p) => (p.connection === connection ? { ...p, ...patch } : p));
}

/** Requests are kept per connection: a new one from the same tab replaces the earlier (R6). */
export function upsertRequest(list: JoinRequest[], request: JoinRequest): JoinRequest[] {
  return [...list.filter((r) => r.connection !== request.connection), request];
}

export const removeRequest = (list: JoinRequest[], connection: string): JoinRequest[] =>
  list.some((r) => r.connection === connection) ? list.filter((r) => r.connection !== connection) : list;

/** The admission snapshot (R9): the whole room, merged with messages this client already holds. */
export function applySnapshot(state: ClassroomState, snapshot: RoomSnapshot): ClassroomState {
  const next: ClassroomState = {
    ...state,
    sessionId: snapshot.sessionId,
    you: snapshot.you,
    config: { ...state.config, ...snapshot.config, isHandRaised: snapshot.config.isHandRaised },
    ready: true,
    waiting: false,
    declined: false,
    refused: null,
    participants: snapshot.participants,
    total: snapshot.participants.length,
    requests: snapshot.requests,
    rooms: snapshot.rooms,
    whiteboard: snapshot.whiteboard ?? null,
    recording: snapshot.recording ?? null,
    locks: { ...noLocks, ...snapshot.locks },
    spotlight: snapshot.spotlight ?? null,
    breakouts: snapshot.breakouts ?? null,
    messages: {
      ...state.messages,
      list: mergeMessages(state.messages.list, snapshot.messages),
      page: Math.max(state.messages.page, 1),
    },
  };
  // The snapshot's history is the main room's (R9): a student back in a breakout room loads that room's instead (B7).
  const chat = chatRoomOf(next);
  if (chat === mainChatRoomOf(next)) return next;
  const list = state.messages.list.filter((m) => m.room === chat);
  return { ...next, messages: { list, page: 0, loading: false, finished: false } };
}

/**
 * `locks_changed` (ADR 0075): the switches, and for a student what changed in words, for the live region. Hosts
 * see the switches themselves and are told nothing.
 */
export function applyLocks(state: ClassroomState, locks: ClassroomLocks): ClassroomState {
  if (state.you?.isHost) return { ...state, locks };
  const { locked, unlocked } = changedLocks(state.locks, locks);
  const told = [...locked.map((l) => lockTexts.refusals[l]), ...unlocked.map((l) => lockTexts.unlocked[l])];
  return { ...state, locks, lockNotice: told.length ? told.join(' ') : state.lockNotice };
}

const signature = (participants: Participant[], requests: JoinRequest[]) =>
  [
    ...participants.map((p) => `${p.connection}:${p.status}:${p.updatedAt}:${p.isHandRaised}`),
    ...requests.map((r) => `r:${r.connection}:${r.createdAt}`),
  ]
    .sort()
    .join('|');

/** A polled `get_meeting_updates` answer (R16); `changed` is false when it brought nothing new. */
export function applyUpdates(
  state: ClassroomState,
  updates: MeetingUpdates,
): { state: ClassroomState; changed: boolean } {
  const requests = state.you?.isHost ? updates.requests : state.requests;
  const changed = signature(state.participants, state.requests) !== signature(updates.participants, requests);
  if (!changed && state.total === updates.total) return { state, changed: false };
  return { state: { ...state, participants: updates.participants, requests, total: updates.total }, changed };
}

/** A chat message pushed by the server: merged once per key; counted unread when the chat is not on screen. */
export function receiveMessage(state: ClassroomState, message: ChatMessage): ClassroomState {
  // A host hears every breakout room's chat (B7): only the one on screen is kept; the others load when picked.
  if (state.breakouts && message.room !== chatRoomOf(state)) return state;
  const known = state.messages.list.some((m) => m.key === message.key);
  const mine = message.from.key === state.you?.key;
  return {
    ...state,
    messages: { ...state.messages, list: mergeMessages(state.messages.list, [message]) },
    unread: !known && !mine && !state.chatVisible ? state.unread + 1 : state.unread,
  };
}

/** The chat came on screen (unread count cleared) or went away. */
export const setChatVisible = (state: ClassroomState, chatVisible: boolean): ClassroomState =>
  state.chatVisible === chatVisible && (!chatVisible || state.unread === 0)
    ? state
    : { ...state, chatVisible, unread: chatVisible ? 0 : state.unread };

/** The local microphone, camera and hand flags, on the config and on one's own participant. */
export type OwnFlags = Partial<Pick<ClassroomState['config'], 'isAudioEnabled' | 'isVideoEnabled' | 'isHandRaised'>>;

export function setOwnFlags(state: ClassroomState, flags: OwnFlags): ClassroomState {
  const self = selfOf(state);
  const participants = self
    ? patchParticipant(state.participants, self.connection, {
        ...(flags.isHandRaised === undefined ? {} : { isHandRaised: flags.isHandRaised }),
        config: { ...self.config, ...flags },
      })
    : state.participants;
  return { ...state, config: { ...state.config, ...flags }, participants };
}

export function setPresenting(state: ClassroomState, isPresenting: boolean): ClassroomState {
  const you = state.you?.connection;
  const participants = you ? patchParticipant(state.participants, you, { isPresenting }) : state.participants;
  return { ...state, isPresenting, participants };
}

/** Pins a tile first in the pinned list, or unpins it. */
export const togglePinned = (state: ClassroomState, connection: string): ClassroomState => ({
  ...state,
  pinned: state.pinned.includes(connection)
    ? state.pinned.filter((c) => c !== connection)
    : [connection, ...state.pinned],
});
