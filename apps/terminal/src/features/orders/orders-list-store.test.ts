import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../../data/connection.ts';
import { OpenTillDb, setDb } from '../../data/db.ts';
import { useNetwork } from '../../data/network-store.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { jsonResponse } from '../../test/render-app.tsx';
import { useOrdersList } from './orders-list-store.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const DAY = 86_400_000;

const order = (local_id: string, extra: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    local_id,
    items: [],
    subtotal: 10,
    tax_total: 0,
    grand_total: 10,
    total_sum: 10,
    status: 3,
    open_date: '2026-11-24T10:00:00.000Z',
    close_date: '2026-11-24T10:05:00.000Z',
    payments: [],
    updated_at: '2026-11-24T10:05:00.000Z',
    ...extra,
  }) as OrderRecord;

let database: OpenTillDb;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  database = new OpenTillDb(`orders-list-${Math.random()}`);
  setDb(database);
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useNetwork.setState({ online: false });
  useOrdersList.getState().reset();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  setDb(null);
  await database.delete();
});

const ids = () => useOrdersList.getState().orders.map((entry) => entry.local_id);
const calledUrls = () => fetchMock.mock.calls.map(([url]) => url as string);

describe('order list store', () => {
  it('shows the orders of the chosen tab, newest first, without drafts, moved originals or completed orders older than 5 days', async () => {
    await database.orderList.bulkPut([
      order('1_1', { open_date: '2026-11-24T09:00:00.000Z' }),
      order('1_2', { open_date: '2026-11-24T11:00:00.000Z' }),
      order('1_old', { close_date: new Date(NOW.getTime() - 6 * DAY).toISOString() }),
      // The device refunded this one since the list was fetched: it now belongs to the Refunded tab.
      order('1_moved', { id: 9 }),
    ]);
    await database.orders.bulkPut([
      order('1_moved', { id: 9, status: 5 }),
      order('1_hold', { status: 2, hold_date: '2026-11-24T10:30:00.000Z', description: 'table 4' }),
      order('1_draft', { status: 1, reference_order: 9, total_sum: -10 }),
      order('1_open', { status: 1 }),
    ]);

    await useOrdersList.getState().open(3, NOW);
    expect(ids()).toEqual(['1_2', '1_1']);
    await useOrdersList.getState().open(2, NOW);
    expect(ids()).toEqual(['1_hold']);
    await useOrdersList.getState().open(1, NOW);
    expect(ids()).toEqual(['1_open']);
    await useOrdersList.getState().open(5, NOW);
    expect(ids()).toEqual(['1_moved']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('online, merges the server pages of 20 into the list and fetches the next page near the bottom', async () => {
    useNetwork.setState({ online: true });
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        order(`2_${String(from + index)}`, {
          id: from + index,
          open_date: new Date(NOW.getTime() - (from + index) * 60_000).toISOString(),
        }),
      );
    // An old completed order the server sends is shown: the 5-day rule is for what the device keeps.
    const first = [
      ...page(1, 19),
      order('2_old', {
        id: 99,
        open_date: '2026-11-01T10:00:00.000Z',
        close_date: new Date(NOW.getTime() - 9 * DAY).toISOString(),
      }),
    ];
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: first, next: '/api/orderlist?status=3&page=2' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: page(21, 5), next: null }));
    await database.orders.put(order('1_local', { open_date: NOW.toISOString() }));

    await useOrdersList.getState().open(3, NOW);
    expect(calledUrls()).toEqual(['http://shop.local/api/orderlist?status=3&page=1']);
    expect(ids()).toHaveLength(21);
    expect(ids()[0]).toBe('1_local');
    expect(ids()).toContain('2_old');
    expect(await database.orderList.count()).toBe(20);

    // 21 local rows, 20 shown: the first "more" shows the rest, the next one asks the server for page 2.
    await useOrdersList.getState().more(NOW);
    expect(useOrdersList.getState().visible).toBe(40);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await useOrdersList.getState().more(NOW);
    expect(calledUrls()[1]).toBe('http://shop.local/api/orderlist?status=3&page=2');
    expect(ids()).toHaveLength(26);
    await useOrdersList.getState().more(NOW);
    await useOrdersList.getState().more(NOW);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('accepts only digits, underscore and the hyphen of a short number in the search box', () => {
    const { type } = useOrdersList.getState();
    type('12');
    type('12a');
    expect(useOrdersList.getState().searchText).toBe('12');
    type('1_2');
    type('1 2');
    expect(useOrdersList.getState().searchText).toBe('1_2');
    type('3-042');
    expect(useOrdersList.getState().searchText).toBe('3-042');
  });

  it('finds a short number (issue 15 §4): the newest order carrying it offline, ?short_number= online', async () => {
    await database.orderList.bulkPut([
      order('3_1', { id: 50, short_number: '3-042', open_date: '2026-11-23T10:00:00.000Z' }),
      order('3_2', { id: 51, short_number: '3-042', open_date: '2026-11-24T10:00:00.000Z' }),
    ]);
    const { type, search } = useOrdersList.getState();
    type('3-042');
    expect(await search()).toBe(true);
    expect(useOrdersList.getState().searchResult?.local_id).toBe('3_2');
    expect(fetchMock).not.toHaveBeenCalled();

    useNetwork.setState({ online: true });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { results: [order('4_9', { id: 90, short_number: '4-007' })], next: null }),
    );
    type('4-007');
    expect(await search()).toBe(true);
    expect(calledUrls()).toEqual(['http://shop.local/api/orderlist?short_number=4-007']);
    expect(useOrdersList.getState().searchResult?.local_id).toBe('4_9');
  });

  it('searches locally with an underscore or offline, on the server when online, and reports not found', async () => {
    await database.orderList.put(order('3_500', { id: 41, status: 2 }));
    const { type, search } = useOrdersList.getState();

    type('3_500');
    expect(await search()).toBe(true);
    expect(useOrdersList.getState().searchResult?.local_id).toBe('3_500');
    expect(useOrdersList.getState().selected?.local_id).toBe('3_500');

    type('41');
    expect(await search()).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    useNetwork.setState({ online: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { results: [order('4_77', { id: 77 })], next: null }));
    type('77');
    expect(await search()).toBe(true);
    expect(calledUrls()).toEqual(['http://shop.local/api/orderlist?id=77']);
    expect(useOrdersList.getState().searchResult?.local_id).toBe('4_77');
    expect(await database.orderList.get('4_77')).toBeDefined();

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'not_found' }));
    type('78');
    expect(await search()).toBe(false);
    expect(useOrdersList.getState().notFound).toBe(true);
    useOrdersList.getState().dismissNotFound();

    useNetwork.setState({ online: false });
    type('9_9');
    expect(await search()).toBe(false);
    expect(useOrdersList.getState().notFound).toBe(true);
  });

  it('starts a refund only for a completed order with a server id, opening the draft in refund mode', async () => {
    const sold = order('5_1', {
      id: 12,
      items: [
        {
          local_id: 'i1',
          product: 3,
          name: 'Tea',
          quantity: 1,
          price: 10,
          modifiers: [],
          void_status: 0,
          tax_status: 0,
        },
      ],
    });
    await database.orderList.put(sold);
    await useOrdersList.getState().select(sold);
    const route = await useOrdersList.getState().refundStart(NOW);
    expect(route).toMatch(/^\/orders\/\d+_\d+\?refund=1$/);
    const draftId = route!.slice('/orders/'.length, route!.indexOf('?'));
    expect(await database.orders.get(draftId)).toMatchObject({ reference_order: 12, outbox: 0 });

    const unsynced = order('5_2', { items: sold.items });
    await useOrdersList.getState().select(unsynced);
    expect(await useOrdersList.getState().refundStart(NOW)).toBeNull();
  });
});
