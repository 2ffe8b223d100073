/** The database a backup reads or a restore fills: the embedded PostgreSQL (started here) or DATABASE_URL. */
import type { DatabaseConfig } from '../config.js';
import { embeddedDatabaseName, startEmbeddedPostgres } from '../db/embedded-postgres.js';

export interface DatabaseTarget {
  url: string;
  /** Stops the embedded PostgreSQL this command started (nothing for DATABASE_URL). */
  release(): Promise<void>;
}

/**
 * The embedded PostgreSQL is started by the command itself, so the server must be stopped: its start refuses a
 * folder a running server owns, with a message that says so. A PostgreSQL server is used while nodes run.
 */
export async function openTarget(database: DatabaseConfig): Promise<DatabaseTarget> {
  if (database.kind === 'postgres') return { url: database.url, release: async () => {} };
  if (database.kind === 'embedded') {
    const server = await startEmbeddedPostgres({ dir: database.dir });
    return { url: server.urlFor(embeddedDatabaseName), release: () => server.stop() };
  }
  throw new Error('Backups need PostgreSQL: the embedded default or DATABASE_URL');
}
