/** Dashboard API: The audit log read (issue 16 §10). */
import { z } from 'zod';
import { exportFormat } from './sales.ts';

/** One entry of the audit log: who (account) changed what (action, target), when, with the before/after detail. */
export const auditEntry = z.object({
  id: z.number().int(),
  /** Null for business-wide entries (sign-ins, accounts, set-up). */
  store_id: z.number().int().nullable(),
  account_id: z.number().int().nullable(),
  /** The account's email at read time, or '' when no account did it (e.g. a failed sign-in of an unknown email). */
  account_email: z.string(),
  account_name: z.string(),
  /** e.g. 'sign-in', 'sign-in.failed', 'product.update', 'employee.pin', 'terminal.settings', 'order.refund'. */
  action: z.string(),
  /** What was changed, e.g. 'product 12'. */
  target: z.string(),
  /** Before and after of the changed fields ({field: {before, after}}) or other facts; never a secret. */
  detail: z.record(z.string(), z.unknown()),
  address: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/**
 * GET /api/dashboard/audit query: newest first, keyset paged by `before` (the last id of the previous page). An
 * owner reads the whole business; a manager the entries of their stores and their own. `format=csv` answers every
 * entry the filters match (no paging: `before` and `limit` are not read) as a CSV file.
 */
export const auditQuery = z.strictObject({
  store: z.coerce.number().int().positive().optional(),
  /** Entries whose action starts with this, e.g. 'product' or 'sign-in'. */
  action: z.string().trim().max(60).optional(),
  account: z.coerce.number().int().positive().optional(),
  /** ISO 8601 bounds of created_at. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: exportFormat,
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditResponse = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_before: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
