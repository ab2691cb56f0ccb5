import { cents } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutKit, orderSaved, type Kit } from './checkout-test-kit.ts';
import { checkoutView } from './checkout-view.ts';

let kit: Kit;
beforeEach(async () => {
  kit = await checkoutKit();
});
afterEach(async () => {
  await kit.restore();
});

describe('checkoutView keeps the order part while the order is the same (issue 13, the Cash tap)', () => {
  it('a keypad or processing change reuses the lines and totals; a new order or context recomputes them', async () => {
    const order = await orderSaved(kit.database);
    const context = { taxInclusive: false };
    const first = checkoutView({ order, context, digits: '', processing: false })!;
    expect(first.totals.grand_total).toBe(cents(1359));
    expect(first.lines.map((line) => line.name)).toEqual(['Burger', 'Soda']);

    const busy = checkoutView({ order, context, digits: '2000', processing: true })!;
    expect(busy.lines).toBe(first.lines);
    expect(busy.totals).toBe(first.totals);
    expect(busy.tendered).toBe(cents(2000));

    const inclusive = { taxInclusive: true };
    const other = checkoutView({ order, context: inclusive, digits: '', processing: false })!;
    expect(other.lines).not.toBe(first.lines);
    expect(other.totals.grand_total).toBe(cents(1235));

    const changed = { ...order, items: order.items.slice(0, 1) };
    const fewer = checkoutView({ order: changed, context, digits: '', processing: false })!;
    expect(fewer.lines.map((line) => line.name)).toEqual(['Burger']);
    expect(fewer.totals.grand_total).toBe(cents(1100));
  });
});
