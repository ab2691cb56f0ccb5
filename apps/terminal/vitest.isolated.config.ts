import { configDefaults, defineConfig } from 'vitest/config';
import shared from './vitest.config.ts';
import { testFilesNeedingIsolation } from './vitest.isolated-files.ts';

/** The terminal's tests that each need a fresh jsdom and module registry (see vitest.isolated-files.ts). */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    name: 'terminal-isolated',
    include: testFilesNeedingIsolation,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
