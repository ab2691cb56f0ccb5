import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run hundreds of cases; 5 s (the default) is too tight when the 2-core machine is busy.
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions: a VM context per file in threads that stay up took 12 core-seconds where a process per file took
    // 26 (docs/decisions.md §67).
    pool: 'vmThreads',
    testTimeout: 30_000,
  },
});
