import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCardTerminalA, type RunningCardTerminalA } from './card-terminal-a-server.ts';

let device: RunningCardTerminalA;
beforeAll(async () => {
  device = await startCardTerminalA({ lateMs: 150 });
});
afterAll(async () => {
  await device.close();
});
beforeEach(async () => {
  await fetch(`${device.url}/__sim/reset`, { method: 'POST' });
});

const detail = (fields: Record<string, string>) =>
  `<DETAIL>${Object.entries(fields)
    .map(([key, value]) => `<${key}>${value}</${key}>`)
    .join('')}</DETAIL>`;

async function send(fields: Record<string, string>, signal?: AbortSignal) {
  const res = await fetch(device.url, { method: 'POST', body: detail(fields), signal });
  const text = await res.text();
  const tag = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1];
  return { status: res.status, text, tag, headers: res.headers };
}

const next = (scenario: string) =>
  fetch(`${device.url}/__sim/next`, { method: 'POST', body: JSON.stringify({ scenario }) });

describe('card terminal A simulator: the EPX pinpad protocol', () => {
  it('approves a CCR1 sale in the upper-case RESPONSE form with EPX field names and a 19-character AUTH_GUID', async () => {
    const { status, tag, text } = await send({ TRAN_TYPE: 'CCR1', AMOUNT: '12.34', TRAN_NBR: '42' });
    expect(status).toBe(200);
    expect(text.startsWith('<RESPONSE>')).toBe(true);
    expect(tag('AUTH_RESP')).toBe('00');
    expect(tag('AUTH_AMOUNT')).toBe('12.34');
    expect(tag('AUTH_MASKED_ACCOUNT_NBR')).toBe('XXXXXXXXXXXX1111');
    expect(tag('AUTH_CARD_TYPE')).toBe('V');
    expect(tag('CARD_ENT_METH')).toBe('G');
    expect(tag('TRAN_NBR')).toBe('42');
    expect(tag('AUTH_GUID')).toMatch(/^[0-9A-Z]{19}$/);
    expect(device.journal.all().map((t) => [t.kind, t.approved, t.amountCents])).toEqual([['sale', true, 1234]]);
  });

  it('answers the old lower-case request form with a format error and charges nothing', async () => {
    const res = await fetch(device.url, {
      method: 'POST',
      body: '<request><detail><TRANSACTION_TYPE>CCR1</TRANSACTION_TYPE><AMOUNT>1.00</AMOUNT></detail></request>',
    });
    expect(await res.text()).toContain('<AUTH_RESP>RR</AUTH_RESP>');
    expect(device.journal.all()).toHaveLength(0);
  });

  it('refuses a negative, zero or malformed AMOUNT with 13', async () => {
    for (const amount of ['-1.00', '0.00', '1', 'NaN'])
      expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: amount })).tag('AUTH_RESP')).toBe('13');
    expect(device.journal.all()).toHaveLength(0);
  });

  it('answers no CORS: no Access-Control header on an answer, and a preflight is refused', async () => {
    const sale = await fetch(device.url, {
      method: 'POST',
      headers: { Origin: 'http://localhost:8080' },
      body: detail({ TRAN_TYPE: 'CCR1', AMOUNT: '1.00' }),
    });
    expect(sale.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(device.url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('plays each scenario: decline 05, partial 10 with AUTH_AMOUNT, cancel S0, the gateway FIELDS form', async () => {
    await next('decline');
    expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: '5.00' })).tag('AUTH_RESP')).toBe('05');
    await next('partial');
    const partial = await send({ TRAN_TYPE: 'CCR1', AMOUNT: '5.00' });
    expect([partial.tag('AUTH_RESP'), partial.tag('AUTH_AMOUNT'), partial.tag('AUTH_AMOUNT_REQUESTED')]).toEqual([
      '10',
      '2.50',
      '5.00',
    ]);
    await next('cancel');
    expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: '5.00' })).tag('AUTH_RESP')).toBe('S0');
    await next('approve-fields');
    expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: '5.00' })).text).toMatch(
      /^<RESPONSE><FIELDS><FIELD KEY="TRAN_TYPE">CCR1<\/FIELD>.*<FIELD KEY="AUTH_RESP">00<\/FIELD>/,
    );
    const charged = device.journal.all().filter((t) => t.approved);
    expect(charged.map((t) => t.amountCents)).toEqual([250, 500]);
  });

  it('a lost answer: charged once, the connection cut after the headers', async () => {
    await next('drop-after-approve');
    const res = await fetch(device.url, { method: 'POST', body: detail({ TRAN_TYPE: 'CCR1', AMOUNT: '9.99' }) });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
    expect(device.journal.all().map((t) => [t.kind, t.approved, t.amountCents])).toEqual([['sale', true, 999]]);
  });

  it('a late approval charges after the client gave up, and answers busy meanwhile', async () => {
    await next('late-approve');
    await expect(send({ TRAN_TYPE: 'CCR1', AMOUNT: '3.00' }, AbortSignal.timeout(50))).rejects.toThrow();
    expect(device.journal.all()).toHaveLength(0);
    const meanwhile = await send({ TRAN_TYPE: 'CCR1', AMOUNT: '3.00' });
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.tag('AUTH_RESP_TEXT')).toBe('DEVICE BUSY');
    await device.idle();
    expect(device.journal.all().map((t) => [t.kind, t.approved, t.amountCents])).toEqual([['sale', true, 300]]);
  });

  it('voids a charge of the open batch once by ORIG_AUTH_GUID; after CCRZ only a return (CCR9, positive) can', async () => {
    const first = (await send({ TRAN_TYPE: 'CCR1', AMOUNT: '20.00' })).tag('AUTH_GUID') ?? '';
    const voided = await send({ TRAN_TYPE: 'CCRX', ORIG_AUTH_GUID: first });
    expect([voided.tag('AUTH_RESP'), voided.tag('AUTH_AMOUNT')]).toEqual(['00', '20.00']);
    expect((await send({ TRAN_TYPE: 'CCRX', ORIG_AUTH_GUID: first })).tag('AUTH_RESP')).toBe('12');
    const second = (await send({ TRAN_TYPE: 'CCR1', AMOUNT: '8.00' })).tag('AUTH_GUID') ?? '';
    const closed = await send({ TRAN_TYPE: 'CCRZ' });
    expect([closed.tag('AUTH_RESP'), closed.tag('AUTH_RESP_TEXT')]).toEqual(['00', 'BATCH 1 CLOSED 3 TRANS']);
    expect((await send({ TRAN_TYPE: 'CCR7', ORIG_AUTH_GUID: second })).tag('AUTH_RESP')).toBe('12');
    expect((await send({ TRAN_TYPE: 'CCR9', AMOUNT: '8.00' })).tag('AUTH_RESP')).toBe('00');
    expect(device.journal.all().map((t) => [t.kind, t.amountCents])).toEqual([
      ['sale', 2000],
      ['void', -2000],
      ['sale', 800],
      ['return', -800],
    ]);
  });

  it('logs every request it read, so a test can prove no pre-authorisation (CCR2) was sent', async () => {
    await send({ TRAN_TYPE: 'CCR1', AMOUNT: '1.00', TRAN_NBR: '7' });
    await send({ TRAN_TYPE: 'DB01', AMOUNT: '1.00' });
    expect(device.requests.map((r) => [r.tranType, r.amount, r.tranNbr])).toEqual([
      ['CCR1', '1.00', '7'],
      ['DB01', '1.00', null],
    ]);
  });

  it('leaks a full card number only when told to be rogue (for the card-data scan tests)', async () => {
    await next('rogue');
    expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: '1.00' })).text).toContain('4111111111111111');
    expect((await send({ TRAN_TYPE: 'CCR1', AMOUNT: '1.00' })).text).not.toContain('4111111111111111');
  });

  it('refuses an unknown scenario on the control API', async () => {
    expect((await next('explode')).status).toBe(400);
  });
});
