// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { displayOrderOf, displaySaleOf } from './display-figures.ts';

const money = (value: number) => `$${(value / 100).toFixed(2)}`;

describe('customer display messages (issue 20 §2): the domain figures, formatted, nothing else', () => {
  it('shows the active lines with modifiers and item discount, and the totals of orderFigures', () => {
    const order = {
      items: [
        {
          local_id: '1_a',
          name: 'Latte',
          quantity: 2,
          price: '3.00',
          discount: '1.00',
          modifiers: [
            { name: 'Oat milk', price: '0.50' },
            { name: 'No sugar', price: 0 },
            { name: 'Syrup', price: '0.40', void_status: 1 },
          ],
          tax_rates: [{ rate: '10' }],
        },
        { local_id: '1_b', name: 'Voided tea', quantity: 1, price: '2.00', void_status: 1 },
      ],
      payments: [{ amount: '5.00' }],
    };
    const shown = displayOrderOf(order, { taxInclusive: false }, (value) => money(value));
    expect(shown.lines).toEqual([
      {
        id: '1_a',
        name: 'Latte',
        quantity: '2',
        modifiers: [
          { name: 'Oat milk', price: '$0.50' },
          { name: 'No sugar', price: null },
        ],
        discount: '$-1.00',
        amount: '$6.00',
      },
    ]);
    // (3.00 + 0.50) x 2 - 1.00 = 6.00; tax 10 % = 0.60; total 6.60; paid 5.00; balance 1.60.
    expect(shown).toMatchObject({ subtotal: '$6.00', tax: '$0.60', total: '$6.60', paid: '$5.00', balance: '$1.60' });
    expect(shown.discount).toBeNull();
  });

  it("a cash sale carries the tendered amount and the change; a card sale isn't cash", () => {
    const types = [
      { name: 'Cash', behavior: 1 },
      { name: 'Card', behavior: 2 },
    ];
    const cash = { payment_type: 'Cash', amount: 6.18, amount_paid: 10, change_amount: 3.82 };
    expect(displaySaleOf(cash, types, money)).toEqual({
      cash: true,
      transaction_amount: '$10.00',
      change_tender_amount: '$3.82',
      tip: null,
    });
    const card = { payment_type: 'Card', amount: 6.18, amount_paid: 6.18, change_amount: 0 };
    expect(displaySaleOf(card, types, money)).toEqual({
      cash: false,
      transaction_amount: '$6.18',
      change_tender_amount: '$0.00',
      tip: null,
    });
    // A tip from the display (issue 20 §6): 10.00 handed for 6.18 with a 0.93 tip out of the change.
    const tipped = { payment_type: 'Cash', amount: 6.18, amount_paid: 9.07, change_amount: 2.89, tips: 0.93 };
    expect(displaySaleOf(tipped, types, money)).toEqual({
      cash: true,
      transaction_amount: '$10.00',
      change_tender_amount: '$2.89',
      tip: '$0.93',
    });
  });
});
