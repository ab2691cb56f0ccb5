import { auditQuery, type AuditEntry, type AuditQuery } from '@opentill/contracts';
import { and, desc, eq, gte, inArray, isNull, like, lt, lte, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { accounts, auditLog, stores } from '../../db/schema.ts';
import { dashboardAccount, type DashboardAccountContext } from '../../http/dashboard-auth.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { AUDIT_CSV_HEADER, auditCells, csvStream, sendCsv } from '../../services/dashboard-csv.ts';

/** Rows the CSV export reads at a time (keyset by id, newest first). */
const CSV_BATCH = 500;

/** `%`, `_` and `\` typed in a filter match themselves, not any text. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the account may read, filtered: an owner the whole business; a manager the entries of their stores and their
 * own business-wide ones (their sign-ins). Never another business's.
 */
function auditWhere(account: DashboardAccountContext, query: AuditQuery): SQL | undefined {
  const visible =
    account.role === 'owner'
      ? undefined
      : or(
          account.storeIds.length ? inArray(auditLog.storeId, account.storeIds) : undefined,
          and(isNull(auditLog.storeId), eq(auditLog.accountId, account.id)),
        );
  return and(
    eq(auditLog.businessId, account.businessId),
    visible,
    query.store !== undefined ? eq(auditLog.storeId, query.store) : undefined,
    query.action ? like(auditLog.action, likePrefix(query.action)) : undefined,
    query.account !== undefined ? eq(auditLog.accountId, query.account) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.createdAt, new Date(query.to)) : undefined,
  );
}

type AuditRow = AuditEntry & { store_name: string | null };

/** Up to `limit` entries older than `before` (all when undefined), newest first. */
async function auditRows(db: Database, where: SQL | undefined, before: number | undefined, limit: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      storeId: auditLog.storeId,
      storeName: stores.name,
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
    .leftJoin(stores, eq(stores.id, auditLog.storeId))
    .where(and(where, before !== undefined ? lt(auditLog.id, before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map((row): AuditRow => ({
    id: row.id,
    store_id: row.storeId,
    store_name: row.storeName,
    account_id: row.accountId,
    account_email: row.email ?? '',
    account_name: row.name ?? '',
    action: row.action,
    target: row.target,
    detail: row.detail,
    address: row.address,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Every entry `where` matches, newest first, a batch at a time (the CSV export streams these). */
async function* auditAll(db: Database, where: SQL | undefined): AsyncGenerator<AuditRow[]> {
  let before: number | undefined;
  for (;;) {
    const batch = await auditRows(db, where, before, CSV_BATCH);
    if (batch.length > 0) yield batch;
    if (batch.length < CSV_BATCH) return;
    before = batch.at(-1)?.id;
  }
}

/**
 * The audit log read (issue 16 §10): GET /api/dashboard/audit, newest first, keyset paged by id; `format=csv` streams
 * every entry the filters match. An owner reads the whole business; a manager the entries of their stores and their
 * own business-wide ones (their sign-ins).
 */
export function auditDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const db = database.db;
  app.get('/api/dashboard/audit', async (request, reply) => {
    const account = dashboardAccount(request);
    const query = parseInput(auditQuery, request.query, 'query');
    if (query.store !== undefined && !account.storeIds.includes(query.store))
      throw new HttpError(404, 'not_found', 'Store not found', 'store');
    const where = auditWhere(account, query);
    if (query.format === 'csv')
      return sendCsv(reply, 'audit-log', csvStream(AUDIT_CSV_HEADER, auditAll(db, where), auditCells));
    const rows = await auditRows(db, where, query.before, query.limit + 1);
    const page = rows.slice(0, query.limit);
    return {
      entries: page.map(({ store_name: _storeName, ...entry }): AuditEntry => entry),
      next_before: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  });
}
