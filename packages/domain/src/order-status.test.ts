import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  itemAfterKitchenChange,
  itemAfterKitchenPrint,
  itemKitchenPending,
  kitchenAutoSend,
  kitchenPrintEnabled,
  onlineOrderApproveStatus,
  onlineOrderRejectStatus,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  orderCancel,
  orderEditorAccess,
  orderHold,
  orderStatusCanChange,
  orderStatusIsFinal,
  printCheckEnabled,
} from './order-status.ts';

describe('status codes (seed 000 §9)', () => {
  it('are 0 pending to 5 refunded with the seeds’ labels', () => {
    expect(ORDER_STATUS).toEqual({ PENDING: 0, OPEN: 1, HOLD: 2, COMPLETED: 3, CANCELLED: 4, REFUNDED: 5 });
    expect(ORDER_STATUS_LABEL[3]).toBe('Completed');
    expect(ORDER_STATUS_LABEL[4]).toBe('Canceled');
    expect(ORDER_STATUS_LABEL[5]).toBe('Returned');
  });
  it.each([0, 1, 2])('%i is not final', (status) => expect(orderStatusIsFinal(status)).toBe(false));
  it.each([3, 4, 5])('%i is final', (status) => expect(orderStatusIsFinal(status)).toBe(true));
});

describe('orderStatusCanChange (seed 001 §4, seed 002 §4)', () => {
  // rows: from, then allowed targets 0..5
  const table: [number, boolean[]][] = [
    [0, [true, true, true, true, true, true]],
    [1, [false, true, true, true, true, true]],
    [2, [false, true, true, true, true, true]],
    [3, [false, false, false, false, false, true]],
    [4, [false, false, false, false, false, false]],
    [5, [false, false, false, false, false, false]],
  ];
  for (const [from, row] of table) {
    row.forEach((allowed, to) => {
      it(`${String(from)} -> ${String(to)}: ${String(allowed)}`, () =>
        expect(orderStatusCanChange(from, to)).toBe(allowed));
    });
  }
});

describe('online order outcomes (seed 002 §4)', () => {
  it('approve: completed with payments, open without', () => {
    expect(onlineOrderApproveStatus(true)).toBe(3);
    expect(onlineOrderApproveStatus(false)).toBe(1);
  });
  it('reject: refunded with payments, cancelled without', () => {
    expect(onlineOrderRejectStatus(true)).toBe(5);
    expect(onlineOrderRejectStatus(false)).toBe(4);
  });
});

describe('hold and cancel (seed 001 §4)', () => {
  const open = { id: 7, status: 1, locked_by: 3, description: null };
  it('hold sets status, date, note and releases the lock', () => {
    expect(orderHold(open, '2026-01-02T10:00:00Z', 'table by window')).toEqual({
      id: 7,
      status: 2,
      hold_date: '2026-01-02T10:00:00Z',
      description: 'table by window',
      locked_by: null,
    });
    expect(orderHold(open, 'T')?.description).toBe('');
  });
  it('hold is ignored for a new order with no id, and for final orders', () => {
    expect(orderHold({ status: 1 }, 'T')).toBeNull();
    expect(orderHold({ id: null, status: 1 }, 'T')).toBeNull();
    expect(orderHold({ id: 1, status: 3 }, 'T')).toBeNull();
  });
  it('cancel records terminal and close date and clears the lock', () => {
    expect(orderCancel(open, 'T1', 12)).toEqual({
      id: 7,
      status: 4,
      close_date: 'T1',
      terminal_id: 12,
      locked_by: null,
      description: null,
    });
    expect(orderCancel({ id: 1, status: 3 }, 'T', 1)).toBeNull();
    expect(orderCancel({ id: 1, status: 2 }, 'T', 1)?.status).toBe(4);
  });
  it('only non-final orders open in the editor', () => {
    expect(orderEditorAccess(1)).toEqual({ ok: true, value: true });
    expect(orderEditorAccess(2)).toEqual({ ok: true, value: true });
    expect(orderEditorAccess(3)).toEqual({
      ok: false,
      error: { title: 'Order you are trying to open is completed', message: 'You can edit only Open orders...' },
    });
    expect(orderEditorAccess(4).ok).toBe(false);
    expect(orderEditorAccess(5).ok).toBe(false);
  });
});

