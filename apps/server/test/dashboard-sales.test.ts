import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  daySummaryResponse,
  orderDetailResponse,
  ordersDashboardResponse,
  reportResponse,
  salesTodayResponse,
  shiftDetailResponse,
  shiftsDashboardResponse,
  daySummaryDashboardResponse,
  type OrderInput,
  type ReportKind,
} from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsToDecimal,
  orderWithComputedTotals,
  orderWithTotals,
  PAYMENT_BEHAVIOR,
  refundOrderTotals,
} from '@opentill/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { apiTokenCreate } from '../src/services/linking.ts';
import { dashboardSignIn, type DashboardSession } from './dashboard-fixtures.ts';
import { orderPaid, orderTotalled, refundOf } from './order-samples.ts';
import { testDatabaseOptions } from './test-database.ts';

const DAY = '2026-11-21';
const at = (time: string) => `${DAY}T${time}:00.000Z`;
const TAX = [{ id: 1, rate: 8.25, name: 'State tax' }];

let built: App;
let owner: DashboardSession;
let auth: { authorization: string };
let saved: (OrderInput & { id: number })[] = [];
const url = (path: string) => `/api/dashboard/stores/${owner.storeId}${path}`;

async function get(path: string, session: DashboardSession | null = owner) {
  return built.app.inject({ method: 'GET', url: path, headers: session ? session.headers : {} });
}

