/** Pure updates of the classroom state, one per kind of news from the server (R5–R22). */
import type { ChatMessage, JoinRequest, MeetingUpdates, Participant, RoomSnapshot } from '@chalkline/contracts';
import { type ClassroomState, type LocalMessage, selfOf, type TypingInfo } from './classroom-state';

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

const union = (a: string[], b: string[]): string[] => (b.every((x) => a.includes(x)) ? a : [...new Set([...a, ...b])]);

/** One message known twice: the newer fields win, receipt lists never shrink, and a sent message stays sent. */
function mergeOne(known: LocalMessage, incoming: LocalMessage): LocalMessage {
  const sent = known.sent || incoming.sent;
  const merged: LocalMessage = {
    ...known,
    ...incoming,
    sent,
    delivered: union(known.delivered, incoming.delivered),
    read: union(known.read, incoming.read),
  };
  if (sent) {
    delete merged.outbox;
    delete merged.uploading;
  }
  return merged;
}

const byTime = (a: LocalMessage, b: LocalMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key);

/**
 * Merges messages into the list by key (a key is shown once, R18), keeping the longer delivered and read lists
 * (their union, so no receipt is lost), ordered oldest first.
 */
export function mergeMessages(list: LocalMessage[], incoming: readonly (LocalMessage | ChatMessage)[]): LocalMessage[] {
  if (!incoming.length) return list;
  const byKey = new Map(list.map((m) => [m.key, m]));
  for (const message of incoming) {
    const known = byKey.get(message.key);
    byKey.set(message.key, known ? mergeOne(known, message) : message);
  }
  return [...byKey.values()].sort(byTime);
}

/** The message with the reader added to its delivered list, and read list when reading (reading also delivers). */
function withReceipt(message: LocalMessage, reader: string, kind: 'delivered' | 'read'): LocalMessage {
  const delivered = message.delivered.includes(reader) ? message.delivered : [...message.delivered, reader];
  const read = kind === 'read' && !message.read.includes(reader) ? [...message.read, reader] : message.read;
  return delivered === message.delivered && read === message.read ? message : { ...message, delivered, read };
}

/**
 * Applies a receipt watermark (R19a): the reader has received (or read) the message and every older message of
 * the same sender, so each of those gets the reader in its lists. The list is unchanged when nothing moves.
 */
export function addReceipt(
  list: LocalMessage[],
  messageId: string,
  reader: string,
  kind: 'delivered' | 'read',
): LocalMessage[] {
  const index = list.findIndex((m) => m.key === messageId);
  const sender = list[index]?.from.key;
  if (sender === undefined) return list;
  let changed = false;
  const next = list.map((m, i) => {
    if (i > index || m.from.key !== sender) return m;
    const updated = withReceipt(m, reader, kind);
    changed ||= updated !== m;
    return updated;
  });
  return changed ? next : list;
}

/** Changes fields of one message by key. */
export const patchMessage = (list: LocalMessage[], key: string, patch: Partial<LocalMessage>): LocalMessage[] =>
  list.map((m) => (m.key === key ? { ...m, ...patch } : m));

/** Someone started or kept typing: one line per connection. */
export const setTyping = (list: TypingInfo[], info: TypingInfo): TypingInfo[] => [
  ...list.filter((t) => t.connection !== info.connection),
  info,
];

export const clearTyping = (list: TypingInfo[], connection: string): TypingInfo[] =>
  list.some((t) => t.connection === connection) ? list.filter((t) => t.connection !== connection) : list;

/** The admission snapshot (R9): the whole room, merged with messages this client already holds. */
export function applySnapshot(state: ClassroomState, snapshot: RoomSnapshot): ClassroomState {
  return {
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
    messages: {
      ...state.messages,
      list: mergeMessages(state.messages.list, snapshot.messages),
      page: Math.max(state.messages.page, 1),
    },
  };
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
