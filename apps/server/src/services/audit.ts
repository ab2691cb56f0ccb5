import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** What an audit entry records (issue 16 §10). */
export interface AuditInput {
  /** The store changed, or null/undefined for business-wide entries (sign-ins, accounts). */
  storeId?: number | null | undefined;
  /** e.g. 'product.update', 'employee.pin', 'terminal.settings', 'order.refund'. */
  action: string;
  /** What was changed, e.g. 'product 12'. */
  target?: string;
  /** Before and after of the changed fields (see auditChanges), or other facts; never a secret (redacted if named so). */
  detail?: Record<string, unknown>;
}

/**
 * Keys whose values never reach the log, at any depth: a caller that passes a whole body by mistake still stores no
 * password, PIN, token or card number (the entry says the field changed, as '[redacted]').
 */
const SECRET_KEY = /(password|passcode|secret|token|^pin$|^pin_|_pin$|^uid$|^code$|card_?number|^pan$|^cvv|api_?key)/i;
const MAX_DEPTH = 6;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redactSecrets(item, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(inner, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && value.length > 2000) return `${value.slice(0, 2000)}…`;
  return value;
}

/**
 * The changed fields of an update as {field: {before, after}}: only fields present in `after` whose value differs
 * (compared as JSON), e.g. auditChanges({price: '1.00', name: 'Tea'}, {price: '1.20'}) → {price: {before: '1.00',
 * after: '1.20'}}.
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null))
      changes[key] = { before: before[key] ?? null, after: value ?? null };
  }
  return changes;
}

/**
 * Appends who (request.account) changed what, when, from where (issue 16 §10). Call it in the change's transaction
 * (pass the tx as db) or right after the change commits. Throws when the request has no signed-in account: every
 * dashboard change has one (sign-in and set-up use auditRecord with the account they just found or created).
 */
export async function auditAppend(db: Database, request: FastifyRequest, entry: AuditInput): Promise<void> {
  const account = request.account;
  if (!account) throw new Error('auditAppend: the request has no signed-in account');
  await auditRecord(db, {
    businessId: account.businessId,
    accountId: account.id,
    address: request.ip,
    ...entry,
  });
}

/** An audit entry with the account named explicitly (sign-in, set-up, the CLI). */
export async function auditRecord(
  db: Database,
  entry: AuditInput & { businessId: number; accountId?: number | null; address?: string },
): Promise<void> {
  await db.insert(auditLog).values({
    businessId: entry.businessId,
    storeId: entry.storeId ?? null,
    accountId: entry.accountId ?? null,
    action: entry.action.slice(0, 100),
    target: (entry.target ?? '').slice(0, 300),
    detail: (redactSecrets(entry.detail ?? {}) as Record<string, unknown>) ?? {},
    address: (entry.address ?? '').slice(0, 100),
  });
}
