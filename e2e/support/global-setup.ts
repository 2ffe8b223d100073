/**
 * Starts the built server once on a fresh data folder, lets it migrate and seed the demo school, and stops it: every
 * spec's server then starts from a copy of that folder (support/server.ts), skipping the database's creation, the
 * migrations and the seed (about 6 of the 8 s a cold start takes on a busy two-core machine).
 */
import { rmSync } from 'node:fs';
import { seededFolderVariable, startServer } from './server';

export default async function globalSetup() {
  delete process.env[seededFolderVariable];
  const server = await startServer();
  const code = await server.stop('SIGTERM', { keepData: true });
  if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output()}`);
  // Workers inherit the variable.
  process.env[seededFolderVariable] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
