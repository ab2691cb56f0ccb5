import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTerminalB } from './card-terminal-b.ts';
import { startHttpDevice, type RunningDevice } from './http-device.ts';

interface Answer {
  GeneralResponse: { StatusCode: string; Message: string };
  Amounts?: { Amount: number; TipAmount: number };
  CardData?: Record<string, string>;
  ReferenceId?: string;
}

describe('card terminal B simulator (REST proxy)', () => {
  let device: RunningDevice;
  beforeAll(async () => {
    device = await startHttpDevice(cardTerminalB);
  });
  afterAll(() => device.close());
  beforeEach(async () => {
    await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
  });
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${device.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
    return (await res.json()) as Answer;
  };
  const next = (behaviour: string) =>
    fetch(`${device.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour }) });

  it('approves a Sale with StatusCode 0000 and card data', async () => {
    const answer = await post('/Sale', { Amount: 12.5, TipAmount: 1, ReferenceId: 'b1' });
    expect(answer.GeneralResponse.StatusCode).toBe('0000');
    expect(answer.Amounts).toMatchObject({ Amount: 12.5, TipAmount: 1 });
    expect(answer.CardData?.Last4).toBe('1111');
  });

  it('declines, then approves the retry', async () => {
    await next('decline');
    expect((await post('/Sale', { Amount: 3, ReferenceId: 'b2' })).GeneralResponse.StatusCode).toBe('2001');
    expect((await post('/Sale', { Amount: 3, ReferenceId: 'b2-retry' })).GeneralResponse.StatusCode).toBe('0000');
  });

  it('answers under a base path, as the demo store configures it', async () => {
    const res = await fetch(`${device.url}/card-b/Sale`, {
      method: 'POST',
      body: JSON.stringify({ Amount: 1, ReferenceId: 'p' }),
    });
    expect(((await res.json()) as Answer).GeneralResponse.StatusCode).toBe('0000');
    await fetch(`${device.url}/card-b/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour: 'decline' }) });
    expect((await post('/Sale', { Amount: 1, ReferenceId: 'q' })).GeneralResponse.StatusCode).toBe('2001');
  });

  it('records a Return as a negative amount', async () => {
    await post('/Return', { Amount: 4, ReferenceId: 'r' });
    expect(device.journal.find('r')?.amountCents).toBe(-400);
  });

  it('answers the status of a sale whose answer was dropped', async () => {
    await next('drop-after-approve');
    await expect(post('/Sale', { Amount: 7.25, ReferenceId: 'lost' })).rejects.toThrow();
    const status = await post('/Status', { ReferenceId: 'lost' });
    expect(status.GeneralResponse.StatusCode).toBe('0000');
    expect(status.Amounts?.Amount).toBe(7.25);
    expect((await post('/Status', { ReferenceId: 'nope' })).GeneralResponse.StatusCode).toBe('2008');
  });

  it('refuses malformed JSON and float-noise amounts', async () => {
    const res = await fetch(`${device.url}/Sale`, { method: 'POST', body: '{' });
    expect(res.status).toBe(400);
    expect((await post('/Sale', { Amount: 0.1 + 0.2 })).GeneralResponse.StatusCode).toBe('1003');
    expect(device.journal.all()).toHaveLength(0);
  });
});
