import { defineProject } from 'vitest/config';

const excluded = ['**/node_modules/**'];
// Janus tests need a network namespace with 127.0.0.2 (e2e/support/netns.sh sets CHALKLINE_NETNS):
// `npm run test:janus` runs them there; a plain run leaves them out instead of failing on the network.
if (!process.env.CHALKLINE_NETNS) excluded.push('**/*.janus.test.ts');
// `npm run test:pg` runs the suite on a PostgreSQL of one's own for what touches the database; the media tests do not
// (Vitest's --exclude flag does not reach a project's own exclude list, hence this switch).
if (process.env.CHALKLINE_SKIP_MEDIA)
  excluded.push('src/media/**', 'src/modules/classroom/media/media-cleanup.socket.test.ts');
// CI hands the whole test command a PostgreSQL server (CHALKLINE_TEST_DATABASE_URL, `.ci/run`): the suite runs there
// once instead of on the embedded server and then again on it. Only this suite reads it (the journeys' servers stay
// on the embedded default), and not inside the Janus run's network namespace, which cannot reach it.
const handedServer = process.env.CHALKLINE_TEST_DATABASE_URL;
if (handedServer && !process.env.CHALKLINE_NETNS && !process.env.DATABASE_URL) process.env.DATABASE_URL = handedServer;

/**
 * Test files that need a module graph of their own (the `server-isolated` project, vitest.isolated.config.ts): they
 * mock a module with `vi.mock`. Every other file shares its worker's modules with the files before it (ADR 0066):
 * importing Fastify, Socket.IO, Drizzle, Yjs and the app once per worker instead of once per file.
 */
export const ownModules = ['src/modules/accounts/password-work.routes.test.ts'];

/** What both server projects share. */
export const serverTest = {
  environment: 'node',
  globalSetup: ['test/global-setup.ts'] as string[],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // Vitest's default on a two-core machine is one worker, and most of a server test waits on sockets and the
  // database rather than on the CPU: two files at a time use both cores (ADR 0061).
  maxWorkers: 2,
  sequence: { groupOrder: 0 },
} as const;

export default defineProject({
  test: {
    ...serverTest,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...excluded, ...ownModules],
    isolate: false,
  },
});
