import type {
  DaySummaryDashboardResponse,
  EndOfDayFiguresCents,
  ReportKind,
  ReportResponse,
  ReportRow,
  SalesStoreFacts,
  SalesTodayResponse,
} from '@opentill/contracts';
import { DATE_MAX } from '@opentill/contracts';
import { multiplyDivideRounded, type EndOfDayFigures } from '@opentill/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders, stores } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { businessDay, daySummaryFigures } from './day-summary.ts';
import { readCached } from './read-cache.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Longest range of a report by hour (its rows stay a table a person reads: 31 × 24). */
export const HOUR_REPORT_MAX_DAYS = 31;
/** Longest range of any report or list filter. */
export const RANGE_MAX_DAYS = 3660;

/** Both drivers (PGlite, node-postgres) answer a raw statement as { rows }; bigint and numeric may come as text. */
async function rowsOf<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const raw: unknown = await db.execute(query);
  return (raw as { rows: T[] }).rows;
}

/** A SQL integer (bigint/numeric as text, number or BigInt) as a safe JS integer. */
export function int(value: unknown): number {
  if (value === null || value === undefined) return 0;
  let number = Number.NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'bigint' || typeof value === 'string') number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError('not a safe integer');
  return number;
}

export async function storeFacts(db: Database, storeId: number): Promise<SalesStoreFacts & { startTime: string }> {
  // Every report and summary reads these first: cached (the dashboard's store settings evict it) so a report costs
  // one round trip, not two (issue 16 benchmark).
  return readCached(storeId, STORE_FACTS_KEY, () => storeFactsLoad(db, storeId));
}

/** The read-cache key of storeFacts: evicted when the store's settings change. */
export const STORE_FACTS_KEY = 'store-facts';

