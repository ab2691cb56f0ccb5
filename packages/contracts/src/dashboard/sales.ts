/**
 * Dashboard API: orders, shifts, day summary, reports, CSV, live updates (issue 16 §8), under
 * /api/dashboard/stores/:store/. Amounts are integer minor units (cents) and end in `_cents`; quantities are integer
 * thousandths and end in `_thousandths`, so the dashboard never does float arithmetic on money (the terminal's API keeps
 * the seeds' decimals). Days are the store's business days: a day starts at the store's start_time read in UTC, as the
 * day summary and the terminal's reports read it (docs/decisions.md §44, §50).
 */
import { z } from 'zod';
import { calendarDate, dateTime, id } from '../wire.ts';
import { savedOrder } from '../orders.ts';
import { savedShift } from '../shifts.ts';

/** An amount in cents (any sign: refunds are negative where a figure says so). */
export const centsValue = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** A quantity in thousandths of a unit. */
export const thousandthsValue = centsValue;

/** `format=csv` answers the same list or report as a streamed CSV file (text/csv, attachment). */
export const exportFormat = z.enum(['json', 'csv']).default('json');

/**
 * A business-day range, both ends included; one end alone is that single day. Reports: today when both are absent;
 * orders and shifts lists: every date. `to` before `from` is 400.
 */
const dayRange = {
  from: calendarDate.optional(),
  to: calendarDate.optional(),
};

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
const idQuery = z.coerce.number().pipe(id);

/** The end-of-day figures (packages/domain endOfDayFigures, the terminal's X/Z computation) in cents. */
export const endOfDayFiguresCents = z.object({
  transactions: z.number().int(),
  gross_sales_cents: centsValue,
  discounts_cents: centsValue,
  refunds_cents: centsValue,
  net_sales_cents: centsValue,
  tax_cents: centsValue,
  tips_cents: centsValue,
  cash_sales_cents: centsValue,
  cash_returns_cents: centsValue,
  check_sales_cents: centsValue,
  check_returns_cents: centsValue,
  sale_payments: z.array(z.object({ payment_type: z.string(), sum_cents: centsValue })),
  refund_payments: z.array(z.object({ payment_type: z.string(), sum_cents: centsValue })),
  card_brands: z.array(z.object({ brand: z.string(), sum_cents: centsValue })),
  gift_cards: z.object({ paid_in_cents: centsValue, paid_out_cents: centsValue, net_cents: centsValue }),
});
export type EndOfDayFiguresCents = z.infer<typeof endOfDayFiguresCents>;

/** What every sales answer says about the store, so the UI formats amounts in its currency. */
export const salesStoreFacts = z.object({
  store_id: id,
  currency_code: z.string(),
  currency_symbol: z.string(),
  country: z.string(),
  /** HH:MM, UTC: when the store's business day starts. */
  start_time: z.string(),
  /** The store's tax_option and tax_round: how an order's lines are figured again (domain recordedOrderFigures). */
  tax_option: z.string(),
  tax_round: z.string(),
});
export type SalesStoreFacts = z.infer<typeof salesStoreFacts>;

// ---------------------------------------------------------------------------------------------------------------
// Today (B's Overview uses it) and the day summary

/** GET /api/dashboard/stores/:store/reports/today: no query. */
export const salesTodayQuery = z.strictObject({});

/** One hour of today (its start as an instant: the UI shows it in the viewer's time zone). */
export const salesHour = z.object({
  hour: dateTime,
  orders: z.number().int(),
  net_sales_cents: centsValue,
});

/**
 * Today's business day so far: the day summary's figures (completed and refunded orders closed today), the open and
 * held orders now, and net sales by hour. The UI refetches it on the live stream's `orders` event.
 */
export const salesTodayResponse = z.object({
  store: salesStoreFacts,
  date: calendarDate,
  /** The business day's first and last instants. */
  day_start: dateTime,
  day_end: dateTime,
  orders_count: z.number().int(),
  open_orders_count: z.number().int(),
  /** net_sales_cents / orders_count, rounded half away from zero; 0 when there are none. */
  average_sale_cents: centsValue,
  figures: endOfDayFiguresCents,
  by_hour: z.array(salesHour),
  generated_at: dateTime,
});
export type SalesTodayResponse = z.infer<typeof salesTodayResponse>;

