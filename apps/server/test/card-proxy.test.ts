import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTerminalBWith, SPIN_DEMO_CREDENTIALS } from '../../../tools/simulators/src/card-terminal-b.ts';
import { startHttpDevice, type RunningDevice } from '../../../tools/simulators/src/http-device.ts';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { logOptions } from '../src/http/log-options.ts';
import { secretsKeyForget } from '../src/services/secret-box.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * Issue 19 §2: card terminal B's calls go through our proxy, which adds the register's Tpn and Authkey held (sealed)
 * in the back office. The terminal never sends nor receives the key; the log never carries it nor a body.
 */
describe('card terminal B proxy', () => {
  let built: App;
  let device: RunningDevice;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const keyBefore = process.env.OPENTILL_SECRETS_KEY;
  beforeAll(async () => {
    process.env.OPENTILL_SECRETS_KEY = 'a'.repeat(64);
    secretsKeyForget();
    device = await startHttpDevice(cardTerminalBWith({ delaySeconds: 0 }));
    built = await buildApp({
      ...testDatabaseOptions(),
      demoMode: false,
      logger: { ...logOptions('info'), stream },
      cardProxy: { marginMs: 0, quickMs: 2000 },
    });
  });
  afterAll(async () => {
    await built.app.close();
    await device.close();
    if (keyBefore === undefined) delete process.env.OPENTILL_SECRETS_KEY;
    else process.env.OPENTILL_SECRETS_KEY = keyBefore;
    secretsKeyForget();
  });
  beforeEach(() => device.journal.clear());

  /** A store whose terminal has dejavoo_test on and a card B type set up through the dashboard's service. */
  async function storeWithCardB(options: { dejavoo?: string; authkey?: string } = {}) {
    const store = await freshStore(built.database.db, 'Card B store');
    const db = built.database.db;
    await db
      .update(t.terminals)
      .set({ dbSettings: [{ name: 'dejavoo_test', value: options.dejavoo ?? 'true' }] })
      .where(eq(t.terminals.id, store.terminalId));
    const { paymentTypeCreate } = await import('../src/services/dashboard-devices.ts');
    const type = await paymentTypeCreate(db, store.storeId, {
      terminal_id: store.terminalId,
      name: 'Card B',
      behavior: 5,
      url: `${device.url}/v2/Payment`,
      spin_mode: 'test',
      spin_tpn: SPIN_DEMO_CREDENTIALS.tpn,
      spin_authkey: options.authkey ?? SPIN_DEMO_CREDENTIALS.authkey,
    });
    return { ...store, typeId: type.id, type };
  }
  const call = (auth: { authorization: string }, typeId: number, endpoint: string, body: unknown) =>
    built.app.inject({
      method: 'POST',
      url: `/api/card-b/${typeId}/${endpoint}`,
      headers: auth,
      payload: body as object,
    });
  const sale = { PaymentType: 'Credit', ReferenceId: 'T1o42x9', Amount: 12.5, TipAmount: 2.5, SPInProxyTimeout: 60 };

  it('adds Tpn and Authkey to the body: a sale is charged once, the answer holds neither nor any card number', async () => {
    const store = await storeWithCardB();
    const res = await call(store.auth, store.typeId, 'Sale', { body: sale });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ GeneralResponse: { StatusCode: string }; CardData: Record<string, string> }>();
    expect(answer.GeneralResponse.StatusCode).toBe('0000');
    expect(answer.CardData).toEqual({ CardType: 'Visa', EntryType: 'Chip', Last4: '1111' });
    expect(res.body).not.toContain(SPIN_DEMO_CREDENTIALS.authkey);
    expect(res.body).not.toContain(SPIN_DEMO_CREDENTIALS.tpn);
    expect(device.journal.all().map((x) => [x.reference, x.amountCents, x.tipCents])).toEqual([['T1o42x9', 1000, 250]]);
    const status = await call(store.auth, store.typeId, 'Status', {
      body: { PaymentType: 'Credit', ReferenceId: 'T1o42x9' },
    });
    expect(status.json<{ GeneralResponse: { StatusCode: string } }>().GeneralResponse.StatusCode).toBe('0000');
  });

  it('keeps the Authkey sealed at rest and never answers it to the dashboard or writes it to the log', async () => {
    const store = await storeWithCardB();
    expect(store.type).toMatchObject({
      spin_mode: 'test',
      spin_tpn: SPIN_DEMO_CREDENTIALS.tpn,
      spin_authkey_set: true,
    });
    expect(JSON.stringify(store.type)).not.toContain(SPIN_DEMO_CREDENTIALS.authkey);
    const [row] = await built.database.db.select().from(t.paymentTypes).where(eq(t.paymentTypes.id, store.typeId));
    expect(row?.spinAuthkeySealed).toMatch(/^v1\./);
    expect(row?.spinAuthkeySealed).not.toContain(SPIN_DEMO_CREDENTIALS.authkey);
    await call(store.auth, store.typeId, 'Sale', { body: { ...sale, ReferenceId: 'LOG1' } });
    const log = lines.join('');
    expect(log).toContain('card proxy');
    expect(log).not.toContain(SPIN_DEMO_CREDENTIALS.authkey);
    expect(log).not.toContain('LOG1');
    expect(log).not.toContain('1111');
  });

  it('answers 400 naming the field: a Tpn or Authkey in the body, a bad ReferenceId, float noise, no amount', async () => {
    const store = await storeWithCardB();
    const field = async (endpoint: string, body: unknown) => {
      const res = await call(store.auth, store.typeId, endpoint, body);
      expect(res.statusCode).toBe(400);
      return res.json<{ field: string }>().field;
    };
    expect(await field('Sale', { body: { ...sale, Authkey: 'x' } })).toBe('body.Authkey');
    expect(await field('Sale', { body: { ...sale, Tpn: 'x' } })).toBe('body.Tpn');
    expect(await field('Sale', { body: { ...sale, ReferenceId: 'has_underscore' } })).toBe('body.ReferenceId');
    expect(await field('Sale', { body: { ...sale, ReferenceId: 'x'.repeat(51) } })).toBe('body.ReferenceId');
    expect(await field('Sale', { body: { ...sale, Amount: 0.1 + 0.2 } })).toBe('body.Amount');
    expect(await field('Return', { body: { PaymentType: 'Credit', ReferenceId: 'R1' } })).toBe('body.Amount');
    expect(await field('Sale', { body: { ...sale, TipAmount: 20 } })).toBe('body.TipAmount');
    expect(await field('Sale', sale)).toBe('body');
    expect(await field('Refund', { body: sale })).toBe('endpoint');
    expect(device.journal.all()).toHaveLength(0);
  });

  it("is scoped to the caller's store and terminal: another store's type is not found", async () => {
    const store = await storeWithCardB();
    const other = await freshStore(built.database.db, 'Other store');
    const res = await call(other.auth, store.typeId, 'Sale', { body: sale });
    expect(res.statusCode).toBe(404);
    expect(device.journal.all()).toHaveLength(0);
  });

  it('refuses when dejavoo_test is off on the terminal (seed 001 §7.6)', async () => {
    const off = await storeWithCardB({ dejavoo: 'false' });
    const res = await call(off.auth, off.typeId, 'Sale', { body: sale });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ field: string }>().field).toBe('dejavoo_test');
    expect(device.journal.all()).toHaveLength(0);
  });

  it('passes SPIn business errors on as HTTP 200 and a hanging register as 504 (outcome unknown)', async () => {
    const store = await storeWithCardB();
    const wrong = await storeWithCardB({ authkey: 'WrongKey1' });
    const refused = await call(wrong.auth, wrong.typeId, 'Sale', { body: { ...sale, ReferenceId: 'W1' } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json<{ GeneralResponse: { StatusCode: string } }>().GeneralResponse.StatusCode).toBe('2002');
    await fetch(`${device.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour: 'timeout' }) });
    const hung = await call(store.auth, store.typeId, 'Status', { body: { PaymentType: 'Credit', ReferenceId: 'H1' } });
    expect(hung.statusCode).toBe(504);
    expect(hung.json<{ error: string }>().error).toBe('card_terminal_timeout');
  });
});
