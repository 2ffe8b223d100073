import { type AdminPermission, memberRoles } from '@chalkline/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const memberRole = pgEnum('member_role', memberRoles);
export const gender = pgEnum('gender', ['MALE', 'FEMALE']);
export const signUpMethod = pgEnum('sign_up_method', ['EMAIL', 'GOOGLE', 'ADMIN']);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Every person who signs in: students, tutors and admins (MANAGER, MASTER). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    otherNames: text('other_names'),
    gender: gender('gender'),
    avatar: text('avatar'),
    memberRole: memberRole('member_role').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    countryName: text('country_name'),
    stateCode: text('state_code'),
    stateName: text('state_name'),
    signUpMethod: signUpMethod('sign_up_method').notNull().default('EMAIL'),
    /** The `sub` claim of a linked Google account. */
    googleSubject: text('google_subject'),
    /** A student's personal classroom id (classroom spec 2). */
    meetingId: text('meeting_id'),
    suspended: boolean('suspended').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The admin permissions a MANAGER holds (ADR 0026), kept on the row so the session lookup reads them with
     * the user. Empty for everyone else: a MASTER holds all by role.
     */
    adminPermissions: text('admin_permissions').array().$type<AdminPermission[]>().notNull().default(sql`'{}'::text[]`),
    /** The TOTP secret (base32); set while enrolling, live once `totpEnabledAt` is set (ADR 0056). */
    totpSecret: text('totp_secret'),
    /** When two-factor sign-in was turned on; remembered browsers are bound to it, so a reset forgets them. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is good once (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /**
     * When the person's passkeys began (the first one added); null when they hold none. Kept on the row so the
     * session lookup knows of the second factor without another query (ADR 0070).
     */
    passkeysEnabledAt: timestamp('passkeys_enabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_meeting_id_unique').on(t.meetingId),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    index('users_role_idx').on(t.memberRole),
  ],
);

/** A signed-in browser: only a hash of the opaque token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the password was checked: a staff session's absolute limit counts from here, across renewals. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last check of the password or second factor, for step-up on sensitive actions (ADR 0056). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset links: only a hash of the token is kept; they expire after one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** One-time recovery codes of two-factor sign-in: only a hash is kept, and each is spent once (ADR 0056). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export { timestamps };