/** GET .../reports/day-summary?date=YYYY-MM-DD: the server's day summary (GET /api/daysummary/) in cents. */
export const daySummaryDashboardQuery = z.strictObject({ date: calendarDate.optional(), format: exportFormat });
export const daySummaryDashboardResponse = z.object({
  store: salesStoreFacts,
  date: calendarDate,
  orders_count: z.number().int(),
  figures: endOfDayFiguresCents,
});
export type DaySummaryDashboardResponse = z.infer<typeof daySummaryDashboardResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Orders

export const ORDER_PAGE_LIMIT = 200;

/**
 * GET .../orders: newest first (by server id), keyset paging with `cursor` (the `next_cursor` of the previous page).
 * Dates filter on the order's open date; `status` is seed 001 §4's (0 pending online … 5 refunded); `online=true`
 * keeps orders placed online (type 1), `false` the terminals' own; `payment_type` keeps orders with a payment of that
 * name; `employee` the orders whose employee (or opening or closing employee) is that id.
 */
export const ordersDashboardQuery = z.strictObject({
  ...dayRange,
  status: z.coerce.number().int().min(0).max(5).optional(),
  terminal: idQuery.optional(),
  employee: idQuery.optional(),
  payment_type: z.string().min(1).max(100).optional(),
  online: booleanQuery.optional(),
  cursor: idQuery.optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_LIMIT).default(50),
  format: exportFormat,
});
export type OrdersDashboardQuery = z.input<typeof ordersDashboardQuery>;

export const orderSummaryRow = z.object({
  id: id,
  number: z.number().int(),
  /** The number people say (issue 15 §4), else null. */
  short_number: z.string().nullable(),
  status: z.number().int(),
  online: z.boolean(),
  terminal_id: z.number().int().nullable(),
  terminal_name: z.string().nullable(),
  employee_id: z.number().int().nullable(),
  employee_name: z.string().nullable(),
  open_date: dateTime,
  close_date: dateTime.nullable(),
  items_count: z.number().int(),
  grand_total_cents: centsValue,
  tax_total_cents: centsValue,
  tips_cents: centsValue,
  payment_types: z.array(z.string()),
});
export type OrderSummaryRow = z.infer<typeof orderSummaryRow>;

export const ordersDashboardResponse = z.object({
  store: salesStoreFacts,
  results: z.array(orderSummaryRow),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: id.nullable(),
});
export type OrdersDashboardResponse = z.infer<typeof ordersDashboardResponse>;

