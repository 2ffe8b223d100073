import { defineProject } from 'vitest/config';

/**
 * Test files that need a module graph of their own (the `web-isolated` project, vitest.isolated.config.ts): they
 * mock a module with `vi.mock`, read what a module captured when it was first imported (the embedded first
 * answers), or change the page's light or dark scheme, which the app's modules share (`colorScheme.test.tsx`).
 * Every other file shares its worker's modules and jsdom with the files before it (ADR 0066): importing React, MUI
 * and the app once per worker instead of once per file halves the suite's CPU time.
 */
export const ownModules = [
  'src/features/classroom/chat/page/presence.test.tsx',
  'src/features/classroom/chat/page/useConversation.test.tsx',
  'src/features/classroom/room/ClassroomWhiteboard.test.tsx',
  'src/features/classroom/whiteboard/WhiteboardPanel.test.tsx',
  'src/features/classroom/breakouts/breakouts.test.tsx',
  'src/app/colorScheme.test.tsx',
  'src/lib/first-render.test.ts',
  'src/lib/initial-answers.test.ts',
  'src/lib/socket.test.ts',
  'src/features/accounts/settings/PasskeysSection.test.tsx',
  'src/features/auth/StepUpDialog.test.tsx',
];

/** What both web projects share. */
export const webTest = {
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts'] as string[],
  // Form journeys in jsdom with MUI take a few seconds; on a busy two-core machine, more than the default 5.
  testTimeout: 20_000,
  // Two files at a time on a two-core machine (Vitest's default there is one); after the server's files (ADR 0061).
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
} as const;

export default defineProject({
  test: { ...webTest, name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: ownModules, isolate: false },
});
