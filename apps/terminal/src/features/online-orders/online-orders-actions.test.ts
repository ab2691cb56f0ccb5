// @vitest-environment node
import type { OrderItem, Payment } from '@opentill/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import type { KitchenPrintOutcome } from '../../devices/printing/index.ts';
import { onlineOrderApprove, onlineOrderReject, type OnlineOrderDeps } from './online-orders-actions.ts';

const item = (local_id: string, extra: Partial<OrderItem> = {}): OrderItem => ({
  local_id,
  product: 3,
  name: `Item ${local_id}`,
  quantity: 1,
  price: 5,
  modifiers: [],
  void_status: 0,
  ...extra,
});

const payment: Payment = {
  local_id: 'p1',
  payment_type: 'Card',
  amount: 10,
  payment_date: '2026-11-29T08:00:00.000Z',
  transaction_type: 'sale',
};

const pending = (extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    id: 41,
    local_id: 'online_abc',
    type: 1,
    status: 0,
    open_date: '2026-11-29T07:50:00.000Z',
    items: [item('a', { printers: [7] }), item('b')],
    subtotal: 10,
    tax_total: 0,
    grand_total: 10,
    total_sum: 10,
    payments: [],
    ...extra,
  }) as OrderRecord;

const NOW = new Date('2026-11-29T08:10:00.000Z');

/** The transitions' outside world, recording the order of what happened. */
function fakeDeps(kitchen: Partial<KitchenPrintOutcome> = {}) {
  const steps: string[] = [];
  const saved: OrderRecord[] = [];
  const deps: OnlineOrderDeps = {
    now: () => NOW,
    employeeId: () => 5,
    terminalId: () => 2,
    save: vi.fn((order: OrderRecord) => {
      steps.push(`save ${String(order.status)}`);
      saved.push(order);
      return Promise.resolve({ ...order, updated: true });
    }),
    printKitchen: vi.fn(() => {
      steps.push('kitchen');
      return Promise.resolve({ ok: true, printed: true, failures: [], printedItems: ['a'], ...kitchen });
    }),
    refundCall: vi.fn(() => {
      steps.push('refund call');
      return Promise.resolve({});
    }),
    syncRequest: vi.fn(() => {
      steps.push('sync');
    }),
  };
  return { deps, steps, saved };
}

describe('approve (seed 002 §4)', () => {
  it('with payments: completed with employee, terminal and close date; the kitchen ticket; then a sync', async () => {
    const { deps, steps, saved } = fakeDeps();
    const outcome = await onlineOrderApprove(pending({ payments: [payment] }), deps);
    expect(outcome?.order).toMatchObject({
      status: 3,
      employee: 5,
      emp_close: 5,
      terminal_id: 2,
      related_terminal: 2,
      close_date: NOW.toISOString(),
    });
    // The completed order is written before the ticket prints; the printed item is then marked sent.
    expect(steps).toEqual(['save 3', 'sync', 'kitchen', 'save 3', 'sync']);
    expect(deps.printKitchen).toHaveBeenCalledWith(expect.objectContaining({ status: 3 }));
    const marked = saved.at(-1)!;
    expect(marked.items.find((line) => line.local_id === 'a')).toMatchObject({
      sent_to_kitchen: true,
      has_kitchen_updates: false,
    });
    expect(marked.items.find((line) => line.local_id === 'b')?.sent_to_kitchen).toBeUndefined();
  });

  it('without payments: open, no close date or closing employee; its ticket too (decisions §57), then a sync', async () => {
    const { deps, steps } = fakeDeps();
    const outcome = await onlineOrderApprove(pending(), deps);
    expect(outcome?.order.status).toBe(1);
    expect(outcome?.order.close_date).toBeUndefined();
    expect(outcome?.order.emp_close).toBeUndefined();
    expect(steps).toEqual(['save 1', 'sync', 'kitchen', 'save 1', 'sync']);
  });

  it('a failed ticket leaves the items unsent and answers the failure; the approval stands and syncs', async () => {
    const failure = { printer: 'Kitchen', cause: 'unreachable' } as unknown as KitchenPrintOutcome['failures'][number];
    const { deps, steps } = fakeDeps({ ok: false, printed: false, printedItems: [], failures: [failure] });
    const outcome = await onlineOrderApprove(pending(), deps);
    expect(outcome?.kitchen.ok).toBe(false);
    expect(outcome?.order.items.every((line) => line.sent_to_kitchen !== true)).toBe(true);
    expect(steps).toEqual(['save 1', 'sync', 'kitchen']);
  });

  it('an order no longer pending is left alone', async () => {
    const { deps, steps } = fakeDeps();
    expect(await onlineOrderApprove(pending({ status: 1 }), deps)).toBeNull();
    expect(steps).toEqual([]);
  });
});

describe('reject (seed 002 §4)', () => {
  it('with payments: refunded, the refund call with the server id, then a sync', async () => {
    const { deps, steps } = fakeDeps();
    const rejected = await onlineOrderReject(pending({ payments: [payment] }), deps);
    expect(rejected).toMatchObject({ status: 5, close_date: NOW.toISOString(), terminal_id: 2, emp_close: 5 });
    expect(deps.refundCall).toHaveBeenCalledWith(41);
    expect(steps).toEqual(['save 5', 'refund call', 'sync']);
    expect(deps.printKitchen).not.toHaveBeenCalled();
  });

  it('a failed refund call is logged only: the order stays refunded and the sync runs', async () => {
    const { deps, steps } = fakeDeps();
    deps.refundCall = vi.fn(() => Promise.reject(new Error('Got 500')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rejected = await onlineOrderReject(pending({ payments: [payment] }), deps);
    expect(rejected?.status).toBe(5);
    expect(log).toHaveBeenCalledWith('Refund call on reject failed', expect.any(Error));
    expect(steps).toEqual(['save 5', 'sync']);
    log.mockRestore();
  });

  it('without payments: cancelled with close date and terminal, no refund call, then a sync', async () => {
    const { deps, steps } = fakeDeps();
    const rejected = await onlineOrderReject(pending(), deps);
    expect(rejected).toMatchObject({ status: 4, close_date: NOW.toISOString(), terminal_id: 2 });
    expect(deps.refundCall).not.toHaveBeenCalled();
    expect(steps).toEqual(['save 4', 'sync']);
  });

  it('an order no longer pending is left alone', async () => {
    const { deps, steps } = fakeDeps();
    expect(await onlineOrderReject(pending({ status: 3, payments: [payment] }), deps)).toBeNull();
    expect(steps).toEqual([]);
  });
});
