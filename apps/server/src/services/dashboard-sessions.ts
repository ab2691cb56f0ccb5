import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { dashboardSessions } from '../db/schema.ts';
import { newApiToken, sha256 } from './secrets.ts';

/** A session ends after this long without a request (issue 16 brief: 12 h idle). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** ... and this long after sign-in at most (30 days). */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session: a burst of reads costs one UPDATE, not one each. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionRow {
  id: number;
  accountId: number;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * The CSRF token of a session (issue 16 §2): HMAC-SHA256 keyed with the session token. Only a holder of the
 * httpOnly cookie's value can make it, every instance computes the same one, and no column keeps it.
 */
export function csrfTokenFor(sessionToken: string): string {
  return crypto.createHmac('sha256', sessionToken).update('opentill-dashboard-csrf').digest('base64url');
}

/** A new session of an account: answers the 256-bit token for the cookie; the table keeps only its SHA-256. */
export async function sessionCreate(
  db: Database,
  accountId: number,
  client: { userAgent?: string | undefined; address?: string | undefined },
  now = new Date(),
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newApiToken();
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  const [row] = await db
    .insert(dashboardSessions)
    .values({
      accountId,
      tokenHash: sha256(token),
      userAgent: (client.userAgent ?? '').slice(0, 300),
      address: (client.address ?? '').slice(0, 100),
      lastSeenAt: now,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: dashboardSessions.id });
  if (!row) throw new Error('session not created');
  // Ended sessions of this account are forgotten now and then: the table holds live ones and recent history.
  await db
    .delete(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.accountId, accountId),
        or(
          lt(dashboardSessions.expiresAt, now),
          lt(dashboardSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          lt(dashboardSessions.revokedAt, new Date(now.getTime() - SESSION_MAX_MS)),
        ),
      ),
    );
  return { id: row.id, token, expiresAt };
}

/** The live session of a token (not revoked, not expired, not idle too long), touched; or null. */
export async function sessionLookup(db: Database, token: string, now = new Date()): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: dashboardSessions.id,
      accountId: dashboardSessions.accountId,
      lastSeenAt: dashboardSessions.lastSeenAt,
      expiresAt: dashboardSessions.expiresAt,
    })
    .from(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.tokenHash, sha256(token)),
        isNull(dashboardSessions.revokedAt),
        gt(dashboardSessions.expiresAt, now),
        gt(dashboardSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  await sessionTouchIfDue(db, row, now);
  return row;
}

/** Keeps a used session alive: last_seen_at written at most once per TOUCH_EVERY_MS. */
export async function sessionTouchIfDue(db: Database, row: { id: number; lastSeenAt: Date }, now: Date) {
  if (now.getTime() - row.lastSeenAt.getTime() < TOUCH_EVERY_MS) return;
  await db.update(dashboardSessions).set({ lastSeenAt: now }).where(eq(dashboardSessions.id, row.id));
  row.lastSeenAt = now;
}

/** Ends one session of an account (sign-out, or the account revoking one of its sessions); false if none. */
export async function sessionRevoke(
  db: Database,
  accountId: number,
  sessionId: number,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(dashboardSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(dashboardSessions.id, sessionId),
        eq(dashboardSessions.accountId, accountId),
        isNull(dashboardSessions.revokedAt),
      ),
    )
    .returning({ id: dashboardSessions.id });
  return rows.length > 0;
}

/** Ends every session of an account but `keep` (password change keeps the current one; disabling keeps none). */
export async function sessionsRevokeAccount(
  db: Database,
  accountId: number,
  keep?: number,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .update(dashboardSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(dashboardSessions.accountId, accountId),
        isNull(dashboardSessions.revokedAt),
        keep === undefined ? undefined : ne(dashboardSessions.id, keep),
      ),
    )
    .returning({ id: dashboardSessions.id });
  return rows.length;
}

/** The live sessions of an account, newest first. */
export async function sessionsOfAccount(
  db: Database,
  accountId: number,
  now = new Date(),
): Promise<{ id: number; userAgent: string; address: string; createdAt: Date; lastSeenAt: Date; expiresAt: Date }[]> {
  return db
    .select({
      id: dashboardSessions.id,
      userAgent: dashboardSessions.userAgent,
      address: dashboardSessions.address,
      createdAt: dashboardSessions.createdAt,
      lastSeenAt: dashboardSessions.lastSeenAt,
      expiresAt: dashboardSessions.expiresAt,
    })
    .from(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.accountId, accountId),
        isNull(dashboardSessions.revokedAt),
        gt(dashboardSessions.expiresAt, now),
        gt(dashboardSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(dashboardSessions.lastSeenAt), desc(dashboardSessions.id))
    .limit(100);
}
