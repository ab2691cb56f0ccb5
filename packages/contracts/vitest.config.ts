import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Schemas only: a VM context per file in threads that stay up, as in packages/domain (docs/decisions.md §67).
  test: { name: 'contracts', include: ['src/**/*.test.ts'], environment: 'node', pool: 'vmThreads' },
});
