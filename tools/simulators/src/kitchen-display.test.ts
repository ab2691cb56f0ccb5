import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKitchenDisplay, type RunningKds } from './kitchen-display.ts';

const ticket = (overrides: Record<string, unknown> = {}) => ({
  id: '7_1700000000000',
  name: 'M3 #12',
  terminal: 'Terminal #2 Floor',
  time: '2026-03-02T14:05:00.000Z',
  mode: 'new',
  items: [{ id: 'i1', name: 'Classic burger', qty: 2, mods: [{ name: 'Medium' }] }],
  ...overrides,
});

describe('kitchen display simulator (issue 17 §6)', () => {
  let kds: RunningKds;
  beforeAll(async () => {
    kds = await startKitchenDisplay({ token: 'secret' });
  });
  afterAll(() => kds.close());

  const send = (method: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${kds.url}/orders`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Integration-Token': 'secret',
        'X-Location-Id': 'loc-1',
        'X-Device-Ids': 'all',
        ...headers,
      },
      body: JSON.stringify(body),
    });

  it('takes a POST then a PUT of the same order with the integration headers; the screen adds the new items', async () => {
    expect((await send('POST', ticket())).status).toBe(201);
    const update = ticket({ mode: 'update', items: [{ id: 'i2', name: 'Fries', qty: 1, mods: [] }] });
    expect((await send('PUT', update)).status).toBe(200);
    expect(kds.received.map((entry) => [entry.method, entry.token, entry.location, entry.devices])).toEqual([
      ['POST', 'secret', 'loc-1', 'all'],
      ['PUT', 'secret', 'loc-1', 'all'],
    ]);
    expect(kds.orders.get('7_1700000000000')?.items.map((item) => item.name)).toEqual(['Classic burger', 'Fries']);
    const listed = (await (await fetch(`${kds.url}/__sim/tickets`)).json()) as unknown[];
    expect(listed).toHaveLength(2);
  });

  it('refuses a wrong token (401) and a body that is not a ticket (400 naming the field)', async () => {
    expect((await send('POST', ticket(), { 'X-Integration-Token': 'wrong' })).status).toBe(401);
    const bad = await send('POST', ticket({ items: [{ id: 'i1', name: 'x', qty: 'two', mods: [] }] }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field: string }).field).toBe('items.0.qty');
  });

  it('fails or resets the connection when told to, then accepts again; answers the CORS preflight', async () => {
    await fetch(`${kds.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour: 'fail' }) });
    expect((await send('POST', ticket({ id: 'x1' }))).status).toBe(500);
    kds.next('refuse');
    await expect(send('POST', ticket({ id: 'x2' }))).rejects.toThrow();
    expect((await send('POST', ticket({ id: 'x3' }))).status).toBe(201);
    const preflight = await fetch(`${kds.url}/orders`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://terminal.test', 'Access-Control-Request-Headers': 'x-integration-token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://terminal.test');
  });
});
