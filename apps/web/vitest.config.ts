import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form journeys in jsdom with MUI take a few seconds; on a busy two-core machine, more than the default 5.
    testTimeout: 20_000,
    // Two files at a time on a two-core machine (Vitest's default there is one); after the server's files (ADR 0061).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
