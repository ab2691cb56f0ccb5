import { bodyText } from '../test-body.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection, saveStoredConnection } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { saveRecords } from '../save.ts';
import { activeOrdersRefresh, ordersEventIsOwn, useActiveOrders } from './active-orders.ts';
import { orderBody, ordersUploadPending } from './orders-upload.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  saveStoredConnection({ domain: 'shop.local', syncedAt: '2026-01-02T09:00:00.000Z' });
  database = new OpenTillDb(`active-orders-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

const line = (localId: string) => ({ local_id: localId, name: 'Beer', quantity: 1, price: 5 });
const order = (localId: string, items: string[], extra: DbRecord = {}): DbRecord => ({
  local_id: localId,
  id: 40,
  status: 1,
  items: items.map(line),
  updated_at: '2026-01-02T10:00:00.000Z',
  ...extra,
});
const answering = (body: unknown) =>
  vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
const deps = (fetch: unknown) => ({ fetch: fetch as typeof globalThis.fetch, online: () => true });

describe('active orders (issue 17 §4)', () => {
  it("stores other terminals' open orders and the server copy of a synced one, never a copy with unsent changes", async () => {
    await saveRecords(
      'orders',
      [
        order('5_1', ['5_1a'], { id: 41, updated: false }),
        order('5_2', ['5_2a'], { id: 42, updated: true }),
        order('5_3', ['5_3a'], { id: 43, status: 3, updated: false }),
      ],
      database,
    );
    const fetch = answering({
      results: [
        order('6_1', ['6_1a'], { id: 50 }),
        order('5_1', ['5_1a', '6_x'], { id: 41 }),
        order('5_2', ['5_2a', '6_y'], { id: 42, updated_at: '2026-01-02T11:00:00.000Z' }),
      ],
    });
    const revision = useActiveOrders.getState().revision;
    expect(await activeOrdersRefresh({ database, deps: deps(fetch) })).toBe(2);
    // Only the local open and held orders with a server id are asked for (a completed one is not).
    expect(JSON.parse(bodyText(fetch.mock.calls[0]?.[1]))).toEqual([41, 42]);
    expect(((await database.orders.get('6_1'))?.items as unknown[]).length).toBe(1);
    const merged = await database.orders.get('5_1');
    expect((merged?.items as DbRecord[]).map((item) => item.local_id)).toEqual(['5_1a', '6_x']);
    expect(merged).toMatchObject({ updated: false, outbox: 0, synced_items: ['5_1a', '6_x'] });
    expect(((await database.orders.get('5_2'))?.items as unknown[]).length).toBe(1);
    expect(useActiveOrders.getState()).toMatchObject({ revision: revision + 1, changed: ['6_1', '5_1'] });
  });

  it('does nothing offline', async () => {
    const fetch = answering({ results: [] });
    expect(await activeOrdersRefresh({ database, deps: { fetch: fetch as never, online: () => false } })).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the lines removed since the server copy, and takes the merged answer of an unchanged order', async () => {
    const local = order('5_4', ['5_4a', '5_4c'], { synced_items: ['5_4a', '5_4b'], updated: true });
    expect(orderBody(local)).toMatchObject({ removed_items: ['5_4b'] });
    expect(orderBody(local)).not.toHaveProperty('synced_items');
    await saveRecords('orders', [local], database);
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const [sent] = JSON.parse(bodyText(init)) as DbRecord[];
      const items = [...(sent?.items as DbRecord[]), line('6_z')];
      return Promise.resolve(new Response(JSON.stringify([{ ...sent, id: 44, number: 9, items }]), { status: 200 }));
    });
    const revision = useActiveOrders.getState().revision;
    await ordersUploadPending({ database, deps: deps(fetch) });
    const stored = await database.orders.get('5_4');
    expect((stored?.items as DbRecord[]).map((item) => item.local_id)).toEqual(['5_4a', '5_4c', '6_z']);
    expect(stored).toMatchObject({ id: 44, updated: false, synced_items: ['5_4a', '5_4c', '6_z'] });
    expect(useActiveOrders.getState()).toMatchObject({ revision: revision + 1, changed: ['5_4'] });
  });
});

describe('orders-event of this terminal', () => {
  it("is its own only when the event names this terminal's id", () => {
    localStorage.setItem('terminal', JSON.stringify({ id: 2 }));
    expect(ordersEventIsOwn({ instance_id: '2' })).toBe(true);
    expect(ordersEventIsOwn({ instance_id: '3' })).toBe(false);
    expect(ordersEventIsOwn({ instance_id: '' })).toBe(false);
    localStorage.removeItem('terminal');
    expect(ordersEventIsOwn({ instance_id: '' })).toBe(false);
    expect(ordersEventIsOwn({ instance_id: '2' })).toBe(false);
  });
});
