/** Test harness: a real app on a per-file copy of the migrated database, with factories for people. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MemberRole } from '@chalkline/contracts';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Env, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import type { users } from '../src/db/schema/index.js';
import { sessionCookieName } from '../src/modules/accounts/session.service.js';
import { copyTemplate } from './database-template.js';

export const createTestDatabase = (): Promise<Database> => copyTemplate(inject('databaseTemplate'));

export async function createTestApp(
  env: Partial<Env> & Record<string, string> = {},
  options: { offlineAfterMs?: number } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-data-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const built = await buildApp(config, { database, ...options });
  let counter = 0;

  /** Creates a person with the role and a live session; `cookie` signs requests in as them. */
  async function signUp(role: MemberRole = 'STUDENT', fields: Partial<typeof users.$inferInsert> = {}) {
    counter += 1;
    const user = await built.services.users.insert({
      email: `${role.toLowerCase()}${counter}-${Date.now()}@example.test`,
      firstName: `First${counter}`,
      lastName: `Last${counter}`,
      memberRole: role,
      ...fields,
    });
    const { token } = await built.services.sessions.start(user.id);
    return { user, token, cookie: `${sessionCookieName}=${token}` };
  }

  return {
    ...built,
    config,
    dataDir,
    signUp,
    async close() {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
