/**
 * The rows of every table of the `public` schema, in PostgreSQL's own COPY text format (ADR 0053): written
 * table by table from one snapshot, read back in foreign-key order, with sequences moved past the loaded rows.
 * Plain `pg` and COPY, no pg_dump: the bundled PostgreSQL ships without it, and a machine's pg_dump must match
 * the server's major version. The schema itself comes from our migrations, never from the dump.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export interface TableDump {
  name: string;
  /** The columns dumped, in order (a later release may add columns; those keep their defaults). */
  columns: string[];
  rows: number;
  /** md5 of the table's rows as text, over `columns` (see `tableChecksum`). */
  checksum: string;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The base tables of the `public` schema, by name. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.name);
}

export async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.name);
}

/**
 * A checksum of a table's content over some of its columns: md5 of every row's text, sorted, one per line.
 * Equal checksums mean the same rows whatever their physical order. Run with `TimeZone` set to UTC so
 * timestamps read the same on every server.
 */
export async function tableChecksum(client: pg.ClientBase, table: string, columns: string[]) {
  const list = columns.map(ident).join(', ');
  const { rows } = await client.query<{ rows: number; checksum: string }>(
    `select count(*)::int as rows, md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as checksum
       from (select ${list} from ${ident(table)}) r`,
  );
  return rows[0] as { rows: number; checksum: string };
}

/** Writes `<dir>/<table>.copy` for every table, in one repeatable-read snapshot; answers what was written. */
export async function dumpTables(client: pg.ClientBase, dir: string): Promise<TableDump[]> {
  await client.query('begin isolation level repeatable read read only');
  try {
    await client.query(`set local timezone = 'UTC'`);
    const dumps: TableDump[] = [];
    for (const name of await listTables(client)) {
      const columns = await columnsOf(client, name);
      const { rows, checksum } = await tableChecksum(client, name, columns);
      const copy = client.query(copyTo(`copy ${ident(name)} (${columns.map(ident).join(', ')}) to stdout`));
      await pipeline(copy, createWriteStream(path.join(dir, `${name}.copy`)));
      dumps.push({ name, columns, rows, checksum });
    }
    await client.query('commit');
    return dumps;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Tables ordered so that each comes after the tables its foreign keys point to (self-references aside). */
async function loadOrder(client: pg.ClientBase, tables: string[]): Promise<{ order: string[]; cyclic: boolean }> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replaceAll('""', '"');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows)
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((t) => [...(parents.get(t) ?? [])].every((p) => !left.has(p)));
    if (ready.length === 0) return { order: [...order, ...left], cyclic: true };
    for (const t of ready) {
      order.push(t);
      left.delete(t);
    }
  }
  return { order, cyclic: false };
}

/**
 * Loads the dumped tables into an empty database migrated to the dump's level, in one transaction, then moves
 * every sequence past the rows loaded.
 */
export async function loadTables(client: pg.ClientBase, dir: string, dumps: TableDump[]) {
  const byName = new Map(dumps.map((d) => [d.name, d]));
  const { order, cyclic } = await loadOrder(client, [...byName.keys()]);
  await client.query('begin');
  try {
    // Foreign keys that form a cycle cannot be satisfied table by table: load with triggers off (superuser).
    if (cyclic) await client.query(`set local session_replication_role = replica`);
    for (const name of order) {
      const dump = byName.get(name) as TableDump;
      const copy = client.query(copyFrom(`copy ${ident(name)} (${dump.columns.map(ident).join(', ')}) from stdin`));
      await pipeline(createReadStream(path.join(dir, `${name}.copy`)), copy);
    }
    await resetSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ table: string; column: string; sequence: string }>(
    `select table_name as table, column_name as column,
            pg_get_serial_sequence(format('%I', table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(format('%I', table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of rows)
    await client.query(
      `select setval($1, coalesce((select max(${ident(column)}) from ${ident(table)}), 0) + 1, false)`,
      [sequence],
    );
}
