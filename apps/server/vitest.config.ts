import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Janus tests need a network namespace with 127.0.0.2 (e2e/support/netns.sh sets CHALKLINE_NETNS):
    // `npm run test:janus` runs them there; a plain run leaves them out instead of failing on the network.
    exclude: process.env.CHALKLINE_NETNS ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*.janus.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // The multi-node tests need Redis (CI and the dev machine run one on the default port).
    env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    hookTimeout: 120_000,
  },
});
