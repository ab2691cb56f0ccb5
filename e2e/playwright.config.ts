import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

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
});
