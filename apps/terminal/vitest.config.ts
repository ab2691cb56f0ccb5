import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { testFilesNeedingIsolation } from './vitest.isolated-files.ts';

/**
 * The terminal's tests share one jsdom and one module registry per worker (`isolate: false`): a fresh jsdom and a
 * fresh import of React, react-aria and the lazily loaded screens for every file cost two thirds of the project's time
 * (decisions §66). The files that mock modules or need a first-load state run in `terminal-isolated`.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'terminal',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...testFilesNeedingIsolation],
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Route screens are lazy-loaded; their first import in jsdom is slow on a 2-core machine.
    testTimeout: 20_000,
  },
});
