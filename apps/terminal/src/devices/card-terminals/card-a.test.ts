import { cardNumbersIn, cents } from '@opentill/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardABatchClose, cardARefund, cardASale, type CardASaleRequest } from './card-a.ts';
import { cardACodes } from './card-a-setup.ts';
import { closedPortUrl, deviceNext, startCardA, type RunningCardTerminalA } from './sim-kit.ts';
import { epxResponse } from './xml.ts';

let device: RunningCardTerminalA;
beforeAll(async () => {
  device = await startCardA(400);
});
afterAll(async () => {
  await device.close();
});
beforeEach(async () => {
  await device.idle();
  await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
});

/**
 * Only a device told to stay silent or be late is waited for briefly (the real time-outs, 180 s and 60 s, stay for
 * every other call), so a slow machine cannot turn a device that answers into a time-out.
 */
const short = { timeouts: { saleA: 150, refund: 150 } };
let n = 0;
const sale = (extra: Partial<CardASaleRequest> = {}, options = {}) => {
  n += 1;
  return cardASale(
    {
      url: `${device.url}/card-a`,
      amountCents: cents(1234),
      reference: `7_ref_${String(n)}`,
      orderKey: `7_order_${String(n)}`,
      setting: null,
      ...extra,
    },
    { relay: null, ...options },
  );
};
const charges = () => device.journal.all().filter((t) => t.approved);
const sent = () => device.requests.map((r) => r.tranType);