/** GET .../orders/:id: the order as stored (items, payments) and the refund orders that refer to it. */
export const orderDetailResponse = z.object({
  store: salesStoreFacts,
  order: savedOrder,
  summary: orderSummaryRow,
  refunds: z.array(orderSummaryRow),
  /** The order a refund order refers to, when this one is a refund. */
  refund_of: orderSummaryRow.nullable(),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponse>;

/** Options for the orders filters: the store's terminals, employees and payment type names. */
export const salesFiltersResponse = z.object({
  terminals: z.array(z.object({ id: id, name: z.string() })),
  employees: z.array(z.object({ id: id, name: z.string() })),
  payment_types: z.array(z.string()),
});
export type SalesFiltersResponse = z.infer<typeof salesFiltersResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Shifts

/** GET .../shifts: newest first by open date, keyset paging by id. */
export const shiftsDashboardQuery = z.strictObject({
  ...dayRange,
  terminal: idQuery.optional(),
  cursor: idQuery.optional(),
  limit: z.coerce.number().int().min(1).max(ORDER_PAGE_LIMIT).default(50),
  format: exportFormat,
});
export type ShiftsDashboardQuery = z.input<typeof shiftsDashboardQuery>;

export const shiftSummaryRow = z.object({
  id: id,
  terminal_id: z.number().int().nullable(),
  terminal_name: z.string().nullable(),
  opened_at: dateTime,
  closed_at: dateTime.nullable(),
  open_employee_name: z.string().nullable(),
  close_employee_name: z.string().nullable(),
  opening_cents: centsValue,
  /** Counted at close; null while open. */
  closing_cents: centsValue.nullable(),
  /** opening + cash sales + cash returns − pay-outs − drops (domain shiftExpectedCash, decisions §40). */
  expected_cash_cents: centsValue,
  /** closing − expected (domain shiftOverShort); null while open. */
  over_short_cents: centsValue.nullable(),
  transactions: z.number().int(),
  net_sales_cents: centsValue,
});
export type ShiftSummaryRow = z.infer<typeof shiftSummaryRow>;

export const shiftsDashboardResponse = z.object({
  store: salesStoreFacts,
  results: z.array(shiftSummaryRow),
  next_cursor: id.nullable(),
});
export type ShiftsDashboardResponse = z.infer<typeof shiftsDashboardResponse>;

/**
 * GET .../shifts/:id: the shift, its X report (open) or Z report (closed) figures computed as the terminal does
 * (endOfDayFigures of the orders the shift closed), the drawer and over/short.
 */
export const shiftDetailResponse = z.object({
  store: salesStoreFacts,
  shift: savedShift,
  summary: shiftSummaryRow,
  report: z.enum(['X', 'Z']),
  figures: endOfDayFiguresCents,
  drawer: z.object({ opening_cents: centsValue, drops_cents: centsValue, payouts_cents: centsValue }),
  orders_count: z.number().int(),
});
export type ShiftDetailResponse = z.infer<typeof shiftDetailResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Reports

export const REPORT_KINDS = [
  'hour',
  'day',
  'product',
  'category',
  'employee',
  'payment-type',
  'tax',
  'discount',
  'tip',
  'refund',
  'gift-card-liability',
] as const;
export const reportKind = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKind>;

/** GET .../reports/:kind?from&to&format */
export const reportQuery = z.strictObject({ ...dayRange, format: exportFormat });
export type ReportQuery = z.input<typeof reportQuery>;

/**
 * One row of a report. `key` is stable (an id, a name, an hour's instant, a business day); `label` what people read
 * (the UI translates the keys of hour, day and gift-card-liability itself). Columns a report has not are null:
 * - hour, day, employee: count = orders (completed and refunded, closed in the range), amount = net sales, tax, tips;
 * - product, category: count = lines, quantity, amount = line amounts (unit price + modifiers) × quantity − item
 *   discount, before order discounts;
 * - payment-type: count = payments, amount = taken less given back, tips;
 * - tax: amount = tax collected by tax name (refunds subtract);
 * - discount: count = orders with a discount, amount = discounts by business day;
 * - tip: count = payments with a tip, amount = tips by employee;
 * - refund: count = refund orders, amount = refunded (positive) by business day, tax = tax returned;
 * - gift-card-liability: keys `outstanding` (count = cards with credit, amount = their credit now), `issued` and
 *   `redeemed` (in the range).
 */
export const reportRow = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  quantity_thousandths: thousandthsValue.nullable(),
  amount_cents: centsValue,
  tax_cents: centsValue.nullable(),
  tips_cents: centsValue.nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportResponse = z.object({
  store: salesStoreFacts,
  kind: reportKind,
  from: calendarDate,
  to: calendarDate,
  rows: z.array(reportRow),
  totals: z.object({
    count: z.number().int(),
    quantity_thousandths: thousandthsValue.nullable(),
    amount_cents: centsValue,
    tax_cents: centsValue.nullable(),
    tips_cents: centsValue.nullable(),
  }),
});
export type ReportResponse = z.infer<typeof reportResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Live

/**
 * GET .../live: Server-Sent Events (text/event-stream) authenticated by the session cookie. `event: orders` (data
 * `{"cursor":"…"}`) whenever the store's orders change (the terminals' `orders-event`); `event: ping` every 25 s.
 * The UI refetches today's figures and the lists it shows on `orders`.
 */
export const salesLiveEvent = z.object({ cursor: z.string() });
export type SalesLiveEvent = z.infer<typeof salesLiveEvent>;
