import { describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { perOrder } from './per-order.ts';

describe('perOrder', () => {
  it('derives once per order object, again for a new object', () => {
    const derive = vi.fn((order: OrderRecord) => order.items.length);
    const count = perOrder(derive);
    const first = { local_id: '1_1', items: [{}, {}] } as unknown as OrderRecord;
    expect(count(first)).toBe(2);
    expect(count(first)).toBe(2);
    expect(derive).toHaveBeenCalledTimes(1);
    const next = { ...first, items: [...first.items, {}] } as unknown as OrderRecord;
    expect(count(next)).toBe(3);
    expect(derive).toHaveBeenCalledTimes(2);
  });

  it('keeps a falsy value without deriving it again', () => {
    const derive = vi.fn(() => false);
    const flag = perOrder(derive);
    const order = { local_id: '1_1', items: [] } as unknown as OrderRecord;
    expect(flag(order)).toBe(false);
    expect(flag(order)).toBe(false);
    expect(derive).toHaveBeenCalledTimes(1);
  });
});
