import fs from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const workspaces = [
  'scripts',
  'packages/domain',
  'packages/contracts',
  'apps/server',
  'apps/terminal',
  'apps/back-office',
  'apps/ordering',
  'apps/print-helper',
  'tools/simulators',
];

// One Vitest run over every workspace that has tests; scripts/test-all.mjs runs the server project again on PostgreSQL.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, half the speed.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      ...workspaces.filter((dir) => fs.existsSync(`${dir}/vitest.config.ts`)),
      'apps/terminal/vitest.print-helper.config.ts',
    ],
  },
});