async function post(body: OrderInput[]) {
  const answer = await built.app.inject({ method: 'POST', url: '/api/orders/sync/', headers: auth, payload: body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<(OrderInput & { id: number })[]>();
}

async function report(kind: ReportKind, query = `from=${DAY}&to=${DAY}`) {
  const answer = await get(url(`/reports/${kind}?${query}`));
  expect(answer.statusCode, answer.body).toBe(200);
  return reportResponse.parse(answer.json());
}

beforeAll(async () => {
  built = await buildApp({ ...testDatabaseOptions(), demoMode: false });
  owner = await dashboardSignIn(built, { role: 'owner' });
  const db = built.database.db;
  await db.insert(t.paymentTypes).values([
    { storeId: owner.storeId, terminalId: owner.terminalId, name: 'Card A', behavior: 3 },
    { storeId: owner.storeId, terminalId: owner.terminalId, name: 'Gift Card', behavior: PAYMENT_BEHAVIOR.GIFT_CARD },
  ]);
  await db.insert(t.employees).values({ storeId: owner.storeId, name: 'Ada', role: 1, uid: 'x' });
  auth = { authorization: `Token ${await apiTokenCreate(db, owner.storeId, owner.terminalId)}` };

  const latte = {
    local_id: 'm_1',
    product: 11,
    name: 'Latte',
    quantity: 2,
    price: 4.25,
    modifiers: [{ name: 'Oat milk', price: 0.6 }],
    tax_rates: TAX,
  };
  const muffin = { local_id: 'm_2', product: 13, name: '=HYPERLINK("x")', quantity: 3, price: 2.35, tax_rates: TAX };
  // A sale in cash and card with a tip and an order discount; a gift card sold; a sale paid by that gift card.
  const unpaid = orderTotalled({
    local_id: 'sale-m',
    status: 3,
    open_date: at('10:00'),
    close_date: at('10:05'),
    items: [latte, muffin],
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
    discount_orders_raw_type: 1,
    discount_orders_raw_value: 10,
  });
  const due = centsFromDecimal(unpaid.grand_total);
  const mixed = orderTotalled({
    ...unpaid,
    payments: [
      { local_id: 'm_p1', payment_type: 'Card A', amount: 10, tips: 1.5, payment_date: at('10:04') },
      { local_id: 'm_p2', payment_type: 'Cash', amount: centsToDecimal(cents(due - 1000)), payment_date: at('10:05') },
    ],
  });
  const gift = orderPaid(
    {
      local_id: 'sale-g',
      status: 3,
      open_date: at('11:00'),
      close_date: at('11:01'),
      items: [{ local_id: 'g_1', product: -2, name: 'Gift card', quantity: 1, price: 30, gift_card_number: '77-1' }],
      subtotal: 0,
      tax_total: 0,
      grand_total: 0,
      total_sum: 0,
    },
    'Card A',
    at('11:01'),
  );
  const spent = orderPaid(
    {
      local_id: 'sale-s',
      status: 3,
      open_date: at('12:00'),
      close_date: at('12:02'),
      items: [{ local_id: 's_1', product: 14, name: 'Sandwich', quantity: 1, price: 8.9, tax_rates: TAX }],
      subtotal: 0,
      tax_total: 0,
      grand_total: 0,
      total_sum: 0,
    },
    'Gift Card',
    at('12:02'),
  );
  const open = orderTotalled({
    local_id: 'open-o',
    status: 1,
    open_date: at('12:30'),
    items: [{ local_id: 'o_1', product: 14, name: 'Sandwich', quantity: 1, price: 8.9, tax_rates: TAX }],
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
  });
  // As a terminal uploads them: its id, and each line's tax items (orderWithTotals, the terminal's computation).
  const uploaded = (order: OrderInput): OrderInput => ({
    ...order,
    terminal_id: owner.terminalId,
    items: orderWithTotals({ ...order, payments: order.payments ?? [] }, { taxInclusive: false }).items.map(
      ({ wholeDiscount: _whole, ...item }) => item,
    ) as OrderInput['items'],
  });
  saved = await post([mixed, gift, spent, open].map(uploaded));
  const sale = saved[0];
  if (!sale) throw new Error('no sale');
  const drafted = refundOf(sale, 'refund-r', [{ item: 'm_2', quantity: 1 }], 'Cash');
  // Its lines carry the tax the refund gives back, allocated from the sale (domain refunds, as the terminal builds it).
  const totals = refundOrderTotals(drafted, { ...sale, payments: [] }, [], { taxInclusive: false });
  if (!totals) throw new Error('not refundable');
  const refund = {
    ...drafted,
    items: orderWithComputedTotals({ ...drafted, payments: [] }, totals).items.map(
      ({ wholeDiscount: _whole, ...item }) => item,
    ) as OrderInput['items'],
  };
  saved.push(
    ...(await post([{ ...refund, terminal_id: owner.terminalId, open_date: at('13:00'), close_date: at('13:01') }])),
  );
});

afterAll(async () => built.app.close());

describe('dashboard day summary and reports (issue 16 §8)', () => {
  it('answers the day summary in cents, the very figures of GET /api/daysummary/', async () => {
    const answer = await get(url(`/reports/day-summary?date=${DAY}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const dashboard = daySummaryDashboardResponse.parse(answer.json());
    const terminal = daySummaryResponse.parse(
      (await built.app.inject({ method: 'GET', url: `/api/daysummary/?date=${DAY}`, headers: auth })).json(),
    );
    expect(dashboard.orders_count).toBe(4);
    expect(dashboard.figures.net_sales_cents).toBe(centsFromDecimal(terminal.net_sales));
    expect(dashboard.figures.refunds_cents).toBe(centsFromDecimal(terminal.refunds));
    expect(dashboard.figures.tax_cents).toBe(centsFromDecimal(terminal.tax));
    expect(dashboard.figures.tips_cents).toBe(150);
    expect(dashboard.figures.gift_cards.paid_in_cents).toBe(3000);
    expect(dashboard.figures.refunds_cents).toBeGreaterThan(0);
    expect(dashboard.store.currency_code).toBe('USD');
  });

  it('adds up: by hour, by day and by employee give the day summary net sales, tax and tips', async () => {
    const summary = daySummaryDashboardResponse.parse((await get(url(`/reports/day-summary?date=${DAY}`))).json());
    for (const kind of ['hour', 'day', 'employee'] as const) {
      const result = await report(kind);
      expect(result.totals.amount_cents, kind).toBe(summary.figures.net_sales_cents);
      expect(result.totals.tax_cents, kind).toBe(summary.figures.tax_cents);
      expect(result.totals.tips_cents, kind).toBe(summary.figures.tips_cents);
      expect(result.totals.count, kind).toBe(4);
    }
    const hours = await report('hour');
    expect(hours.rows.map((row) => row.key)).toEqual([at('10:00'), at('11:00'), at('12:00'), at('13:00')]);
    const days = await report('day');
    expect(days.rows.map((row) => row.key)).toEqual([DAY]);
  });

  it('payment types, refunds, discounts and gift cards agree with the day summary', async () => {
    const summary = daySummaryDashboardResponse.parse((await get(url(`/reports/day-summary?date=${DAY}`))).json());
    const types = await report('payment-type');
    const expected = new Map<string, number>();
    for (const entry of [...summary.figures.sale_payments, ...summary.figures.refund_payments])
      expected.set(entry.payment_type, (expected.get(entry.payment_type) ?? 0) + entry.sum_cents);
    expect(new Map(types.rows.map((row) => [row.key, row.amount_cents]))).toEqual(expected);
    expect((await report('refund')).totals.amount_cents).toBe(summary.figures.refunds_cents);
    expect((await report('discount')).totals.amount_cents).toBe(summary.figures.discounts_cents);
    const liability = await report('gift-card-liability');
    expect(liability.rows.map((row) => row.key)).toEqual(['outstanding', 'issued', 'redeemed']);
    const tips = await report('tip');
    expect(tips.totals.amount_cents).toBe(150);
  });

  it('product lines: quantity × (price + modifiers), refunds subtract; taxes by name', async () => {
    const products = await report('product');
    const latte = products.rows.find((row) => row.label === 'Latte');
    expect(latte?.quantity_thousandths).toBe(2000);
    expect(latte?.amount_cents).toBe(2 * (425 + 60));
    const muffin = products.rows.find((row) => row.label === '=HYPERLINK("x")');
    expect(muffin?.quantity_thousandths).toBe(2000);
    expect(muffin?.amount_cents).toBe(2 * 235);
    const categories = await report('category');
    expect(categories.totals.amount_cents).toBe(products.totals.amount_cents);
    const taxes = await report('tax');
    expect(taxes.rows.map((row) => row.key)).toEqual(['State tax']);
    const summary = daySummaryDashboardResponse.parse((await get(url(`/reports/day-summary?date=${DAY}`))).json());
    expect(taxes.totals.amount_cents).toBe(summary.figures.tax_cents);
  });

  it('an empty range answers empty rows; refused ranges and kinds name the field', async () => {
    expect((await report('day', 'from=2020-01-01&to=2020-01-02')).rows).toEqual([]);
    const backwards = await get(url(`/reports/day?from=${DAY}&to=2026-11-01`));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ error: 'invalid', field: 'to' });
    const wide = await get(url('/reports/hour?from=2026-01-01&to=2026-11-01'));
    expect(wide.json()).toMatchObject({ field: 'to' });
    const kind = await get(url('/reports/weather'));
    expect(kind.statusCode).toBe(400);
    const date = await get(url('/reports/day?from=2026-13-01'));
    expect(date.json()).toMatchObject({ field: 'from' });
    const extra = await get(url('/reports/day?colour=red'));
    expect(extra.statusCode).toBe(400);
  });

  it("today's figures: the business day so far, open orders, sales by hour", async () => {
    const now = new Date();
    const answer = await get(url('/reports/today'));
    expect(answer.statusCode, answer.body).toBe(200);
    const today = salesTodayResponse.parse(answer.json());
    expect(Date.parse(today.day_start)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(today.day_end)).toBeGreaterThan(now.getTime());
    expect(today.open_orders_count).toBe(1);
    expect(today.by_hour.reduce((sum, hour) => sum + hour.net_sales_cents, 0)).toBe(today.figures.net_sales_cents);
  });
});

describe('dashboard orders and shifts (issue 16 §8)', () => {
  it('filters orders by date, status, payment type, online, employee and terminal, newest first', async () => {
    const ids = async (query: string) => {
      const answer = await get(url(`/orders?${query}`));
      expect(answer.statusCode, answer.body).toBe(200);
      return ordersDashboardResponse.parse(answer.json()).results.map((row) => row.id);
    };
    const [mixed, gift, spent, open, refund] = saved.map((order) => order.id);
    expect(await ids(`from=${DAY}&to=${DAY}`)).toEqual([refund, open, spent, gift, mixed]);
    expect(await ids('status=5')).toEqual([refund]);
    expect(await ids('payment_type=Gift%20Card')).toEqual([spent]);
    expect(await ids('online=true')).toEqual([]);
    expect(await ids(`terminal=${owner.terminalId}&status=3`)).toEqual([spent, gift, mixed]);
    expect(await ids('from=2026-11-22')).toEqual([]);
    expect(await ids('employee=999999')).toEqual([]);
    const bad = await get(url('/orders?status=9'));
    expect(bad.json()).toMatchObject({ error: 'invalid', field: 'status' });
  });

  it('pages with a cursor until the last page', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page += 1) {
      const answer = ordersDashboardResponse.parse((await get(url(`/orders?limit=2${cursor}`))).json());
      seen.push(...answer.results.map((row) => row.id));
      if (answer.next_cursor === null) break;
      cursor = `&cursor=${answer.next_cursor}`;
    }
    expect(seen).toEqual(saved.map((order) => order.id).reverse());
  });

  it('shows the full order with its payments and its refunds, and the refund its sale', async () => {
    const [mixed, , , , refund] = saved;
    const answer = await get(url(`/orders/${mixed?.id}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = orderDetailResponse.parse(answer.json());
    expect(detail.order.payments.map((pay) => pay.payment_type)).toEqual(['Card A', 'Cash']);
    expect(detail.refunds.map((row) => row.id)).toEqual([refund?.id]);
    expect(detail.summary.tips_cents).toBe(150);
    const back = orderDetailResponse.parse((await get(url(`/orders/${refund?.id}`))).json());
    expect(back.refund_of?.id).toBe(mixed?.id);
    expect((await get(url('/orders/2147483647'))).statusCode).toBe(404);
    expect((await get(url('/orders/abc'))).statusCode).toBe(404);
  });

  it('a closed shift: Z figures from its orders, expected cash and over/short by the domain', async () => {
    const [mixed, , , , refund] = saved;
    const cashIn = (mixed?.payments ?? []).filter((pay) => pay.payment_type === 'Cash');
    const cashSales = cashIn.reduce((sum, pay) => sum + centsFromDecimal(pay.amount), 0);
    const cashBack = (refund?.payments ?? []).reduce((sum, pay) => sum + centsFromDecimal(pay.amount), 0);
    const shift = {
      local_id: 'shift-dash-1',
      opening_amount: 100,
      closing_amount: centsToDecimal(cents(10000 + cashSales + cashBack - 200)),
      shift_open_date: at('09:00'),
      shift_close_date: at('14:00'),
      total_drops: 0,
      total_payouts: 0,
      orders: [mixed?.id ?? 0, refund?.id ?? 0],
    };
    const sync = await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', headers: auth, payload: shift });
    expect(sync.statusCode, sync.body).toBe(200);
    const list = shiftsDashboardResponse.parse((await get(url(`/shifts?from=${DAY}`))).json());
    const row = list.results.find((entry) => entry.closed_at === at('14:00'));
    expect(row).toBeDefined();
    const detail = shiftDetailResponse.parse((await get(url(`/shifts/${row?.id}`))).json());
    expect(detail.report).toBe('Z');
    expect(detail.orders_count).toBe(2);
    expect(detail.figures.cash_sales_cents).toBe(cashSales);
    expect(detail.summary.expected_cash_cents).toBe(10000 + cashSales + cashBack);
    expect(detail.summary.over_short_cents).toBe(-200);
  });

  it("a shift's figures list the tenders in the order its sales closed, whatever order they were uploaded in", async () => {
    // Another day, so the other tests' day figures keep their five orders.
    const when = (time: string) => `2026-11-19T${time}:00.000Z`;
    const sale = (localId: string, closed: string, type: string) =>
      orderPaid(
        {
          local_id: localId,
          status: 3,
          open_date: when('13:00'),
          close_date: when(closed),
          items: [{ local_id: `${localId}_1`, product: 13, name: 'Muffin', quantity: 1, price: 2.35, tax_rates: TAX }],
          subtotal: 0,
          tax_total: 0,
          grand_total: 0,
          total_sum: 0,
        },
        type,
        when(closed),
      );
    // Uploaded later (an offline terminal's queue), closed first.
    const [late] = await post([sale('shift-order-late', '13:30', 'Card A')]);
    const [early] = await post([sale('shift-order-early', '13:10', 'Cash')]);
    const shift = {
      local_id: 'shift-dash-order',
      opening_amount: 0,
      shift_open_date: when('13:00'),
      shift_close_date: when('14:00'),
      orders: [late?.id ?? 0, early?.id ?? 0],
    };
    const sync = await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', headers: auth, payload: shift });
    expect(sync.statusCode, sync.body).toBe(200);
    const list = shiftsDashboardResponse.parse((await get(url('/shifts?from=2026-11-19&to=2026-11-19'))).json());
    const row = list.results.find((entry) => entry.closed_at === when('14:00'));
    const detail = shiftDetailResponse.parse((await get(url(`/shifts/${row?.id}`))).json());
    expect(detail.figures.sale_payments.map((entry) => entry.payment_type)).toEqual(['Cash', 'Card A']);
  });
});

describe('dashboard sales CSV (issue 16 §8)', () => {
  it('streams the orders list as CSV, a row per order', async () => {
    const answer = await get(url(`/orders?from=${DAY}&format=csv`));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toMatch(/attachment; filename="orders\.csv"/);
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Id,Number,Short number,Status/);
    expect(lines).toHaveLength(1 + saved.length);
    expect(lines.some((line) => line.includes(',Refunded,'))).toBe(true);
  });

  it('a report as CSV with a total; a cell a spreadsheet would run is quoted, negative amounts stay numbers', async () => {
    const answer = await get(url(`/reports/product?from=${DAY}&format=csv`));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(answer.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(answer.body.trim().split('\r\n').at(-1)).toMatch(/^total,Total,/);
    const refunds = await get(url(`/orders?status=5&format=csv`));
    expect(refunds.body).toMatch(/,-\d+\.\d\d,/);
    const summary = await get(url(`/reports/day-summary?date=${DAY}&format=csv`));
    expect(summary.body).toMatch(/^Figure,Amount \(USD\)\r\n/);
    expect(summary.body).toContain('Gift Card Paid In,30.00');
  });
});

describe('dashboard shifts CSV (issue 16 §8)', () => {
  it('streams the shifts as CSV: the drawer figures in the currency, only this store’s, the formula guard', async () => {
    const db = built.database.db;
    const [cashier] = await db
      .insert(t.employees)
      .values({ storeId: owner.storeId, name: '@SUM(1+1)', role: 3, uid: 'csv-cashier' })
      .returning({ id: t.employees.id });
    const shift = {
      local_id: 'shift-csv-1',
      opening_amount: 50,
      closing_amount: 48.75,
      shift_open_date: at('15:00'),
      shift_close_date: at('16:00'),
      open_shift_employee: cashier?.id,
      close_shift_employee: cashier?.id,
    };
    const sync = await built.app.inject({ method: 'POST', url: '/api/shifts/sync/', headers: auth, payload: shift });
    expect(sync.statusCode, sync.body).toBe(200);
    // Another business's store closes a shift the same day: never in this store's file.
    const stranger = await dashboardSignIn(built, { role: 'owner' });
    const theirs = { authorization: `Token ${await apiTokenCreate(db, stranger.storeId, stranger.terminalId)}` };
    const other = await built.app.inject({
      method: 'POST',
      url: '/api/shifts/sync/',
      headers: theirs,
      payload: {
        ...shift,
        local_id: 'shift-csv-theirs',
        opening_amount: 777,
        closing_amount: 777,
        open_shift_employee: null,
        close_shift_employee: null,
      },
    });
    expect(other.statusCode, other.body).toBe(200);

    const answer = await get(url(`/shifts?from=${DAY}&to=${DAY}&format=csv`));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="shifts.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Id,Terminal,Opened,Closed,Opened by,Closed by,Opening amount,Expected cash,Counted,Over/short,Transactions,Net sales',
    );
    const list = shiftsDashboardResponse.parse((await get(url(`/shifts?from=${DAY}&to=${DAY}`))).json());
    expect(lines).toHaveLength(1 + list.results.length);
    const row = list.results.find((entry) => entry.closed_at === at('16:00'));
    // No sales in the shift: the drawer should hold the opening amount; 1.25 short stays a (negative) number.
    expect(lines).toContain(
      `${String(row?.id)},Counter,${at('15:00')},${at('16:00')},"'@SUM(1+1)","'@SUM(1+1)",50.00,50.00,48.75,-1.25,0,0.00`,
    );
    expect(answer.body).not.toMatch(/(^|,)@SUM/m);
    expect(answer.body).not.toContain('777.00');
    // Another business, a manager without the store, no session: no file.
    const manager = await dashboardSignIn(built, { role: 'manager', business: owner.business, storeIds: [] });
    expect((await get(url(`/shifts?format=csv`), stranger)).statusCode).toBe(404);
    expect((await get(url(`/shifts?format=csv`), manager)).statusCode).toBe(404);
    expect((await get(url(`/shifts?format=csv`), null)).statusCode).toBe(401);
    const bad = await get(url(`/shifts?format=xml`));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'format' });
  });
});

describe('dashboard sales scoping (issue 16 §2)', () => {
  it('another business, a manager of another store, and no session never see the store', async () => {
    const stranger = await dashboardSignIn(built, { role: 'owner' });
    const manager = await dashboardSignIn(built, { role: 'manager', business: owner.business, storeIds: [] });
    for (const path of [
      '/reports/today',
      `/reports/day?from=${DAY}`,
      '/orders',
      `/orders/${saved[0]?.id}`,
      '/shifts',
      `/shifts/1`,
      '/orders/filters',
      '/live',
    ]) {
      expect((await get(url(path), stranger)).statusCode, path).toBe(404);
      expect((await get(url(path), manager)).statusCode, path).toBe(404);
      expect((await get(url(path), null)).statusCode, path).toBe(401);
    }
    // The stranger's own store does not show this store's order.
    const other = await get(`/api/dashboard/stores/${stranger.storeId}/orders/${saved[0]?.id}`, stranger);
    expect(other.statusCode).toBe(404);
  });
});

describe('dashboard live updates (issue 16 §8)', () => {
  it("sends an orders event when the store's orders change", async () => {
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const received = new Promise<string>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: url('/live'), headers: owner.headers }, (response) => {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('event: orders')) {
            request.destroy();
            resolve(text);
          } else if (text.includes('retry:')) void post([orderPaid(sampleLive())]);
        });
      });
      request.on('error', reject);
    });
    expect(await received).toMatch(/event: orders\ndata: \{"cursor":"\d+"\}/);
    expect((built.app.server.address() as AddressInfo).port).toBe(Number(port));
  });
});

function sampleLive(): OrderInput {
  return {
    local_id: `live-${Date.now()}`,
    status: 3,
    open_date: new Date().toISOString(),
    close_date: new Date().toISOString(),
    items: [{ local_id: 'l_1', product: 14, name: 'Tea', quantity: 1, price: 2 }],
    subtotal: 0,
    tax_total: 0,
    grand_total: 0,
    total_sum: 0,
  };
}
