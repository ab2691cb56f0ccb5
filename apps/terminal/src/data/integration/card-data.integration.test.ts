// @vitest-environment node
// The back office runs in this process on in-memory PGlite; jsdom's globals would break its WebAssembly and fetch.
import 'fake-indexeddb/auto';
// First, so stores that persist to localStorage at import time find one.
import { storage } from './memory-storage.ts';
import type { PaymentType } from '@opentill/contracts';
import { cents, ORDER_STATUS, PAYMENT_BEHAVIOR } from '@opentill/domain';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../../../server/src/app.ts';
import { linkCodeCreate } from '../../../../server/src/services/linking.ts';
import { useSession } from '../../app/session-store.ts';
import { verifyTerminal } from '../../features/auth/verify-terminal.ts';
import { checkoutDevicesSet } from '../../features/checkout/checkout-devices.ts';
import { useCheckout } from '../../features/checkout/checkout-store.ts';
import { orderNew, orderRecompute, totalsContextFrom } from '../../features/order/order-build.ts';
import { cardNumbersIn } from '@opentill/domain';
import { deviceNext, startCardA, type RunningCardTerminalA } from '../../devices/card-terminals/sim-kit.ts';
import type { ApiDeps } from '../api.ts';
import { saveTerminal, storedTerminal } from '../connection.ts';
import { OpenTillDb, setDb } from '../db.ts';
import { orderSave, type OrderRecord } from '../repositories/orders.ts';
import { outboxCount } from '../repositories/outbox.ts';
import { shiftOpen } from '../repositories/shifts.ts';
import { syncEngineNew } from '../sync/engine.ts';
import { firstSync, firstSyncCursorNew } from '../sync/first-sync.ts';

/**
 * Issue 8 acceptance: "A rogue simulator answer carrying a full card number, track data and CVV leaves none of it in
 * IndexedDB, the database or the logs (a test scans all three for 13–19-digit Luhn-valid runs)". The order paid by the
 * rogue card is uploaded to the real back office; every text/json column of every server table, the server's pino
 * output (request logging on, level trace) and the terminal's console are scanned.
 */

const ROGUE = /4111111111111111|=3012|CVV|Track2|TRACK2/;
/** A fixed clock whose epoch milliseconds (in local ids) are not Luhn-valid, so only card data can fail the scan. */
const NOW = new Date('2026-03-02T10:00:00Z');

let built: App;
let url: string;
let device: RunningCardTerminalA;
const serverLog: string[] = [];
const terminalLog: string[] = [];
const deps = (): ApiDeps => ({ storage, online: () => true, fetch });

beforeAll(async () => {
  const requests = process.env.LOG_REQUESTS;
  // Request logging on (as an operator may switch it on) and every level: the strictest log to scan.
  process.env.LOG_REQUESTS = '1';
  built = await buildApp({ dataDir: 'memory', demoMode: false, logger: {
      level: 'trace',
      // ISO time instead of pino's epoch milliseconds: a 13-digit clock reading can pass Luhn by chance.
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      stream: { write: (line: string) => void serverLog.push(line) },
    },
  });
  if (requests === undefined) delete process.env.LOG_REQUESTS;
  else process.env.LOG_REQUESTS = requests;
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${String((built.app.server.address() as AddressInfo).port)}`;
  device = await startCardA();
}, 60_000);
afterAll(async () => {
  await Promise.all([built.app.close(), device.close()]);
});

/** Every value of every text, varchar, json and jsonb column of every table of the server's database, as text. */
async function serverDatabaseText(): Promise<string> {
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string | null>[];
  const columns = rowsOf(
    await built.database.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`),
  );
  expect(columns.length).toBeGreaterThan(20);
  const texts: string[] = [];
  for (const column of columns) {
    const [schemaName, table, name] = [column.table_schema, column.table_name, column.column_name].map(String) as [string, string, string];
    const values = rowsOf(await built.database.db.execute(sql`select ${sql.identifier(name)}::text as v from ${sql.identifier(schemaName)}.${sql.identifier(table)}`));
    for (const value of values) if (value.v !== null && value.v !== undefined) texts.push(`${table}.${name}: ${value.v}`);
  }
  return texts.join('\n');
}

/**
 * The server's log lines, less Fastify's measured `responseTime`: a float such as 0.965548000000126 has a long digit
 * run after its point that passes Luhn by chance, and it is a duration, never data from a request.
 */
