import { formStatuses } from '@chalkline/contracts';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { files } from './files.js';
import { demoSessions } from './meetings.js';

export const formStatus = pgEnum('form_status', formStatuses);

/** Columns every admin inbox has: its status (new, handled) and who handled it when. */
const inbox = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  status: formStatus('status').notNull().default('NEW'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  /** The sender's address, for the per-address limits and the admin's answer. */
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A message sent from the public contact form. */
export const contactForms = pgTable(
  'contact_forms',
  {
    ...inbox(),
    names: text('names').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
  },
  (t) => [index('contact_forms_created_idx').on(t.createdAt)],
);

/** A demo lesson booked by a family; `demoSessionId` is the classroom's demo session it created. */
export const demoBookings = pgTable(
  'demo_bookings',
  {
    ...inbox(),
    names: text('names').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    studentName: text('student_name').notNull(),
    ageBand: text('age_band').notNull(),
    interest: text('interest').notNull().default(''),
    message: text('message').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull(),
    demoSessionId: uuid('demo_session_id').references(() => demoSessions.id, { onDelete: 'set null' }),
  },
  (t) => [index('demo_bookings_time_idx').on(t.time), index('demo_bookings_created_idx').on(t.createdAt)],
);

/** A job application with its CV (a document in the `career-applications` folder). */
export const careerApplications = pgTable(
  'career_applications',
  {
    ...inbox(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    position: text('position').notNull(),
    coverLetter: text('cover_letter').notNull().default(''),
    cvKey: text('cv_key').references(() => files.key, { onDelete: 'set null' }),
  },
  (t) => [index('career_applications_created_idx').on(t.createdAt)],
);
