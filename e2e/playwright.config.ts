import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

export default defineConfig({
  testDir: './journeys',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
