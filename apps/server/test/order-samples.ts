import type { OrderInput } from '@opentill/contracts';

/** A completed order of 3 lines and 2 payments, as a terminal uploads it (seed 001 §3 fields). */
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
      },
      { local_id: `${localId}_i2`, product: null, name: 'Croissant', quantity: 1, price: 2.5 },
      { local_id: `${localId}_i3`, product: null, name: 'Salad bar (per kg)', quantity: 0.345, price: 19.9 },
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
