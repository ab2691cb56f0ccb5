import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { accountCommand } from './cli-account.ts';
import { isTerminalCommand, terminalCommand } from './cli-terminal.ts';
import { openDatabase } from './db/client.ts';
import { stores } from './db/schema.ts';
import { eventAppend } from './services/events.ts';
import { APP_VERSION } from './version.ts';

/**
 * Back-office commands (issue 4 §2):
 *   npm run cli -- terminal:code --store <id> --terminal <id>   prints a new 6-digit link code (10 minutes, single use);
 *                                                               with the server running too (cli-terminal.ts)
 *   npm run cli -- terminal:revoke --store <id> --terminal <id> revokes every API token of the terminal (401 from now on)
 *   npm run cli -- announce:version                              sends new-version to every store's terminals
 *   npm run cli -- account:password-reset --email <email>        a new dashboard password, printed once (issue 16 §2)
 *   npm run cli -- setup:link [--url http://host:port]           a new one-time set-up link while no account exists
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    store: { type: 'string' },
    terminal: { type: 'string' },
    email: { type: 'string' },
    url: { type: 'string' },
  },
});

async function main(): Promise<number> {
  const [command] = positionals;
  if (command === 'announce:version') return announceVersion();
  if (command === 'account:password-reset' || command === 'setup:link')
    return accountCommand(command, values, { dataDir: dataDir(), open });
  if (isTerminalCommand(command)) return terminalCommand(command, values, { dataDir: dataDir(), open });
  console.error(
    'usage: npm run cli -- terminal:code|terminal:revoke --store <id> --terminal <id> | announce:version | account:password-reset --email <email> | setup:link [--url <base>]',
  );
  return 2;
}

const dataDir = () => process.env.DATA_DIR ?? path.resolve(here, '../../../data');

function open() {
  return openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dataDir() });
}

/** Seed 000 §4: new-version shows the terminals' update modal; raised after a deployment. */
async function announceVersion(): Promise<number> {
  const database = await open();
  try {
    const all = await database.db.select({ id: stores.id }).from(stores);
    for (const store of all) await eventAppend(database.db, store.id, 'new-version', { version: APP_VERSION });
    console.log(`new-version ${APP_VERSION} sent to ${all.length} stores`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
