/**
 * One owner per table: each table of `db/schema` is inserted into, updated and deleted from by one module's
 * repositories (a module may keep a table's writes in more than one repository file, as accounts does for its
 * second-factor columns); another module changes it through that module's port (as billing activates enrolments
 * through teaching). Seed files
 * and tests, which arrange rows for every module, are not owners. This test fails when a second writer appears.
 * Erasure (`modules/privacy/privacy.repository.ts`, ADR 0072) is the one declared exception it cannot see: it writes
 * every table of the personal-data map through a table value in one transaction, as the map classifies them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaDir = 'apps/server/src/db/schema';

/** The tables written by `text`: `.insert(t)`, `.update(t)`, `.delete(t)` for each `t` of `tables`. */
export function writtenTables(text: string, tables: ReadonlySet<string>): string[] {
  const written = new Set<string>();
  for (const match of text.matchAll(/\.\s*(?:insert|update|delete)\(\s*(\w+)\s*\)/g))
    if (tables.has(match[1]!)) written.add(match[1]!);
  return [...written].sort();
}

interface Allowed {
  table: string;
  file: string;
  reason: string;
}

/** Second writers of a table, each with why. */
const allowed: readonly Allowed[] = [
  {
    table: 'demoSessions',
    file: 'apps/server/src/modules/classroom/classroom.repository.ts',
    reason:
      'the classroom ends a started demo nobody ended when its room empties; still to go through the meetings side',
  },
  {
    table: 'demoSessions',
    file: 'apps/server/src/modules/forms/forms.repository.ts',
    reason: 'a demo booking and its demo session are inserted in one transaction with the slot capacity check',
  },
  {
    table: 'jobs',
    file: 'apps/server/src/modules/reminders/reminder.repository.ts',
    reason: 'cancels queued reminders by the lesson id in their payload, inside the schedule change transaction',
  },
  {
    table: 'recordings',
    file: 'apps/server/src/modules/privacy/privacy.repository.ts',
    reason:
      'erasing a person deletes the recordings of their own classroom in the one transaction that erases them (ADR 0072)',
  },
  {
    table: 'studentProfiles',
    file: 'apps/server/src/modules/teaching/teaching.repository.ts',
    reason: 'onboarding marks the profile onboarded in the same transaction that enrols the student',
  },
  {
    table: 'users',
    file: 'apps/server/src/db/first-master.ts',
    reason: 'the first-master command line tool runs before any module exists (db/ is the database layer)',
  },
];

const skipped = (file: string) =>
  /\.test\.ts$/.test(file) || file.startsWith('apps/server/src/db/seed') || file.startsWith(`${schemaDir}/`);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !skipped(file) ? [file] : [];
  });
}

/** The names `db/schema` exports for its tables. */
function schemaTables(): Set<string> {
  const text = readdirSync(path.join(root, schemaDir))
    .map((name) => readFileSync(path.join(root, schemaDir, name), 'utf8'))
    .join('\n');
  return new Set([...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!));
}

/** Each written table → the files that write it. */
function writers(): Map<string, string[]> {
  const tables = schemaTables();
  const byTable = new Map<string, string[]>();
  for (const file of sourceFiles('apps/server/src'))
    for (const table of writtenTables(readFileSync(path.join(root, file), 'utf8'), tables))
      byTable.set(table, [...(byTable.get(table) ?? []), file]);
  return byTable;
}

const isAllowed = (table: string, file: string) => allowed.some((a) => a.table === table && a.file === file);

/** Who owns what `file` writes: its module (`modules/<name>/`, sub-folders included), else the file itself. */
export const ownerOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? file;

describe('one writer per table', () => {
  it('recognises writes to schema tables and nothing else', () => {
    const tables = new Set(['enrolments', 'jobs', 'users']);
    expect(writtenTables('await tx\n  .insert(enrolments)\n  .values(v);', tables)).toEqual(['enrolments']);
    expect(writtenTables('db.update(users).set(v); db.delete(jobs).where(w);', tables)).toEqual(['jobs', 'users']);
    expect(writtenTables("createHash('sha256').update(token); inFlight.delete(run);", tables)).toEqual([]);
    expect(writtenTables('db.select().from(enrolments)', tables)).toEqual([]);
  });

  it('counts a module as one owner, whatever its files, and anything outside modules/ by its file', () => {
    expect(ownerOf('apps/server/src/modules/accounts/two-factor.repository.ts')).toBe('accounts');
    expect(ownerOf('apps/server/src/modules/classroom/chat/message.repository.ts')).toBe('classroom');
    expect(ownerOf('apps/server/src/db/first-master.ts')).toBe('apps/server/src/db/first-master.ts');
  });

  it('finds one writer for each table beyond the listed exceptions', () => {
    const found = writers();
    expect(found.size).toBeGreaterThan(20);
    const second = [...found].flatMap(([table, files]) => {
      const owners = new Set(files.filter((file) => !isAllowed(table, file)).map(ownerOf));
      return owners.size > 1 ? [`${table}: ${files.join(', ')}`] : [];
    });
    expect(second).toEqual([]);
  });

  it('lists only exceptions that still exist, each with a reason', () => {
    const found = writers();
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(found.get(entry.table) ?? [], `${entry.table}: ${entry.file}`).toContain(entry.file);
    }
  });
});
