import { cardNumbersIn } from '@opentill/domain';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { errorForLog, logOptions } from '../src/http/log-options.ts';
import { freshStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

const PAN = '4111111111111111';
const TRACK2 = `;${PAN}=30121010000012300000?`;
const CVV = '737';
const NAME = 'JANE Q CARDHOLDER';

/** A log stream kept in memory: every line the server writes. */
function captureLog(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * Issue 14 §2: the server log holds ids, codes and field names; never a request body, a query string, a token or
 * a failing query's parameters (a failed query used to log the card number, track 2 and CVV it was given).
 */
describe('server log', () => {
  let built: App;
  let auth: { authorization: string; token: string };
  const log = captureLog();
  const requestsLogged = process.env.LOG_REQUESTS;
  beforeAll(async () => {
    // Request logging on, as an operator debugging would run it: the request lines must be safe too.
    process.env.LOG_REQUESTS = '1';
    built = await buildApp({
      ...testDatabaseOptions(),
      demoMode: false,
      logger: { ...logOptions('info'), stream: log.stream },
    });
    const store = await freshStore(built.database.db, 'Log store');
    auth = { ...store.auth, token: store.token };
    const db = built.database.db;
    // Routes that fail as a bug would, with the card data of the body in a query's parameters and messages.
    built.app.post('/api/test-only/failing-query', async (request) => {
      const body = request.body as { card: string };
      await db.execute(sql`select ${body.card}::integer as broken`);
      return { ok: true };
    });
    built.app.post('/api/test-only/failing-code', (request) => {
      const body = request.body as { card: string };
      // Values in a message are quoted (as pg and JSON.parse quote them); a card number unquoted is scrubbed too.
      throw new Error(`could not charge "${body.card}" for "${NAME}", ${body.card}`);
    });
  });
  afterAll(async () => {
    if (requestsLogged === undefined) delete process.env.LOG_REQUESTS;
    else process.env.LOG_REQUESTS = requestsLogged;
    await built.app.close();
  });

  it('a failing query with card data in the body logs its code, never the body, the query or its parameters', async () => {
    const body = { card: `${PAN} ${TRACK2} cvv ${CVV}`, cardholder_name: NAME };
    const failed = await built.app.inject({
      method: 'POST',
      url: '/api/test-only/failing-query?pan=' + PAN,
      headers: { authorization: auth.authorization },
      payload: body,
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain(PAN);
    const coded = await built.app.inject({
      method: 'POST',
      url: '/api/test-only/failing-code',
      headers: { authorization: auth.authorization },
      payload: { card: PAN },
    });
    expect(coded.statusCode).toBe(500);
    const text = log.text();
    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const errors = lines.filter((line) => line.msg === 'request failed');
    expect(errors).toHaveLength(2);
    // What is logged: the error's type, its SQLSTATE (class 22, data exception) and the route.
    expect(errors[0]).toMatchObject({ path: '/api/test-only/failing-query', err: { message: 'database error' } });
    expect(JSON.stringify(errors[0])).toMatch(/"code":"22[0-9A-Z]{3}"/);
    expect(errors[1]).toMatchObject({ err: { type: 'Error' } });
    for (const secret of [PAN, TRACK2, `cvv ${CVV}`, NAME, auth.token, 'as broken', '::integer']) {
      expect(text, secret).not.toContain(secret);
    }
    expect(cardNumbersIn(text)).toEqual([]);
  });

  it('request lines carry the path without its query string and no authorization header', async () => {
    await built.app.inject({
      method: 'GET',
      url: `/api/customers/list/?search=${PAN}`,
      headers: { authorization: auth.authorization, cookie: `session=${PAN}` },
    });
    const text = log.text();
    expect(text).toContain('/api/customers/list/');
    expect(text).not.toContain(`search=`);
    expect(text).not.toContain(auth.token);
    expect(cardNumbersIn(text)).toEqual([]);
  });

  it('the error serializer keeps names and codes of a database error and drops its values', () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${PAN}"`), {
      code: '22P02',
      table: 'payments',
      column: 'amount_cents',
      constraint: 'payments_pkey',
      detail: `Key (card)=(${PAN}) already exists.`,
      where: `COPY payments, line 1: "${PAN}"`,
    });
    const query = Object.assign(new Error(`Failed query: insert into payments values ($1)\nparams: ${PAN}`), {
      query: 'insert into payments values ($1)',
      params: [PAN],
      cause,
    });
    const logged = errorForLog(query);
    expect(logged).toMatchObject({
      message: 'database error',
      cause: { code: '22P02', table: 'payments', column: 'amount_cents', constraint: 'payments_pkey' },
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PAN);
    expect(text).not.toContain('insert into');
    expect(errorForLog(new TypeError(`x ${PAN} y`)).message).toBe('x [removed] y');
    expect(errorForLog(new SyntaxError(`Unexpected token 'J', "JANE DOE 123" is not valid JSON`)).message).toBe(
      `Unexpected token "…", "…" is not valid JSON`,
    );
  });
});
