/**
 * Which of our migrations a database has had, and a migrations folder cut at that level: a restore rebuilds
 * the schema of the backup's release from the same migrations, loads the rows, then migrates to this release.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export interface MigrationLevel {
  tag: string;
  /** The journal's `when`, which drizzle records as the migration's `created_at`. */
  when: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const readJournal = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;

/** The last migration the database has had (null when it has none). */
export async function appliedLevel(client: pg.ClientBase, folder: string): Promise<MigrationLevel | null> {
  const { rows } = await client.query<{ when: string }>(
    `select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!rows[0]) return null;
  const when = Number(rows[0].when);
  const entry = readJournal(folder).entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? 'unknown', when };
}

/**
 * Copies the migrations up to and including `level` into `target`; refuses a level this release does not have
 * (a backup from a newer release).
 */
export function migrationsUpTo(folder: string, level: MigrationLevel, target: string): string {
  const journal = readJournal(folder);
  const last = journal.entries.findIndex((e) => e.tag === level.tag && e.when === level.when);
  if (last < 0)
    throw new Error(
      `The backup's database is at migration ${level.tag}, which this release does not have: restore it with the release that made it, or a later one.`,
    );
  const entries = journal.entries.slice(0, last + 1);
  mkdirSync(path.join(target, 'meta'), { recursive: true });
  writeFileSync(path.join(target, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  return target;
}
