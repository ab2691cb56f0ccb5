// @vitest-environment node
import { cents } from '@opentill/domain';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { kitchenLines, orderReceiptLines, orderRefundSlipLines } from './print-lines.ts';

/** issue 15 §4, §5: what reaches paper from a stored order: its short number and the card fields its payment kept. */
const sale = {
  local_id: '3_1795524687500',
  id: 900,
  number: 23,
  short_number: '3-042',
  status: 3,
  open_date: '2026-11-24T10:00:00.000Z',
  close_date: '2026-11-24T10:05:00.000Z',
  items: [{ local_id: 'i1', product: 1, name: 'Latte', quantity: 1, price: 4.5, subtotal: 4.5, modifiers: [] }],
  subtotal: 4.5,
  tax_total: 0.36,
  grand_total: 4.86,
  total_sum: 4.86,
  payments: [
    {
      local_id: 'p1',
      payment_type: 'Card',
      amount: 4.86,
      payment_date: '2026-11-24T10:05:00.000Z',
      card_type: 'VISA',
      card_lastfour: '1111',
      entry_type: 'Chip',
      auth_code: 'A1B2C3',
      processor_response: '{"AuthCode":"A1B2C3"}',
    },
  ],
} as unknown as OrderRecord;

const context = {
  width: 42,
  store: { name: 'Shop', country: 'US' },
  currencySymbol: '$',
  settings: new Map([['receipt_signature_line', 'true']]),
  totals: { taxInclusive: false },
};

describe('paper from stored orders', () => {
  it('prints the short number on the receipt and the kitchen ticket, never the local id or server number', () => {
    const receipt = orderReceiptLines(sale, context).join('\n');
    const ticket = kitchenLines(sale, sale.items, undefined, { width: 42 }).join('\n');
    for (const text of [receipt, ticket]) {
      expect(text).toMatch(/^Order #3-042 /m);
      expect(text).not.toContain('1795524687500');
      expect(text).not.toContain('#23');
    }
  });

  it('prints the card fields the payment stored', () => {
    const receipt = orderReceiptLines(sale, context);
    expect(receipt).toContain(`  Visa ****1111${' '.repeat(23)}Chip`);
    expect(receipt).toContain(`  Auth code${' '.repeat(25)}A1B2C3`);
  });

  it('prints the gift card credit line when checkout knows the credit left', () => {
    expect(orderReceiptLines(sale, { ...context, giftCardCredit: cents(641) })).toContain(
      `Gift Card Credit${' '.repeat(22)}6.41`,
    );
    expect(orderReceiptLines(sale, context).join('\n')).not.toContain('Gift Card Credit');
  });

  it('prints a refund slip with both numbers and the card refunded, signature line per the switch', () => {
    const refund = {
      ...sale,
      local_id: '3_1795524999999',
      id: 901,
      short_number: '3-043',
      status: 5,
      reference_order: 900,
      subtotal: -4.5,
      tax_total: -0.36,
      total_sum: -4.86,
      items: [{ ...sale.items[0], quantity: -1, subtotal: -4.5 }],
      payments: [{ ...sale.payments[0], amount: -4.86, auth_code: 'R1' }],
    } as unknown as OrderRecord;
    const slip = orderRefundSlipLines(refund, sale, { ...context, employeeName: 'Sam' });
    expect(slip.join('\n')).toMatch(/^Refund #3-043 /m);
    expect(slip).toContain(`Original order${' '.repeat(22)}#3-042`);
    expect(slip).toContain(`1 x Latte${' '.repeat(28)}-4.50`);
    expect(slip).toContain(`Card (Refunded)${' '.repeat(22)}-4.86`);
    expect(slip).toContain('Customer signature:');
  });
});
