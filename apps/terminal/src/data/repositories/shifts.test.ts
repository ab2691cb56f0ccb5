import { cents } from '@opentill/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConnection } from '../connection.ts';
import { OpenTillDb } from '../db.ts';
import { outboxCount } from './outbox.ts';
import { shiftOpen, shiftsUploadPending } from './shifts.ts';

let database: OpenTillDb;
beforeEach(() => {
  localStorage.clear();
  saveConnection({ url: 'http://shop.local', token: 'tok' });
  database = new OpenTillDb(`shifts-${Math.random()}`);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await database.delete();
});

const answer = (status: number, body: unknown = {}) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('shift upload (seed 000 §4 Sync)', () => {
  it('stores the server copy under its id in place of the local one', async () => {
    const local = await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(10000), now: new Date('2026-01-01T08:00:00Z') }, database);
    vi.stubGlobal('fetch', answer(200, { ...local, id: 41 }));
    await shiftsUploadPending(database);
    expect(await database.shift.toCollection().primaryKeys()).toEqual([41]);
    expect(await database.shift.get(41)).toMatchObject({ local_id: local.local_id, updated: false });
    expect(await outboxCount(database)).toBe(0);
  });

  it('archives a shift the server refuses and never sends it again', async () => {
    await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(100), now: new Date('2026-01-01T08:00:00Z') }, database);
    const refused = answer(400, { error: 'invalid' });
    vi.stubGlobal('fetch', refused);
    await shiftsUploadPending(database);
    const [shift] = await database.shift.toArray();
    expect(shift).toMatchObject({ archived: true });
    expect(await outboxCount(database)).toBe(0);
    await shiftsUploadPending(database);
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('keeps a shift for a later retry on 5xx, and sends nothing while offline', async () => {
    await shiftOpen({ terminalId: 7, employeeId: 1, opening: cents(100), now: new Date('2026-01-01T08:00:00Z') }, database);
    vi.stubGlobal('fetch', answer(503));
    await shiftsUploadPending(database);
    expect(await outboxCount(database)).toBe(1);
    expect((await database.shift.toArray())[0]).not.toHaveProperty('archived');

    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await shiftsUploadPending(database);
    expect(fetch).not.toHaveBeenCalled();
  });
});
