import {
  dashboardEmployee,
  dashboardEmployeesResponse,
  dashboardTimeClockResponse,
  employeesResponse,
  pinUid,
} from '@opentill/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { auditLog, employees, eventLog, stores, timeClock } from '../src/db/schema.ts';
import { weekStartOf } from '../src/services/dashboard-people.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { dashboardHeaders, dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard people: employees, PINs, time clock (issue 16 §5)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const url = (session: DashboardSession, rest = '') => `/api/dashboard/stores/${session.storeId}/employees${rest}`;
  const create = (session: DashboardSession, body: Record<string, unknown>) =>
    built.app.inject({ method: 'POST', url: url(session), headers: dashboardHeaders(session), payload: body });
  const terminalAuth = async (session: DashboardSession) => ({
    authorization: `Token ${await apiTokenCreate(built.database.db, session.storeId, session.terminalId)}`,
  });
  const lastEvent = async (storeId: number) => {
    const [row] = await built.database.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.storeId, storeId), eq(eventLog.event, 'config-changed')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    return row?.payload;
  };

  it('creates an employee whose PIN reaches the terminal only as the uid hash, never in an answer or the log', async () => {
    const session = await dashboardSignIn(built);
    const auth = await terminalAuth(session);
    // The terminal's list is read (and cached) before the change: the change must not wait for the cache.
    await built.app.inject({ method: 'GET', url: '/api/employees/', headers: auth });
    const created = await create(session, { name: ' Ana ', role: 3, language: 'es', pin: '4827' });
    expect(created.statusCode).toBe(201);
    const employee = dashboardEmployee.parse(created.json());
    expect(employee).toEqual({ id: employee.id, name: 'Ana', role: 3, language: 'es', active: true });
    expect(created.body).not.toContain('4827');
    expect(created.body).not.toContain('uid');

    const [store] = await built.database.db.select().from(stores).where(eq(stores.id, session.storeId));
    const read = employeesResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/employees/', headers: auth })).json(),
    );
    const onTerminal = read.results.find((row) => row.id === employee.id);
    expect(onTerminal?.uid).toBe(await pinUid('4827', store?.pinSalt ?? ''));
    expect(await lastEvent(session.storeId)).toEqual({ what: ['employees'] });

    const list = dashboardEmployeesResponse.parse(
      (await built.app.inject({ method: 'GET', url: url(session), headers: session.headers })).json(),
    );
    expect(list.results.map((row) => row.name)).toContain('Ana');
    const audit = await built.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'employee.create')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.detail)).not.toContain('4827');
  });

  it('keeps PINs unique among a store’s active employees; a removed employee frees theirs', async () => {
    const session = await dashboardSignIn(built);
    const first = dashboardEmployee.parse(
      (await create(session, { name: 'One', role: 3, language: 'en', pin: '1111' })).json(),
    );
    const clash = await create(session, { name: 'Two', role: 4, language: 'de', pin: '1111' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'pin_taken', field: 'pin' });

    // Another store may use the same PIN.
    const other = await dashboardSignIn(built, { business: session.business });
    expect((await create(other, { name: 'Elsewhere', role: 3, language: 'en', pin: '1111' })).statusCode).toBe(201);

    const removed = await built.app.inject({
      method: 'PATCH',
      url: url(session, `/${first.id}`),
      headers: dashboardHeaders(session),
      payload: { active: false },
    });
    expect(removed.json()).toMatchObject({ active: false });
    const second = await create(session, { name: 'Two', role: 4, language: 'de', pin: '1111' });
    expect(second.statusCode).toBe(201);
    // Restoring the first would give two active employees one PIN.
    const restore = await built.app.inject({
      method: 'PATCH',
      url: url(session, `/${first.id}`),
      headers: dashboardHeaders(session),
      payload: { active: true },
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json()).toMatchObject({ error: 'pin_taken' });

    // Resetting the first's PIN to a free one lets them back.
    const reset = await built.app.inject({
      method: 'PUT',
      url: url(session, `/${first.id}/pin`),
      headers: dashboardHeaders(session),
      payload: { pin: '2222' },
    });
    expect(reset.statusCode).toBe(204);
    const back = await built.app.inject({
      method: 'PATCH',
      url: url(session, `/${first.id}`),
      headers: dashboardHeaders(session),
      payload: { active: true, role: 2 },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ active: true, role: 2 });
    const [store] = await built.database.db.select().from(stores).where(eq(stores.id, session.storeId));
    const [row] = await built.database.db.select().from(employees).where(eq(employees.id, first.id));
    expect(row?.uid).toBe(await pinUid('2222', store?.pinSalt ?? ''));
    const pinAudit = await built.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'employee.pin')));
    expect(pinAudit).toHaveLength(1);
    expect(JSON.stringify(pinAudit[0])).not.toContain('2222');
  });

  it('answers 400 naming the field, and 404 for another store’s or business’s employees', async () => {
    const session = await dashboardSignIn(built);
    const bad = await create(session, { name: 'X', role: 3, language: 'en', pin: '12a4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid', field: 'pin' });
    const badRole = await create(session, { name: 'X', role: 9, language: 'en', pin: '1234' });
    expect(badRole.json()).toMatchObject({ field: 'role' });
    const blank = await create(session, { name: '   ', role: 3, language: 'en', pin: '1234' });
    expect(blank.json()).toMatchObject({ field: 'name' });

    const stranger = await dashboardSignIn(built);
    const theirs = dashboardEmployee.parse(
      (await create(stranger, { name: 'Theirs', role: 3, language: 'en', pin: '5555' })).json(),
    );
    const patch = await built.app.inject({
      method: 'PATCH',
      url: url(session, `/${theirs.id}`),
      headers: dashboardHeaders(session),
      payload: { name: 'Mine now' },
    });
    expect(patch.statusCode).toBe(404);
    const pin = await built.app.inject({
      method: 'PUT',
      url: url(session, `/${theirs.id}/pin`),
      headers: dashboardHeaders(session),
      payload: { pin: '9999' },
    });
    expect(pin.statusCode).toBe(404);
    const theirStore = await built.app.inject({ method: 'GET', url: url(stranger), headers: session.headers });
    expect(theirStore.statusCode).toBe(404);

    // A manager of store A cannot read or change store B of the same business.
    const storeB = await dashboardSignIn(built, { business: session.business });
    const manager = await dashboardSignIn(built, { business: session.business, role: 'manager' });
    expect((await built.app.inject({ method: 'GET', url: url(storeB), headers: manager.headers })).statusCode).toBe(
      404,
    );
    const write = await built.app.inject({
      method: 'POST',
      url: url(storeB),
      headers: dashboardHeaders(manager),
      payload: { name: 'Intruder', role: 1, language: 'en', pin: '8080' },
    });
    expect(write.statusCode).toBe(404);
  });

  it('totals time clock minutes per employee and week, counting an open entry until now; entries can be corrected', async () => {
    const session = await dashboardSignIn(built);
    const db = built.database.db;
    const ana = dashboardEmployee.parse(
      (await create(session, { name: 'Ana', role: 3, language: 'en', pin: '3131' })).json(),
    );
    const ben = dashboardEmployee.parse(
      (await create(session, { name: 'Ben', role: 4, language: 'en', pin: '3232' })).json(),
    );
    // The store's business day starts at 06:00 UTC (the fixture's start_time). Monday 2026-11-16 and the next week.
    const at = (iso: string) => new Date(iso);
    const rows = await db
      .insert(timeClock)
      .values([
        {
          storeId: session.storeId,
          employeeId: ana.id,
          clockIn: at('2026-11-16T08:00:00Z'),
          clockOut: at('2026-11-16T12:30:00Z'),
        },
        {
          storeId: session.storeId,
          employeeId: ana.id,
          clockIn: at('2026-11-20T09:00:00Z'),
          clockOut: at('2026-11-20T10:00:00Z'),
        },
        // Sunday night after midnight but before 06:00: still Sunday's business day, so the first week.
        {
          storeId: session.storeId,
          employeeId: ben.id,
          clockIn: at('2026-11-23T05:00:00Z'),
          clockOut: at('2026-11-23T05:45:00Z'),
        },
        { storeId: session.storeId, employeeId: ben.id, clockIn: at('2026-11-24T07:00:00Z'), clockOut: null },
      ])
      .returning({ id: timeClock.id });
    const response = await built.app.inject({
      method: 'GET',
      url: `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-16&to=2026-11-29`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    const report = dashboardTimeClockResponse.parse(response.json());
    expect(report.entries).toHaveLength(4);
    const week = (name: string, start: string) =>
      report.weeks.find((total) => total.employee_name === name && total.week_start === start);
    expect(week('Ana', '2026-11-16')).toMatchObject({ minutes: 270 + 60, entries: 2 });
    expect(week('Ben', '2026-11-16')).toMatchObject({ minutes: 45, entries: 1 });
    const open = week('Ben', '2026-11-23');
    expect(open?.entries).toBe(1);
    // Counted until the server's now: a minute may turn between its answer and this line.
    const sinceClockIn = Math.floor((Date.now() - Date.parse('2026-11-24T07:00:00Z')) / 60_000);
    expect(open?.minutes).toBeGreaterThanOrEqual(sinceClockIn - 1);
    expect(open?.minutes).toBeLessThanOrEqual(sinceClockIn);

    const only = dashboardTimeClockResponse.parse(
      (
        await built.app.inject({
          method: 'GET',
          url: `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-16&to=2026-11-22&employee=${ana.id}`,
          headers: session.headers,
        })
      ).json(),
    );
    expect(only.entries.map((entry) => entry.employee_id)).toEqual([ana.id, ana.id]);

    const reversed = await built.app.inject({
      method: 'GET',
      url: `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-20&to=2026-11-16`,
      headers: session.headers,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'from' });

    const openId = rows[3]?.id ?? 0;
    const before = await built.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/stores/${session.storeId}/timeclock/${openId}`,
      headers: dashboardHeaders(session),
      payload: { clock_out: '2026-11-24T06:00:00.000Z' },
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ field: 'clock_out' });
    const fixed = await built.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/stores/${session.storeId}/timeclock/${openId}`,
      headers: dashboardHeaders(session),
      payload: { clock_out: '2026-11-24T15:00:00.000Z' },
    });
    expect(fixed.statusCode).toBe(200);
    const after = dashboardTimeClockResponse.parse(
      (
        await built.app.inject({
          method: 'GET',
          url: `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-23&to=2026-11-29`,
          headers: session.headers,
        })
      ).json(),
    );
    expect(after.weeks.find((total) => total.employee_name === 'Ben')).toMatchObject({ minutes: 480 });
  });

  it('exports the employees and the time clock entries as CSV: only the store’s rows, formulas quoted', async () => {
    const session = await dashboardSignIn(built);
    const stranger = await dashboardSignIn(built);
    const sibling = await dashboardSignIn(built, { business: session.business });
    const manager = await dashboardSignIn(built, { business: session.business, role: 'manager' });
    const mine = dashboardEmployee.parse(
      (await create(session, { name: '=HYPERLINK("x")', role: 2, language: 'de', pin: '6161' })).json(),
    );
    const ana = dashboardEmployee.parse(
      (await create(session, { name: 'Ana, "A"', role: 3, language: 'en', pin: '6262' })).json(),
    );
    const theirs = dashboardEmployee.parse(
      (await create(stranger, { name: 'Stranger Sam', role: 3, language: 'en', pin: '6363' })).json(),
    );
    const siblings = dashboardEmployee.parse(
      (await create(sibling, { name: 'Sibling Sue', role: 3, language: 'en', pin: '6464' })).json(),
    );
    const get = (path: string, who: DashboardSession | null) =>
      built.app.inject({ method: 'GET', url: path, headers: who ? who.headers : {} });
    const employeesCsv = `/api/dashboard/stores/${session.storeId}/employees?format=csv`;

    const list = await get(employeesCsv, session);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/csv/);
    expect(list.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
    expect(list.headers['cache-control']).toBe('no-store');
    const lines = list.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Name,Role,Language,Status');
    expect(lines).toHaveLength(1 + 2);
    expect(lines).toContain(`${mine.id},"'=HYPERLINK(""x"")",Manager,de,Active`);
    expect(lines).toContain(`${ana.id},"Ana, ""A""",Cashier,en,Active`);
    expect(list.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(list.body).not.toContain('Stranger Sam');
    expect(list.body).not.toContain('Sibling Sue');
    expect(list.body).not.toContain('6161');
    // Removed employees stay in the list, marked so.
    await built.app.inject({
      method: 'PATCH',
      url: url(session, `/${ana.id}`),
      headers: dashboardHeaders(session),
      payload: { active: false },
    });
    expect((await get(employeesCsv, session)).body).toContain(`${ana.id},"Ana, ""A""",Cashier,en,Removed`);

    const at = (iso: string) => new Date(iso);
    await built.database.db.insert(timeClock).values([
      {
        storeId: session.storeId,
        employeeId: mine.id,
        terminalId: session.terminalId,
        clockIn: at('2026-11-17T08:00:00Z'),
        clockOut: at('2026-11-17T09:30:00Z'),
      },
      { storeId: session.storeId, employeeId: ana.id, clockIn: at('2026-11-18T08:00:00Z'), clockOut: null },
      {
        storeId: stranger.storeId,
        employeeId: theirs.id,
        clockIn: at('2026-11-17T08:00:00Z'),
        clockOut: at('2026-11-17T10:00:00Z'),
      },
      {
        storeId: sibling.storeId,
        employeeId: siblings.id,
        clockIn: at('2026-11-17T08:00:00Z'),
        clockOut: at('2026-11-17T10:00:00Z'),
      },
    ]);
    const clockCsv = `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-16&to=2026-11-22&format=csv`;
    const clock = await get(clockCsv, session);
    expect(clock.statusCode).toBe(200);
    expect(clock.headers['content-disposition']).toBe('attachment; filename="timeclock-2026-11-16-2026-11-22.csv"');
    const rows = clock.body.trim().split('\r\n');
    expect(rows[0]).toBe('Id,Employee id,Employee,Terminal id,Clock in,Clock out,Minutes');
    expect(rows).toHaveLength(1 + 2);
    expect(rows[1]).toMatch(
      new RegExp(
        `^\\d+,${mine.id},"'=HYPERLINK\\(""x""\\)",${session.terminalId},2026-11-17T08:00:00.000Z,2026-11-17T09:30:00.000Z,90$`,
      ),
    );
    // Still clocked in: no clock-out, the minutes until now.
    expect(rows[2]).toMatch(new RegExp(`^\\d+,${ana.id},"Ana, ""A""",,2026-11-18T08:00:00.000Z,,\\d+$`));
    expect(clock.body).not.toContain('Stranger Sam');
    expect(clock.body).not.toContain('Sibling Sue');

    // Another business, a manager of another store of the business, no session: never the store's rows.
    for (const path of [employeesCsv, clockCsv]) {
      for (const who of [stranger, manager]) {
        const refused = await get(path, who);
        expect(refused.statusCode, path).toBe(404);
        expect(refused.body).not.toContain('HYPERLINK');
      }
      expect((await get(path, null)).statusCode, path).toBe(401);
    }
    // Bad input names the field.
    const badFormat = await get(`/api/dashboard/stores/${session.storeId}/employees?format=xlsx`, session);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ error: 'invalid', field: 'format' });
    const unknown = await get(`/api/dashboard/stores/${session.storeId}/employees?sort=name`, session);
    expect(unknown.json()).toMatchObject({ field: 'sort' });
    const badClock = await get(
      `/api/dashboard/stores/${session.storeId}/timeclock?from=2026-11-16&to=2026-11-22&format=pdf`,
      session,
    );
    expect(badClock.statusCode).toBe(400);
    expect(badClock.json()).toMatchObject({ field: 'format' });
  });

  it('starts weeks on the Monday business day', () => {
    const offset = 6 * 60 * 60 * 1000;
    expect(weekStartOf(new Date('2026-11-16T06:00:00Z'), offset)).toBe('2026-11-16');
    expect(weekStartOf(new Date('2026-11-16T05:59:00Z'), offset)).toBe('2026-11-09');
    expect(weekStartOf(new Date('2026-11-22T23:00:00Z'), offset)).toBe('2026-11-16');
  });
});
