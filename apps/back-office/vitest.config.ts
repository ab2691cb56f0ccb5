import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@terminal-ui': fileURLToPath(new URL('../terminal/src/ui', import.meta.url)) },
  },
  test: {
    name: 'back-office',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A fresh VM context per file in a worker that stays up: jsdom loads once per worker (docs/decisions.md §67).
    pool: 'vmForks',
    setupFiles: ['./src/test-setup.ts'],
    // Screens are lazy-loaded per route; their first import in jsdom is slow on a 2-core machine.
    testTimeout: 20_000,
  },
});