describe('kitchen rules (seed 001 §4, §5)', () => {
  it.each<[object, boolean]>([
    [{ void_status: 0, sent_to_kitchen: false, printers: [1] }, true],
    [{ void_status: null, printers: [1] }, true],
    [{ printers: [1] }, true],
    [{ void_status: 1, printers: [1] }, false],
    [{ void_status: 0, sent_to_kitchen: true, printers: [1] }, false],
    [{ void_status: 0, printers: [] }, false],
    [{ void_status: 0 }, false],
  ])('pending %j -> %s', (item, pending) => {
    expect(itemKitchenPending(item)).toBe(pending);
  });
  it('after printing: updates cleared, sent unless cancel or quantity change', () => {
    const item = { has_kitchen_updates: true, sent_to_kitchen: false, printers: [1] };
    expect(itemAfterKitchenPrint(item)).toEqual({ has_kitchen_updates: false, sent_to_kitchen: true, printers: [1] });
    expect(itemAfterKitchenPrint(item, 'item canceled').sent_to_kitchen).toBe(true);
    expect(itemAfterKitchenPrint(item, 'order cancelled')).toEqual({
      has_kitchen_updates: false,
      sent_to_kitchen: false,
      printers: [1],
    });
    expect(itemAfterKitchenPrint(item, 'qty changed').sent_to_kitchen).toBe(false);
    expect(itemAfterKitchenPrint({ printers: [1] }, 'qty changed').sent_to_kitchen).toBe(false);
    expect(itemAfterKitchenPrint({ sent_to_kitchen: true }, 'qty changed').sent_to_kitchen).toBe(true);
  });
  it('a change marks items with printers once', () => {
    expect(itemAfterKitchenChange({ printers: [1] })).toEqual({ printers: [1], has_kitchen_updates: true });
    const already = { printers: [1], has_kitchen_updates: true };
    expect(itemAfterKitchenChange(already)).toBe(already);
    const none = { printers: [] };
    expect(itemAfterKitchenChange(none)).toBe(none);
    const missing = {};
    expect(itemAfterKitchenChange(missing)).toBe(missing);
  });
  it.each<[boolean, boolean, number, boolean]>([
    [true, false, 1, true],
    [true, false, 0, false],
    [true, true, 100, false],
    [false, false, 100, false],
    [true, false, -100, false],
  ])('kitchen print enabled: updates %s printing %s total %i -> %s', (hasKitchenUpdates, printing, total, expected) => {
    expect(kitchenPrintEnabled({ hasKitchenUpdates, printing, total: cents(total) })).toBe(expected);
  });
  it('auto-sends only when the setting is true and the total positive', () => {
    expect(kitchenAutoSend('true', cents(1))).toBe(true);
    expect(kitchenAutoSend(true, cents(1))).toBe(true);
    expect(kitchenAutoSend('false', cents(1))).toBe(false);
    expect(kitchenAutoSend('true', cents(0))).toBe(false);
    expect(kitchenAutoSend(undefined, cents(5))).toBe(false);
  });
  it('print check needs an active item', () => {
    expect(printCheckEnabled(1)).toBe(true);
    expect(printCheckEnabled(0)).toBe(false);
  });
});

describe('status edges', () => {
  it('labels every status', () => {
    expect(ORDER_STATUS_LABEL).toEqual({
      0: 'Pending',
      1: 'Open',
      2: 'Hold',
      3: 'Completed',
      4: 'Canceled',
      5: 'Returned',
    });
  });
  it('unknown statuses change to nothing', () => {
    expect(orderStatusCanChange(7, 1)).toBe(false);
    expect(orderStatusCanChange(-1, 3)).toBe(false);
  });
});
