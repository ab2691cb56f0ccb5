import { eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { accounts } from './db/schema.ts';
import { accountPasswordSet, newInitialPassword, normalEmail } from './services/accounts.ts';
import { auditRecord } from './services/audit.ts';
import { sessionsRevokeAccount } from './services/dashboard-sessions.ts';
import { setupLinkForStart } from './services/setup-codes.ts';

/**
 * account:password-reset --email <email> (issue 16 §2): a new random password for the account, printed once; the
 * lockout is cleared, every session of the account ends, and the audit log records it (by the CLI, no account).
 * Answers the new password, or null when no account has the email.
 */
export async function accountPasswordReset(db: Database, email: string): Promise<string | null> {
  const [account] = await db
    .select({ id: accounts.id, businessId: accounts.businessId })
    .from(accounts)
    .where(eq(accounts.email, normalEmail(email)));
  if (!account) return null;
  const password = newInitialPassword();
  await accountPasswordSet(db, account.id, password);
  const ended = await sessionsRevokeAccount(db, account.id);
  await auditRecord(db, {
    businessId: account.businessId,
    accountId: null,
    address: 'cli',
    action: 'account.password-reset',
    target: `account ${account.id}`,
    detail: { sessions_ended: ended },
  });
  return password;
}

/** The CLI's account commands; answers the exit code. */
export async function accountCommand(
  command: string,
  values: { email?: string | undefined; url?: string | undefined },
  open: () => Promise<{ db: Database; close(): Promise<void> }>,
): Promise<number> {
  if (command === 'account:password-reset') {
    if (!values.email) {
      console.error('usage: npm run cli -- account:password-reset --email <email>');
      return 2;
    }
    const database = await open();
    try {
      const password = await accountPasswordReset(database.db, values.email);
      if (!password) {
        console.error(`No dashboard account has the email ${normalEmail(values.email)}`);
        return 1;
      }
      console.log(
        [
          `New password for ${normalEmail(values.email)} (shown once; every session of the account is signed out):`,
          `  ${password}`,
          'Sign in with it and change it under Account.',
        ].join('\n'),
      );
      return 0;
    } finally {
      await database.close();
    }
  }
  // setup:link: a new one-time set-up link while no account exists (the printed one expired or was lost).
  const database = await open();
  try {
    const link = await setupLinkForStart(database.db, values.url ?? 'http://localhost:8080');
    if (!link) {
      console.error('The server is set up already: an account exists. Sign in, or reset a password.');
      return 1;
    }
    console.log(link);
    return 0;
  } finally {
    await database.close();
  }
}
