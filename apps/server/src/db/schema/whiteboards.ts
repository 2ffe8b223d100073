import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite and node-postgres both hand back a Uint8Array (Buffer) for bytea.
  fromDriver: (value) => new Uint8Array(value),
});

/** A classroom's whiteboard: one Yjs document, kept as its encoded state, reopened in later lessons. */
export const whiteboards = pgTable(
  'whiteboards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The classroom it belongs to (a student's meeting id, `program:{id}` or `demo:{session}`). */
    roomKey: text('room_key').notNull(),
    sessionId: uuid('session_id'),
    state: bytea('state'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whiteboards_room_idx').on(t.roomKey, t.createdAt)],
);
