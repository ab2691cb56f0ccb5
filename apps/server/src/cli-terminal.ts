import type { DatabaseHandle } from './db/client.ts';
import { apiTokensRevokeTerminal, linkCodeCreate } from './services/linking.ts';
import { operatorFileRead } from './services/operator.ts';

/**
 * The CLI's terminal commands (issue 4 §2, issue 16 §6):
 *   terminal:code --store <id> --terminal <id>    prints a new 6-digit link code (10 minutes, single use)
 *   terminal:revoke --store <id> --terminal <id>  revokes every API token of the terminal (401 from now on)
 * While the server runs they go through it (DATA_DIR/operator.json names its local address and operator token:
 * the embedded database opens in one process only); with no server answering they open the database themselves.
 */
export const TERMINAL_COMMANDS = ['terminal:code', 'terminal:revoke'] as const;
export type TerminalCommand = (typeof TERMINAL_COMMANDS)[number];

export function isTerminalCommand(command: string | undefined): command is TerminalCommand {
  return (TERMINAL_COMMANDS as readonly string[]).includes(command ?? '');
}

export interface TerminalCommandDeps {
  dataDir: string;
  /** Opens the database (when no server answers). */
  open: () => Promise<DatabaseHandle>;
  fetch?: typeof fetch;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

type Outcome = { ok: true; line: string } | { ok: false; line: string; status: number };

/** Asks the running server; null when none answers (no operator file, or nobody listening at its address). */
async function viaServer(
  command: TerminalCommand,
  storeId: number,
  terminalId: number,
  deps: TerminalCommandDeps,
): Promise<Outcome | null> {
  const operator = operatorFileRead(deps.dataDir);
  if (!operator) return null;
  const path = command === 'terminal:code' ? '/api/operator/terminal-code' : '/api/operator/terminal-revoke';
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${operator.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': operator.token },
      body: JSON.stringify({ store: storeId, terminal: terminalId }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    // A file left by a server that died: nobody listens there, the database is free.
    return null;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; revoked?: number; message?: string };
  if (!response.ok) return { ok: false, status: 1, line: body.message ?? `server answered ${response.status}` };
  return command === 'terminal:code'
    ? { ok: true, line: String(body.code) }
    : { ok: true, line: `${body.revoked ?? 0} tokens revoked` };
}

async function direct(
  command: TerminalCommand,
  storeId: number,
  terminalId: number,
  deps: TerminalCommandDeps,
): Promise<Outcome> {
  const database = await deps.open();
  try {
    if (command === 'terminal:revoke')
      return { ok: true, line: `${await apiTokensRevokeTerminal(database.db, storeId, terminalId)} tokens revoked` };
    return { ok: true, line: await linkCodeCreate(database.db, storeId, terminalId) };
  } catch (error) {
    return { ok: false, status: 1, line: error instanceof Error ? error.message : String(error) };
  } finally {
    await database.close();
  }
}

/** Runs terminal:code or terminal:revoke; answers the exit code. */
export async function terminalCommand(
  command: TerminalCommand,
  values: { store?: string | undefined; terminal?: string | undefined },
  deps: TerminalCommandDeps,
): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  const storeId = Number(values.store);
  const terminalId = Number(values.terminal);
  const valid = (value: number) => Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
  if (!valid(storeId) || !valid(terminalId)) {
    err('--store and --terminal must be positive whole numbers');
    return 2;
  }
  const outcome =
    (await viaServer(command, storeId, terminalId, deps)) ?? (await direct(command, storeId, terminalId, deps));
  if (!outcome.ok) {
    err(outcome.line);
    return outcome.status;
  }
  out(outcome.line);
  return 0;
}
