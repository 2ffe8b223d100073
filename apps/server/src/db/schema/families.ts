import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Guardians linked to students (ADR 0079): a student may have several guardians, a guardian several children. Made
 * by an admin or by redeeming a pairing code; `createdById` is who made the link (the admin, or the tutor or admin
 * who issued the code).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.studentId] }), index('guardian_links_student_idx').on(t.studentId)],
);

/**
 * One-time pairing codes (ADR 0079): short, expiring, single use. Only the SHA-256 of the code is kept; the code is
 * shown once, to the tutor or admin who issued it.
 */
export const guardianPairingCodes = pgTable(
  'guardian_pairing_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedById: uuid('used_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('guardian_pairing_codes_hash_unique').on(t.codeHash)],
);

/**
 * A child's consent (ADR 0079), one row per student: to being recorded and to being on camera. No row reads as no
 * consent; it only matters while the student has a guardian linked.
 */
export const guardianConsents = pgTable('guardian_consents', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recording: boolean('recording').notNull().default(false),
  camera: boolean('camera').notNull().default(false),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
