// @vitest-environment node
import { cardNumbersIn, cents } from '@opentill/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardBRefund, cardBSale, cardBStatus, spinReference, type CardBOptions } from './card-b.ts';
import { simulatorProxy, startCardBSpin, type ProxyCall } from './card-b-sim-kit.ts';
import { pendingClearAll } from './pending.ts';
import type { RunningDevice } from '../../../../../tools/simulators/src/http-device.ts';

let device: RunningDevice;
let calls: ProxyCall[];
let options: CardBOptions;
beforeAll(async () => {
  device = await startCardBSpin();
});
afterAll(() => device.close());
beforeEach(() => {
  device.behaviours.clear();
  device.journal.clear();
  pendingClearAll();
  calls = [];
  options = { proxy: simulatorProxy(device, calls), retryWaitMs: 10, saleTimeoutMs: 3000, statusTimeoutMs: 3000 };
});

const next = (behaviour: string, times = 1) => device.behaviours.push(behaviour as never, times);
let n = 0;
const sale = (amount = 2500, tip = 0) => {
  n += 1;
  const reference = spinReference(7, `o-${String(n)}`, new Date(1_800_000_000_000 + n));
  return {
    reference,
    run: () =>
      cardBSale(
        {
          typeId: 1,
          amountCents: cents(amount),
          tipCents: cents(tip),
          reference,
          invoiceNumber: '3-042',
          orderKey: `o${String(n)}`,
        },
        options,
      ),
  };
};
/** What the register charged for a reference: a test proves there is never more than one charge. */
const charges = (reference: string) =>
  device.journal.all().filter((t) => t.reference === reference && t.kind === 'sale' && t.approved);