function serverLogText(): string {
  return serverLog
    .map((line) => {
      try {
        const { responseTime: _measured, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      } catch {
        return line;
      }
    })
    .join('\n');
}

describe('card data never reaches the back office (issue 8 acceptance)', () => {
  it('a rogue card A answer leaves no card number, track data or CVV in IndexedDB, the server database or either log', async () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void terminalLog.push(args.map(String).join(' ')));
    }
    const database = new OpenTillDb(`card-data-${String(Math.random())}`);
    setDb(database);
    const undoDevices = checkoutDevicesSet({
      printReceipt: () => Promise.resolve({ ok: true, printed: false, failures: [] }),
      printKitchen: () => Promise.resolve({ ok: true, printed: false, failures: [], printedItems: [] }),
      openCashDrawer: () => Promise.resolve({ ok: true, printed: false, failures: [] }),
      syncRequest: () => undefined,
      online: () => true,
    });
    try {
      // Link a quick-service terminal of store 1 and download its data, as issue 5's integration test does.
      const terminal = built.demo.terminals.find((candidate) => candidate.storeId === 1 && candidate.mode === 2);
      if (!terminal) throw new Error('the demo seed has no quick-service terminal in store 1');
      storage.clear();
      expect(await verifyTerminal(await linkCodeCreate(built.database.db, terminal.storeId, terminal.terminalId), { ...deps(), origin: url })).toBe(true);
      await firstSync({ cursor: firstSyncCursorNew(), sink: { reference: () => undefined }, deps: deps(), database });
      const linked = storedTerminal<{
        id: number;
        payment_types: PaymentType[];
        db_settings?: { name: string; value: string }[];
      }>(storage);
      const card = linked?.payment_types.find((type) => type.behavior === PAYMENT_BEHAVIOR.CARD_INTEGRATION_A);
      if (!linked || !card) throw new Error('the demo terminal has no card A payment type');
      // The store's card A type pointed at this test's simulator.
      const cardA: PaymentType = { ...card, url: `${device.url}/card-a`, surcharge: 0 };
      // Straight from the page (card_a_direct): this test scans what the terminal keeps, not the print helper's relay.
      saveTerminal({
        ...linked,
        db_settings: [...(linked.db_settings ?? []), { name: 'card_a_direct', value: 'true' }],
        payment_types: linked.payment_types.map((type) => (type.id === card.id ? cardA : type)),
      });
      const employeeId = Number((await database.employee.toCollection().first())?.id ?? 0);
      useSession.setState({ employeeId, unlocked: true });
      const now = NOW;
      expect(cardNumbersIn(String(now.getTime()))).toEqual([]);
      await shiftOpen({ terminalId: linked.id, employeeId, opening: cents(10000), now }, database);

      // An open order of one line, paid in checkout by card A answering with the rogue card's data.
      const localId = `${String(linked.id)}_${String(now.getTime())}`;
      const context = totalsContextFrom(await database.store.toCollection().first());
      const base = orderNew(localId, { terminalId: linked.id, employeeId, now });
      const line = { local_id: `${localId}_1`, product: null, name: 'Latte', quantity: 2, price: 4, discount: 0, modifiers: [], void_status: 0 as const, tax_status: 1 as const };
      await orderSave(orderRecompute({ ...base, items: [line] }, context), now, database);
      // What was there before the card was used (the demo catalogue's EAN barcodes such as 5449000000996 and the demo
      // orders' timestamped local ids can pass Luhn by chance) is known data, not card data.
      const terminalText = async () =>
        [...(await Promise.all(database.tables.map(async (table) => JSON.stringify(await table.toArray())))), JSON.stringify({ ...storage })].join('\n');
      const known = new Set(cardNumbersIn([await terminalText(), await serverDatabaseText(), serverLogText(), terminalLog.join('\n')].join('\n')));
      expect(known.has('4111111111111111')).toBe(false);
      const cardRuns = (text: string) => cardNumbersIn(text).filter((run) => !known.has(run));
      await deviceNext(device, 'rogue');
      await useCheckout.getState().load(localId);
      await useCheckout.getState().pay(cardA, now);
      expect(useCheckout.getState().error).toBeNull();
      const paid = (await database.orders.get(localId)) as OrderRecord;
      expect(paid.status).toBe(ORDER_STATUS.COMPLETED);
      expect(paid.payments).toEqual([expect.objectContaining({ payment_type: cardA.name, card_lastfour: '1111' })]);

      // Uploaded to the back office: the order and its card payment are there.
      const sync = syncEngineNew({ database: () => database, api: deps(), online: () => true, locks: () => null, setTimer: () => 0, clearTimer: () => undefined });
      expect(await sync.now()).toMatchObject({ ok: true, orders: { uploaded: 1, refused: [] } });
      expect(await outboxCount(database)).toBe(0);
      const serverText = await serverDatabaseText();
      expect(serverText).toContain(localId);
      expect(serverText).toMatch(/payments\.body: .*"card_lastfour": ?"1111"/);
      expect(serverText).toMatch(/payments\.body: .*processor_response/);
      // The captured log did see the upload (request logging on), so its scan covers the order's way in.
      expect(serverLog.join('')).toContain('/api/orders/sync/');

      const places = {
        'IndexedDB and storage': await terminalText(),
        'server database': serverText,
        'server log': serverLogText(),
        'terminal console': terminalLog.join('\n'),
      };
      // All four in one assertion, so a leak shows every place it reached.
      const found = Object.fromEntries(Object.entries(places).map(([where, text]) => [where, { runs: cardRuns(text), rogue: ROGUE.test(text) }]));
      expect(found).toEqual(Object.fromEntries(Object.keys(places).map((where) => [where, { runs: [], rogue: false }])));
    } finally {
      undoDevices();
      useCheckout.getState().reset();
      setDb(null);
      vi.restoreAllMocks();
      await database.delete();
    }
  }, 60_000);
});
