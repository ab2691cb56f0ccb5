import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own PGlite (Postgres in WebAssembly) and lives for seconds: V8's optimising tier compiles
    // the whole module in the background for a speed-up a short file never gets back (docs/decisions.md §67).
    execArgv: ['--liftoff-only'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
