import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/chromium';

/**
 * Journeys in Debian's Chromium (never a downloaded browser). Each spec file starts its own built server
 * on a free port with a fresh in-memory database (see support/server.ts).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One spec at a time in CI: each starts a server and several Chromium pages with live media, and two such
  // specs side by side on a 2-core machine starve each other's timers.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
});
