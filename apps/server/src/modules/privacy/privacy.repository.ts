/**
 * The one place that reads and erases a person across every table (ADR 0072). It writes other modules' tables,
 * which one-writer-per-table forbids elsewhere, on purpose: erasure must be one transaction over every table the
 * personal-data map names, and it works from that map (walked against `db/schema` by `personal-data.test.ts`), so a
 * module's new table is erased without each module growing its own erase port. It writes nothing but what the map
 * classifies, and never a table the map says to retain.
 */
import { eq, getTableColumns, getTableName, is, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { proctoringFrames, recordingChunks, recordings, users } from '../../db/schema/index.js';
import { isLastActiveMaster } from '../accounts/admin.repository.js';
import { personalData, type TableRule } from './personal-data.js';

/** Every table of the schema, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  return new Map(tables.map((table) => [getTableName(table), table]));
}

type Row = Record<string, unknown>;
/** What erasure did: rows deleted and rows anonymised per table, and the stored files to remove. */
export interface Erasure {
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
  fileKeys: string[];
}

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, PgColumn>;
/** The person columns of a table's rule (`delete`, `keep` or both). */
const personKeys = (rule: TableRule, erase?: 'delete' | 'keep') =>
  Object.entries(rule.columns)
    .filter(([, c]) => c.kind === 'person' && (!erase || c.erase === erase))
    .map(([key]) => key);
/** The columns holding the person's email address. */
const emailKeys = (rule: TableRule) =>
  Object.entries(rule.columns)
    .filter(([, c]) => c.kind === 'email')
    .map(([key]) => key);
/** The person, as the map's columns find them: by account id, and by email address where a table has no account. */
interface Who {
  id: string;
  email: string;
}
const matching = (table: PgTable, keys: string[], who: Who, emails: string[] = []): SQL | undefined =>
  or(
    ...keys.map((key) => eq(columnsOf(table)[key]!, who.id)),
    ...emails.map((key) => sql`lower(${columnsOf(table)[key]!}) = ${who.email.toLowerCase()}`),
  );

/** The values that empty the personal and secret columns tied to `personKey`. */
function blanks(table: PgTable, rule: TableRule, personKey: string, id: string, now: Date): Row {
  const columns = columnsOf(table);
  const values: Row = {};
  for (const [key, c] of Object.entries(rule.columns))
    if ((c.kind === 'personal' || c.kind === 'secret') && c.of === personKey)
      values[key] = c.blank ? c.blank(id, now) : columns[key]!.notNull ? '' : null;
  return values;
}

export function createPrivacyRepository(db: Db) {
  const tables = schemaTables();
  const tableOf = (name: string) => tables.get(name)!;

  return {
    async findPerson(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Every row of every mapped table that names the person (secrets left out), by table. */
    async rowsOf(who: Who): Promise<Record<string, Row[]>> {
      const answer: Record<string, Row[]> = {};
      for (const [name, rule] of Object.entries(personalData)) {
        const table = tableOf(name);
        const where = matching(table, personKeys(rule), who, emailKeys(rule));
        const rows = (await db.select().from(table).where(where)) as Row[];
        const secrets = Object.keys(rule.columns).filter((key) => rule.columns[key]!.kind === 'secret');
        answer[name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !secrets.includes(k))));
      }
      return answer;
    },

    /** The recordings the person started or that were made in their own classroom. */
    async recordingsOf(id: string, meetingId: string | null) {
      const own = meetingId ? eq(recordings.roomKey, meetingId) : undefined;
      return db
        .select()
        .from(recordings)
        .where(or(eq(recordings.startedBy, id), own));
    },

    /**
     * Erases the person in one transaction: their own rows deleted, their personal columns emptied where rows stay,
     * the recordings of their own classroom deleted. Answers `last-master` (changing nothing) when they are the
     * last active master and `isMaster` says they count as one.
     */
    async erase(id: string, now: Date, isMaster: boolean): Promise<Erasure | 'last-master' | null> {
      return db.transaction(async (tx) => {
        if (isMaster && (await isLastActiveMaster(tx, id))) return 'last-master';
        const [person] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!person) return null;
        const erasure: Erasure = { deleted: {}, anonymised: {}, fileKeys: [] };
        const owned = await tx.select({ key: schema.files.key }).from(schema.files).where(eq(schema.files.ownerId, id));
        erasure.fileKeys.push(...owned.map((f) => f.key));
        // Their proctoring frames (ADR 0082): the rows go with their quiz assignments, the stored pictures here.
        const frames = await tx
          .select({ key: proctoringFrames.storeKey })
          .from(proctoringFrames)
          .innerJoin(schema.quizAssignments, eq(schema.quizAssignments.id, proctoringFrames.assignmentId))
          .where(eq(schema.quizAssignments.studentId, id));
        erasure.fileKeys.push(...frames.map((f) => f.key));
        if (person.meetingId) {
          // The recordings of the person's own classroom show them: they go, with their stored bytes.
          const own = await tx.select().from(recordings).where(eq(recordings.roomKey, person.meetingId));
          for (const recording of own) {
            const chunks = await tx
              .select({ key: recordingChunks.storeKey })
              .from(recordingChunks)
              .where(eq(recordingChunks.recordingId, recording.id));
            erasure.fileKeys.push(
              ...[recording.fileKey, recording.thumbnailKey, recording.captionsKey].filter((k): k is string => !!k),
            );
            erasure.fileKeys.push(...chunks.map((c) => c.key));
          }
          const gone = await tx
            .delete(recordings)
            .where(eq(recordings.roomKey, person.meetingId))
            .returning({ id: recordings.id });
          if (gone.length) erasure.deleted.recordings = gone.length;
        }
        for (const [name, rule] of Object.entries(personalData)) {
          if (rule.retain) continue;
          const table = tableOf(name);
          const own = personKeys(rule, 'delete');
          const emails = emailKeys(rule);
          if (own.length || emails.length) {
            const gone = await tx
              .delete(table)
              .where(matching(table, own, person, emails))
              .returning();
            if (gone.length) erasure.deleted[name] = (erasure.deleted[name] ?? 0) + gone.length;
          }
          for (const key of personKeys(rule, 'keep')) {
            const values = blanks(table, rule, key, id, now);
            if (!Object.keys(values).length) continue;
            const changed = await tx
              .update(table)
              .set(values)
              .where(matching(table, [key], person))
              .returning();
            if (changed.length) erasure.anonymised[name] = (erasure.anonymised[name] ?? 0) + changed.length;
          }
        }
        return erasure;
      });
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
