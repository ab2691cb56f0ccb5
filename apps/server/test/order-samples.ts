import type { OrderInput } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsToDecimal,
  orderWithComputedTotals,
  orderWithTotals,
  refundOrderTotals,
} from '@opentill/domain';

/** The sample's tax: 7 % on every line (a store with prices excluding tax, as freshStore makes). */
const TAX_7 = [{ id: 1, rate: 7, name: 'Tax' }];

/**
 * A completed order of 3 lines and 2 payments, as a terminal uploads it (seed 001 §3 fields); its totals are the
 * domain's for these lines (issue 14 §6: the server recomputes them), 7 % tax excluded from the prices.
 */
export function sampleOrder(localId: string, extra: Partial<OrderInput> = {}): OrderInput {
  return {
    local_id: localId,
    status: 3,
    open_date: '2026-11-21T10:00:00.000Z',
    close_date: '2026-11-21T10:05:00.000Z',
    items: [
      {
        local_id: `${localId}_i1`,
        product: null,
        name: 'Latte',
        quantity: 2,
        price: 4,
        modifiers: [{ name: 'Oat milk', price: 0.5 }],
        tax_rates: TAX_7,
      },
      { local_id: `${localId}_i2`, product: null, name: 'Croissant', quantity: 1, price: 2.5, tax_rates: TAX_7 },
      {
        local_id: `${localId}_i3`,
        product: null,
        name: 'Salad bar (per kg)',
        quantity: 0.345,
        price: 19.9,
        tax_rates: TAX_7,
      },
    ],
    subtotal: 18.37,
    tax_total: 1.29,
    grand_total: 19.66,
    total_sum: 19.66,
    payments: [
      { local_id: `${localId}_p1`, amount: 10, payment_type: 'Cash', payment_date: '2026-11-21T10:04:00.000Z' },
      {
        local_id: `${localId}_p2`,
        amount: 9.66,
        payment_type: 'Card A',
        payment_date: '2026-11-21T10:05:00.000Z',
        card_lastfour: '4242',
      },
    ],
    ...extra,
  };
}

/**
 * The order with its total fields recomputed by the domain (orderWithTotals, as the terminal does), for a store whose
 * prices exclude tax unless told; items are kept as given.
 */
export function orderTotalled(order: OrderInput, taxInclusive = false): OrderInput {
  const computed = orderWithTotals({ ...order, payments: order.payments ?? [] }, { taxInclusive });
  const { items: _items, whole_order_discount: _whole, ...fields } = computed;
  return { ...order, ...fields, ...(order.status === 3 || order.status === 5 ? { balance_remaining: 0 } : {}) };
}

/** The order paid in full by one payment of `type` (no change), totals recomputed. */
export function orderPaid(order: OrderInput, type = 'Card A', at = '2026-11-21T10:05:00.000Z'): OrderInput {
  const unpaid = orderTotalled({ ...order, payments: [] });
  const due = centsFromDecimal(unpaid.grand_total) + centsFromDecimal(unpaid.surcharge_value ?? 0);
  return orderTotalled({
    ...order,
    payments: [
      {
        local_id: `${order.local_id}_pay`,
        amount: centsToDecimal(cents(due)),
        payment_type: type,
        payment_date: at,
        ...(due < 0 ? { transaction_type: 'return' as const } : {}),
      },
    ],
  });
}

/**
 * A processed refund of `original` (seed 001 §4, as the terminal's refund builds it): the named items returned by
 * their local_id (order_refund_item) with negative quantities at the original price and tax, status refunded (5),
 * reference_order the original's server id, one return payment of `type` for the whole amount. Its figures are
 * allocated from the sale (issue 15 §2), after the `earlier` refunds the terminal knew of.
 */
export function refundOf(
  original: { id: number; items: OrderInput['items'] } & Partial<Omit<OrderInput, 'items'>>,
  localId: string,
  lines: { item: string; quantity: number }[],
  type = 'Card A',
  earlier: OrderInput[] = [],
): OrderInput {
  const items = lines.map(({ item, quantity }, index) => {
    const sold = original.items.find((line) => line.local_id === item);
    if (!sold) throw new Error(`no item ${item}`);
    const { id: _id, ...kept } = sold;
    return { ...kept, local_id: `${localId}-${index + 1}`, quantity: -quantity, order_refund_item: item };
  });
  const refund: OrderInput = {
    local_id: localId,
    status: 5,
    open_date: '2026-11-21T11:00:00.000Z',
    close_date: '2026-11-21T11:01:00.000Z',
    reference_order: original.id,
    items,
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
  };
  const sale = { ...original, payments: [] };
  const totals = refundOrderTotals(refund, sale, earlier, { taxInclusive: false });
  // A refund beyond what is left has no allocation: its lines' own figures stand (the server refuses it by quantity).
  const figured = totals ? orderWithComputedTotals({ ...refund, payments: [] }, totals) : orderTotalled(refund);
  const { items: _items, whole_order_discount: _whole, ...fields } = figured;
  const due = centsFromDecimal(fields.grand_total);
  return {
    ...refund,
    ...fields,
    balance_remaining: 0,
    payments: [
      {
        local_id: `${localId}_pay`,
        amount: centsToDecimal(cents(due)),
        payment_type: type,
        payment_date: '2026-11-21T11:01:00.000Z',
        transaction_type: 'return' as const,
      },
    ],
  };
}
