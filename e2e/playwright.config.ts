import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './support/chromium';
import { fakeCameraFile } from './support/fake-camera';

/** Spec files whose people hold a classroom with live media from Chromium's fake devices. */
const liveSpecs = [
  '**/breakouts.spec.ts',
  '**/classroom-a11y.spec.ts',
  '**/classroom-media.spec.ts',
  '**/classroom-presence.spec.ts',
  '**/classroom.spec.ts',
  '**/consent-and-report.spec.ts',
  '**/demo-session.spec.ts',
  '**/keyboard.spec.ts',
  '**/node-loss.spec.ts',
  '**/polls.spec.ts',
  '**/recording.spec.ts',
  '**/whiteboard.spec.ts',
];

/** The fake camera is a small moving picture (support/fake-camera.ts); E2E_BUILTIN_CAMERA=1 keeps Chromium's own. */
const camera = process.env.E2E_BUILTIN_CAMERA ? [] : [`--use-file-for-fake-video-capture=${fakeCameraFile()}`];

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, ...camera],
  },
};

/**
 * Journeys in Debian's Chromium (never a downloaded browser). Each spec file starts its own built server
 * on a free port with its own embedded database, copied from one seeded for the run (support/global-setup.ts).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  timeout: 120_000,
  // CI's machine ran the journeys three times slower than a quiet one (ADR 0061): waits there are twice as long.
  expect: { timeout: process.env.CI ? 30_000 : 15_000 },
  fullyParallel: false,
  // Two spec files at a time (ADR 0061), but never two that hold a live classroom with media: those share one
  // worker (the `live` project below), since two of them side by side on a 2-core machine starve each other's timers.
  // `npm test` runs the page journeys first and the live ones after, alone: a live classroom's browsers beside a
  // page journey loaded two cores past 16 and timed out journeys that pass in seconds on their own.
  workers: 2,
  // On CI a journey that fails is run once more on a fresh server and database, and is reported as flaky if it then
  // passes (ADR 0061): the page journeys that failed there passed on every run elsewhere, even held to 0.6 of a core.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    { name: 'live', testMatch: liveSpecs, workers: 1, use: chromium },
    { name: 'pages', testIgnore: liveSpecs, use: chromium },
  ],
});
