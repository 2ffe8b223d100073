/**
 * The personal-data map against the schema (ADR 0072): every table that references an account is in the map with
 * every column classified, so a new table or column cannot be forgotten by export or erasure.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { notPeople, personalData } from './personal-data.js';
import { schemaTables } from './privacy.repository.js';

const tables = schemaTables();
/** The JavaScript keys of a table's columns with a foreign key to `users`. */
function userReferences(name: string): string[] {
  const table = tables.get(name)!;
  const byName = new Map(Object.entries(getTableColumns(table)).map(([key, c]) => [(c as PgColumn).name, key]));
  return getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .filter((ref) => getTableConfig(ref.foreignTable).name === 'users')
    .flatMap((ref) => ref.columns.map((c) => byName.get(c.name)!));
}
/** A column name that reads like a person's id (`student_id`, `graded_by`, `member_key`). */
const looksLikePerson =
  /(^|_)(user|student|tutor|payer|actor|sender|owner|reader|reporter|blocker|blocked|author|member|subscriber|guardian|parent)_(id|key)$|_by(_id)?$/;

/** A uuid (or a text key) named like a person's id; free text such as `referred_by` is not one. */
const looksLikeId = (c: PgColumn) =>
  looksLikePerson.test(c.name) && (c.columnType === 'PgUUID' || c.name.endsWith('_key'));

describe('the personal-data map (ADR 0072)', () => {
  it('lists every table with a foreign key to users, and only tables of the schema', () => {
    const referencing = [...tables.keys()].filter((name) => userReferences(name).length > 0);
    expect(referencing.length).toBeGreaterThan(40);
    expect(referencing.filter((name) => !(name in personalData))).toEqual([]);
    expect(Object.keys(personalData).filter((name) => !tables.has(name))).toEqual([]);
  });

  it('classifies every column of every listed table, and no column the table does not have', () => {
    for (const [name, rule] of Object.entries(personalData)) {
      const keys = Object.keys(getTableColumns(tables.get(name)!)).sort();
      expect(Object.keys(rule.columns).sort(), name).toEqual(keys);
    }
  });

  it('makes every foreign key to users, and every column named like a person id, a person column', () => {
    for (const name of tables.keys()) {
      const table = tables.get(name)!;
      const suspects = Object.entries(getTableColumns(table))
        .filter(([key, c]) => userReferences(name).includes(key) || looksLikeId(c as PgColumn))
        .map(([key]) => key);
      for (const key of suspects) {
        if (`${name}.${key}` in notPeople) continue;
        expect(personalData[name]?.columns[key]?.kind, `${name}.${key}`).toBe('person');
      }
    }
    for (const [column, reason] of Object.entries(notPeople)) expect(reason.length, column).toBeGreaterThan(15);
  });

  it('ties each personal or secret column to a person or email column of its table, with a blank where it may not be null', () => {
    for (const [name, rule] of Object.entries(personalData)) {
      const columns = getTableColumns(tables.get(name)!);
      expect(
        Object.values(rule.columns).some((c) => c.kind === 'person' || c.kind === 'email'),
        name,
      ).toBe(true);
      for (const [key, c] of Object.entries(rule.columns)) {
        if (c.kind !== 'personal' && c.kind !== 'secret') continue;
        expect(['person', 'email'], `${name}.${key} of ${c.of}`).toContain(rule.columns[c.of]?.kind);
        const kept =
          rule.columns[c.of]?.kind === 'person' && (rule.columns[c.of] as { erase: string }).erase === 'keep';
        const notNull = (columns[key] as PgColumn).notNull;
        // A kept row's column that may not be null needs a value to take, unless text (emptied to '').
        if (kept && notNull && !rule.retain && (columns[key] as PgColumn).dataType !== 'string')
          expect(c.blank, `${name}.${key}`).toBeDefined();
      }
    }
  });

  it('retains only append-only tables, each with its reason', () => {
    const retained = Object.entries(personalData).filter(([, rule]) => rule.retain);
    expect(retained.map(([name]) => name).sort()).toEqual(['activity_log', 'billing_ledger']);
    for (const [name, rule] of retained) expect(rule.retain!.length, name).toBeGreaterThan(40);
  });
});
