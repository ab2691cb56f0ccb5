import { currentShiftResponse, savedShift, timeClockResponse } from '@opentill/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { employees } from '../src/db/schema.ts';
import { freshStore, tokenForStore } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('shifts and time clock', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const shift = (localId: string, extra: Record<string, unknown> = {}) => ({
    local_id: localId,
    opening_amount: 150,
    shift_open_date: '2026-11-21T08:00:00.000Z',
    ...extra,
  });

  it('GET answers null without an open shift, then the open shift of the calling terminal only', async () => {
    const store = await freshStore(built.database.db);
    const none = await built.app.inject({ method: 'GET', url: '/api/shifts/sync/', headers: store.auth });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const posted = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: store.auth,
      payload: shift('s_1'),
    });
    expect(posted.statusCode).toBe(200);
    const saved = savedShift.parse(posted.json());
    expect(saved.terminal).toBe(store.terminalId);
    const open = currentShiftResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/shifts/sync/', headers: store.auth })).json(),
    );
    expect(open).toMatchObject({ id: saved.id, local_id: 's_1', opening_amount: 150 });
    const other = await freshStore(built.database.db);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/shifts/sync/', headers: other.auth })).json(),
    ).toBeNull();
  });

  it('POST upserts by local_id; closing ends the open shift; a closed shift is final (409) but a retry is fine', async () => {
    const store = await freshStore(built.database.db);
    const first = savedShift.parse(
      (
        await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', headers: store.auth, payload: shift('s_2') })
      ).json(),
    );
    const closedBody = shift('s_2', {
      closing_amount: 420.5,
      shift_close_date: '2026-11-21T17:00:00.000Z',
      over_shortage: -0.5,
    });
    const closed = savedShift.parse(
      (
        await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', headers: store.auth, payload: closedBody })
      ).json(),
    );
    expect(closed.id).toBe(first.id);
    expect(
      (await built.app.inject({ method: 'GET', url: '/api/shifts/sync/', headers: store.auth })).json(),
    ).toBeNull();
    const retry = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: store.auth,
      payload: closedBody,
    });
    expect(retry.statusCode).toBe(200);
    const changed = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: store.auth,
      payload: { ...closedBody, closing_amount: 1 },
    });
    expect(changed.statusCode).toBe(409);
  });

  it('POST refuses bad amounts and another store’s employee with 400', async () => {
    const store = await freshStore(built.database.db);
    const bad = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: store.auth,
      payload: shift('s_3', { opening_amount: 1.234 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('opening_amount');
    const [demoEmployee] = await built.database.db.select().from(employees).limit(1);
    const foreign = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: store.auth,
      payload: shift('s_3', { open_shift_employee: demoEmployee?.id }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(
      (await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', payload: shift('s_4') })).statusCode,
    ).toBe(401);
  });

  it('time clock toggles in and out; another store’s employee is 404', async () => {
    const { auth } = await tokenForStore(built.database.db, 2);
    const config = (await built.app.inject({ method: 'GET', url: '/api/employees/', headers: auth })).json<{
      results: { id: number }[];
    }>();
    const employeeId = config.results[0]?.id;
    const first = timeClockResponse.parse(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/add-timeclock/',
          headers: auth,
          payload: { employee_id: employeeId },
        })
      ).json(),
    );
    const second = timeClockResponse.parse(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/add-timeclock/',
          headers: auth,
          payload: { employee_id: employeeId },
        })
      ).json(),
    );
    expect(first.is_clock_in).not.toBe(second.is_clock_in);
    const store = await freshStore(built.database.db);
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/add-timeclock/',
          headers: store.auth,
          payload: { employee_id: employeeId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await built.app.inject({
          method: 'POST',
          url: '/api/add-timeclock/',
          headers: store.auth,
          payload: { employee_id: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });
});
