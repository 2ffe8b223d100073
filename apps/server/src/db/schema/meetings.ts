import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { programs } from './programs.js';
import { schedules } from './schedules.js';

/** One live lesson in a classroom, from its first admission to its end. */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A student's meetingId, or `demo` / `program`. */
    meetingId: text('meeting_id').notNull(),
    /** The classroom within the meeting id: the meeting id itself, `program:{id}` or `demo:{session}`. */
    roomKey: text('room_key').notNull(),
    scheduleId: uuid('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('meeting_sessions_meeting_idx').on(t.meetingId, t.startedAt),
    index('meeting_sessions_room_idx').on(t.roomKey),
  ],
);

/** People who were admitted to a session (who may rate it). */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_attendance_unique').on(t.sessionId, t.userId)],
);

/** A participant's rating of a lesson, in half steps (platform spec §9). */
export const meetingRatings = pgTable(
  'meeting_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: real('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_ratings_session_user_unique').on(t.sessionId, t.userId)],
);

/** A demo lesson for a prospective family, held in the `demo` classroom. */
export const demoSessions = pgTable('demo_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  guestName: text('guest_name').notNull(),
  guestEmail: text('guest_email'),
  tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'set null' }),
  time: timestamp('time', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-classroom switches: guests by name, and enrolled students straight in without knocking. */
export const classroomSettings = pgTable('classroom_settings', {
  roomKey: text('room_key').primaryKey(),
  guestMode: boolean('guest_mode').notNull().default(false),
  autoAdmitEnrolled: boolean('auto_admit_enrolled').notNull().default(false),
  /** Only hosts may share a screen (R29). */
  screenShareHostsOnly: boolean('screen_share_hosts_only').notNull().default(false),
  /** The classroom locks a lesson starts with (ADR 0075): the last ones its hosts set; null = none. */
  locks: jsonb('locks').$type<Record<string, boolean>>(),
  /** The whiteboard open for everyone, so it opens again for a classroom after a server restart. */
  openWhiteboardId: uuid('open_whiteboard_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chat message. The key is made by the sender, so a message resent after a drop is stored once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    key: uuid('key').primaryKey(),
    /** Insertion order, which receipt watermarks count in (ADR 0025). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    room: text('room').notNull(),
    kind: text('kind', { enum: ['CONTACT', 'GROUP'] }).notNull(),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender as shown, kept with the message (guests have no account). */
    sender: jsonb('sender').notNull().$type<{
      key: string;
      firstName: string;
      lastName: string;
      otherNames: string | null;
      avatar: string | null;
      gender: 'MALE' | 'FEMALE' | null;
    }>(),
    to: text('to'),
    program: text('program'),
    content: text('content').notNull().default(''),
    images: text('images').array().notNull().default([]),
    videos: text('videos').array().notNull().default([]),
    audios: text('audios').array().notNull().default([]),
    documents: text('documents').array().notNull().default([]),
    localTime: text('local_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator deleted it (ADR 0064): kept for the report's record, shown to nobody else. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('chat_messages_room_created_idx').on(t.room, t.createdAt),
    index('chat_messages_room_seq_idx').on(t.room, t.seq),
    // The retention job deletes by age across every room.
    index('chat_messages_created_idx').on(t.createdAt),
  ],
);

/**
 * How far each member of a chat room has received and read it: the `seq` of the newest message they reported
 * (ADR 0025). Watermarks only move forward; a message's delivered and read lists are derived from them.
 */
export const chatReceipts = pgTable(
  'chat_receipts',
  {
    room: text('room').notNull(),
    memberKey: text('member_key').notNull(),
    deliveredUntil: bigint('delivered_until', { mode: 'number' }).notNull().default(0),
    readUntil: bigint('read_until', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.room, t.memberKey] })],
);
