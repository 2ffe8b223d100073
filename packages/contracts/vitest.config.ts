import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Runs with the web's files, which share its worker count (Vitest requires one count per group).
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
