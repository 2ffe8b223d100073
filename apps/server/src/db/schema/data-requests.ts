import { dataRequestKinds, dataRequestStatuses } from '@chalkline/contracts';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const dataRequestKind = pgEnum('data_request_kind', dataRequestKinds);
export const dataRequestStatus = pgEnum('data_request_status', dataRequestStatuses);

/**
 * A guardian's request for an export or erasure of their own data or a linked child's (ADR 0085), answered by an
 * admin of Data rights. One open request per person and kind (the partial unique index). A completed export's zip is
 * in the file store at `exportKey` until `exportExpiresAt`.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: dataRequestKind('kind').notNull(),
    status: dataRequestStatus('status').notNull().default('PENDING'),
    reason: text('reason'),
    declineReason: text('decline_reason'),
    handledById: uuid('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    exportKey: text('export_key'),
    exportExpiresAt: timestamp('export_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_requests_open_unique').on(t.subjectId, t.kind).where(sql`${t.status} = 'PENDING'`),
    index('data_requests_requester_idx').on(t.requesterId),
    index('data_requests_status_idx').on(t.status, t.createdAt),
  ],
);
