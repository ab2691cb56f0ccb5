import { describe, expect, it } from 'vitest';
import type { DisplayMessage, DisplayOrder } from '../../devices/customer-display/display-protocol.ts';
import { displayScreen, displayViewNext, VIEW_EMPTY, type DisplayView } from './display-view.ts';

const order = (lines: number): DisplayOrder => ({
  lines: Array.from({ length: lines }, (_, index) => ({
    id: String(index),
    name: `Item ${String(index)}`,
    quantity: '1',
    modifiers: [],
    discount: null,
    amount: '$1.00',
  })),
  subtotal: '$1.00',
  discount: null,
  tax: '$0.00',
  tips: null,
  total: '$1.00',
  paid: null,
  balance: '$1.00',
});
const run = (messages: DisplayMessage[], from: DisplayView = VIEW_EMPTY) => messages.reduce(displayViewNext, from);
const sale = { sale: { cash: true, transaction_amount: '$10.00', change_tender_amount: '$9.00' } };

describe('what the display shows (issue 20 §2)', () => {
  it('idle, then the order as lines come, the sale, the thank-you, and a new order after it', () => {
    expect(displayScreen(VIEW_EMPTY)).toBe('idle');
    expect(displayScreen(run([{ order: order(0) }]))).toBe('idle');
    const building = run([{ display_open: true }, { order: order(1) }, { order: order(2) }]);
    expect(displayScreen(building)).toBe('order');
    expect(building.order?.lines).toHaveLength(2);
    const paid = run([sale, { order: null }], building);
    expect(displayScreen(paid)).toBe('sale');
    const thanks = run([{ thank_you: true }], paid);
    expect(displayScreen(thanks)).toBe('thanks');
    expect(displayScreen(run([{ order: null }], thanks))).toBe('thanks');
    expect(displayScreen(run([{ order: order(1) }], thanks))).toBe('order');
  });

  it('keeps the store and ignores the terminal id', () => {
    const store = { name: 'Cafe', logo: '/api/images/1', background: null, language: 'de' };
    const view = run([{ store }, { terminal: 1 }]);
    expect(view.store).toEqual(store);
    expect(displayScreen(view)).toBe('idle');
  });

  it('asks for the tip while the checkout does (issue 20 §6), then the order again; the sale comes first', () => {
    const request = {
      order: '1_5',
      options: [{ percent: 15, tip: '$0.15', total: '$1.15' }],
      total: '$1.00',
      signature: true,
    };
    const asking = run([{ order: order(1) }, { tip_request: request }]);
    expect(displayScreen(asking)).toBe('tip');
    expect(displayScreen(run([{ tip_request: null }], asking))).toBe('order');
    expect(displayScreen(run([sale], asking))).toBe('sale');
  });
});
