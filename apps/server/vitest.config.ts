import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
