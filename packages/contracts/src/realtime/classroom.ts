/**
 * The live classroom protocol (classroom spec §3, §4, §7) on the namespace `/meet/{meetingId}`: one zod schema
 * per event payload, used by the server to validate what arrives and by both ends for the typed event maps.
 * Rule ids (R1, R2 …) are in docs/realtime-protocol.md.
 */
import { z } from 'zod';
import { Gender, MemberRole, OnlineStatus } from '../enums.js';
import { type BreakoutsClientToServer, type BreakoutsServerToClient, breakoutsSnapshotField } from './breakouts.js';
import type { Ack, AlertPayload } from './events.js';
import type { HostControlsClientToServer, HostControlsServerToClient } from './host-controls.js';
import { classroomLocks, type LocksClientToServer, type LocksServerToClient } from './locks.js';
import type { MediaClientToServer, MediaServerToClient } from './media.js';
import type { PollsClientToServer, PollsServerToClient } from './polls.js';
import { liveRecording, type RecordingClientToServer, type RecordingServerToClient } from './recording.js';
import type { WhiteboardClientToServer, WhiteboardServerToClient } from './whiteboard.js';

export const meetNamespacePattern = /^\/meet\/[A-Za-z0-9_-]{1,64}$/;

/** The six reactions of classroom spec 2, as emoji. */
export const reactions = ['👍', '🔥', '😍', '👀', '😱', '😢'] as const;
export const Reaction = z.enum(reactions);

export const launchConfig = z.object({
  /** Program chosen in the lobby or given by the link. */
  programId: z.uuid().optional(),
  scheduleId: z.uuid().optional(),
  /** Demo session for the `demo` meeting. */
  demoSession: z.uuid().optional(),
  isVideoEnabled: z.boolean().default(false),
  isAudioEnabled: z.boolean().default(false),
  isIncognito: z.boolean().default(false),
});
export type LaunchConfig = z.infer<typeof launchConfig>;

/** Who is on a classroom socket: a signed-in person, or a guest who joined by name. */
export const IdentityKind = z.enum(['user', 'guest']);
export type IdentityKind = z.infer<typeof IdentityKind>;

export const participantConfig = z.object({
  isVideoEnabled: z.boolean(),
  isAudioEnabled: z.boolean(),
  isHandRaised: z.boolean(),
  isIncognito: z.boolean(),
});
export type ParticipantConfig = z.infer<typeof participantConfig>;

