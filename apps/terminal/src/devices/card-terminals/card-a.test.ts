import { cents } from '@opentill/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardARefund, cardASale, type CardASaleRequest } from './card-a.ts';
import { pendingClearAll } from './pending.ts';
import { cardNumbersIn } from '@opentill/domain';
import { closedPortUrl, deviceNext, startCardA, type RunningDevice } from './sim-kit.ts';

let device: RunningDevice;
beforeAll(async () => {
  device = await startCardA();
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
const silent = { timeouts: { saleA: 300 } };
let n = 0;
const sale = (extra: Partial<CardASaleRequest> = {}, options = {}) => {
  n += 1;
  return cardASale(
    {
      url: `${device.url}/card-a`,
      amountCents: cents(1234),
      reference: `7_ref_${String(n)}`,
      orderKey: `7_order_${String(n)}`,
      ...extra,
    },
    options,
  );
};
const sales = () => device.journal.all().filter((t) => t.kind === 'sale' && t.approved);

describe('card terminal A client against the simulator (seed 001 §7.5, §8)', () => {
  it('an approved sale keeps last four, brand, entry, auth code, the tip read back and a scrubbed response', async () => {
    const outcome = await sale({ tipCents: cents(200) });
    expect(outcome).toMatchObject({ ok: true, recovered: false, tipCents: 200, amountCents: 1234 });
    if (!outcome.ok) return;
    expect(outcome.fields).toMatchObject({
      card_lastfour: '1111',
      card_type: 'VISA',
      entry_type: 'CHIP',
      approval_message: 'APPROVED',
      reference_id: expect.stringMatching(/^7_ref_/) as string,
    });
    expect(outcome.fields.auth_code).toMatch(/^\d{6}$/);
    expect(JSON.parse(outcome.fields.processor_response)).toMatchObject({
      AUTH_RESP: '00',
      TIP_AMOUNT: '2.00',
      AUTH_AMOUNT: '12.34',
    });
    expect(sales()).toHaveLength(1);
  });

  it('a decline answers Unsuccessful Response with the device text', async () => {
    await deviceNext(device, 'decline');
    expect(await sale()).toMatchObject({
      ok: false,
      title: 'Payment Error',
      message: 'Unsuccessful Response: "DECLINED"',
    });
  });

  it('a time-out asks the status, finds nothing and answers Unsuccessful; the retry asks again, then charges once', async () => {
    await deviceNext(device, 'timeout');
    const request = { reference: '7_t_1', orderKey: '7_timeout' };
    expect(await sale(request, silent)).toMatchObject({ ok: false, title: 'Payment Error', message: 'Unsuccessful' });
    expect(await sale({ ...request, reference: '7_t_2' })).toMatchObject({ ok: true, recovered: false });
    expect(sales()).toHaveLength(1);
  });

  it('a garbage answer is Unsuccessful. Reason: No info', async () => {
    await deviceNext(device, 'garbage');
    expect(await sale()).toMatchObject({ ok: false, message: 'Unsuccessful. Reason: No info' });
  });

  it('a refused connection (reset, and a closed port) is Unsuccessful and charges nothing', async () => {
    await deviceNext(device, 'refuse');
    expect(await sale()).toMatchObject({ ok: false, message: 'Unsuccessful' });
    const closed = await cardASale({
      url: await closedPortUrl(),
      amountCents: cents(100),
      reference: 'x',
      orderKey: 'closed',
    });
    expect(closed).toMatchObject({ ok: false, title: 'Payment Error', message: 'Unsuccessful', uncertain: true });
    expect(sales()).toHaveLength(0);
  });

  it('an answer lost after approval is settled by the status query: approved once, never charged twice', async () => {
    await deviceNext(device, 'drop-after-approve');
    const outcome = await sale({ reference: '7_lost', orderKey: '7_lost_order' });
    expect(outcome).toMatchObject({
      ok: true,
      recovered: true,
      amountCents: 1234,
      fields: { card_lastfour: '1111', reference_id: '7_lost' },
    });
    expect(sales()).toHaveLength(1);
    expect(device.journal.all().map((t) => t.reference)).toEqual(['7_lost']);
  });

  it('when the status query is lost too, the next attempt for that order asks first and uses the approval found', async () => {
    await deviceNext(device, 'drop-after-approve');
    await deviceNext(device, 'refuse');
    const first = await sale({ reference: '7_a', orderKey: '7_twice' });
    expect(first).toMatchObject({ ok: false, uncertain: true });
    const retry = await sale({ reference: '7_b', orderKey: '7_twice' });
    expect(retry).toMatchObject({ ok: true, recovered: true, fields: { reference_id: '7_a' } });
    expect(sales()).toHaveLength(1);
  });

  it('a rogue answer with a card number, track data and CVV keeps none of them', async () => {
    await deviceNext(device, 'rogue');
    const outcome = await sale();
    expect(outcome.ok).toBe(true);
    const text = JSON.stringify(outcome);
    expect(cardNumbersIn(text)).toEqual([]);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toMatch(/TRACK|CVV|=3012/);
  });

  it('a refund of the whole charge is a void; a partial one a refund by the original guid (seed 001 §7.7)', async () => {
    const paid = await sale({ amountCents: cents(3000) });
    if (!paid.ok) throw new Error('sale refused');
    const whole = await cardARefund({
      url: device.url,
      processorResponse: paid.fields.processor_response,
      originalCents: cents(3000),
      amountCents: cents(-3000),
      reference: 'r1',
    });
    expect(whole).toMatchObject({ ok: true });
    const other = await sale({ amountCents: cents(3000) });
    if (!other.ok) throw new Error('sale refused');
    const part = await cardARefund({
      url: device.url,
      processorResponse: other.fields.processor_response,
      originalCents: cents(3000),
      amountCents: cents(-1000),
      reference: 'r2',
    });
    expect(part).toMatchObject({ ok: true });
    expect(
      device.journal
        .all()
        .filter((t) => t.kind !== 'sale')
        .map((t) => [t.kind, t.amountCents]),
    ).toEqual([
      ['void', -3000],
      ['return', -1000],
    ]);
  });

  it('a declined void falls back to the refund; a declined refund says Unsuccessful Response', async () => {
    const paid = await sale({ amountCents: cents(500) });
    if (!paid.ok) throw new Error('sale refused');
    await deviceNext(device, 'decline');
    const refunded = await cardARefund({
      url: device.url,
      processorResponse: paid.fields.processor_response,
      originalCents: cents(500),
      amountCents: cents(-500),
      reference: 'r3',
    });
    expect(refunded).toMatchObject({ ok: true });
    expect(
      device.journal
        .all()
        .filter((t) => t.kind !== 'sale')
        .map((t) => [t.kind, t.approved]),
    ).toEqual([
      ['void', false],
      ['return', true],
    ]);
    await deviceNext(device, 'decline');
    const declined = await cardARefund({
      url: device.url,
      processorResponse: paid.fields.processor_response,
      originalCents: cents(500),
      amountCents: cents(-100),
      reference: 'r4',
    });
    expect(declined).toMatchObject({ ok: false, message: 'Unsuccessful Response: "DECLINED"' });
  });
});
