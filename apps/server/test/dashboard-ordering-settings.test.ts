import {
  ORDERING_LANGUAGES,
  orderingMenuResponse,
  orderingSettingsResponse,
  type OrderingSettingsRequest,
} from '@opentill/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { auditLog, diningOptions, storeDashboardSettings } from '../src/db/schema.ts';
import { dashboardHeaders, dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

/**
 * The ordering page's settings on the dashboard (decisions §63): effective values with defaults, a save that the
 * public menu shows at once, 400 naming the field for bad input with nothing saved, store scoping, and the other keys
 * of the store's dashboard settings kept.
 */
describe('dashboard ordering settings', () => {
  let built: App;
  beforeAll(async () => {
    built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  });
  afterAll(async () => built.app.close());

  const url = (storeId: number) => `/api/dashboard/stores/${String(storeId)}/ordering-settings`;
  const read = (session: DashboardSession, storeId = session.storeId) =>
    built.app.inject({ method: 'GET', url: url(storeId), headers: session.headers });
  const save = (session: DashboardSession, payload: unknown, storeId = session.storeId) =>
    built.app.inject({
      method: 'PUT',
      url: url(storeId),
      headers: dashboardHeaders(session),
      payload: payload as Record<string, unknown>,
    });
  const menu = async (storeId: number) => {
    const res = await built.app.inject({ method: 'GET', url: `/api/order/${String(storeId)}/menu/` });
    expect(res.statusCode).toBe(200);
    return orderingMenuResponse.parse(res.json());
  };
  const storedOf = async (storeId: number) =>
    (
      await built.database.db
        .select({ settings: storeDashboardSettings.settings })
        .from(storeDashboardSettings)
        .where(eq(storeDashboardSettings.storeId, storeId))
    )[0]?.settings ?? null;

  /** A store whose Delivery is offered online, plus a "Courier" option (online) and a counter-only "Bar". */
  async function storeWithOptions(session: DashboardSession) {
    const { db } = built.database;
    await db
      .update(diningOptions)
      .set({ active: true, onlineOrdering: true })
      .where(and(eq(diningOptions.storeId, session.storeId), eq(diningOptions.name, 'Delivery')));
    const options = await db
      .insert(diningOptions)
      .values([
        { storeId: session.storeId, name: 'Courier', sorting: 4, onlineOrdering: true },
        { storeId: session.storeId, name: 'Bar', sorting: 5 },
      ])
      .returning({ id: diningOptions.id });
    const all = await db.select().from(diningOptions).where(eq(diningOptions.storeId, session.storeId));
    const idOf = (name: string) => {
      const found = all.find((option) => option.name === name);
      if (!found) throw new Error(`no ${name}`);
      return found.id;
    };
    expect(options).toHaveLength(2);
    return {
      takeOut: idOf('Take out'),
      delivery: idOf('Delivery'),
      courier: idOf('Courier'),
      bar: idOf('Bar'),
    };
  }

  it('answers the defaults for a store that set nothing: all languages, the whole business day, Delivery', async () => {
    const session = await dashboardSignIn(built);
    const ids = await storeWithOptions(session);
    const res = await read(session);
    expect(res.statusCode).toBe(200);
    const answer = orderingSettingsResponse.parse(res.json());
    expect(answer).toMatchObject({
      open: '06:00',
      close: '06:00',
      all_day: true,
      languages: [...ORDERING_LANGUAGES],
      delivery_options: [ids.delivery],
      saved: false,
    });
    expect(answer.dining_options).toEqual([
      { id: ids.takeOut, name: 'Take out', delivery: false },
      { id: ids.delivery, name: 'Delivery', delivery: true },
      { id: ids.courier, name: 'Courier', delivery: false },
    ]);
    expect(await storedOf(session.storeId)).toBeNull();
  });

  it('saves, reads back, writes an audit entry, and the public menu shows the new languages and hours', async () => {
    const session = await dashboardSignIn(built);
    const ids = await storeWithOptions(session);
    const before = await menu(session.storeId);
    expect(before.languages).toEqual([...ORDERING_LANGUAGES]);

    const body: OrderingSettingsRequest = {
      open: '10:30',
      close: '22:15',
      languages: ['de', 'en'],
      delivery_options: [ids.courier],
    };
    const res = await save(session, body);
    expect(res.statusCode).toBe(200);
    const saved = orderingSettingsResponse.parse(res.json());
    expect(saved).toMatchObject({
      open: '10:30',
      close: '22:15',
      all_day: false,
      // In the nine's order, as the page lists them.
      languages: ['en', 'de'],
      delivery_options: [ids.courier],
      saved: true,
    });
    expect(orderingSettingsResponse.parse((await read(session)).json())).toEqual(saved);
    expect(saved.dining_options.map((option) => [option.name, option.delivery])).toEqual([
      ['Take out', false],
      ['Delivery', false],
      ['Courier', true],
    ]);

    const after = await menu(session.storeId);
    expect(after.languages).toEqual(['en', 'de']);
    expect(after.hours).toEqual({ open: '10:30', close: '22:15' });
    expect(after.dining_options.find((option) => option.id === ids.courier)?.delivery).toBe(true);
    expect(after.dining_options.find((option) => option.id === ids.delivery)?.delivery).toBe(false);

    const entries = await built.database.db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        detail: auditLog.detail,
        account: auditLog.accountId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'store.ordering')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: `store ${String(session.storeId)}`,
      account: session.account.id,
      detail: {
        open: { before: '06:00', after: '10:30' },
        close: { before: '06:00', after: '22:15' },
        delivery_options: { before: [ids.delivery], after: [ids.courier] },
      },
    });

    // Open equal to close: open all day, and the page says so.
    const allDay = await save(session, { ...body, open: '00:00', close: '00:00', delivery_options: [] });
    expect(orderingSettingsResponse.parse(allDay.json())).toMatchObject({ all_day: true, delivery_options: [] });
    const open = await menu(session.storeId);
    expect(open.open_now).toBe(true);
    expect(open.dining_options.every((option) => !option.delivery)).toBe(true);
  });

  it('keeps the other keys of the store dashboard settings', async () => {
    const session = await dashboardSignIn(built);
    await built.database.db
      .insert(storeDashboardSettings)
      .values({ storeId: session.storeId, settings: { theme: 'dark', ordering: { open: '01:00', close: '02:00' } } });
    const read1 = orderingSettingsResponse.parse((await read(session)).json());
    expect(read1).toMatchObject({ open: '01:00', close: '02:00', saved: true });
    const res = await save(session, { open: '08:00', close: '20:00', languages: ['fr'], delivery_options: [] });
    expect(res.statusCode).toBe(200);
    expect(await storedOf(session.storeId)).toEqual({
      theme: 'dark',
      ordering: { open: '08:00', close: '20:00', languages: ['fr'], delivery_options: [] },
    });
  });

  it('answers 400 naming the field for each bad input, and saves nothing', async () => {
    const session = await dashboardSignIn(built);
    const other = await dashboardSignIn(built);
    const ids = await storeWithOptions(session);
    const otherIds = await storeWithOptions(other);
    const good: OrderingSettingsRequest = {
      open: '09:00',
      close: '17:00',
      languages: ['en'],
      delivery_options: [ids.delivery],
    };
    expect((await save(session, good)).statusCode).toBe(200);
    const stored = await storedOf(session.storeId);
    const auditCount = async () =>
      (
        await built.database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'store.ordering')))
      ).length;
    const audited = await auditCount();

    const cases: [unknown, string][] = [
      [{ ...good, open: '24:00' }, 'open'],
      [{ ...good, open: '9:00' }, 'open'],
      [{ ...good, close: '17:60' }, 'close'],
      [{ ...good, close: 1700 }, 'close'],
      [{ ...good, languages: [] }, 'languages'],
      [{ ...good, languages: ['en', 'en'] }, 'languages'],
      [{ ...good, languages: ['en', 'pt'] }, 'languages.1'],
      [{ ...good, languages: 'en' }, 'languages'],
      [{ ...good, delivery_options: [ids.delivery, ids.delivery] }, 'delivery_options'],
      [{ ...good, delivery_options: ['x'] }, 'delivery_options.0'],
      [{ ...good, delivery_options: [ids.takeOut, otherIds.delivery] }, 'delivery_options.1'],
      [{ ...good, delivery_options: [2_147_483_000] }, 'delivery_options.0'],
      [{ ...good, delivery_options: [0] }, 'delivery_options.0'],
      [{ open: '09:00', close: '17:00', languages: ['en'] }, 'delivery_options'],
      [{ ...good, website: 'x' }, 'website'],
    ];
    for (const [payload, field] of cases) {
      const res = await save(session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const answer = res.json<{ error: string; field: string; message: string }>();
      expect(answer.error).toBe('invalid');
      expect(answer.field, JSON.stringify(payload)).toBe(field);
      expect(answer.message).toContain(field);
    }
    // A body that is not JSON at all is the client's fault too.
    const broken = await built.app.inject({
      method: 'PUT',
      url: url(session.storeId),
      headers: { ...dashboardHeaders(session), 'content-type': 'application/json' },
      payload: '{"open":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedOf(session.storeId)).toEqual(stored);
    expect(await auditCount()).toBe(audited);
    expect(orderingSettingsResponse.parse((await read(session)).json()).delivery_options).toEqual([ids.delivery]);
  });

  it('is the store’s own: another business’s owner and a manager of another store get 404, a manager of it may edit', async () => {
    const owner = await dashboardSignIn(built);
    const body: OrderingSettingsRequest = { open: '07:00', close: '19:00', languages: ['tr'], delivery_options: [] };
    const stranger = await dashboardSignIn(built);
    // A manager of the same business, but of another store only.
    const elsewhere = await dashboardSignIn(built, { role: 'manager', business: owner.business });
    const manager = await dashboardSignIn(built, {
      role: 'manager',
      business: owner.business,
      storeIds: [owner.storeId],
    });
    for (const outsider of [stranger, elsewhere]) {
      expect((await read(outsider, owner.storeId)).statusCode).toBe(404);
      const res = await save(outsider, body, owner.storeId);
      expect(res.statusCode).toBe(404);
    }
    expect(await storedOf(owner.storeId)).toBeNull();

    const res = await save(manager, body, owner.storeId);
    expect(res.statusCode).toBe(200);
    expect(orderingSettingsResponse.parse((await read(owner)).json())).toMatchObject({
      open: '07:00',
      close: '19:00',
      languages: ['tr'],
    });
    // Signed out: 401; no CSRF token on a change: 403.
    expect((await built.app.inject({ method: 'GET', url: url(owner.storeId) })).statusCode).toBe(401);
    const noCsrf = await built.app.inject({
      method: 'PUT',
      url: url(owner.storeId),
      headers: { cookie: owner.cookie, origin: 'http://localhost:80' },
      payload: { ...body, languages: ['en'] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(orderingSettingsResponse.parse((await read(owner)).json()).languages).toEqual(['tr']);
  });
});
