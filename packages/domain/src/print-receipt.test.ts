import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import { cardBrandName } from './card-brand.ts';
import {
  printStoreHeader,
  receiptLines,
  receiptPaymentLines,
  TIP_SUGGESTIONS_PERCENT,
  type ReceiptInput,
} from './print-receipt.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

const sale: Omit<ReceiptInput, 'width'> = {
  store: {
    name: 'OpenTill Cafe',
    address: '1 Main Street',
    phone: '555-0100',
    receipt_header_text: 'Thank you for visiting',
    receipt_footer_text: 'See you soon!\nopentill.example',
    country: 'US',
  },
  order: { number: '3-042', date: '2026-03-04T15:07:00', table: 'T4', customer: 'Ann Lee', dining_option: 'Dine In' },
  items: [
    {
      name: 'Burger',
      quantity: thousandths(2000),
      price: cents(999),
      discount: cents(200),
      subtotal: cents(1998),
      modifiers: [
        { name: 'Cheese', price: cents(100) },
        { name: 'No onions', price: cents(0) },
      ],
    },
    {
      name: 'Coffee',
      quantity: thousandths(1000),
      price: cents(250),
      discount: cents(0),
      subtotal: cents(250),
      notes: 'extra hot please',
    },
    { name: 'Olives (lb)', quantity: thousandths(1250), price: cents(800), discount: cents(0), subtotal: cents(1000) },
  ],
  totals: {
    subtotal: cents(3248),
    order_discount: cents(325),
    tax_total: cents(234),
    surcharge_value: cents(0),
    tips_total: cents(0),
    total: cents(3157),
    balance_remaining: cents(0),
  },
  payments: [
    {
      payment_type: 'Card',
      amount: cents(2000),
      change_amount: cents(0),
      card_type: 'VISA',
      card_lastfour: '1111',
      entry_type: 'Contactless',
      auth_code: 'A1B2C3',
    },
    { payment_type: 'Gift Card', amount: cents(500), change_amount: cents(0) },
    { payment_type: 'Cash', amount: cents(657), change_amount: cents(343) },
  ],
  giftCardCredit: cents(1250),
  options: { diningOption: true, signatureLine: true, tipLine: true, tipSuggest: true },
};

describe('receipt (seed 002 §9, golden files)', () => {
  it('suggests 15, 18 and 20 %', () => expect(TIP_SUGGESTIONS_PERCENT).toEqual([15, 18, 20]));
  it('matches the 42-column golden file', () => {
    expect(`${receiptLines({ ...sale, width: 42 }).join('\n')}\n`).toBe(golden('receipt-42.txt'));
  });
  it('matches the 30-column (58 mm) golden file', () => {
    expect(`${receiptLines({ ...sale, width: 30 }).join('\n')}\n`).toBe(golden('receipt-30.txt'));
  });
  it('never exceeds the width', () => {
    for (const width of [42, 30])
      for (const line of receiptLines({ ...sale, width })) expect(line.length).toBeLessThanOrEqual(width);
  });
  it('leaves out what is switched off or empty', () => {
    const plain = receiptLines({
      ...sale,
      width: 42,
      store: { name: 'Shop' },
      order: { number: 'A1', date: '2026-03-04T09:00', dining_option: 'Dine In' },
      options: { diningOption: false, signatureLine: false, tipLine: false, tipSuggest: false },
      totals: { ...sale.totals, order_discount: cents(0) },
      payments: [],
      giftCardCredit: null,
    });
    expect(plain.join('\n')).not.toMatch(/Dining option|Signature|Tip|Suggested|Cash|Table|Customer/);
    expect(plain.some((line) => line.startsWith('Discount'))).toBe(false);
    expect(plain[0]).toBe('                   Shop');
    expect(plain[2]).toBe('Order #A1              04/03/2026 09:00 AM');
    expect(plain.at(-1)).toBe(`TOTAL${' '.repeat(31)}$31.57`);
  });
  it('prints surcharge, tip, balance, refunds and gift card credit when present', () => {
    const lines = receiptLines({
      ...sale,
      width: 42,
      totals: { ...sale.totals, surcharge_value: cents(95), tips_total: cents(300), balance_remaining: cents(-5) },
      payments: [{ payment_type: 'Card', amount: cents(-1000), change_amount: cents(0) }],
      giftCardCredit: cents(2500),
      options: { diningOption: false, signatureLine: false, tipLine: false, tipSuggest: true },
    });
    expect(lines).toContain(`Surcharge${' '.repeat(29)}0.95`);
    expect(lines).toContain(`Tip${' '.repeat(35)}3.00`);
    expect(lines).toContain(`Card (Refunded)${' '.repeat(21)}-10.00`);
    expect(lines).toContain(`Balance${' '.repeat(30)}-0.05`);
    expect(lines).toContain(`Gift Card Credit${' '.repeat(21)}25.00`);
    // base = positive payments (none) + surcharge 0.95: 15 % = 0.1425 -> 0.14
    expect(lines).toContain(`  15% (total 1.09)${' '.repeat(20)}0.14`);
  });
  it('prints the store header with both address lines', () => {
    expect(printStoreHeader({ name: 'S', address: 'A', address_2: 'B', phone: '' }, 5)).toEqual(['  S', '  A', '  B']);
  });
});

