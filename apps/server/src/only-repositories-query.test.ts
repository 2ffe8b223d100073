/**
 * Only repositories (`*.repository.ts`) query the database: they alone import `db/schema` or Drizzle's query
 * builders, and they alone run a statement on a database handle. `db/` itself (schema, migrations, client, seed,
 * first-master CLI) and tests, which arrange and inspect rows, are the rest of the database layer. This test fails
 * when a query appears anywhere else in the server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What querying the database looks like. */
export const queryPatterns: readonly RegExp[] = [
  /\bfrom\s+['"][^'"]*\/db\/schema(?:\/[^'"]*)?['"]/,
  /\bfrom\s+['"]drizzle-orm(?:\/[^'"]*)?['"]/,
  /\b(?:db|tx|trx|conn)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query)\b\s*[(.<]/,
];

interface Allowed {
  file: string;
  line: string;
  reason: string;
}

/** Files outside repositories that still query, each with why. */
const allowed: readonly Allowed[] = [
  // `line: ''` lists every query of the file.
  {
    file: 'apps/server/src/http/api-doc-cli.ts',
    line: '',
    reason: 'the docs generator builds the app on a Drizzle handle whose pool is never queried (no database needed)',
  },
];

const skipped = (file: string) =>
  /\.test\.ts$/.test(file) || file.endsWith('.repository.ts') || file.startsWith('apps/server/src/db/');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !skipped(file) ? [file] : [];
  });
}

/** Every statement of `text` that queries, as the trimmed line it starts on (statements may span lines). */
export function queryLines(text: string): string[] {
  const lines = text.split('\n');
  const hits = new Set<string>();
  for (const pattern of queryPatterns) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const at = text.slice(0, match.index).split('\n').length - 1;
      const line = lines[at]!.trim();
      if (!line.startsWith('//') && !line.startsWith('*')) hits.add(line);
    }
  }
  return [...hits];
}

/** Every line of the server outside the database layer that queries, as `file: line`. */
function findQueries() {
  return sourceFiles('apps/server/src').flatMap((file) =>
    queryLines(readFileSync(path.join(root, file), 'utf8')).map((line) => ({ file, line })),
  );
}

const isAllowed = (hit: { file: string; line: string }) =>
  allowed.some((a) => a.file === hit.file && hit.line.includes(a.line));

describe('only repositories query the database', () => {
  it('recognises queries and leaves other code alone', () => {
    const queries = [
      "import { enrolments } from '../../db/schema/index.js';",
      "import type { users } from '../db/schema/accounts.js';",
      "import { and, eq, sql } from 'drizzle-orm';",
      "import type { AnyPgColumn } from 'drizzle-orm/pg-core';",
      'const [row] = await repo.db.select({ id: programs.id }).from(programs);',
      'await tx\n      .insert(enrolments)\n      .values(values);',
      'await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));',
      'return db.transaction(async (tx) => {',
      'await deps.db.execute(sql`select 1`);',
    ];
    const innocent = [
      "import type { Db } from '../../db/client.js';",
      "import { createEnrolmentRepository } from './enrolment.repository.js';",
      'const repo = createTeachingRepository(deps.db);',
      'await repo.updateInvoice(repo.db, invoice.id, { status: "VOID" });',
      "createHash('sha256').update(token).digest('hex');",
      'inFlight.delete(run);',
      '// an old note: await db.select() was here',
    ];
    for (const text of queries) expect(queryLines(text), text).not.toEqual([]);
    for (const text of innocent) expect(queryLines(text), text).toEqual([]);
  });

  it('finds none in the server outside repositories beyond the listed exceptions', () => {
    const offending = findQueries().filter((hit) => !isAllowed(hit));
    expect(offending.map((hit) => `${hit.file}: ${hit.line}`)).toEqual([]);
  });

  it('lists only exceptions that still exist, each with a reason', () => {
    const hits = findQueries();
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(
        hits.some((hit) => hit.file === entry.file && hit.line.includes(entry.line)),
        `${entry.file}: ${entry.line}`,
      ).toBe(true);
    }
  });
});
