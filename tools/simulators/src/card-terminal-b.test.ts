import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTerminalBWith, SPIN, SPIN_DEMO_CREDENTIALS } from './card-terminal-b.ts';
import { startHttpDevice, type RunningDevice } from './http-device.ts';

interface Answer {
  GeneralResponse: { ResultCode: string; StatusCode: string; Message: string; DelayBeforeNextRequest: number };
  Amounts?: { Amount: number; TipAmount: number; TotalAmount: number };
  CardData?: Record<string, string>;
  ReferenceId?: string;
  TransactionType?: string;
}

describe('card terminal B simulator (Dejavoo SPIn)', () => {
  let device: RunningDevice;
  beforeAll(async () => {
    device = await startHttpDevice(cardTerminalBWith({ delaySeconds: 3 }));
  });
  afterAll(() => device.close());
  beforeEach(async () => {
    await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
  });
  const post = async (
    endpoint: string,
    body: Record<string, unknown>,
    auth: { tpn: string; authkey: string } = SPIN_DEMO_CREDENTIALS,
  ) => {
    const res = await fetch(`${device.url}/v2/Payment/${endpoint}`, {
      method: 'POST',
      body: JSON.stringify({ PaymentType: 'Credit', Tpn: auth.tpn, Authkey: auth.authkey, ...body }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };
  const next = (behaviour: string) =>
    fetch(`${device.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour }) });
  const charges = (reference: string) =>
    device.journal.all().filter((t) => t.reference === reference && t.approved && t.kind === 'sale');

  it('approves a Sale: 0000, Amount includes the tip, card data, one charge in the journal', async () => {
    const answer = await post('Sale', { Amount: 13.5, TipAmount: 1, ReferenceId: 'b1' });
    expect(answer.GeneralResponse).toMatchObject({ StatusCode: '0000', ResultCode: '0' });
    expect(answer.Amounts).toMatchObject({ Amount: 13.5, TipAmount: 1 });
    expect(answer.CardData?.Last4).toBe('1111');
    expect(charges('b1').map((t) => [t.amountCents, t.tipCents])).toEqual([[1250, 100]]);
  });

  it('answers business errors with HTTP 200: wrong Authkey 2002, bad ReferenceId or amount 1013, duplicate 1011', async () => {
    expect(
      (await post('Sale', { Amount: 1, ReferenceId: 'x' }, { tpn: 'T', authkey: 'wrong' })).GeneralResponse.StatusCode,
    ).toBe(SPIN.authKey);
    expect((await post('Sale', { Amount: 1, ReferenceId: 'has_underscore' })).GeneralResponse.StatusCode).toBe(
      SPIN.badRequest,
    );
    expect((await post('Sale', { Amount: 0.1 + 0.2, ReferenceId: 'f' })).GeneralResponse.StatusCode).toBe(
      SPIN.badRequest,
    );
    expect((await post('Sale', { Amount: -5, ReferenceId: 'neg' })).GeneralResponse.StatusCode).toBe(SPIN.badRequest);
    await post('Sale', { Amount: 2, ReferenceId: 'dup' });
    expect((await post('Sale', { Amount: 2, ReferenceId: 'dup' })).GeneralResponse.StatusCode).toBe(SPIN.duplicate);
    expect(charges('dup')).toHaveLength(1);
  });

  it('declines (1015) and cancels (1012) without charging; Status repeats the outcome', async () => {
    await next('decline');
    expect((await post('Sale', { Amount: 3, ReferenceId: 'd' })).GeneralResponse.StatusCode).toBe(SPIN.declined);
    await next('cancel');
    expect((await post('Sale', { Amount: 3, ReferenceId: 'c' })).GeneralResponse.StatusCode).toBe(SPIN.cancelled);
    expect((await post('Status', { ReferenceId: 'c' })).GeneralResponse.StatusCode).toBe(SPIN.cancelled);
    expect(charges('d')).toHaveLength(0);
    expect(charges('c')).toHaveLength(0);
  });

  it('partially approves (0001): half the base charged, the tip as asked', async () => {
    await next('partial');
    const answer = await post('Sale', { Amount: 21, TipAmount: 1, ReferenceId: 'p' });
    expect(answer.GeneralResponse.StatusCode).toBe(SPIN.partial);
    expect(answer.Amounts).toMatchObject({ Amount: 11, TipAmount: 1 });
    expect(charges('p').map((t) => t.amountCents)).toEqual([1000]);
  });

  it('busy (2008) and timed out (2007) ask for a delay and charge nothing; Status answers 2009', async () => {
    await next('busy');
    const busy = await post('Sale', { Amount: 4, ReferenceId: 'busy' });
    expect(busy.GeneralResponse).toMatchObject({ StatusCode: SPIN.inUse, DelayBeforeNextRequest: 3 });
    await next('timed-out');
    expect((await post('Sale', { Amount: 4, ReferenceId: 'late' })).GeneralResponse.StatusCode).toBe(SPIN.timedOut);
    expect((await post('Status', { ReferenceId: 'late' })).GeneralResponse.StatusCode).toBe(SPIN.notFound);
    expect(device.journal.all()).toHaveLength(0);
  });

  it('a late approval after 2007 and a lost answer are found by Status, once', async () => {
    await next('late-approve');
    expect((await post('Sale', { Amount: 6, ReferenceId: 'la' })).GeneralResponse.StatusCode).toBe(SPIN.timedOut);
    expect((await post('AbortTransaction', { ReferenceId: 'la' })).GeneralResponse.StatusCode).toBe('0000');
    expect((await post('Status', { ReferenceId: 'la' })).GeneralResponse.StatusCode).toBe(SPIN.approved);
    await next('drop-after-approve');
    await expect(post('Sale', { Amount: 7.25, ReferenceId: 'lost' })).rejects.toThrow();
    const status = await post('Status', { ReferenceId: 'lost' });
    expect(status.GeneralResponse.StatusCode).toBe(SPIN.approved);
    expect(status.Amounts?.Amount).toBe(7.25);
    expect(charges('la')).toHaveLength(1);
    expect(charges('lost')).toHaveLength(1);
  });

  it('returns a positive Amount as a negative journal entry; voids an approved sale by its ReferenceId once', async () => {
    await post('Return', { Amount: 4, ReferenceId: 'r' });
    expect(device.journal.find('r')?.amountCents).toBe(-400);
    await post('Sale', { Amount: 9, TipAmount: 1, ReferenceId: 's' });
    expect((await post('Void', { ReferenceId: 's', Amount: 5 })).GeneralResponse.StatusCode).toBe(SPIN.badRequest);
    const voided = await post('Void', { ReferenceId: 's', Amount: 9 });
    expect(voided).toMatchObject({ GeneralResponse: { StatusCode: '0000' }, TransactionType: 'Void' });
    expect((await post('Void', { ReferenceId: 's', Amount: 9 })).GeneralResponse.StatusCode).toBe(SPIN.duplicate);
    expect((await post('Void', { ReferenceId: 'nothing', Amount: 9 })).GeneralResponse.StatusCode).toBe(SPIN.notFound);
  });

  it('answers under a base path, as the demo store configures it', async () => {
    const res = await fetch(`${device.url}/card-b/v2/Payment/Sale`, {
      method: 'POST',
      body: JSON.stringify({
        Amount: 1,
        ReferenceId: 'base',
        PaymentType: 'Credit',
        ...{ Tpn: SPIN_DEMO_CREDENTIALS.tpn, Authkey: SPIN_DEMO_CREDENTIALS.authkey },
      }),
    });
    expect(((await res.json()) as Answer).GeneralResponse.StatusCode).toBe('0000');
  });
});
