/**
 * The platform chat's HTTP calls (platform spec 7: /chat/contacts, /chat/program-rooms, /chat/messages,
 * /chat/unread; ADR 0038). Messages themselves travel over the `/chat` socket namespace.
 */
import { z } from 'zod';
import { ChatKind, Gender, MemberRole, OnlineStatus } from '../enums.js';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope, savedEnvelope } from './common.js';

/** The newest message of a conversation, as a one-line preview. */
export const lastMessagePreview = z
  .object({ text: z.string(), fromKey: z.string(), createdAt: z.string(), hasAttachments: z.boolean() })
  .nullable();

/** A person one may talk to, with their presence and the direct conversation's unread count. */
export const chatContact = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: Gender.nullable(),
  memberRole: MemberRole,
  status: OnlineStatus,
  /** The direct conversation's room id (`chat:direct:…`). */
  room: z.string(),
  unread: z.number().int(),
  lastMessage: lastMessagePreview,
});
export type ChatContact = z.infer<typeof chatContact>;

export const chatContactsQuery = z.object({
  /** Admins find anyone by name or email; others filter their own contacts. */
  search: boundedString(maxLength.search).optional(),
});
export const chatContactsResponse = dataEnvelope(z.object({ contacts: z.array(chatContact) }));
export type ChatContactsResponse = z.infer<typeof chatContactsResponse>;

/** A program's group conversation. */
export const programRoom = z.object({
  key: z.string(),
  program: z.object({ key: z.string(), slug: z.string(), title: z.string(), thumbnail: z.string().nullable() }),
  members: z.number().int(),
  /** Whether the viewer is in the group (admins join a group to take part). */
  joined: z.boolean(),
  unread: z.number().int(),
  lastMessage: lastMessagePreview,
});
export type ProgramRoom = z.infer<typeof programRoom>;
export const programRoomsResponse = dataEnvelope(z.object({ rooms: z.array(programRoom) }));
export type ProgramRoomsResponse = z.infer<typeof programRoomsResponse>;

/** GET /chat/messages: a conversation's history, newest page first (platform spec 7.1). */
export const chatMessagesQuery = z.object({
  room: boundedString(maxLength.key).min(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** Unread messages by kind (platform spec 3 "Chat unread entry"). */
export const chatUnreadEntry = z.object({ kind: ChatKind, count: z.number().int() });
export type ChatUnreadEntry = z.infer<typeof chatUnreadEntry>;
export const chatUnreadResponse = dataEnvelope(z.object({ unread: z.array(chatUnreadEntry) }));
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponse>;

/** POST /chat/conversations: open (or find) the direct conversation with a person. */
export const startConversationInput = z.object({ with: z.uuid('Please choose a person') });
export const startConversationResponse = savedEnvelope(z.object({ contact: chatContact }));
export type StartConversationResponse = z.infer<typeof startConversationResponse>;

/** POST /chat/messages/:key/report */
export const reportMessageInput = z.object({
  reason: boundedString(500).trim().min(3, 'Please tell us briefly what is wrong with this message'),
});
export type ReportMessageInput = z.infer<typeof reportMessageInput>;

/** Where a report stands (ADR 0064): open until a moderator handles or dismisses it. */
export const chatReportStatuses = ['OPEN', 'HANDLED', 'DISMISSED'] as const;
export const ChatReportStatus = z.enum(chatReportStatuses);
export type ChatReportStatus = z.infer<typeof ChatReportStatus>;

/** A reported message, for the admins who read reported conversations. */
export const chatReport = z.object({
  key: z.string(),
  room: z.string(),
  kind: ChatKind,
  /** Who the conversation is between, or the program's title. */
  conversation: z.string(),
  message: z.object({
    key: z.string(),
    text: z.string(),
    from: z.string(),
    /** The writer's account key (to mute them). */
    fromKey: z.string(),
    createdAt: z.string(),
    /** When a moderator deleted it (it is gone for everyone else). */
    deletedAt: z.string().nullable(),
  }),
  reporter: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  status: ChatReportStatus,
  /** Who handled or dismissed it, when, and their note. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type ChatReport = z.infer<typeof chatReport>;
export const chatReportsResponse = dataEnvelope(z.object({ reports: z.array(chatReport) }));
export type ChatReportsResponse = z.infer<typeof chatReportsResponse>;

/** Texts of the chat pages and refusals. */
export const chatTexts = {
  studentDirectOff: 'Messages between students are turned off at this school.',
  notAllowed: 'You may not message this person.',
  notInGroup: 'You are not a member of this group.',
  reported: 'Thank you. An administrator will look at this message.',
  blockedByMe: 'You blocked this person. Unblock them to write again.',
  messageDeleted: 'This message was deleted by a moderator.',
  noContacts: 'No contacts yet.',
  noGroups: 'No groups yet.',
} as const;