async function storeFactsLoad(db: Database, storeId: number): Promise<SalesStoreFacts & { startTime: string }> {
  const [store] = await db
    .select({
      currency_code: stores.currencyCode,
      currency_symbol: stores.currencySymbol,
      country: stores.country,
      start_time: stores.startTime,
      tax_option: stores.taxOption,
      tax_round: stores.taxRound,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store');
  return { store_id: storeId, ...store, startTime: store.start_time };
}

export function publicFacts(facts: SalesStoreFacts & { startTime: string }): SalesStoreFacts {
  const { startTime: _startTime, ...rest } = facts;
  return rest;
}

/** Minutes after UTC midnight at which the store's business day starts (stores.start_time, HH:MM). */
export function startOffsetMs(startTime: string): number {
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  return ((hours * 60 + minutes) % (24 * 60)) * 60 * 1000;
}

export interface DayRange {
  fromDay: string;
  toDay: string;
  from: Date;
  last: Date;
}

/**
 * The business days `from`..`to` (both included; today when absent; one given alone is a single day) as instants. `to`
 * before `from` or a range over `maxDays` is 400 naming the field.
 */
export function dayRange(
  query: { from?: string | undefined; to?: string | undefined },
  startTime: string,
  now: Date,
  maxDays = RANGE_MAX_DAYS,
): DayRange {
  const first = businessDay(query.from ?? query.to, startTime, now);
  const final = businessDay(query.to ?? query.from, startTime, now);
  if (final.from < first.from) throw new HttpError(400, 'invalid', 'query: to: must not be before from', 'to');
  const days = Math.round((final.from.getTime() - first.from.getTime()) / DAY_MS) + 1;
  if (days > maxDays)
    throw new HttpError(400, 'invalid', `query: to: the range may span at most ${maxDays} days`, 'to');
  return { fromDay: first.day, toDay: final.day, from: first.from, last: final.last };
}

/** The domain's end-of-day figures as the dashboard's wire carries them (cents, no conversion). */
export function figuresToCents(figures: EndOfDayFigures): EndOfDayFiguresCents {
  return {
    transactions: figures.transactions,
    gross_sales_cents: figures.gross_sales,
    discounts_cents: figures.discounts,
    refunds_cents: figures.refunds,
    net_sales_cents: figures.net_sales,
    tax_cents: figures.tax,
    tips_cents: figures.tips,
    cash_sales_cents: figures.cash_sales,
    cash_returns_cents: figures.cash_returns,
    check_sales_cents: figures.check_sales,
    check_returns_cents: figures.check_returns,
    sale_payments: figures.sale_payments.map((entry) => ({ payment_type: entry.payment_type, sum_cents: entry.sum })),
    refund_payments: figures.refund_payments.map((entry) => ({
      payment_type: entry.payment_type,
      sum_cents: entry.sum,
    })),
    card_brands: figures.card_brands.map((entry) => ({ brand: entry.brand, sum_cents: entry.sum })),
    gift_cards: {
      paid_in_cents: figures.gift_cards['Gift Card Paid In'],
      paid_out_cents: figures.gift_cards['Gift Card Paid Out'],
      net_cents: figures.gift_cards.Net,
    },
  };
}

/**
 * An order's net sales in SQL, as domain orderNetSales computes it: grand total − tax + surcharge − gift cards sold
 * (the active product −2 lines, quantity × price rounded half away from zero). `o` is the orders row, `g` the gift
 * card lines' join (giftCardJoin).
 */
const orderNet = sql`(o.grand_total_cents - o.tax_total_cents
  + coalesce(round((o.body->>'surcharge_value')::numeric * 100), 0)::bigint - coalesce(g.sold, 0))`;

/** The gift cards each order sold (the partial index order_items_gift_card_idx keeps it to those lines). */
const giftCardJoin = (storeId: number) => sql`left join (
    select order_id, sum(round(quantity_thousandths::numeric * price_cents / 1000))::bigint as sold
    from order_items where store_id = ${storeId} and product_id = -2 and void_status = 0 group by order_id
  ) g on g.order_id = o.id`;

/** Completed and refunded orders (3, 5) of the store closed in the range: what the day summary counts. */
const countedOrders = (storeId: number, range: DayRange) =>
  sql`o.store_id = ${storeId} and o.status in (3, 5) and o.close_date >= ${range.from.toISOString()}::timestamptz
    and o.close_date <= ${range.last.toISOString()}::timestamptz`;

/** The business day (as days since 1970-01-01 of its start) of an instant column, in SQL. */
const businessDayIndex = (column: SQL, offsetMs: number) =>
  sql`floor((extract(epoch from ${column}) * 1000 - ${offsetMs}) / ${DAY_MS})::bigint`;

/** The business day's date of a businessDayIndex (the day a business day starts on, UTC). */
const dayKey = (index: unknown): string => new Date(int(index) * DAY_MS).toISOString().slice(0, 10);

interface AggregateRow {
  key: unknown;
  label?: unknown;
  count: unknown;
  quantity?: unknown;
  amount: unknown;
  tax?: unknown;
  tips?: unknown;
}

function row(
  key: string,
  label: string,
  source: AggregateRow,
  has: { quantity?: boolean; tax?: boolean; tips?: boolean },
): ReportRow {
  return {
    key,
    label,
    count: int(source.count),
    quantity_thousandths: has.quantity ? int(source.quantity) : null,
    amount_cents: int(source.amount),
    tax_cents: has.tax ? int(source.tax) : null,
    tips_cents: has.tips ? int(source.tips) : null,
  };
}

/** Tips of the counted orders, summed per order (payments_local_idx leads with order_id). */
const tipsJoin = sql`left join (select order_id, sum(tips_cents)::bigint as tips from payments group by order_id) t
  on t.order_id = o.id`;

/** The SQL of each report; exported so the bench runs the same statements bare. */
export function reportSql(kind: ReportKind, storeId: number, range: DayRange, offsetMs: number): SQL {
  const counted = countedOrders(storeId, range);
  switch (kind) {
    case 'hour':
      return sql`select floor(extract(epoch from o.close_date) / 3600)::bigint as key, count(*) as count,
          sum(${orderNet})::bigint as amount, sum(o.tax_total_cents)::bigint as tax,
          coalesce(sum(t.tips), 0)::bigint as tips
        from orders o ${giftCardJoin(storeId)} ${tipsJoin}
        where ${counted} group by 1 order by 1`;
    case 'day':
      return sql`select ${businessDayIndex(sql`o.close_date`, offsetMs)} as key, count(*) as count,
          sum(${orderNet})::bigint as amount, sum(o.tax_total_cents)::bigint as tax,
          coalesce(sum(t.tips), 0)::bigint as tips
        from orders o ${giftCardJoin(storeId)} ${tipsJoin}
        where ${counted} group by 1 order by 1`;
    case 'employee':
      return sql`select coalesce(o.body->>'employee', o.body->>'emp_close', o.body->>'emp_open', '') as key,
          max(e.name) as label, count(*) as count, sum(${orderNet})::bigint as amount,
          sum(o.tax_total_cents)::bigint as tax, coalesce(sum(t.tips), 0)::bigint as tips
        from orders o ${giftCardJoin(storeId)} ${tipsJoin}
        left join employees e on e.store_id = ${storeId}
          and e.id::text = coalesce(o.body->>'employee', o.body->>'emp_close', o.body->>'emp_open')
        where ${counted} group by 1 order by amount desc, 1`;
    case 'product':
    case 'category': {
      const line = sql`(round(i.quantity_thousandths::numeric * (i.price_cents + coalesce((
          select sum(round((m->>'price')::numeric * 100)) from jsonb_array_elements(i.body->'modifiers') m
          where coalesce((m->>'void_status')::int, 0) = 0), 0)) / 1000)
        - coalesce(round((i.body->>'discount')::numeric * 100), 0))`;
      const items = sql`from orders o join order_items i on i.order_id = o.id and i.void_status = 0
        where ${counted}`;
      if (kind === 'product')
        return sql`select coalesce(i.product_id::text, '') || ':' || i.name as key, max(i.name) as label,
            count(*) as count, sum(i.quantity_thousandths)::bigint as quantity, sum(${line})::bigint as amount
          ${items} group by 1 order by amount desc, 1`;
      return sql`select coalesce(c.id::text, '') as key, coalesce(max(c.name), '') as label, count(*) as count,
          sum(i.quantity_thousandths)::bigint as quantity, sum(${line})::bigint as amount
        from orders o join order_items i on i.order_id = o.id and i.void_status = 0
        left join lateral (select min(pc.category_id) as category_id from product_categories pc
          where pc.product_id = i.product_id) pc on true
        left join categories c on c.id = pc.category_id and c.store_id = ${storeId}
        where ${counted} group by c.id order by amount desc, 1`;
    }
    case 'payment-type':
      return sql`select p.payment_type as key, p.payment_type as label, count(*) as count,
          sum(p.amount_cents)::bigint as amount, sum(p.tips_cents)::bigint as tips
        from orders o join payments p on p.order_id = o.id
        where ${counted} group by 1 order by amount desc, 1`;
    case 'tax':
      return sql`select coalesce(nullif(ti->>'name', ''), coalesce(ti->>'tax_rate_value', '') || '%') as key,
          count(distinct o.id) as count, sum(round((ti->>'tax_total')::numeric * 100))::bigint as amount
        from orders o join order_items i on i.order_id = o.id and i.void_status = 0
        cross join lateral jsonb_array_elements(coalesce(i.body->'tax_items', '[]'::jsonb)) ti
        where ${counted} group by 1 order by amount desc, 1`;
    case 'discount':
      return sql`select ${businessDayIndex(sql`o.close_date`, offsetMs)} as key, count(*) as count,
          sum(round((o.body->>'discount_total')::numeric * 100))::bigint as amount
        from orders o where ${counted} and o.grand_total_cents >= 0
          and coalesce((o.body->>'discount_total')::numeric, 0) <> 0
        group by 1 order by 1`;
    case 'tip':
      return sql`select coalesce(p.body->>'employee', o.body->>'employee', '') as key, max(e.name) as label,
          count(*) as count, sum(p.tips_cents)::bigint as amount
        from orders o join payments p on p.order_id = o.id
        left join employees e on e.store_id = ${storeId}
          and e.id::text = coalesce(p.body->>'employee', o.body->>'employee')
        where ${counted} and p.tips_cents <> 0 group by 1 order by amount desc, 1`;
    case 'refund':
      return sql`select ${businessDayIndex(sql`o.close_date`, offsetMs)} as key, count(*) as count,
          (-sum(${orderNet}))::bigint as amount, (-sum(o.tax_total_cents))::bigint as tax
        from orders o ${giftCardJoin(storeId)}
        where ${counted} and o.grand_total_cents < 0 group by 1 order by 1`;
    case 'gift-card-liability':
      return sql`select 'outstanding' as key, count(*) filter (where credit_cents > 0) as count,
          coalesce(sum(credit_cents), 0)::bigint as amount
        from gift_cards where store_id = ${storeId} and not is_expired
        union all
        select case when transaction_type = 1 then 'issued' else 'redeemed' end, count(*),
          coalesce(sum(abs(amount_cents)), 0)::bigint
        from gift_card_payments where store_id = ${storeId} and transaction_type in (1, 2)
          and created_at >= ${range.from.toISOString()}::timestamptz and created_at <= ${range.last.toISOString()}::timestamptz
        group by 1`;
  }
}

const REPORT_COLUMNS: Record<ReportKind, { quantity?: boolean; tax?: boolean; tips?: boolean }> = {
  hour: { tax: true, tips: true },
  day: { tax: true, tips: true },
  employee: { tax: true, tips: true },
  product: { quantity: true },
  category: { quantity: true },
  'payment-type': { tips: true },
  tax: {},
  discount: {},
  tip: {},
  refund: { tax: true },
  'gift-card-liability': {},
};

const DAY_KEYED: ReadonlySet<ReportKind> = new Set(['day', 'discount', 'refund']);

/** A report of the store over a range of business days; every figure one SQL aggregate in integer cents. */
export async function salesReport(
  db: Database,
  storeId: number,
  kind: ReportKind,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<ReportResponse> {
  const facts = await storeFacts(db, storeId);
  const offsetMs = startOffsetMs(facts.startTime);
  const range = dayRange(query, facts.startTime, now, kind === 'hour' ? HOUR_REPORT_MAX_DAYS : RANGE_MAX_DAYS);
  const has = REPORT_COLUMNS[kind];
  const found = await rowsOf<AggregateRow>(db, reportSql(kind, storeId, range, offsetMs));
  let rows = found.map((source) => {
    let key = typeof source.key === 'string' ? source.key : String(int(source.key));
    if (kind === 'hour') key = new Date(int(source.key) * HOUR_MS).toISOString();
    else if (DAY_KEYED.has(kind)) key = dayKey(source.key);
    const label = typeof source.label === 'string' && source.label !== '' ? source.label : key;
    return row(key, label, source, has);
  });
  if (kind === 'gift-card-liability') {
    const byKey = new Map(rows.map((entry) => [entry.key, entry]));
    rows = ['outstanding', 'issued', 'redeemed'].map(
      (key) => byKey.get(key) ?? row(key, key, { key, count: 0, amount: 0 }, has),
    );
  }
  const sum = (pick: (entry: ReportRow) => number | null) =>
    rows.reduce((total, entry) => total + (pick(entry) ?? 0), 0);
  const totals = {
    count: sum((entry) => entry.count),
    quantity_thousandths: has.quantity ? sum((entry) => entry.quantity_thousandths) : null,
    // The liability's rows are a balance and two movements: they do not add up.
    amount_cents: kind === 'gift-card-liability' ? (rows[0]?.amount_cents ?? 0) : sum((entry) => entry.amount_cents),
    tax_cents: has.tax ? sum((entry) => entry.tax_cents) : null,
    tips_cents: has.tips ? sum((entry) => entry.tips_cents) : null,
  };
  return { store: publicFacts(facts), kind, from: range.fromDay, to: range.toDay, rows, totals };
}

/** The day summary in cents: the terminal's computation (day-summary.ts, domain endOfDayFigures), unchanged. */
export async function daySummaryDashboard(
  db: Database,
  storeId: number,
  date: string | undefined,
  now = new Date(),
): Promise<DaySummaryDashboardResponse> {
  const facts = await storeFacts(db, storeId);
  const summary = await daySummaryFigures(db, storeId, date, now);
  return {
    store: publicFacts(facts),
    date: summary.day,
    orders_count: summary.ordersCount,
    figures: figuresToCents(summary.figures),
  };
}

/** Today's business day so far (B's Overview and the Sales screen): the day summary, open orders, sales by hour. */
export async function salesToday(db: Database, storeId: number, now = new Date()): Promise<SalesTodayResponse> {
  const facts = await storeFacts(db, storeId);
  const summary = await daySummaryFigures(db, storeId, undefined, now);
  const range: DayRange = { fromDay: summary.day, toDay: summary.day, from: summary.from, last: summary.last };
  const [hours, [open]] = await Promise.all([
    rowsOf<AggregateRow>(db, reportSql('hour', storeId, range, startOffsetMs(facts.startTime))),
    db
      .select({ count: sql<number>`count(*)` })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), inArray(orders.status, [1, 2]))),
  ]);
  const figures = figuresToCents(summary.figures);
  return {
    store: publicFacts(facts),
    date: summary.day,
    day_start: summary.from.toISOString(),
    day_end: new Date(Math.min(summary.last.getTime(), DATE_MAX)).toISOString(),
    orders_count: summary.ordersCount,
    open_orders_count: int(open?.count),
    average_sale_cents:
      summary.ordersCount > 0 ? multiplyDivideRounded(figures.net_sales_cents, 1, summary.ordersCount) : 0,
    figures,
    by_hour: hours.map((hour) => ({
      hour: new Date(int(hour.key) * HOUR_MS).toISOString(),
      orders: int(hour.count),
      net_sales_cents: int(hour.amount),
    })),
    generated_at: now.toISOString(),
  };
}