describe('card terminal A on the EPX pinpad protocol (issue 19 §1)', () => {
  it('an approved CCR1 sale keeps last four, brand, entry type, auth code and the answer for a later void', async () => {
    const outcome = await sale();
    expect(outcome).toMatchObject({ ok: true, amountCents: 1234, tipCents: 0, recovered: false });
    if (!outcome.ok) return;
    expect(outcome.fields).toMatchObject({
      card_lastfour: '1111',
      card_type: 'VISA',
      entry_type: 'CHIP',
      approval_message: 'APPROVAL',
      reference_id: expect.stringMatching(/^7_ref_/) as string,
    });
    expect(outcome.fields.auth_code).toMatch(/^\d{6}$/);
    const kept = JSON.parse(outcome.fields.processor_response) as Record<string, string>;
    expect(kept).toMatchObject({ AUTH_RESP: '00', AUTH_AMOUNT: '12.34', TRAN_TYPE: 'CCR1', BATCH_ID: '1' });
    expect(kept.AUTH_GUID).toMatch(/^[0-9A-Z]{19}$/);
    expect(kept.TRAN_NBR).toMatch(/^\d{1,10}$/);
    expect(device.requests).toEqual([expect.objectContaining({ tranType: 'CCR1', amount: '12.34' })]);
  });

  it('a tip is charged with the sale in one positive AMOUNT', async () => {
    const outcome = await sale({ amountCents: cents(1000), tipCents: cents(150) });
    expect(outcome).toMatchObject({ ok: true, amountCents: 1000, tipCents: 150 });
    expect(device.requests.map((r) => r.amount)).toEqual(['11.50']);
  });

  it('a debit payment type sells with DB00 and returns with DB01', async () => {
    expect(await sale({ setting: 'debit' })).toMatchObject({ ok: true });
    expect(await sale({ setting: 'debit', amountCents: cents(-500) })).toMatchObject({ ok: true, amountCents: -500 });
    expect(device.requests.map((r) => [r.tranType, r.amount])).toEqual([
      ['DB00', '12.34'],
      ['DB01', '5.00'],
    ]);
  });

  it('a partial approval (10) is an approval of AUTH_AMOUNT: the balance stays on the order', async () => {
    await deviceNext(device, 'partial');
    const outcome = await sale({ amountCents: cents(5000) });
    expect(outcome).toMatchObject({ ok: true, amountCents: 2500 });
    expect(charges().map((t) => t.amountCents)).toEqual([2500]);
  });

  it('a decline (05) and a cancel on the pinpad (S0) answer Unsuccessful Response with the device text', async () => {
    await deviceNext(device, 'decline');
    expect(await sale()).toMatchObject({
      ok: false,
      title: 'Payment Error',
      message: 'Unsuccessful Response: "DECLINED"',
      key: 'cards.error.unsuccessfulResponse',
    });
    await deviceNext(device, 'cancel');
    const cancelled = await sale();
    expect(cancelled).toMatchObject({ ok: false, message: 'Unsuccessful Response: "CANCELLED"' });
    expect(cancelled).not.toHaveProperty('uncertain');
    expect(charges()).toHaveLength(0);
  });

  it('an answer lost after approval is uncertain, with what staff need to find it; nothing is sent again', async () => {
    await deviceNext(device, 'drop-after-approve');
    const outcome = await sale({ reference: 'lost-1' });
    expect(outcome).toMatchObject({
      ok: false,
      uncertain: true,
      message: 'Unsuccessful',
      uncertainReference: 'lost-1',
      uncertainDetail: { TRAN_TYPE: 'CCR1', AMOUNT: '12.34', device: `${device.url}/card-a` },
    });
    expect(charges()).toHaveLength(1);
    expect(sent()).toEqual(['CCR1']);
  });

  it('a late approval after the time-out is uncertain, and the pinpad charged exactly once', async () => {
    await deviceNext(device, 'late-approve');
    expect(await sale({}, short)).toMatchObject({ ok: false, uncertain: true });
    await device.idle();
    expect(charges().map((t) => [t.kind, t.amountCents])).toEqual([['sale', 1234]]);
    expect(sent()).toEqual(['CCR1']);
  });

  it('a busy pinpad (503) charged nothing: Unsuccessful. Reason with its text, not uncertain', async () => {
    await deviceNext(device, 'busy');
    const outcome = await sale();
    expect(outcome).toMatchObject({ ok: false, message: 'Unsuccessful. Reason: DEVICE BUSY' });
    expect(outcome).not.toHaveProperty('uncertain');
    expect(charges()).toHaveLength(0);
  });

  it('a garbage answer may have been acted on: uncertain', async () => {
    await deviceNext(device, 'garbage');
    expect(await sale()).toMatchObject({ ok: false, uncertain: true, message: 'Unsuccessful. Reason: No info' });
  });

  it('a refused connection straight from the page cannot be told from a lost one: uncertain, nothing charged', async () => {
    const closed = await closedPortUrl();
    expect(await sale({ url: `${closed}/card-a` })).toMatchObject({ ok: false, uncertain: true });
    expect(charges()).toHaveLength(0);
  });

  it('reads the gateway FIELDS form as well', async () => {
    await deviceNext(device, 'approve-fields');
    expect(await sale()).toMatchObject({ ok: true, amountCents: 1234, fields: { card_lastfour: '1111' } });
    expect(
      epxResponse(
        '<RESPONSE><FIELDS><FIELD KEY="AUTH_RESP">10</FIELD><FIELD KEY="AUTH_AMOUNT">379.00</FIELD></FIELDS></RESPONSE>',
      ),
    ).toEqual({ AUTH_RESP: '10', AUTH_AMOUNT: '379.00' });
  });

  it('a rogue answer with a card number, track data and CVV keeps none of them', async () => {
    await deviceNext(device, 'rogue');
    const outcome = await sale();
    expect(outcome.ok).toBe(true);
    expect(cardNumbersIn(JSON.stringify(outcome))).toEqual([]);
    expect(JSON.stringify(outcome)).not.toContain('=3012');
  });
});

