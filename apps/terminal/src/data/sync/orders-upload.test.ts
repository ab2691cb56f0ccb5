import { bodyText } from '../test-body.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb, type DbRecord } from '../db.ts';
import { onOrderIdentified } from '../repositories/order-identified.ts';
import { outboxCount } from '../repositories/outbox.ts';
import { saveRecords } from '../save.ts';
import { batchesOf, ordersUploadPending } from './orders-upload.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`orders-upload-${Math.random()}`);
});
afterEach(async () => {
  await database.delete();
});

const order = (n: number, extra: DbRecord = {}): DbRecord => ({ local_id: `7_${1000 + n}`, status: 3, items: [], grand_total: n, updated: true, ...extra });

/** A server stub: saves by local_id (idempotent), numbers in order, refuses local ids listed in `refuse` with 400. */
function server(refuse: string[] = []) {
  const saved = new Map<string, DbRecord>();
  const bodies: DbRecord[][] = [];
  let hook: (() => Promise<void>) | null = null;
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const list = JSON.parse(bodyText(init)) as DbRecord[];
    bodies.push(list);
    const bad = list.find((o) => refuse.includes(o.local_id as string));
    if (bad) return new Response(JSON.stringify({ error: 'invalid', field: '0.items', message: 'Items are invalid' }), { status: 400 });
    if (hook) await hook();
    const answer = list.map((o) => {
      const known = saved.get(o.local_id as string);
      const row = { ...o, id: known?.id ?? saved.size + 100, number: known?.number ?? saved.size + 1 };
      saved.set(o.local_id as string, row);
      return row;
    });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return { fetch, saved, bodies, during: (fn: () => Promise<void>) => (hook = fn) };
}

const deps = (fetch: typeof globalThis.fetch) => ({ fetch, online: () => true });
const now = () => new Date('2026-01-02T10:00:00Z');

describe('order upload (seed 000 §4 Sync, §9)', () => {
  it('sends marked orders in batches and marks each answered one with server id, number and synced time', async () => {
    await saveRecords('orders', Array.from({ length: 450 }, (_, n) => order(n)), database);
    await saveRecords('orders', [order(500, { updated: false })], database);
    const stub = server();
    const identified: [string, number, number | null][] = [];
    const stop = onOrderIdentified((...args) => identified.push(args));
    const report = await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now });
    stop();
    expect(report).toEqual({ uploaded: 450, refused: [] });
    // Open screens hear of each stored id (the order editor's route shows it, seed 001 §4).
    expect(identified).toHaveLength(450);
    expect(identified[0]).toEqual(['7_1000', 100, 1]);
    // At most the server's ORDERS_SYNC_MAX (200) per request.
    expect(stub.bodies.map((b) => b.length)).toEqual([200, 200, 50]);
    // Device-only fields never reach the strict server contract.
    expect(Object.keys(stub.bodies[0]![0]!).sort()).toEqual(['grand_total', 'items', 'local_id', 'status']);
    const first = await database.orders.get('7_1000');
    expect(first).toMatchObject({ id: 100, number: 1, updated: false, outbox: 0, synced_at: '2026-01-02T10:00:00.000Z' });
    expect(await outboxCount(database)).toBe(0);
  });

  it('sends texts without the control characters the server refuses, keeping line breaks (issue 14 §5)', async () => {
    const typed = { items: [{ local_id: 'i1', notes: 'no\tice\nplease' }], customer: { first_name: 'Ann\u0007a \ud800' } };
    await saveRecords('orders', [order(1, typed)], database);
    const stub = server();
    const report = await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now });
    expect(report.uploaded).toBe(1);
    const [sent] = stub.bodies[0] ?? [];
    expect(sent?.items).toEqual([{ local_id: 'i1', notes: 'no ice\nplease' }]);
    expect(sent?.customer).toEqual({ first_name: 'Ann a \ufffd' });
    // The device keeps what was typed.
    expect((await database.orders.get('7_1001'))?.items).toEqual(typed.items);
  });

  it('cuts a request sooner when its body would grow past the byte budget (the server refuses bodies over 1 MiB)', async () => {
    const note = 'x'.repeat(300);
    await saveRecords('orders', Array.from({ length: 10 }, (_, n) => order(n, { note })), database);
    const stub = server();
    await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now, batchBytes: 1000 });
    expect(stub.bodies.map((b) => b.length)).toEqual([2, 2, 2, 2, 2]);
    expect(batchesOf([order(1, { note: 'y'.repeat(5000) })], 200, 1000)).toHaveLength(1);
  });

  it('keeps an order edited while its upload was in flight marked updated, with the server id', async () => {
    await saveRecords('orders', [order(1)], database);
    const stub = server();
    stub.during(async () => {
      await saveRecords('orders', [order(1, { grand_total: 99 })], database);
    });
    await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now });
    expect(await database.orders.get('7_1001')).toMatchObject({ id: 100, grand_total: 99, updated: true, outbox: 1 });
    stub.during(() => Promise.resolve());
    await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now });
    expect(stub.bodies[1]![0]).toMatchObject({ id: 100, grand_total: 99 });
    expect(await database.orders.get('7_1001')).toMatchObject({ updated: false, outbox: 0 });
  });

  it('sets a refused order aside with the server message and uploads the others', async () => {
    await saveRecords('orders', [order(1), order(2), order(3)], database);
    const stub = server(['7_1002']);
    const reported = vi.fn();
    const report = await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now, report: reported });
    expect(report.uploaded).toBe(2);
    expect(report.refused.map((r) => r.local_id)).toEqual(['7_1002']);
    expect(reported).toHaveBeenCalledWith('7_1002', expect.objectContaining({ status: 400, message: 'Items are invalid', field: '0.items' }));
    expect(await database.orders.get('7_1002')).toMatchObject({ outbox: 1, sync_error: { message: 'Items are invalid' } });
    // Still counted as not uploaded, but not sent again while unchanged.
    expect(await outboxCount(database)).toBe(1);
    stub.bodies.length = 0;
    await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now, report: reported });
    expect(stub.bodies).toEqual([]);
    // Once edited it is tried again.
    const refused = (await database.orders.get('7_1002'))!;
    await saveRecords('orders', [{ ...refused, grand_total: 5 }], database);
    await ordersUploadPending({ database, deps: deps(stub.fetch as unknown as typeof fetch), now, report: reported });
    expect(stub.bodies).toHaveLength(1);
  });

  it.each([503, 401])('throws on %i without setting any order aside', async (status) => {
    await saveRecords('orders', [order(1), order(2)], database);
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status })));
    await expect(ordersUploadPending({ database, deps: deps(fetch as unknown as typeof globalThis.fetch), now })).rejects.toThrow(`Got ${status}`);
    // One batch request, not one per order: the failure is the run's, not an order's.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await outboxCount(database)).toBe(2);
    expect((await database.orders.toArray()).filter((o) => o.sync_error)).toEqual([]);
  });
});
