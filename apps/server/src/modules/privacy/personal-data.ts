/**
 * What the platform holds about a person, column by column (issue 33, ADR 0072). Every table that references an
 * account (a foreign key to `users`, or a plain id the schema walk names) is listed with each of its columns
 * classified, and `personal-data.test.ts` walks `db/schema` so a new table or column cannot be left out:
 *
 * - `person`: names the person. `delete`: the row is the person's own (their session, message, lesson) and goes on
 *   erasure; `keep`: the row is someone else's record or the school's (an invoice, a grade they gave) and stays,
 *   naming the account that erasure turned into an anonymous one.
 * - `personal`: says something about the person a `person` column of the row names (`of`); emptied on erasure in
 *   the rows kept (null, or `blank` where the column may not be null).
 * - `email`: the person's email address, where a table knows visitors only by address (the public forms, the
 *   newsletter): rows holding it, in any case, are the person's own and go on erasure.
 * - `secret`: a credential (password hash, token hash): emptied like `personal`, and never exported.
 * - `other`: ids, dates, amounts and states, which say nothing about anyone once the account is anonymous.
 *
 * A table with `retain` is never written by erasure: it is append-only by law or design, and the reason says why.
 * The map is in two parts: `personal-data-accounts.ts` (accounts, billing, settings) and `personal-data-school.ts`.
 */
import { accountTables } from './personal-data-accounts.js';
import type { TableRule } from './personal-data-rules.js';
import { schoolTables } from './personal-data-school.js';

export type { ColumnRule, TableRule } from './personal-data-rules.js';

/** Table (SQL name) → how each of its columns is treated. */
export const personalData: Record<string, TableRule> = { ...accountTables, ...schoolTables };

/**
 * Columns whose names look like a person's id but name something else, each with why (the schema walk asks every
 * such column to be a `person` column above or listed here).
 */
export const notPeople: Record<string, string> = {
  'articles.authorId': 'an article author of the website (article_authors), not an account',
  'mailing_recipients.subscriberId': 'a newsletter subscriber (by email address), not an account',
  'jobs.lockedBy': 'the node that holds the job',
};
