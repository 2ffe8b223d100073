/** Test harness: a real app on a per-file copy of the migrated database, and people signed in to it. */
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MemberRole } from '@chalkline/contracts';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import { type Env, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import type { users } from '../src/db/schema/index.js';
import { sessionCookieName } from '../src/modules/accounts/session.service.js';
import { overloadLimits } from '../src/realtime/overload.js';
import { buildUser } from './builders.js';
import { copyTemplate } from './database-template.js';
import { api } from './requests.js';

export const createTestDatabase = (): Promise<Database> => copyTemplate(inject('databaseTemplate'));

/** Starts a test app listening on a free loopback port; answers its base URL (for sockets and fetch). */
export async function listenOnLoopback(t: { app: { listen(o: object): Promise<string>; server: Server } }) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const testShedLimits = { ...overloadLimits.shed, heapUsedBytes: Number.POSITIVE_INFINITY };

export async function createTestApp(
  env: Partial<Env> & Record<string, string> = {},
  options: Pick<BuildOptions, 'offlineAfterMs' | 'roomLimits' | 'jobs' | 'overload'> & { database?: Database } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-data-'));
  // A second server node shares the first one's database (and leaves closing it to the first).
  const sharedDatabase = options.database;
  const database = sharedDatabase ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...env,
  });
  const built = await buildApp(config, {
    database,
    offlineAfterMs: options.offlineAfterMs,
    roomLimits: options.roomLimits,
    jobs: options.jobs,
    // The heap threshold is a node's (ADR 0069); a test worker's heap also holds the runner and other apps, and more
    // if files ever share its modules (ADR 0066): a test app sheds by heap only when a test gives limits of its own.
    overload: { ...options.overload, limits: { shed: testShedLimits, ...options.overload?.limits } },
  });
  // Like the demo school (seed.ts), the test school does not require admins to use a second factor, so tests sign
  // admins in with a session alone; the two-factor tests turn the policy on (ADR 0056).
  await built.modules.school.service.update({ requireAdminTwoFactor: false }, null);

  /** Creates a person with the role and a live session; `cookie` signs requests in as them. */
  async function signUp(role: MemberRole = 'STUDENT', fields: Partial<typeof users.$inferInsert> = {}) {
    const user = await buildUser(database.db, role, fields);
    const { token } = await built.modules.accounts.sessions.start(user.id);
    return { user, token, cookie: `${sessionCookieName}=${token}` };
  }

  return {
    ...built,
    config,
    dataDir,
    signUp,
    async close() {
      await built.app.close();
      if (!sharedDatabase) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * One test app for the enclosing `describe` (or file): built in `beforeAll`, closed in `afterAll`. `t` stands for
 * the app once built (reading it earlier throws) and `call` sends JSON requests to it, so a suite writes
 * `const { t, call } = useTestApp();` instead of the same four lines of setup.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>) {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(...args);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll; use it inside a test or hook');
    return built;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current(), key) });
  const call: ReturnType<typeof api> = (...request) => api(current())(...request);
  return { t, call };
}
