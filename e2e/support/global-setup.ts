import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTemplateMake, DB_TEMPLATE_ENV, startServer } from './server.ts';
import { RUN_TMP_ENV } from './temp-dirs.ts';

/**
 * The run's database template (each journey's server starts on a copy: db-template.ts), then one server with a fresh
 * database for the run; journeys that kill a server start their own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every temporary folder of the run goes in here (temp-dirs.ts), removed at the end.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-e2e-run-'));
  process.env[RUN_TMP_ENV] = runDir;
  const template = path.join(runDir, 'template');
  await databaseTemplateMake(template);
  process.env[DB_TEMPLATE_ENV] = template;
  const server = await startServer();
  process.env.BASE_URL = server.url;
  return async () => {
    await server.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
