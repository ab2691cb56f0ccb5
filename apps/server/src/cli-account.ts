import type { Database } from './db/client.ts';
import { accountPasswordReset, normalEmail } from './services/accounts.ts';
import { operatorDataDir, operatorFileRead } from './services/operator.ts';
import { setupLinkForStart } from './services/setup-codes.ts';

export { accountPasswordReset };

export interface AccountCommandDeps {
  /** Opens the database (when no server answers). */
  open: () => Promise<{ db: Database; close(): Promise<void> }>;
  /** Where the running server's operator file is (default DATA_DIR, as the server). */
  dataDir?: string;
  fetch?: typeof fetch;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Asks the running server through its operator endpoint (the embedded database opens in one process only); null
 * when no server answers (no operator file, or nobody listening at its address: the database is free).
 */
async function viaServer<T>(path: string, body: unknown, deps: AccountCommandDeps): Promise<Answer<T> | null> {
  const operator = operatorFileRead(deps.dataDir ?? operatorDataDir());
  if (!operator) return null;
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(`${operator.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': operator.token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return null;
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) return { ok: false, message: answer.message ?? `server answered ${response.status}` };
  return { ok: true, value: answer as T };
}

/**
 * The CLI's account commands (issue 16 §2, §3); answers the exit code:
 *   account:password-reset --email <email>   a new random password, printed once; the account's sessions end
 *   setup:link [--url http://host:port]      a new one-time set-up link while no account exists
 * While the server runs they go through it (DATA_DIR/operator.json); otherwise they open the database themselves.
 */
export async function accountCommand(
  command: 'account:password-reset' | 'setup:link',
  values: { email?: string | undefined; url?: string | undefined },
  deps: AccountCommandDeps,
): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  const direct = async <T>(work: (db: Database) => Promise<T>): Promise<Answer<T>> => {
    const database = await deps.open();
    try {
      return { ok: true, value: await work(database.db) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      await database.close();
    }
  };

  if (command === 'account:password-reset') {
    const email = values.email;
    if (!email) {
      err('usage: npm run cli -- account:password-reset --email <email>');
      return 2;
    }
    const answer =
      (await viaServer<{ password: string }>('/api/operator/account-password-reset', { email }, deps)) ??
      (await direct(async (db) => {
        const password = await accountPasswordReset(db, email);
        if (!password) throw new Error('No dashboard account has this email');
        return { password };
      }));
    if (!answer.ok) {
      err(`${answer.message}: ${normalEmail(email)}`);
      return 1;
    }
    out(
      [
        `New password for ${normalEmail(email)} (shown once; every session of the account is signed out):`,
        `  ${answer.value.password}`,
        'Sign in with it and change it under Account.',
      ].join('\n'),
    );
    return 0;
  }

  const url = values.url ?? 'http://localhost:8080';
  const answer =
    (await viaServer<{ link: string | null }>('/api/operator/setup-link', { url }, deps)) ??
    (await direct(async (db) => ({ link: await setupLinkForStart(db, url) })));
  if (!answer.ok) {
    err(answer.message);
    return 1;
  }
  if (!answer.value.link) {
    err('The server is set up already: an account exists. Sign in, or reset a password.');
    return 1;
  }
  out(answer.value.link);
  return 0;
}
