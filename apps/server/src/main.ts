import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { printDemoWelcome } from './demo/demo-welcome.ts';
import { logOptions } from './http/log-options.ts';
import { SETUP_CODE_TTL_MS, setupLinkForStart } from './services/setup-codes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? path.resolve(here, '../../../data');

const { app, database, demo, demoMode } = await buildApp({
  databaseUrl,
  dataDir,
  terminalDist: process.env.TERMINAL_DIST ?? path.resolve(here, '../../terminal/dist'),
  // Redaction and serializers that keep bodies, query strings and query parameters out of the log (issue 14 §2).
  logger: logOptions(process.env.LOG_LEVEL ?? 'info'),
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const shown = host === '0.0.0.0' ? 'localhost' : host;
console.log(`\nOpenTill back office on http://${shown}:${port} (database: ${database.kind})`);
console.log('Link a terminal: open that address on the terminal and enter a link code from the back office.');
await printDemoWelcome(database.db, demo, demoMode);
// First run (issue 16 §3): until an owner account exists, a one-time link to set up the first real store.
const setupLink = await setupLinkForStart(database.db, `http://${shown}:${port}`);
if (setupLink)
  console.log(
    [
      '',
      `Set up your own store (one-time link, valid ${SETUP_CODE_TTL_MS / 3_600_000} hours; a restart prints a new one):`,
      `  ${setupLink}`,
    ].join('\n'),
  );
