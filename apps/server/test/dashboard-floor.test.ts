import {
  dashboardSection,
  dashboardSectionsResponse,
  dashboardTable,
  sectionsResponse,
  tablesResponse,
} from '@opentill/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { eventLog, orders } from '../src/db/schema.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { dashboardHeaders, dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard floor: sections and tables (issue 16 §7)', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const base = (session: DashboardSession) => `/api/dashboard/stores/${session.storeId}`;
  const send = (
    session: DashboardSession,
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    built.app.inject({
      method,
      url: `${base(session)}${url}`,
      headers: dashboardHeaders(session),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const sectionsOf = async (session: DashboardSession) =>
    dashboardSectionsResponse.parse(
      (await built.app.inject({ method: 'GET', url: `${base(session)}/sections`, headers: session.headers })).json(),
    ).results;
  const terminalAuth = async (session: DashboardSession) => ({
    authorization: `Token ${await apiTokenCreate(built.database.db, session.storeId, session.terminalId)}`,
  });

  it('creates, renames and places sections and tables, and the terminal reads them at once', async () => {
    const session = await dashboardSignIn(built);
    const auth = await terminalAuth(session);
    // Read (and cached) before the change: the change must not wait for the terminal's cache.
    await built.app.inject({ method: 'GET', url: '/api/sections/', headers: auth });
    await built.app.inject({ method: 'GET', url: '/api/tables/', headers: auth });

    const created = await send(session, 'POST', '/sections', { name: 'Patio' });
    expect(created.statusCode).toBe(201);
    const section = dashboardSection.parse(created.json());
    const table = dashboardTable.parse(
      (
        await send(session, 'POST', '/tables', { section_id: section.id, name: 'P1', type: 'round', x: 40, y: 80 })
      ).json(),
    );
    expect(table).toMatchObject({ name: 'P1', type: 'round', x: 40, y: 80, open_orders: 0 });
    const second = dashboardTable.parse(
      (await send(session, 'POST', '/tables', { section_id: section.id, name: 'P2' })).json(),
    );
    expect(second).toMatchObject({ type: 'square', x: 0, y: 0 });

    const [event] = await built.database.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.storeId, session.storeId), eq(eventLog.event, 'config-changed')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(event?.payload).toEqual({ what: ['sections'] });

    expect((await send(session, 'PATCH', `/sections/${section.id}`, { name: 'Terrace' })).json()).toMatchObject({
      name: 'Terrace',
    });
    expect((await send(session, 'PATCH', `/tables/${table.id}`, { name: 'T1' })).json()).toMatchObject({ name: 'T1' });
    const placed = await send(session, 'PUT', '/tables/positions', [
      { id: table.id, x: 120.5, y: 240 },
      { id: second.id, x: 300, y: 240 },
    ]);
    expect(placed.json()).toEqual({ moved: 2 });

    const onTerminal = sectionsResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/sections/', headers: auth })).json(),
    );
    expect(onTerminal.results.find((row) => row.id === section.id)).toMatchObject({
      section_name: 'Terrace',
      tables: [table.id, second.id],
    });
    const tables = tablesResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/tables/', headers: auth })).json(),
    );
    expect(tables.results.find((row) => row.id === table.id)).toMatchObject({
      table_name: 'T1',
      x_value: 120.5,
      y_value: 240,
      section: section.id,
    });

    // The terminal's edit mode moves a table: the dashboard's plan shows where it went.
    const moved = await built.app.inject({
      method: 'POST',
      url: '/api/tablepositions/',
      headers: auth,
      payload: [{ id: second.id, x_value: 420, y_value: 60 }],
    });
    expect(moved.statusCode).toBe(200);
    const plan = await sectionsOf(session);
    expect(plan.find((row) => row.id === section.id)?.tables.find((row) => row.id === second.id)).toMatchObject({
      x: 420,
      y: 60,
    });
  });

  it('refuses a second table of one name in a section, and removing a table with an open order', async () => {
    const session = await dashboardSignIn(built);
    const section = dashboardSection.parse((await send(session, 'POST', '/sections', { name: 'Hall' })).json());
    const other = dashboardSection.parse((await send(session, 'POST', '/sections', { name: 'Bar' })).json());
    const table = dashboardTable.parse(
      (await send(session, 'POST', '/tables', { section_id: section.id, name: 'A1' })).json(),
    );
    const clash = await send(session, 'POST', '/tables', { section_id: section.id, name: 'a1' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: 'name_taken', field: 'name' });
    // Another section may have its own A1; moving this one there clashes.
    const there = dashboardTable.parse(
      (await send(session, 'POST', '/tables', { section_id: other.id, name: 'A1' })).json(),
    );
    expect((await send(session, 'PATCH', `/tables/${there.id}`, { section_id: section.id })).statusCode).toBe(409);

    await built.database.db.insert(orders).values({
      storeId: session.storeId,
      localId: `floor-${session.storeId}`,
      number: 1,
      status: 1,
      tableId: table.id,
      grandTotalCents: 0,
      taxTotalCents: 0,
      openDate: new Date(),
      body: {},
      bodyHash: 'x',
    });
    const plan = await sectionsOf(session);
    expect(plan.find((row) => row.id === section.id)?.tables[0]?.open_orders).toBe(1);
    const busy = await send(session, 'DELETE', `/tables/${table.id}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error: 'table_in_use' });
    expect((await send(session, 'DELETE', `/sections/${section.id}`)).statusCode).toBe(409);

    expect((await send(session, 'DELETE', `/sections/${other.id}`)).statusCode).toBe(204);
    const after = await sectionsOf(session);
    expect(after.map((row) => row.name)).toEqual(expect.not.arrayContaining(['Bar']));
  });

  it('answers 400 naming the field and 404 for another store’s sections and tables', async () => {
    const session = await dashboardSignIn(built);
    const stranger = await dashboardSignIn(built);
    const theirs = dashboardSection.parse((await send(stranger, 'POST', '/sections', { name: 'Theirs' })).json());
    const theirTable = dashboardTable.parse(
      (await send(stranger, 'POST', '/tables', { section_id: theirs.id, name: 'X1' })).json(),
    );
    expect((await send(session, 'POST', '/tables', { section_id: theirs.id, name: 'Z' })).statusCode).toBe(404);
    expect((await send(session, 'PATCH', `/sections/${theirs.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(session, 'DELETE', `/tables/${theirTable.id}`)).statusCode).toBe(404);
    const place = await send(session, 'PUT', '/tables/positions', [{ id: theirTable.id, x: 1, y: 1 }]);
    expect(place.statusCode).toBe(404);

    const bad = await send(session, 'POST', '/sections', { name: '' });
    expect(bad.json()).toMatchObject({ error: 'invalid', field: 'name' });
    const mine = dashboardSection.parse((await send(session, 'POST', '/sections', { name: 'Mine' })).json());
    const shape = await send(session, 'POST', '/tables', { section_id: mine.id, name: 'M1', type: 'hexagon' });
    expect(shape.json()).toMatchObject({ field: 'type' });
    const far = await send(session, 'POST', '/tables', { section_id: mine.id, name: 'M1', x: 1e9 });
    expect(far.json()).toMatchObject({ field: 'x' });
  });
});
