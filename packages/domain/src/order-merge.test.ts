import { describe, expect, it } from 'vitest';
import { orderLinesMerged, orderMergedWithTotals } from './order-merge.ts';
import { orderWithTotals } from './order-totals-wire.ts';

const line = (local_id: string, price: number, extra: Record<string, unknown> = {}) => ({
  local_id,
  price,
  quantity: 1,
  void_status: 0,
  tax_rates: [],
  modifiers: [],
  ...extra,
});
type Line = ReturnType<typeof line>;
const context = { taxInclusive: false };
const order = (items: Line[], removed?: string[]) => ({
  ...orderWithTotals<Line, { items: Line[] }>({ items }, context),
  ...(removed ? { removed_items: removed } : {}),
});

describe('orderLinesMerged (issue 17 §4)', () => {
  it('keeps the lines of both devices, each once, the upload first', () => {
    const stored = order([line('1_1', 3), line('5_2', 4)]);
    const upload = order([line('1_1', 3), line('6_3', 5)]);
    const merged = orderLinesMerged(stored, upload);
    expect(merged.items.map((item) => item.local_id)).toEqual(['1_1', '6_3', '5_2']);
    expect(merged.changed).toBe(true);
  });

  it('drops only the lines named as removed, by either copy, and keeps a voided line as a change', () => {
    const stored = order([line('1_1', 3), line('5_2', 4), line('5_3', 2)], ['5_9']);
    const upload = order([line('1_1', 3, { void_status: 1 }), line('5_3', 2)], ['5_2']);
    const merged = orderLinesMerged(stored, upload);
    expect(merged.items.map((item) => [item.local_id, item.void_status])).toEqual([
      ['1_1', 1],
      ['5_3', 0],
    ]);
    expect(merged.removed).toEqual(['5_9', '5_2']);
  });

  it('changes nothing when the upload already has every stored line', () => {
    const stored = order([line('1_1', 3)]);
    const upload = order([line('1_1', 3), line('6_3', 5)]);
    expect(orderLinesMerged(stored, upload).changed).toBe(false);
    expect(orderMergedWithTotals(stored, upload, context)).toBeNull();
  });

  it('recomputes the totals from the merged lines, to the cent', () => {
    const stored = order([line('1_1', 3.1), line('5_2', 4.25)]);
    const upload = order([line('1_1', 3.1), line('6_3', 0.7)]);
    const merged = orderMergedWithTotals(stored, upload, context);
    expect(merged?.items.map((item) => item.local_id)).toEqual(['1_1', '6_3', '5_2']);
    expect(merged?.subtotal).toBe(8.05);
    expect(merged?.grand_total).toBe(8.05);
    expect(merged?.balance_remaining).toBe(8.05);
    expect(merged?.items.some((item) => 'wholeDiscount' in item)).toBe(false);
  });
});
