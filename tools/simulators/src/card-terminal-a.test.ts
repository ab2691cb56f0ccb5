import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cardTerminalA } from './card-terminal-a.ts';
import { startHttpDevice, type RunningDevice } from './http-device.ts';

const parser = new XMLParser({ parseTagValue: false });
type Response = Record<string, string>;

describe('card terminal A simulator (XML over HTTP)', () => {
  let device: RunningDevice;
  beforeAll(async () => {
    device = await startHttpDevice(cardTerminalA);
  });
  afterAll(() => device.close());
  beforeEach(async () => {
    await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
  });

  const send = async (fields: Record<string, string>, signal?: AbortSignal) => {
    const detail = Object.entries(fields)
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('');
    const res = await fetch(device.url, {
      method: 'POST',
      body: `<request><detail>${detail}</detail></request>`,
      signal,
    });
    const text = await res.text();
    let response: Response | undefined;
    try {
      response = (parser.parse(text) as { response?: Response }).response;
    } catch {
      response = undefined; // a garbage answer is not XML
    }
    return { status: res.status, text, response };
  };
  const next = (behaviour: string, times = 1) =>
    fetch(`${device.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ behaviour, times }) });

  it('approves a sale with AUTH_RESP 00, reading back amount and tip', async () => {
    const { response } = await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '12.34', TIP_AMOUNT: '2.00', REFERENCE: 'r1' });
    expect(response?.AUTH_RESP).toBe('00');
    expect(response?.AUTH_AMOUNT).toBe('12.34');
    expect(response?.TIP_AMOUNT).toBe('2.00');
    expect(response?.LAST4).toBe('1111');
  });

  it('declines when told to, and records the decline', async () => {
    await next('decline');
    const { response } = await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '5.00', REFERENCE: 'r2' });
    expect(response?.AUTH_RESP).toBe('05');
    expect(device.journal.find('r2')?.approved).toBe(false);
  });

  it('answers garbage, resets the connection, and never answers a time-out', async () => {
    await next('garbage');
    expect((await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' })).text).toContain('not a device answer');
    await next('refuse');
    await expect(send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' })).rejects.toThrow();
    await next('timeout');
    await expect(send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' }, AbortSignal.timeout(300))).rejects.toThrow();
    expect(device.journal.all()).toHaveLength(0);
  });

  it('drops the answer after approving; the status query then finds exactly one charge', async () => {
    await next('drop-after-approve');
    await expect(send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '9.99', REFERENCE: 'lost-1' })).rejects.toThrow();
    const { response } = await send({ TRANSACTION_TYPE: 'CCR7', REFERENCE: 'lost-1' });
    expect(response?.AUTH_RESP).toBe('00');
    expect(response?.AUTH_AMOUNT).toBe('9.99');
    expect(device.journal.all().filter((t) => t.kind === 'sale')).toHaveLength(1);
    expect((await send({ TRANSACTION_TYPE: 'CCR7', REFERENCE: 'never' })).response?.AUTH_RESP).toBe('NF');
  });

  it('a dropped answer starts (status 200) and is cut mid-body, so a browser does not resend the sale', async () => {
    await next('drop-after-approve');
    // Chromium resends a request whose reused connection closes before any answer byte; after the headers it does not.
    const res = await fetch(device.url, {
      method: 'POST',
      body: '<request><detail><TRANSACTION_TYPE>CCR1</TRANSACTION_TYPE><AMOUNT>1.00</AMOUNT><REFERENCE>cut</REFERENCE></detail></request>',
    });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(device.journal.all().map((t) => [t.reference, t.approved])).toEqual([['cut', true]]);
  });

  it('voids and refunds only an approved original, as a negative amount', async () => {
    const sale = (await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '20.00', REFERENCE: 's' })).response;
    const refund = (await send({ TRANSACTION_TYPE: 'CCR9', ORIG_AUTH_GUID: sale?.AUTH_GUID ?? '' })).response;
    expect(refund?.AUTH_RESP).toBe('00');
    expect(refund?.AUTH_AMOUNT).toBe('-20.00');
    expect((await send({ TRANSACTION_TYPE: 'CCR2', ORIG_AUTH_GUID: 'unknown' })).response?.AUTH_RESP).toBe('25');
  });

  it('refuses malformed XML and malformed amounts without recording anything', async () => {
    const res = await fetch(device.url, { method: 'POST', body: '<<<' });
    expect(res.status).toBe(400);
    expect((await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: 'NaN' })).response?.AUTH_RESP).toBe('13');
    expect(device.journal.all()).toHaveLength(0);
  });

  it('leaks a full card number only when told to be rogue (for the card-data scan tests)', async () => {
    await next('rogue');
    const { text } = await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' });
    expect(text).toContain('4111111111111111');
    expect((await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' })).text).not.toContain('4111111111111111');
  });

  it('closes the batch with CCRZ', async () => {
    await send({ TRANSACTION_TYPE: 'CCR1', AMOUNT: '1.00' });
    const { response } = await send({ TRANSACTION_TYPE: 'CCRZ' });
    expect(response?.AUTH_RESP).toBe('00');
    expect(response?.AUTH_RESP_TEXT).toContain('1 TRANSACTIONS');
  });

  it('refuses an unknown behaviour on the control API', async () => {
    expect((await next('explode')).status).toBe(400);
  });
});
