import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'simulators', include: ['src/**/*.test.ts'], environment: 'node' },
});