describe('card terminal B over SPIn through the proxy (issue 19 §2)', () => {
  it('approves: the seeds body object, Amount = base + tip, TipAmount; the payment reads tip and base back', async () => {
    const { reference, run } = sale(2500, 300);
    const outcome = await run();
    expect(calls[0]).toMatchObject({
      endpoint: 'Sale',
      body: {
        Amount: 28,
        TipAmount: 3,
        PaymentType: 'Credit',
        ReferenceId: reference,
        InvoiceNumber: '3-042',
        PrintReceipt: 'No',
        GetReceipt: 'No',
        CaptureSignature: false,
        GetExtendedData: true,
        CallbackInfo: { Url: '' },
        SPInProxyTimeout: 60,
        CustomFields: {},
      },
    });
    expect(calls[0]?.body).not.toHaveProperty('Tpn');
    expect(calls[0]?.body).not.toHaveProperty('Authkey');
    expect(reference).toMatch(/^[A-Za-z0-9]{1,50}$/);
    expect(outcome).toMatchObject({ ok: true, amountCents: 2500, tipCents: 300, recovered: false });
    expect(outcome.ok && outcome.fields).toMatchObject({
      card_lastfour: '1111',
      card_type: 'Visa',
      reference_id: reference,
    });
    expect(charges(reference)).toHaveLength(1);
  });

  it('a partial approval (0001) is a charge of the approved base, less than asked', async () => {
    next('partial');
    const { reference, run } = sale(3000, 200);
    const outcome = await run();
    expect(outcome).toMatchObject({ ok: true, amountCents: 1500, tipCents: 200 });
    expect(charges(reference).map((t) => t.amountCents)).toEqual([1500]);
  });

  it('a decline (1015) and a cancel (1012) are not charged, with the device text, and nothing else is asked', async () => {
    next('decline');
    const declined = await sale().run();
    expect(declined).toMatchObject({ ok: false, message: 'Payment declined, please select or swipe another card' });
    expect(declined.ok || declined.uncertain).toBeFalsy();
    next('cancel');
    const cancelled = await sale().run();
    expect(cancelled).toMatchObject({ ok: false, message: 'Transaction Canceled' });
    expect(calls.map((c) => c.endpoint)).toEqual(['Sale', 'Sale']);
    expect(device.journal.all().filter((t) => t.approved)).toHaveLength(0);
  });

  it('a lost answer after the approval: AbortTransaction, Status with the same ReferenceId, the charge recovered once', async () => {
    next('drop-after-approve');
    const { reference, run } = sale(1800);
    const outcome = await run();
    expect(outcome).toMatchObject({ ok: true, recovered: true, amountCents: 1800 });
    expect(calls.map((c) => [c.endpoint, c.body.ReferenceId])).toEqual([
      ['Sale', reference],
      ['AbortTransaction', reference],
      ['Status', reference],
    ]);
    expect(calls[2]?.body).toEqual({ PaymentType: 'Credit', ReferenceId: reference });
    expect(charges(reference)).toHaveLength(1);
  });

  it('a late approval after 2007 is found by Status: charged once, never a decline shown', async () => {
    next('late-approve');
    const { reference, run } = sale(900);
    expect(await run()).toMatchObject({ ok: true, recovered: true, amountCents: 900 });
    expect(charges(reference)).toHaveLength(1);
  });

  it('busy (2008) and timed out (2007) without a charge: Status finds nothing, not charged, a retry charges once', async () => {
    next('busy');
    const busy = sale(700);
    expect(await busy.run()).toMatchObject({ ok: false });
    expect(calls.map((c) => c.endpoint)).toEqual(['Sale', 'AbortTransaction', 'Status']);
    next('timed-out');
    const timed = sale(700);
    const outcome = await timed.run();
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.uncertain).toBeFalsy();
    expect(device.journal.all()).toHaveLength(0);
    expect(await sale(700).run()).toMatchObject({ ok: true });
    expect(device.journal.all().filter((t) => t.approved)).toHaveLength(1);
  });

  it('a communication error (2010) after the terminal approved is recovered by Status', async () => {
    next('comm-error');
    const { reference, run } = sale(1234);
    expect(await run()).toMatchObject({ ok: true, recovered: true, amountCents: 1234 });
    expect(charges(reference)).toHaveLength(1);
  });

  it('when Status stays unknown the payment is uncertain with its reference; the next try asks first, never charges twice', async () => {
    // The answer is lost and every status query hangs past its time-out.
    next('drop-after-approve');
    next('timeout', 4);
    const first = sale(5000);
    options = { ...options, statusTimeoutMs: 200 };
    const outcome = await first.run();
    expect(outcome).toMatchObject({ ok: false, uncertain: true, uncertainReference: first.reference });
    expect(charges(first.reference)).toHaveLength(1);
    // Retry for the same order (same orderKey): the earlier reference is asked about and its charge is the payment.
    const retry = await cardBSale(
      { typeId: 1, amountCents: cents(5000), reference: 'NEWREF', invoiceNumber: '1', orderKey: `o${String(n)}` },
      options,
    );
    expect(retry).toMatchObject({ ok: true, recovered: true, amountCents: 5000 });
    expect(retry.ok && retry.fields.reference_id).toBe(first.reference);
    expect(device.journal.all().filter((t) => t.approved)).toHaveLength(1);
    expect(calls.some((c) => c.endpoint === 'Sale' && c.body.ReferenceId === 'NEWREF')).toBe(false);
  });

  it('the status of an uncertain payment is asked by its reference (staff resolution helper)', async () => {
    const { reference, run } = sale(400);
    await run();
    expect((await cardBStatus(1, reference, null, options)).kind).toBe('charged');
    expect((await cardBStatus(1, 'NEVERSENT1', null, options)).kind).toBe('not-charged');
  });

  it('a refund that voids is a Void of the whole charge, tip included; any other is a Return with a positive amount', async () => {
    const { reference, run } = sale(2000);
    await run();
    const tipped = sale(1000, 200);
    await tipped.run();
    const now = new Date();
    const voided = await cardBRefund(
      {
        typeId: 1,
        original: { reference, amountCents: cents(2000), tipCents: cents(0), at: now },
        amountCents: cents(-2000),
        voidWhole: true,
        refundKey: 'k1',
        reference: 'R1',
        invoiceNumber: '1',
        now,
      },
      options,
    );
    expect(voided).toMatchObject({ ok: true, amountCents: -2000 });
    expect(calls.at(-1)).toMatchObject({ endpoint: 'Void', body: { ReferenceId: reference, Amount: 20 } });
    // A Void cancels the whole transaction: a tipped sale's Void hands the tip back with the base.
    const tippedBack = await cardBRefund(
      {
        typeId: 1,
        original: { reference: tipped.reference, amountCents: cents(1000), tipCents: cents(200), at: now },
        amountCents: cents(-1000),
        voidWhole: true,
        refundKey: 'k0',
        reference: 'R0',
        invoiceNumber: '1',
        now,
      },
      options,
    );
    expect(tippedBack).toMatchObject({ ok: true });
    expect(calls.at(-1)).toMatchObject({ endpoint: 'Void', body: { ReferenceId: tipped.reference, Amount: 12 } });
    const partial = await cardBRefund(
      {
        typeId: 1,
        original: { reference: 'OTHER', amountCents: cents(2000), tipCents: cents(0), at: now },
        amountCents: cents(-500),
        refundKey: 'k2',
        reference: 'R2',
        invoiceNumber: '1',
        now,
      },
      options,
    );
    expect(partial).toMatchObject({ ok: true, amountCents: -500 });
    expect(calls.at(-1)).toMatchObject({ endpoint: 'Return', body: { ReferenceId: 'R2', Amount: 5 } });
    const yesterday = new Date(now.getTime() - 86_400_000);
    await cardBRefund(
      {
        typeId: 1,
        original: { reference: 'OLD', amountCents: cents(800), tipCents: cents(0), at: yesterday },
        amountCents: cents(-800),
        refundKey: 'k3',
        reference: 'R3',
        invoiceNumber: '1',
        now,
      },
      options,
    );
    expect(calls.at(-1)).toMatchObject({ endpoint: 'Return', body: { Amount: 8 } });
    expect(
      device.journal
        .all()
        .filter((t) => t.kind === 'return')
        .map((t) => t.amountCents),
    ).toEqual([-500, -800]);
    expect(
      device.journal
        .all()
        .filter((t) => t.kind === 'void')
        .map((t) => t.approved),
    ).toEqual([true, true]);
  });

  it('keeps no card number of a rogue answer', async () => {
    next('rogue');
    const outcome = await sale().run();
    expect(outcome.ok).toBe(true);
    expect(cardNumbersIn(JSON.stringify(outcome))).toEqual([]);
  });

  it('a register that cannot be reached charged nothing: a plain failure, no status asked', async () => {
    const closed = await startCardBSpin();
    await closed.close();
    options = { ...options, proxy: simulatorProxy(closed, calls) };
    const outcome = await sale().run();
    expect(outcome).toMatchObject({ ok: false, message: 'Payment processing failed' });
    expect(!outcome.ok && outcome.uncertain).toBeFalsy();
    expect(calls.map((c) => c.endpoint)).toEqual(['Sale']);
  });
});
