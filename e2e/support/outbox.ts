import { expect, type Page } from '@playwright/test';

/**
 * Helpers for the issue 5 sync journeys: orders written straight into the app's IndexedDB ('OpenTill', seed 000
 * §3) the way the app saves them, the outbox read back, and the server's completed orders listed by local id.
 */

/** How many orders are stored and how many are still marked for upload (the outbox index). */
export async function outbox(page: Page): Promise<{ total: number; marked: number }> {
  return page.evaluate(async () => {
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const store = database.transaction('orders').objectStore('orders');
    const count = (request: IDBRequest<number>) =>
      new Promise<number>((resolve) => (request.onsuccess = () => resolve(request.result)));
    const result = { total: await count(store.count()), marked: await count(store.index('outbox').count(1)) };
    database.close();
    return result;
  });
}

/** Writes completed orders with a cash payment the way the app saves them: marked updated, outbox index 1. */
export async function writeOrders(page: Page, count: number): Promise<string[]> {
  return page.evaluate(async (count) => {
    const terminal = JSON.parse(localStorage.getItem('terminal') ?? '{}') as { id?: number };
    const start = Date.now();
    const open = indexedDB.open('OpenTill');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error instanceof Error ? open.error : new Error('open failed'));
    });
    const transaction = database.transaction('orders', 'readwrite');
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const localId = `${terminal.id ?? 1}_${start + i}`;
      const at = new Date(start + i).toISOString();
      ids.push(localId);
      transaction.objectStore('orders').put({
        local_id: localId,
        // One line of 10.00, untaxed: the server recomputes the totals from the lines (issue 14 §6).
        items: [{ local_id: `${localId}_i`, product: null, name: 'Tea', quantity: 1, price: 10 }],
        subtotal: 10,
        tax_total: 0,
        grand_total: 10,
        total_sum: 10,
        status: 3,
        open_date: at,
        close_date: at,
        updated_at: at,
        payments: [{ local_id: `${localId}_1`, amount: 10, payment_type: 'Cash', payment_date: at }],
        updated: true,
        outbox: 1,
      });
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () =>
        reject(transaction.error instanceof Error ? transaction.error : new Error('write failed'));
    });
    database.close();
    return ids;
  }, count);
}

/** The local ids of the store's completed orders on the server (GET /api/orderlist, pages of 20, terminal token). */
export async function serverCompleted(page: Page, baseUrl: string): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const localIds: string[] = [];
  let next: string | null = '/api/orderlist?status=3';
  while (next) {
    const response = await fetch(`${baseUrl}${next}`, { headers: { Authorization: `Token ${token ?? ''}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { local_id: string }[]; next: string | null };
    localIds.push(...body.results.map((order) => order.local_id));
    next = body.next;
  }
  return localIds;
}

/** Every created order is on the server exactly once (the demo store's own sample orders are left out). */
export async function expectExactlyOnce(page: Page, baseUrl: string, created: string[]): Promise<void> {
  const ours = (await serverCompleted(page, baseUrl)).filter((id) => created.includes(id));
  expect(ours).toHaveLength(created.length);
  expect(new Set(ours).size).toBe(created.length);
}
