import { defineConfig } from 'vitest/config';
import terminal, { printHelperTests } from './vitest.config.ts';

/**
 * The terminal's printing tests run the real print helper and printer simulators in the test process. In a VM
 * context (the terminal project's vmForks pool) the helper would get jsdom's timers, which have no unref(), so these
 * files run in the forks pool, one process per file.
 */
export default defineConfig({
  ...terminal,
  test: { ...terminal.test, name: 'terminal-print-helper', include: printHelperTests, exclude: [], pool: 'forks' },
});
