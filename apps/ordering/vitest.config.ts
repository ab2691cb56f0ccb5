import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'ordering', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
