import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'repo', include: ['checks/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
});
