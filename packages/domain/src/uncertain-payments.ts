/**
 * Uncertain card payments (issue 19 §3): a card device that did not say whether it charged leaves a payment whose
 * outcome is unknown. It is kept on the order beside the payments (so totals never count it), blocks any further
 * charge of that order until settled, and is settled by the device's status query or by a manager: charged moves its
 * payment into the order's payments, not charged leaves it settled where it is.
 */

/** What these rules read of a payment. */
export interface UncertainPaymentRecord<P extends { readonly local_id: string } = { readonly local_id: string }> {
  readonly payment: P;
  readonly resolution?: 'charged' | 'not_charged' | null;
  readonly resolved_how?: 'status' | 'staff' | null;
  readonly resolved_by?: number | null;
  readonly resolved_at?: string | null;
}

interface WithUncertain<P extends { readonly local_id: string }> {
  readonly payments?: readonly P[] | null;
  readonly uncertain_payments?: readonly UncertainPaymentRecord<P>[] | null;
}

/** The entries still unknown. */
export function uncertainOpen<P extends { readonly local_id: string }>(
  order: WithUncertain<P>,
): UncertainPaymentRecord<P>[] {
  return (order.uncertain_payments ?? []).filter((entry) => !entry.resolution);
}

/** A charge of this order waits until every unknown outcome is settled: it could be a second charge. */
export function orderChargeBlocked(order: WithUncertain<{ readonly local_id: string }>): boolean {
  return uncertainOpen(order).length > 0;
}

export interface UncertainSettlement {
  readonly resolution: 'charged' | 'not_charged';
  readonly how: 'status' | 'staff';
  /** The manager's employee id (required for a staff decision). */
  readonly by: number | null;
  readonly at: string;
}

/**
 * The order with one unknown entry settled: 'charged' appends its payment (with the fields a status query read, when
 * given) to the payments; null when there is no such unknown entry or a staff decision names no manager.
 */
export function uncertainSettle<P extends { readonly local_id: string }, O extends WithUncertain<P>>(
  order: O,
  localId: string,
  settlement: UncertainSettlement,
  payment?: P,
): O | null {
  const entries = order.uncertain_payments ?? [];
  const index = entries.findIndex((entry) => entry.payment.local_id === localId && !entry.resolution);
  if (index < 0) return null;
  if (settlement.how === 'staff' && settlement.by === null) return null;
  const entry = entries[index]!;
  const charged = settlement.resolution === 'charged' ? (payment ?? entry.payment) : null;
  const settled: UncertainPaymentRecord<P> = {
    ...entry,
    ...(charged ? { payment: charged } : {}),
    resolution: settlement.resolution,
    resolved_how: settlement.how,
    resolved_by: settlement.by,
    resolved_at: settlement.at,
  };
  return {
    ...order,
    uncertain_payments: entries.map((other, at) => (at === index ? settled : other)),
    ...(charged ? { payments: [...(order.payments ?? []), charged] } : {}),
  };
}

/** One refusal of an uploaded order's uncertain payments: the field and a sentence. */
export interface UncertainIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * The server's check (issue 19 §3): an unknown or not-charged entry's payment is not among the payments, a charged
 * one's is; a staff decision names the manager and when; a completed or refunded order has nothing unknown.
 */
export function uncertainPaymentsIssue(
  order: WithUncertain<{ readonly local_id: string }> & { readonly status: number },
): UncertainIssue | null {
  const paid = new Set((order.payments ?? []).map((payment) => payment.local_id));
  for (const [index, entry] of (order.uncertain_payments ?? []).entries()) {
    const field = (name: string) => `uncertain_payments.${String(index)}.${name}`;
    const inPayments = paid.has(entry.payment.local_id);
    if (entry.resolution === 'charged' && !inPayments)
      return { field: field('resolution'), message: 'A payment settled as charged belongs among the payments' };
    if (entry.resolution !== 'charged' && inPayments)
      return {
        field: field('payment.local_id'),
        message: 'A payment not known to be charged is not among the payments',
      };
    if (entry.resolution && !entry.resolved_at)
      return { field: field('resolved_at'), message: 'A settled uncertain payment says when it was settled' };
    if (entry.resolved_how === 'staff' && (entry.resolved_by === null || entry.resolved_by === undefined))
      return { field: field('resolved_by'), message: 'A staff decision names the manager who made it' };
    if (!entry.resolution && (order.status === 3 || order.status === 5))
      return { field: field('resolution'), message: 'A completed order has no payment of unknown outcome' };
  }
  return null;
}