export const participant = z.object({
  key: z.string(),
  connection: z.string(),
  firstName: z.string(),
  otherNames: z.string().nullable(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  gender: Gender.nullable(),
  color: z.string(),
  status: OnlineStatus,
  isTutor: z.boolean(),
  isAdmin: z.boolean(),
  /** null for guests. */
  memberRole: MemberRole.nullable(),
  isHandRaised: z.boolean(),
  config: participantConfig,
  isPresenting: z.boolean(),
  reaction: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Participant = z.infer<typeof participant>;

export const joinRequest = z.object({
  key: z.string(),
  connection: z.string(),
  firstName: z.string(),
  otherNames: z.string().nullable(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequest>;

export const chatRoom = z.object({ key: z.string(), isDefault: z.boolean() });
export type ChatRoom = z.infer<typeof chatRoom>;

export const messageSender = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: Gender.nullable(),
});

export const maxMessageLength = 4000;

/** The `to` of a stored message only admins may read: what an incognito admin writes (R12). */
export const adminsOnlyRecipient = 'admins';

/** What a client sends: it makes the key, so a message resent after a drop is stored once (R21). */
export const outgoingMessage = z.object({
  key: z.uuid('A message needs a key'),
  room: z.string().min(1).max(200),
  content: z.string().max(maxMessageLength, `A message can have at most ${maxMessageLength} characters`).default(''),
  /** File keys from uploads to the `chats` folder for this room. */
  images: z.array(z.string().max(300)).max(10).default([]),
  videos: z.array(z.string().max(300)).max(5).default([]),
  audios: z.array(z.string().max(300)).max(5).default([]),
  documents: z.array(z.string().max(300)).max(5).default([]),
  to: z.string().max(64).nullable().default(null),
  program: z.string().max(64).nullable().default(null),
  localTime: z.string().max(64).optional(),
});
export type OutgoingMessage = z.infer<typeof outgoingMessage>;

export const chatMessage = z.object({
  key: z.string(),
  room: z.string(),
  kind: z.enum(['CONTACT', 'GROUP']),
  from: messageSender,
  to: z.string().nullable(),
  program: z.string().nullable(),
  content: z.string(),
  /** Download URLs. */
  images: z.array(z.string()),
  videos: z.array(z.string()),
  audios: z.array(z.string()),
  documents: z.array(z.string()),
  sent: z.boolean(),
  delivered: z.array(z.string()),
  read: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  localTime: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const whiteboardRef = z.object({ key: z.string(), state: z.string().nullable() }).nullable();

/** Everything an admitted client needs to show the room (R9). */
export const roomSnapshot = z.object({
  config: participantConfig,
  participants: z.array(participant),
  requests: z.array(joinRequest),
  rooms: z.array(chatRoom),
  messages: z.array(chatMessage),
  sessionId: z.string(),
  whiteboard: whiteboardRef,
  /** The recording running now, so a late joiner sees the indicator (R34). */
  recording: liveRecording.nullish(),
  /** The classroom locks in force (ADR 0075); absent from an older server = nothing locked. */
  locks: classroomLocks.optional(),
  /** The tile a host spotlighted for everyone (H6, ADR 0081); absent or null = none. */
  spotlight: z.string().nullish(),
  /** The breakout rooms open now (B1, ADR 0087); absent or null = none. */
  breakouts: breakoutsSnapshotField,
  /** `kind` tells a guest from a signed-in person (clients never read it from the key). */
  you: z.object({ key: z.string(), connection: z.string(), isHost: z.boolean(), kind: IdentityKind }),
});
export type RoomSnapshot = z.infer<typeof roomSnapshot>;

// Client → server payloads.
export const launchPayload = z.object({ config: launchConfig });
export const onReconnectPayload = z.object({ config: launchConfig, reconnecting: z.boolean().default(true) });
export const grantPayload = z.object({ connection: z.string().min(1).max(200) });
export const decisionPayload = z.object({ connection: z.string().min(1).max(200), accepted: z.boolean() });
export const reactionPayload = z.object({ value: Reaction });
export const raiseHandPayload = z.boolean();
export const messagePayload = z.object({ message: outgoingMessage });
export const receiptPayload = z.object({
  /** The message's key (see `outgoingMessage.key`). */
  messageId: z.uuid('Unknown message'),
  kind: z.enum(['CONTACT', 'GROUP']).default('GROUP'),
  fromId: z.string().max(64).optional(),
  roomId: z.string().min(1).max(200),
});
export const typingPayload = z.object({
  key: z.string().max(64),
  connection: z.string().max(200),
  roomId: z.string().min(1).max(200),
  firstName: z.string().max(120),
});
export const typingOffPayload = z.object({
  key: z.string().max(64),
  connection: z.string().max(200),
  /** The conversation (platform chat); a classroom has one, so the meeting chat leaves it out. */
  roomId: z.string().min(1).max(200).optional(),
});
export const joinRoomPayload = z.object({ roomId: z.string().min(1).max(200) });
export const emptyPayload = z.union([z.object({}).loose(), z.undefined(), z.null()]).optional();

export type LaunchAck = { status: 'enrolled' | 'waiting'; sessionId?: string };

export interface MeetClientToServer
  extends WhiteboardClientToServer,
    MediaClientToServer,
    RecordingClientToServer,
    PollsClientToServer,
    LocksClientToServer,
    HostControlsClientToServer,
    BreakoutsClientToServer {
  launch: (payload: z.input<typeof launchPayload>, ack: Ack<LaunchAck>) => void;
  on_reconnect: (payload: z.input<typeof onReconnectPayload>, ack: Ack<LaunchAck>) => void;
  access_granted: (payload: z.infer<typeof grantPayload>, ack: Ack) => void;
  access_acception: (payload: z.infer<typeof decisionPayload>, ack: Ack) => void;
  leave_meeting: (payload: unknown, ack: Ack) => void;
  reaction: (payload: z.infer<typeof reactionPayload>, ack: Ack) => void;
  give_reaction: (payload: z.infer<typeof reactionPayload>, ack: Ack) => void;
  raise_hand: (payload: boolean, ack: Ack<{ isHandRaised: boolean }>) => void;
  message: (
    payload: z.input<typeof messagePayload>,
    ack: Ack<{ sent: boolean; delivered: string[]; read: string[] }>,
  ) => void;
  message_read: (payload: z.input<typeof receiptPayload>, ack: Ack) => void;
  message_delivered: (payload: z.input<typeof receiptPayload>, ack: Ack) => void;
  typing: (payload: z.infer<typeof typingPayload>, ack?: Ack) => void;
  typing_off: (payload: z.infer<typeof typingOffPayload>, ack?: Ack) => void;
  join_room: (payload: z.infer<typeof joinRoomPayload>, ack: Ack<{ rooms: ChatRoom[] }>) => void;
  check_online: (payload: unknown, ack: Ack<{ participants: Participant[] }>) => void;
  get_meeting_updates: (payload: unknown, ack: Ack<MeetingUpdates>) => void;
}

export interface MeetingUpdates {
  participants: Participant[];
  requests: JoinRequest[];
  total: number;
}

/**
 * One reader's receipt watermark as told to a sender (R19a): `key` has received (or read, which also delivers)
 * the sender's message `messageId` and every older one of theirs.
 */
export interface MessageReceipt {
  key: string;
  messageId: string;
  kind: 'delivered' | 'read';
}

export interface MeetServerToClient
  extends WhiteboardServerToClient,
    MediaServerToClient,
    RecordingServerToClient,
    PollsServerToClient,
    LocksServerToClient,
    HostControlsServerToClient,
    BreakoutsServerToClient {
  alert: (payload: AlertPayload) => void;
  is_waiting: (payload: { waiting: boolean }) => void;
  access_request: (payload: JoinRequest) => void;
  delete_access_request: (payload: { connection: string }) => void;
  access_granted: (payload: RoomSnapshot) => void;
  new_joined: (payload: { user: Participant; total: number }) => void;
  reaction: (payload: { user: string; value: string }) => void;
  raise_hand: (payload: { user: string; isHandRaised: boolean }) => void;
  message: (payload: ChatMessage) => void;
  message_delivered: (payload: { key: string; messageId: string }) => void;
  message_read: (payload: { key: string; messageId: string }) => void;
  message_receipts: (payload: { receipts: MessageReceipt[] }) => void;
  typing: (payload: z.infer<typeof typingPayload>) => void;
  typing_off: (payload: z.infer<typeof typingOffPayload>) => void;
  leave_meeting: (payload: { user: string }) => void;
  temporary_disconnect: (payload: { user: string }) => void;
  updates: (payload: MeetingUpdates) => void;
  ping: (payload: { at: number }) => void;
}

/** Participant list order (classroom spec 6): tutors, then admins, then by last update, newest first. */
export function sortParticipants<T extends Pick<Participant, 'isTutor' | 'isAdmin' | 'updatedAt'>>(list: T[]): T[] {
  const rank = (p: T) => (p.isTutor ? 0 : p.isAdmin ? 1 : 2);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.updatedAt.localeCompare(a.updatedAt));
}

/** The label beside a participant: Admin, Tutor, Student, else Guest. */
export function participantLabel(
  p: Pick<Participant, 'isAdmin' | 'isTutor' | 'memberRole'>,
): 'Admin' | 'Tutor' | 'Student' | 'Guest' {
  if (p.isAdmin) return 'Admin';
  if (p.isTutor) return 'Tutor';
  return p.memberRole === 'STUDENT' ? 'Student' : 'Guest';
}

/** Tick state of one's own message (classroom spec 4). */
export type TickState = 'pending' | 'sent' | 'delivered' | 'read';
export function tickState(message: Pick<ChatMessage, 'sent' | 'delivered' | 'read'>, others: string[]): TickState {
  if (!message.sent) return 'pending';
  if (others.length && others.every((o) => message.read.includes(o))) return 'read';
  if (others.length && others.every((o) => message.delivered.includes(o) || message.read.includes(o)))
    return 'delivered';
  return 'sent';
}

export { classroomTexts, meetNamespace } from './classroom-texts.js';
