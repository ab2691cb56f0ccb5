import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'server-postgres' : 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file starts its own PGlite (Postgres in WebAssembly) and lives for seconds: V8's optimising tier compiles
    // the whole module in the background for a speed-up a short file never gets back (docs/decisions.md §67).
    execArgv: ['--liftoff-only'],
    // A test file builds its own app and database, and its module state is the app's (no singletons), so files share
    // a worker's imports: Fastify, drizzle and the server's modules load once per worker instead of once per file
    // (the suite took 127 s against 207 on PGlite; docs/decisions.md §68). Files that set an environment variable
    // put it back in their own hooks.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
