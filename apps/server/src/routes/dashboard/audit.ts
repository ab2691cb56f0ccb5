import { auditQuery } from '@opentill/contracts';
import { and, desc, eq, gte, inArray, isNull, like, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { accounts, auditLog } from '../../db/schema.ts';
import { dashboardAccount } from '../../http/dashboard-auth.ts';
import { HttpError, parseInput } from '../../http/errors.ts';

/** `%`, `_` and `\` typed in a filter match themselves, not any text. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The audit log read (issue 16 §10): GET /api/dashboard/audit, newest first, keyset paged by id. An owner reads
 * the whole business; a manager the entries of their stores and their own business-wide ones (their sign-ins).
 */
export function auditDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const db = database.db;
  app.get('/api/dashboard/audit', async (request) => {
    const account = dashboardAccount(request);
    const query = parseInput(auditQuery, request.query, 'query');
    if (query.store !== undefined && !account.storeIds.includes(query.store))
      throw new HttpError(404, 'not_found', 'Store not found', 'store');
    const visible =
      account.role === 'owner'
        ? undefined
        : or(
            account.storeIds.length ? inArray(auditLog.storeId, account.storeIds) : undefined,
            and(isNull(auditLog.storeId), eq(auditLog.accountId, account.id)),
          );
    const rows = await db
      .select({
        id: auditLog.id,
        storeId: auditLog.storeId,
        accountId: auditLog.accountId,
        email: accounts.email,
        name: accounts.name,
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        address: auditLog.address,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(
        and(
          eq(auditLog.businessId, account.businessId),
          visible,
          query.store !== undefined ? eq(auditLog.storeId, query.store) : undefined,
          query.action ? like(auditLog.action, likePrefix(query.action)) : undefined,
          query.account !== undefined ? eq(auditLog.accountId, query.account) : undefined,
          query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
          query.to ? lte(auditLog.createdAt, new Date(query.to)) : undefined,
          query.before !== undefined ? lt(auditLog.id, query.before) : undefined,
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      entries: page.map((row) => ({
        id: row.id,
        store_id: row.storeId,
        account_id: row.accountId,
        account_email: row.email ?? '',
        account_name: row.name ?? '',
        action: row.action,
        target: row.target,
        detail: row.detail,
        address: row.address,
        created_at: row.createdAt.toISOString(),
      })),
      next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  });
}
