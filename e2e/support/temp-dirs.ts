import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The run's own temporary folder (global-setup.ts), inherited by the workers; removed when the run ends. */
export const RUN_TMP_ENV = 'OPENTILL_E2E_TMP';

/**
 * A fresh temporary folder for a journey's server data, profile or screenshots, inside the run's folder so the run's
 * teardown removes it with the rest: servers are stopped by signals and never cleaned up after themselves, and the
 * folders of many runs once filled this machine's disk (79 GB) and failed the journeys.
 */
export function e2eTempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env[RUN_TMP_ENV] ?? os.tmpdir(), prefix));
}
