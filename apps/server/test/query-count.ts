/**
 * Counts the SQL statements a test database sends, for the query budget (ADR 0024). It watches every connection
 * the node-postgres pool hands out, so pooled queries, prepared statements and transactions all count once.
 */
import type { Database } from '../src/db/client.js';

type Queryable = { query: (...args: unknown[]) => unknown; __countedBy?: QueryCounter };
type Pool = { on(event: 'acquire', listener: (client: Queryable) => void): void };

export interface QueryCounter {
  /** The statements sent since the last `reset`, oldest first. */
  readonly statements: string[];
  reset(): void;
  /** Runs `task` and answers how many statements it sent, and which. */
  measure<T>(task: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }>;
}

const textOf = (first: unknown) =>
  typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? first);

/** Starts counting the statements of `database` (a PostgreSQL one: embedded or by URL). */
export function countQueries(database: Database): QueryCounter {
  const pool = (database.db as unknown as { $client?: Pool }).$client;
  if (!pool || typeof pool.on !== 'function') throw new Error('countQueries needs a node-postgres database');
  const statements: string[] = [];
  const counter: QueryCounter = {
    statements,
    reset: () => {
      statements.length = 0;
    },
    async measure(task) {
      counter.reset();
      const result = await task();
      const seen = [...statements];
      return { result, count: seen.length, statements: seen };
    },
  };
  pool.on('acquire', (client) => {
    if (client.__countedBy) return;
    client.__countedBy = counter;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      statements.push(textOf(args[0]));
      return query(...args);
    };
  });
  return counter;
}
