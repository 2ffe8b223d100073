import { fileAccess } from '@chalkline/contracts';
import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const fileAccessKind = pgEnum('file_access', fileAccess);

/** A stored upload: who sent it and who may read it (everyone, one user, or the members of a room). */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    folder: text('folder').notNull(),
    originalName: text('original_name').notNull(),
    /** The type sniffed from the content, never the one the client claimed. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    access: fileAccessKind('access').notNull(),
    /** With access 'user': the reader besides the owner. */
    readerId: uuid('reader_id').references(() => users.id, { onDelete: 'cascade' }),
    /** With access 'room': the room whose members may read. */
    roomId: text('room_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId), index('files_room_idx').on(t.roomId)],
);
