import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * A classroom recording (issue 21, ADR 0044). The recording browser uploads MediaRecorder chunks
 * (`recording_chunks`); once the last one is in, a node joins them into one seekable file (`file_key`), verifies
 * it, and only then deletes the chunks. Status: recording → stopped → processing → ready (or failed, chunks kept).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The classroom (a student's meeting id, `program:{id}` or `demo:{session}`). */
    roomKey: text('room_key').notNull(),
    sessionId: uuid('session_id'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    /** The recorder's name when it started (kept when the account goes). */
    startedByName: text('started_by_name').notNull(),
    status: text('status', { enum: ['recording', 'stopped', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('recording'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The sequence number of the recorder's last chunk, once it arrived. */
    lastSeq: integer('last_seq'),
    durationMs: integer('duration_ms'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    fileKey: text('file_key'),
    thumbnailKey: text('thumbnail_key'),
    /** A WebVTT captions file a host uploaded (issue 35). */
    captionsKey: text('captions_key'),
    failure: text('failure'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recordings_room_idx').on(t.roomKey, t.startedAt)],
);

/** One uploaded chunk, stored once per (recording, sequence) however often it is sent. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    storeKey: text('store_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.seq] })],
);
