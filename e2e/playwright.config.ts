import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

const SCREEN_TOURS = /screens-[a-z]+\.spec\.ts$/;

export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two files at a time: each journey file starts its own server and Chromium, and a journey waits on timers and the
  // network much of its time, so two side by side on 2 cores took 16.4 min where one at a time took 21.8 (§66).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    serviceWorkers: 'block',
  },
  // Files are handed to the two workers in order, alphabetically within a project. The screen tours are the longest
  // files by far (the staff tour about five minutes beside another worker): started last, one ran on alone while the
  // other worker sat idle. Listed first, they run beside the rest (docs/decisions.md §67).
  projects: [
    { name: 'screen tours', testMatch: SCREEN_TOURS },
    { name: 'journeys', testIgnore: SCREEN_TOURS },
  ],
  // The committed screenshots' names carry no project name.
  snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
});
