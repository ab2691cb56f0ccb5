import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'print-helper', include: ['src/**/*.test.ts'], environment: 'node' },
});