describe('card terminal A refunds (seed 001 §7.7): a void by ORIG_AUTH_GUID, then a return; never CCR2', () => {
  /** A sale (with its tip), the batch closed, then a refund of it all that voids: the pinpad refuses the void. */
  const refundVoidingAfterBatchClose = async (amount: number, tip: number, reference: string) => {
    const paid = await sale({ amountCents: cents(amount), ...(tip ? { tipCents: cents(tip) } : {}) });
    expect(await cardABatchClose(`${device.url}/card-a`, { relay: null })).toMatchObject({ kind: 'success' });
    if (!paid.ok) throw new Error('sale failed');
    return cardARefund(
      {
        url: `${device.url}/card-a`,
        processorResponse: paid.fields.processor_response,
        originalCents: cents(amount),
        amountCents: cents(-amount),
        voidWhole: true,
        ...(tip ? { tipCents: cents(tip) } : {}),
        reference,
        setting: null,
      },
      { relay: null },
    );
  };
  const refund = async (
    saleCents: number,
    backCents: number,
    setting: string | null = null,
    voidWhole = saleCents === backCents,
  ) => {
    const paid = await sale({ amountCents: cents(saleCents), setting });
    if (!paid.ok) throw new Error('sale failed');
    return cardARefund(
      {
        url: `${device.url}/card-a`,
        processorResponse: paid.fields.processor_response,
        originalCents: cents(saleCents),
        amountCents: cents(-backCents),
        voidWhole,
        reference: 'refund-1',
        setting,
      },
      { relay: null },
    );
  };

  it('the whole charge is voided with the void code (CCRX by default, the setting may name CCR7)', async () => {
    expect(await refund(2000, 2000)).toMatchObject({ ok: true, amountCents: -2000 });
    expect(await refund(800, 800, 'void=CCR7')).toMatchObject({ ok: true });
    expect(sent()).toEqual(['CCR1', 'CCRX', 'CCR1', 'CCR7']);
    expect(device.journal.all().map((t) => [t.kind, t.amountCents])).toEqual([
      ['sale', 2000],
      ['void', -2000],
      ['sale', 800],
      ['void', -800],
    ]);
  });

  it('a part of it, or a void the pinpad refuses (closed batch), is a CCR9 return of a positive AMOUNT', async () => {
    expect(await refund(2000, 500)).toMatchObject({ ok: true, amountCents: -500 });
    expect(await refundVoidingAfterBatchClose(900, 0, 'refund-2')).toMatchObject({ ok: true, amountCents: -900 });
    expect(device.requests.map((r) => [r.tranType, r.amount])).toEqual([
      ['CCR1', '20.00'],
      ['CCR9', '5.00'],
      ['CCR1', '9.00'],
      ['CCRZ', null],
      ['CCRX', null],
      ['CCR9', '9.00'],
    ]);
    expect(sent()).not.toContain('CCR2');
  });

  it('only a refund that voids tries the void; its return after a refused void gives back the whole charge, tip too', async () => {
    // The whole amount without the void flag (a later day, a chosen tender): a return of it, no void.
    expect(await refund(600, 600, null, false)).toMatchObject({ ok: true, amountCents: -600 });
    expect(await refundVoidingAfterBatchClose(900, 100, 'refund-4')).toMatchObject({ ok: true, amountCents: -1000 });
    expect(device.requests.map((r) => [r.tranType, r.amount])).toEqual([
      ['CCR1', '6.00'],
      ['CCR9', '6.00'],
      ['CCR1', '10.00'],
      ['CCRZ', null],
      ['CCRX', null],
      ['CCR9', '10.00'],
    ]);
  });

  it('a void whose answer is lost is uncertain and is not followed by a return', async () => {
    const paid = await sale({ amountCents: cents(700) });
    if (!paid.ok) throw new Error('sale failed');
    await deviceNext(device, 'drop-after-approve');
    const back = await cardARefund(
      {
        url: `${device.url}/card-a`,
        processorResponse: paid.fields.processor_response,
        originalCents: cents(700),
        amountCents: cents(-700),
        voidWhole: true,
        reference: 'refund-3',
        setting: null,
      },
      { relay: null },
    );
    expect(back).toMatchObject({ ok: false, uncertain: true, uncertainDetail: { TRAN_TYPE: 'CCRX' } });
    expect(sent()).toEqual(['CCR1', 'CCRX']);
  });

  it('the void code setting never chooses a sale, a pre-authorisation or a return', () => {
    expect(cardACodes('void=CCR2').void).toBe('CCRX');
    expect(cardACodes('reversal=CCR9').void).toBe('CCRX');
    expect(cardACodes('Debit, void=ccr7')).toEqual({ sale: 'DB00', refund: 'DB01', void: 'CCR7' });
  });
});
