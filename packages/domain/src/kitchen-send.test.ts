import { describe, expect, it } from 'vitest';
import { itemKitchenSend, orderKitchenSend } from './kitchen-send.ts';

const kitchen = { printers: [1] };

describe('what a kitchen send prints (issue 17 §6)', () => {
  it('a new item with printers, not one without, not a voided one never sent', () => {
    expect(itemKitchenSend({}, { ...kitchen, void_status: 0 })).toBe(true);
    expect(itemKitchenSend({}, { printers: [], void_status: 0 })).toBe(false);
    expect(itemKitchenSend({}, { ...kitchen, void_status: 1 })).toBe(false);
  });
  it('a held course waits until fired', () => {
    expect(itemKitchenSend({ courses_held: [2] }, { ...kitchen, course: 2 })).toBe(false);
    expect(itemKitchenSend({ courses_held: [2] }, { ...kitchen, course: 1 })).toBe(true);
  });
  it('a sent item only when changed or removed since; the voided copy of a lowered quantity is not its own', () => {
    const sent = { ...kitchen, sent_to_kitchen: true };
    expect(itemKitchenSend({}, { ...sent, has_kitchen_updates: false })).toBe(false);
    expect(itemKitchenSend({}, { ...sent, has_kitchen_updates: true })).toBe(true);
    expect(itemKitchenSend({}, { ...sent, has_kitchen_updates: true, void_status: 1 })).toBe(true);
    expect(itemKitchenSend({}, { ...sent, has_kitchen_updates: true, void_status: 1, void_item: true })).toBe(false);
  });
  it('an order has a send when any item has', () => {
    expect(orderKitchenSend({ items: [{ ...kitchen, sent_to_kitchen: true }] })).toBe(false);
    expect(orderKitchenSend({ items: [{ ...kitchen, sent_to_kitchen: true }, kitchen] })).toBe(true);
  });
});