describe('receipt edges', () => {
  const base = {
    ...sale,
    width: 30,
    options: { diningOption: false, signatureLine: false, tipLine: false, tipSuggest: false },
  };
  it('skips blank header and footer text and blank notes, wraps long notes inside the indent', () => {
    const lines = receiptLines({
      ...base,
      store: { name: 'S', receipt_header_text: '   ', receipt_footer_text: '' },
      items: [
        {
          name: 'Tea',
          quantity: thousandths(1000),
          price: cents(100),
          discount: cents(0),
          subtotal: cents(100),
          notes: '  ',
        },
        {
          name: 'Soup',
          quantity: thousandths(1000),
          price: cents(100),
          discount: cents(0),
          subtotal: cents(100),
          notes: null,
        },
        {
          name: 'Pie',
          quantity: thousandths(1000),
          price: cents(100),
          discount: cents(0),
          subtotal: cents(100),
          notes: 'warm it up a lot please thank you',
        },
      ],
    });
    expect(lines[1]).toBe('-'.repeat(30));
    expect(lines.filter((line) => line.trim() === '')).toEqual([]);
    // "Note: warm it up a lot please thank you" wrapped at 28 ("... lot please" would be 29), indented by 2
    expect(lines).toContain('  Note: warm it up a lot');
    expect(lines).toContain('  please thank you');
  });
  it('labels only negative payments as refunded, prints change only when there is some, and a null credit prints nothing', () => {
    const lines = receiptLines({
      ...base,
      payments: [
        { payment_type: 'Voucher', amount: cents(0), change_amount: cents(0) },
        { payment_type: 'Card', amount: cents(500), change_amount: cents(0) },
      ],
      giftCardCredit: null,
    });
    expect(lines).toContain(`Voucher${' '.repeat(19)}0.00`);
    expect(lines.some((line) => line.startsWith('Change'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Gift Card Credit'))).toBe(false);
  });
});

describe('card details on the receipt (issue 15 §5)', () => {
  const card = {
    payment_type: 'Card',
    amount: cents(1000),
    change_amount: cents(0),
    card_type: 'MC',
    card_lastfour: '4242',
    entry_type: 'Chip',
    auth_code: 'OK1234',
  };
  it('prints brand, last four, entry type and auth code under the card payment', () => {
    expect(receiptPaymentLines(card, 42)).toEqual([
      `Card${' '.repeat(33)}10.00`,
      `  MasterCard/Diners ****4242${' '.repeat(10)}Chip`,
      `  Auth code${' '.repeat(25)}OK1234`,
    ]);
    // 30 columns: the card line wraps, the entry type stays on the right of its last line.
    expect(receiptPaymentLines(card, 30).slice(1, 3)).toEqual([
      '  MasterCard/Diners',
      `  ****4242${' '.repeat(16)}Chip`,
    ]);
  });
  it('never prints more than four digits of a card, whatever was stored as last four', () => {
    const lines = receiptPaymentLines({ ...card, card_lastfour: '4111111111111111' }, 42).join('\n');
    expect(lines).not.toMatch(/\d{5,}/);
    expect(lines).not.toContain('****');
    expect(lines).toContain('MasterCard/Diners');
  });
  it('prints only what a payment holds: a cash payment has no card line', () => {
    expect(receiptPaymentLines({ payment_type: 'Cash', amount: cents(500), change_amount: cents(0) }, 42)).toEqual([
      `Cash${' '.repeat(34)}5.00`,
    ]);
    expect(receiptPaymentLines({ ...card, card_type: null, entry_type: null, auth_code: '' }, 42)).toEqual([
      `Card${' '.repeat(33)}10.00`,
      '  ****4242',
    ]);
  });
  it('names brands the way the seeds list them', () => {
    expect(
      ['VISA', 'mastercard', 'Diners Club', 'DISCOVER', 'AMEX', 'American Express', 'JCB', ' ', null].map(
        cardBrandName,
      ),
    ).toEqual([
      'Visa',
      'MasterCard/Diners',
      'MasterCard/Diners',
      'Discover',
      'American Express',
      'American Express',
      'JCB',
      null,
      null,
    ]);
  });
});
