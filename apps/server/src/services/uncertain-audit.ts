/**
 * The audit entry of a manager's decision on a card payment of unknown outcome (issue 19 §3): when an upload carries
 * a staff resolution the stored order did not have, the audit log records who decided what, on which order, for which
 * reference and amount. The decision itself is made offline on the terminal behind a Manager PIN; this is its trace
 * in the back office. Stores without a business (tests, an unclaimed demo) have no log to write to.
 */
import type { Order } from '@opentill/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { auditRecord } from './audit.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function uncertainDecisionsAudit(
  tx: Tx | Database,
  storeId: number,
  before: Order['uncertain_payments'] | undefined,
  order: Order,
): Promise<void> {
  const known = new Set((before ?? []).filter((entry) => entry.resolution).map((entry) => entry.payment.local_id));
  const decided = (order.uncertain_payments ?? []).filter(
    (entry) => entry.resolved_how === 'staff' && entry.resolution && !known.has(entry.payment.local_id),
  );
  if (decided.length === 0) return;
  const [store] = await tx.select({ businessId: stores.businessId }).from(stores).where(eq(stores.id, storeId));
  if (!store?.businessId) return;
  for (const entry of decided) {
    await auditRecord(tx, {
      businessId: store.businessId,
      storeId,
      action: 'payment.uncertain_settled',
      target: `order ${order.local_id}`,
      detail: {
        resolution: entry.resolution,
        manager: entry.resolved_by ?? null,
        at: entry.resolved_at ?? null,
        payment: entry.payment.local_id,
        payment_type: entry.payment.payment_type,
        amount: entry.payment.amount,
        reference_id: entry.payment.reference_id ?? null,
      },
    });
  }
}
