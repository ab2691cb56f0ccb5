import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Property tests run hundreds of cases; 5 s (the default) is too tight when the 2-core machine is busy.
  test: { name: 'domain', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
