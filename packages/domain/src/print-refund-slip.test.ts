import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import { refundSlipLines, type RefundSlipInput } from './print-refund-slip.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

/** One burger of two returned to the card it was paid with (amounts as the refund order holds them: negative). */
const slip: Omit<RefundSlipInput, 'width'> = {
  store: {
    name: 'OpenTill Cafe',
    address: '1 Main Street',
    phone: '555-0100',
    receipt_header_text: 'Thank you for visiting',
    receipt_footer_text: 'See you soon!\nopentill.example',
    country: 'US',
  },
  refund: { number: '3-044', date: '2026-03-04T16:10:00', original: '3-042', employee: 'Sam' },
  items: [
    { name: 'Burger', quantity: thousandths(-1000), amount: cents(-1099) },
    { name: 'Olives (lb)', quantity: thousandths(-250), amount: cents(-200) },
  ],
  totals: { subtotal: cents(-1299), tax_total: cents(-94), total: cents(-1393) },
  payments: [
    {
      payment_type: 'Card',
      amount: cents(-1393),
      change_amount: cents(0),
      card_type: 'VISA',
      card_lastfour: '1111',
      entry_type: 'Chip',
      auth_code: 'R9Z8Y7',
    },
  ],
  options: { signatureLine: true },
};

describe('refund slip (issue 15 §3, §5; golden files)', () => {
  it('matches the 42-column golden file', () => {
    expect(`${refundSlipLines({ ...slip, width: 42 }).join('\n')}\n`).toBe(golden('refund-slip-42.txt'));
  });
  it('matches the 30-column (58 mm) golden file', () => {
    expect(`${refundSlipLines({ ...slip, width: 30 }).join('\n')}\n`).toBe(golden('refund-slip-30.txt'));
  });
  it('never exceeds the width', () => {
    for (const width of [42, 30])
      for (const line of refundSlipLines({ ...slip, width })) expect(line.length).toBeLessThanOrEqual(width);
  });
  it('prints money going back as negative whichever sign the refund holds', () => {
    const positive = refundSlipLines({
      ...slip,
      width: 42,
      items: [{ name: 'Burger', quantity: thousandths(1000), amount: cents(1099) }],
      totals: { subtotal: cents(1099), tax_total: cents(80), total: cents(1179) },
      payments: [{ payment_type: 'Cash', amount: cents(1179), change_amount: cents(0) }],
    });
    expect(positive).toContain(`1 x Burger${' '.repeat(26)}-10.99`);
    expect(positive).toContain(`REFUND TOTAL${' '.repeat(23)}-$11.79`);
    expect(positive).toContain(`Cash (Refunded)${' '.repeat(21)}-11.79`);
  });
  it('leaves out the signature line when receipt_signature_line is off, and the employee when unknown', () => {
    const lines = refundSlipLines({
      ...slip,
      width: 42,
      refund: { ...slip.refund, employee: null },
      options: { signatureLine: false },
    }).join('\n');
    expect(lines).not.toMatch(/signature|Employee/i);
    expect(lines).toContain('Original order');
  });
});
