import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Tests that start the print helper in-process: its Node timers must stay Node's (see vitest.print-helper.config.ts). */
export const printHelperTests = ['src/devices/printing/*.integration.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'terminal',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...printHelperTests],
    environment: 'jsdom',
    // Each file gets a fresh VM context in a worker that stays up, so jsdom and the worker load once per worker, not
    // once per file: the project took 124 s instead of 307 s on this 2-core machine, with every file still isolated
    // (docs/decisions.md §67).
    pool: 'vmForks',
    setupFiles: ['./src/test-setup.ts'],
    // Route screens are lazy-loaded; their first import in jsdom is slow on a 2-core machine.
    testTimeout: 20_000,
  },
});
