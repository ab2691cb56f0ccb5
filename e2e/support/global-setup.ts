import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseTemplateMake, DB_TEMPLATE_ENV, startServer } from './server.ts';

/**
 * The run's database template (each journey's server starts on a copy: db-template.ts), then one server with a fresh
 * database for the run; journeys that kill a server start their own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'opentill-e2e-template-')), 'data');
  await databaseTemplateMake(template);
  process.env[DB_TEMPLATE_ENV] = template;
  const server = await startServer();
  process.env.BASE_URL = server.url;
  return async () => {
    await server.stop();
    fs.rmSync(path.dirname(template), { recursive: true, force: true });
  };
}
