import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { freshStore, uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

type Auth = { authorization: string };
const padded = (id: number) => String(id).padStart(6, '0');

describe('customer display signalling: the public display half (issue 20 §1, §5; decisions §58)', () => {
  let built: App;
  let mine: { terminalId: number; auth: Auth };
  let other: { terminalId: number; auth: Auth };
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
    mine = await freshStore(built.database.db, 'Display store');
    other = await freshStore(built.database.db, 'Other store');
  });
  afterAll(async () => built.app.close());

  const write = (auth: Auth, terminal: number, pairingKey: string, offer = 'offer-sdp') =>
    built.app.inject({
      method: 'POST',
      url: '/api/customer-display/write-sync-message/',
      headers: auth,
      payload: { message: JSON.stringify({ pairing_key: pairingKey, offer }), terminal },
    });
  const display = (path: 'offer' | 'answer', payload: object, address = uniqueAddress()) =>
    built.app.inject({ method: 'POST', url: `/api/customer-display/${path}/`, payload, remoteAddress: address });

  it('serves the offer for the code and pairing key, takes one answer, and the terminal reads it', async () => {
    const { key } = (await write(mine.auth, mine.terminalId, '123456')).json<{ key: string }>();
    const offer = await display('offer', { code: padded(mine.terminalId), pairing_key: '123456' });
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toEqual({ key, offer: 'offer-sdp' });
    const answer = await display('answer', {
      code: padded(mine.terminalId),
      pairing_key: '123456',
      key,
      answer: 'answer-sdp',
    });
    expect(answer.statusCode).toBe(200);
    const read = await built.app.inject({
      method: 'POST',
      url: '/api/customer-display/get-sync-message/',
      headers: mine.auth,
      payload: { key },
    });
    expect(read.json()).toMatchObject({ active: true, answer: 'answer-sdp' });
    // Answered: no offer to serve any more (the display waits for the next one), and a second answer is refused.
    expect((await display('offer', { code: padded(mine.terminalId), pairing_key: '123456' })).json()).toEqual({
      key: null,
      offer: null,
    });
    const again = await display('answer', { code: padded(mine.terminalId), pairing_key: '123456', key, answer: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'offer_gone', field: 'key' });
  });

  it("refuses a wrong pairing key and another store's terminal code", async () => {
    await write(mine.auth, mine.terminalId, '222222');
    await write(other.auth, other.terminalId, '333333');
    const wrongKey = await display('offer', { code: padded(mine.terminalId), pairing_key: '222223' });
    expect(wrongKey.statusCode).toBe(404);
    expect(wrongKey.json()).toMatchObject({ error: 'invalid_code', field: 'code' });
    // The key shown by this store's terminal with the code of the other store's terminal.
    const otherStore = await display('offer', { code: padded(other.terminalId), pairing_key: '222222' });
    expect(otherStore.statusCode).toBe(404);
    // A new pairing key on the terminal shuts out the display paired with the old one.
    await write(mine.auth, mine.terminalId, '444444');
    expect((await display('offer', { code: padded(mine.terminalId), pairing_key: '222222' })).statusCode).toBe(404);
  });

  it('answers 400 naming the field on bad input', async () => {
    const cases: [object, string][] = [
      [{ code: '000001', pairing_key: '12' }, 'pairing_key'],
      [{ code: 'abc', pairing_key: '123456' }, 'code'],
      [{ pairing_key: '123456' }, 'code'],
      [{ code: '1', pairing_key: '123456', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await display('offer', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    }
    const answer = await display('answer', { code: '1', pairing_key: '123456', key: 'k' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ field: string }>().field).toBe('answer');
  });

  it('limits wrong codes per address (429 with Retry-After) and a flood of terminal writes', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await display('offer', { code: '999999', pairing_key: '000000' }, address)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(404));
    const limited = await display('offer', { code: '999999', pairing_key: '000000' }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const flood = await freshStore(built.database.db, 'Flood store');
    const writes: number[] = [];
    for (let i = 0; i < 31; i += 1) writes.push((await write(flood.auth, flood.terminalId, '555555')).statusCode);
    expect(writes.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(writes[30]).toBe(429);
  });
});
