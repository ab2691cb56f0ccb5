import {
  configResponse,
  dashboardPaymentType,
  dashboardPrinter,
  dashboardTerminal,
  dashboardTerminalsResponse,
  linkCodeResponse,
  TERMINAL_SETTINGS,
} from '@opentill/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { auditLog, eventLog, products } from '../src/db/schema.ts';
import { dashboardHeaders, dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { uniqueAddress } from './fixtures.ts';
import { testDatabaseOptions } from './test-database.ts';

describe('dashboard devices: terminals, link codes, settings, payment types, printers (issue 16 §6)', () => {
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
  const get = (session: DashboardSession, url: string) =>
    built.app.inject({ method: 'GET', url: `${base(session)}${url}`, headers: session.headers });
  const lastConfigEvent = async (storeId: number) => {
    const [row] = await built.database.db
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.storeId, storeId), eq(eventLog.event, 'config-changed')))
      .orderBy(desc(eventLog.id))
      .limit(1);
    return row?.payload;
  };
  /** Links a device with a code as the terminal would (POST /api/terminal/verify/); answers its token. */
  const link = async (code: string) => {
    const verified = await built.app.inject({
      method: 'POST',
      url: '/api/terminal/verify/',
      remoteAddress: uniqueAddress(),
      payload: { verification_code: code },
    });
    expect(verified.statusCode).toBe(200);
    return verified.json<{ api_token: string }>().api_token;
  };

  it('creates a terminal that can sell, links a device with a fresh code, shows its reports, then revokes it', async () => {
    const session = await dashboardSignIn(built);
    const created = await send(session, 'POST', '/terminals', { name: 'Bar', mode: 2 });
    expect(created.statusCode).toBe(201);
    const terminal = dashboardTerminal.parse(created.json());
    expect(terminal).toMatchObject({ name: 'Bar', mode: 2, linked: false, last_seen_at: null, outbox_size: null });
    expect(terminal.db_settings.map((setting) => setting.name)).toEqual(TERMINAL_SETTINGS.map((s) => s.name));
    expect(terminal.db_settings.find((setting) => setting.name === 'online_order')?.value).toBe('true');
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['settings'] });

    const codeAnswer = await send(session, 'POST', `/terminals/${terminal.id}/link-code`);
    expect(codeAnswer.statusCode).toBe(200);
    const { code, expires_at, server_url } = linkCodeResponse.parse(codeAnswer.json());
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(server_url).toBe('http://localhost:80');
    const token = await link(code);
    const auth = { authorization: `Token ${token}` };

    const config = configResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/config/', headers: auth })).json(),
    );
    expect(config.terminal).toMatchObject({ id: terminal.id, name: 'Bar', mode: 2 });
    expect(config.terminal.payment_types.map((type) => [type.name, type.behavior])).toEqual([['Cash', 1]]);

    const status = await built.app.inject({
      method: 'POST',
      url: '/api/terminal/status',
      headers: auth,
      payload: { outbox_size: 3 },
    });
    expect(status.statusCode).toBe(204);
    const badStatus = await built.app.inject({
      method: 'POST',
      url: '/api/terminal/status',
      headers: auth,
      payload: { outbox_size: -1 },
    });
    expect(badStatus.json()).toMatchObject({ error: 'invalid', field: 'outbox_size' });
    expect(
      (await built.app.inject({ method: 'POST', url: '/api/terminal/status', payload: { outbox_size: 1 } })).statusCode,
    ).toBe(401);

    const list = dashboardTerminalsResponse.parse((await get(session, '/terminals')).json());
    const shown = list.results.find((row) => row.id === terminal.id);
    expect(shown).toMatchObject({ linked: true, outbox_size: 3 });
    expect(Date.now() - Date.parse(shown?.last_seen_at ?? '')).toBeLessThan(60_000);

    const revoked = await send(session, 'POST', `/terminals/${terminal.id}/revoke`);
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect((await built.app.inject({ method: 'GET', url: '/api/config/', headers: auth })).statusCode).toBe(401);
    expect(dashboardTerminal.parse((await get(session, `/terminals/${terminal.id}`)).json()).linked).toBe(false);

    const actions = await built.database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.storeId, session.storeId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['terminal.create', 'terminal.link-code', 'terminal.revoke']),
    );
    // The code that links a device never reaches the log.
    expect(JSON.stringify(actions)).not.toContain(code);
  });

  it('changes settings, the receipt printer, scale, KDS and print helper, which the terminal reads in its config', async () => {
    const session = await dashboardSignIn(built);
    const settings = TERMINAL_SETTINGS.map((setting) => ({
      name: setting.name,
      value: setting.name === 'cash_discount' ? 'true' : String(setting.absent),
    }));
    const patched = await send(session, 'PATCH', `/terminals/${session.terminalId}`, {
      name: 'Front counter',
      db_settings: [...settings, { name: 'custom_flag', value: 'kept' }],
      printer: { local_ip: '192.168.1.50', name: 'Receipt', is_58mm: true },
      printer_server_ip: '192.168.1.10:8001',
      scale: 'COM3',
      kds_location: 'Kitchen',
    });
    expect(patched.statusCode).toBe(200);
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['settings'] });
    const code = linkCodeResponse.parse(
      (await send(session, 'POST', `/terminals/${session.terminalId}/link-code`)).json(),
    );
    const auth = { authorization: `Token ${await link(code.code)}` };
    const config = configResponse.parse(
      (await built.app.inject({ method: 'GET', url: '/api/config/', headers: auth })).json(),
    );
    expect(config.terminal).toMatchObject({
      name: 'Front counter',
      printer: { local_ip: '192.168.1.50', name: 'Receipt', is_58mm: true },
      printer_server_ip: '192.168.1.10:8001',
      scale: 'COM3',
      kds_location: 'Kitchen',
    });
    expect(config.terminal.db_settings).toContainEqual({ name: 'cash_discount', value: 'true' });
    expect(config.terminal.db_settings).toContainEqual({ name: 'custom_flag', value: 'kept' });

    const audit = await built.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, session.storeId), eq(auditLog.action, 'terminal.settings')));
    expect(audit[0]?.detail).toMatchObject({ name: { after: 'Front counter' } });

    const badIp = await send(session, 'PATCH', `/terminals/${session.terminalId}`, { printer_server_ip: 'http://x/y' });
    expect(badIp.json()).toMatchObject({ error: 'invalid', field: 'printer_server_ip' });
    const badMode = await send(session, 'PATCH', `/terminals/${session.terminalId}`, { mode: 4 });
    expect(badMode.json()).toMatchObject({ field: 'mode' });
    const twice = await send(session, 'PATCH', `/terminals/${session.terminalId}`, {
      db_settings: [
        { name: 'a', value: '1' },
        { name: 'a', value: '2' },
      ],
    });
    expect(twice.json()).toMatchObject({ field: 'db_settings' });
  });

  it('manages payment types per terminal; a card integration needs its device URL', async () => {
    const session = await dashboardSignIn(built);
    const card = { terminal_id: session.terminalId, name: 'Card', behavior: 3, surcharge: 2.5, is_at_kiosk: true };
    const missing = await send(session, 'POST', '/payment-types', card);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'url' });
    const created = await send(session, 'POST', '/payment-types', { ...card, url: 'http://10.0.0.5:8080/pay' });
    expect(created.statusCode).toBe(201);
    const type = dashboardPaymentType.parse(created.json());
    expect(type).toMatchObject({ behavior: 3, surcharge: 2.5, is_at_pos: true, is_at_kiosk: true });
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['payment_types'] });

    const clearUrl = await send(session, 'PATCH', `/payment-types/${type.id}`, { url: null });
    expect(clearUrl.json()).toMatchObject({ field: 'url' });
    const renamed = await send(session, 'PATCH', `/payment-types/${type.id}`, { name: 'Visa', surcharge: 0 });
    expect(renamed.json()).toMatchObject({ name: 'Visa', surcharge: 0 });
    const list = await get(session, `/payment-types?terminal=${session.terminalId}`);
    expect(list.json<{ results: { name: string }[] }>().results.map((row) => row.name)).toContain('Visa');

    const stranger = await dashboardSignIn(built);
    const foreign = await send(session, 'POST', '/payment-types', {
      ...card,
      url: 'http://x',
      terminal_id: stranger.terminalId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(stranger, 'PATCH', `/payment-types/${type.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(stranger, 'DELETE', `/payment-types/${type.id}`)).statusCode).toBe(404);
    expect((await send(session, 'DELETE', `/payment-types/${type.id}`)).statusCode).toBe(204);
    expect((await send(session, 'DELETE', `/payment-types/${type.id}`)).statusCode).toBe(404);
  });

  it('manages printers; removing one takes it off the products that named it', async () => {
    const session = await dashboardSignIn(built);
    const created = await send(session, 'POST', '/printers', {
      name: 'Kitchen',
      ip: '192.168.1.60',
      kind: 'kitchen',
      print_per_single_item: true,
      design_template: 'kitchen_label',
    });
    expect(created.statusCode).toBe(201);
    const printer = dashboardPrinter.parse(created.json());
    expect(printer).toMatchObject({ kind: 'kitchen', is_58mm: false, print_per_single_item: true, is_kds: false });
    const other = dashboardPrinter.parse(
      (await send(session, 'POST', '/printers', { name: 'Bar', kind: 'kitchen' })).json(),
    );
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['printers'] });
    const updated = await send(session, 'PATCH', `/printers/${printer.id}`, { is_kds: true, ip: 'kds.local:9100' });
    expect(updated.json()).toMatchObject({ is_kds: true, ip: 'kds.local:9100' });
    expect((await send(session, 'PATCH', `/printers/${printer.id}`, { kind: 'label' })).json()).toMatchObject({
      field: 'kind',
    });

    const [product] = await built.database.db
      .insert(products)
      .values({ storeId: session.storeId, name: 'Soup', priceCents: 450, printers: [printer.id, other.id] })
      .returning({ id: products.id });
    const stranger = await dashboardSignIn(built);
    expect((await send(stranger, 'DELETE', `/printers/${printer.id}`)).statusCode).toBe(404);
    expect((await send(session, 'DELETE', `/printers/${printer.id}`)).statusCode).toBe(204);
    const [after] = await built.database.db
      .select({ printers: products.printers })
      .from(products)
      .where(eq(products.id, product?.id ?? 0));
    expect(after?.printers).toEqual([other.id]);
    expect(await lastConfigEvent(session.storeId)).toEqual({ what: ['printers', 'catalog'] });
    const list = await get(session, '/printers');
    expect(list.json<{ results: { id: number }[] }>().results.map((row) => row.id)).toEqual([other.id]);
  });

  it('answers 404 for another business’s terminals and a manager’s other store', async () => {
    const session = await dashboardSignIn(built);
    const stranger = await dashboardSignIn(built);
    expect((await get(session, `/terminals/${stranger.terminalId}`)).statusCode).toBe(404);
    expect((await send(session, 'POST', `/terminals/${stranger.terminalId}/link-code`)).statusCode).toBe(404);
    expect((await send(session, 'POST', `/terminals/${stranger.terminalId}/revoke`)).statusCode).toBe(404);
    expect((await send(session, 'PATCH', `/terminals/${stranger.terminalId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await get(session, '/terminals/abc')).statusCode).toBe(404);
    const manager = await dashboardSignIn(built, { business: session.business, role: 'manager' });
    const forOther = await built.app.inject({
      method: 'POST',
      url: `/api/dashboard/stores/${session.storeId}/terminals/${session.terminalId}/link-code`,
      headers: dashboardHeaders(manager),
    });
    expect(forOther.statusCode).toBe(404);
  });
});
