import { cents } from '@opentill/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardBSetting, cardBTransact, CARD_B_PROCESSOR_TIMEOUT_S, type CardBRequest } from './card-b.ts';
import { pendingClearAll } from './pending.ts';
import { cardNumbersIn } from '@opentill/domain';
import { closedPortUrl, deviceNext, startCardB, type RunningDevice } from './sim-kit.ts';

let device: RunningDevice;
beforeAll(async () => {
  device = await startCardB();
});
afterAll(async () => {
  await device.close();
});
beforeEach(() => {
  device.behaviours.clear();
  device.journal.clear();
  pendingClearAll();
});

/**
 * Only a device told to stay silent is waited for briefly (the real time-outs, 180 s and 60 s, stay for every other
 * call), so a slow machine cannot turn a device that answers into a time-out.
 */
const silent = { timeouts: { saleB: 300 } };
let n = 0;
const pay = (extra: Partial<CardBRequest> = {}, options = {}) => {
  n += 1;
  return cardBTransact(
    {
      url: `${device.url}/card-b`,
      amountCents: cents(2500),
      reference: `7_b_${String(n)}`,
      invoiceNumber: '42',
      orderKey: `7_o_${String(n)}`,
      ...extra,
    },
    options,
  );
};
const approved = () => device.journal.all().filter((t) => t.approved);

describe('card terminal B client against the simulator (seed 001 §7.6, §8)', () => {
  it('a sale posts the seed body fields to {proxy}/Sale and reads the card data back', async () => {
    const seen = vi.fn<(body: Record<string, unknown>) => void>();
    const spy: typeof fetch = (input, init) => {
      seen(JSON.parse(init?.body as string) as Record<string, unknown>);
      return fetch(input, init);
    };
    const outcome = await cardBTransact(
      {
        url: `${device.url}/card-b/`,
        amountCents: cents(2500),
        tipCents: cents(300),
        reference: '7_x_1',
        invoiceNumber: '42',
        setting: 'test, 1234, key',
        orderKey: 'o',
      },
      { fetch: spy },
    );
    expect(outcome).toMatchObject({
      ok: true,
      recovered: false,
      tipCents: 300,
      amountCents: 2500,
      fields: {
        card_lastfour: '1111',
        card_type: 'Visa',
        entry_type: 'Chip',
        dejavoo_transaction_type: 'Sale',
        reference_id: '7_x_1',
      },
    });
    expect(seen.mock.calls[0]?.[0]).toMatchObject({
      Amount: 25,
      TipAmount: 3,
      PaymentType: 'Credit',
      ReferenceId: '7_x_1',
      InvoiceNumber: '42',
      Tpn: '1234',
      Authkey: 'key',
      SPInProxyTimeout: CARD_B_PROCESSOR_TIMEOUT_S,
    });
    expect(Object.keys(seen.mock.calls[0]?.[0] ?? {})).toEqual(
      expect.arrayContaining([
        'PrintReceipt',
        'GetReceipt',
        'CaptureSignature',
        'GetExtendedData',
        'CallbackInfo',
        'CustomFields',
      ]),
    );
    if (outcome.ok) expect(JSON.parse(outcome.fields.processor_response)).not.toHaveProperty('CardData.First4');
  });

  it('a negative amount posts /Return with the absolute amount', async () => {
    const outcome = await pay({ amountCents: cents(-700) });
    expect(outcome).toMatchObject({ ok: true, amountCents: -700, fields: { dejavoo_transaction_type: 'Return' } });
    expect(device.journal.all().map((t) => [t.kind, t.amountCents])).toEqual([['return', -700]]);
  });

  it('a decline shows the detailed message; a garbage answer the parse error with its status', async () => {
    await deviceNext(device, 'decline');
    expect(await pay()).toMatchObject({
      ok: false,
      title: 'Payment Error',
      message: 'Payment declined, please select or swipe another card',
    });
    await deviceNext(device, 'garbage');
    expect(await pay()).toMatchObject({ ok: false, message: 'Error processing payment response. Status: 200' });
    await deviceNext(device, 'garbage');
    expect(await pay({ amountCents: cents(-100) })).toMatchObject({
      ok: false,
      message: 'Error processing refund response',
    });
  });

  it('a time-out and a refused connection are Payment processing failed and charge nothing', async () => {
    await deviceNext(device, 'timeout');
    expect(await pay({}, silent)).toMatchObject({ ok: false, message: 'Payment processing failed' });
    await deviceNext(device, 'refuse');
    expect(await pay()).toMatchObject({ ok: false, message: 'Payment processing failed' });
    const closed = await cardBTransact({
      url: await closedPortUrl(),
      amountCents: cents(100),
      reference: 'c',
      invoiceNumber: '1',
      orderKey: 'closed',
    });
    expect(closed).toMatchObject({ ok: false, message: 'Payment processing failed', uncertain: true });
    expect(approved()).toHaveLength(0);
  });

  it('an answer lost after approval is found by /Status: one charge, not two', async () => {
    await deviceNext(device, 'drop-after-approve');
    const outcome = await pay({ reference: '7_lost', orderKey: 'lost' });
    expect(outcome).toMatchObject({
      ok: true,
      recovered: true,
      fields: { reference_id: '7_lost', card_lastfour: '1111' },
    });
    expect(approved()).toHaveLength(1);
  });

  it('a rogue answer with a card number, track data and CVV keeps none of them', async () => {
    await deviceNext(device, 'rogue');
    const outcome = await pay();
    expect(outcome.ok).toBe(true);
    const text = JSON.stringify(outcome);
    expect(cardNumbersIn(text)).toEqual([]);
    expect(text).not.toMatch(/4111111111111111|Track2|CVV|"123"/);
  });

  it('reads the setting of mode, terminal number and auth key', () => {
    expect(cardBSetting('prod,99,abc')).toEqual({ mode: 'prod', tpn: '99', authKey: 'abc' });
    expect(cardBSetting(null)).toEqual({ mode: 'test', tpn: '', authKey: '' });
  });
});
