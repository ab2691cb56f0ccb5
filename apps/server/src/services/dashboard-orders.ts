import type {
  OrderDetailResponse,
  OrderSummaryRow,
  OrdersDashboardResponse,
  SalesFiltersResponse,
  SavedShift,
  ShiftDetailResponse,
  ShiftSummaryRow,
  ShiftsDashboardResponse,
} from '@opentill/contracts';
import { cents, centsFromDecimal, endOfDayFigures, shiftExpectedCash, shiftOverShort } from '@opentill/domain';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { employees, orderItems, orders, paymentTypes, payments, shifts, terminals } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { behaviorsOf } from './day-summary.ts';
import { dayRange, figuresToCents, int, publicFacts, storeFacts } from './dashboard-reports.ts';
import { ordersToWire } from './orders-read.ts';

type OrderRow = typeof orders.$inferSelect;
type ShiftRow = typeof shifts.$inferSelect;

export interface OrdersFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: number | undefined;
  terminal?: number | undefined;
  employee?: number | undefined;
  payment_type?: string | undefined;
  online?: boolean | undefined;
  cursor?: number | undefined;
  limit: number;
}

const bodyId = (key: string) => sql`(${orders.body}->>${key})`;

/** The order's employee: who took it, else who closed or opened it (seed 001 §3 employee, emp_close, emp_open). */
function employeeOf(body: Record<string, unknown>): number | null {
  for (const key of ['employee', 'emp_close', 'emp_open']) {
    const value = body[key];
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  }
  return null;
}

async function namesOf(db: Database, storeId: number, terminalIds: number[], employeeIds: number[]) {
  const [terminalRows, employeeRows] = await Promise.all([
    terminalIds.length
      ? db
          .select({ id: terminals.id, name: terminals.name })
          .from(terminals)
          .where(and(eq(terminals.storeId, storeId), inArray(terminals.id, [...new Set(terminalIds)])))
      : [],
    employeeIds.length
      ? db
          .select({ id: employees.id, name: employees.name })
          .from(employees)
          .where(and(eq(employees.storeId, storeId), inArray(employees.id, [...new Set(employeeIds)])))
      : [],
  ]);
  return {
    terminal: new Map(terminalRows.map((entry) => [entry.id, entry.name])),
    employee: new Map(employeeRows.map((entry) => [entry.id, entry.name])),
  };
}

/** The list rows of some orders: three queries whatever their number (lines counted, payments, names). */
export async function orderSummaries(db: Database, storeId: number, rows: OrderRow[]): Promise<OrderSummaryRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((entry) => entry.id);
  const [lineCounts, pays] = await Promise.all([
    db
      .select({ orderId: orderItems.orderId, count: sql<number>`count(*)` })
      .from(orderItems)
      .where(and(inArray(orderItems.orderId, ids), eq(orderItems.voidStatus, 0)))
      .groupBy(orderItems.orderId),
    db
      .select({ orderId: payments.orderId, type: payments.paymentType, tips: payments.tipsCents })
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.orderId), asc(payments.position)),
  ]);
  const employeeIds = rows.map((entry) => employeeOf(entry.body)).filter((value): value is number => value !== null);
  const terminalIds = rows.map((entry) => entry.terminalId).filter((value): value is number => value !== null);
  const names = await namesOf(db, storeId, terminalIds, employeeIds);
  const counts = new Map(lineCounts.map((entry) => [entry.orderId, int(entry.count)]));
  return rows.map((entry) => {
    const own = pays.filter((pay) => pay.orderId === entry.id);
    const employee = employeeOf(entry.body);
    return {
      id: entry.id,
      number: entry.number,
      short_number: entry.shortNumber,
      status: entry.status,
      online: entry.type === 1,
      terminal_id: entry.terminalId,
      terminal_name: entry.terminalId === null ? null : (names.terminal.get(entry.terminalId) ?? null),
      employee_id: employee,
      employee_name: employee === null ? null : (names.employee.get(employee) ?? null),
      open_date: entry.openDate.toISOString(),
      close_date: entry.closeDate?.toISOString() ?? null,
      items_count: counts.get(entry.id) ?? 0,
      grand_total_cents: entry.grandTotalCents,
      tax_total_cents: entry.taxTotalCents,
      tips_cents: own.reduce((total, pay) => total + pay.tips, 0),
      payment_types: [...new Set(own.map((pay) => pay.type))],
    };
  });
}

/** The WHERE of the orders list: the store, then each filter given. */
async function ordersWhere(db: Database, storeId: number, filter: OrdersFilter, now: Date): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
  if (filter.from !== undefined || filter.to !== undefined) {
    const facts = await storeFacts(db, storeId);
    const range = dayRange(filter, facts.startTime, now);
    conditions.push(gte(orders.openDate, range.from), lte(orders.openDate, range.last));
  }
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.terminal !== undefined) conditions.push(eq(orders.terminalId, filter.terminal));
  if (filter.online !== undefined) conditions.push(filter.online ? eq(orders.type, 1) : ne(orders.type, 1));
  if (filter.employee !== undefined) {
    const text = String(filter.employee);
    conditions.push(
      or(
        sql`${bodyId('employee')} = ${text}`,
        sql`${bodyId('emp_close')} = ${text}`,
        sql`${bodyId('emp_open')} = ${text}`,
      ),
    );
  }
  if (filter.payment_type !== undefined)
    conditions.push(
      sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.paymentType} = ${filter.payment_type})`,
    );
  if (filter.cursor !== undefined) conditions.push(lt(orders.id, filter.cursor));
  return and(...conditions) as SQL;
}

/** One page of the orders list, newest first, and the cursor of the next. */
export async function ordersPage(
  db: Database,
  storeId: number,
  filter: OrdersFilter,
  now = new Date(),
): Promise<OrdersDashboardResponse> {
  const facts = await storeFacts(db, storeId);
  const where = await ordersWhere(db, storeId, filter, now);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  return {
    store: publicFacts(facts),
    results: await orderSummaries(db, storeId, page),
    next_cursor: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every order matching the filter, page by page (the CSV export streams these). */
export async function* ordersAll(
  db: Database,
  storeId: number,
  filter: Omit<OrdersFilter, 'cursor' | 'limit'>,
  now = new Date(),
): AsyncGenerator<OrderSummaryRow[]> {
  let cursor: number | undefined;
  for (;;) {
    const page = await ordersPage(db, storeId, { ...filter, cursor, limit: 500 }, now);
    if (page.results.length) yield page.results;
    if (page.next_cursor === null) return;
    cursor = page.next_cursor;
  }
}

/** The full order (items, payments) with the refund orders that name it and the order a refund names. */
export async function orderDetail(db: Database, storeId: number, orderId: number): Promise<OrderDetailResponse> {
  const facts = await storeFacts(db, storeId);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!row) throw notFound('Order');
  const names = [String(row.id), row.localId];
  const refundRows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        ne(orders.id, row.id),
        sql`(${orders.body}->>'reference_order') in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(orders.id));
  const reference = row.body.reference_order;
  let refundOf: OrderRow | undefined;
  if (typeof reference === 'number' || typeof reference === 'string') {
    [refundOf] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, storeId),
          typeof reference === 'number' ? eq(orders.id, reference) : eq(orders.localId, reference),
        ),
      );
  }
  const [wire] = await ordersToWire(db, [row]);
  const summaries = await orderSummaries(db, storeId, [row, ...refundRows, ...(refundOf ? [refundOf] : [])]);
  const summary = summaries[0];
  if (!wire || !summary) throw notFound('Order');
  return {
    store: publicFacts(facts),
    order: wire,
    summary,
    refunds: summaries.slice(1, 1 + refundRows.length),
    refund_of: refundOf ? (summaries.at(-1) ?? null) : null,
  };
}

/** The filters' choices: the store's terminals, employees and the payment type names its terminals offer. */
export async function salesFilters(db: Database, storeId: number): Promise<SalesFiltersResponse> {
  const [terminalRows, employeeRows, typeRows] = await Promise.all([
    db
      .select({ id: terminals.id, name: terminals.name })
      .from(terminals)
      .where(eq(terminals.storeId, storeId))
      .orderBy(asc(terminals.name), asc(terminals.id)),
    db
      .select({ id: employees.id, name: employees.name })
      .from(employees)
      .where(eq(employees.storeId, storeId))
      .orderBy(asc(employees.name), asc(employees.id)),
    db
      .selectDistinct({ name: paymentTypes.name })
      .from(paymentTypes)
      .where(eq(paymentTypes.storeId, storeId))
      .orderBy(asc(paymentTypes.name)),
  ]);
  return { terminals: terminalRows, employees: employeeRows, payment_types: typeRows.map((entry) => entry.name) };
}

// ---------------------------------------------------------------------------------------------------------------
// Shifts

const decimalCents = (value: unknown): number =>
  typeof value === 'number' || typeof value === 'string' ? centsFromDecimal(value) : 0;

/** A shift's drawer as uploaded (seed 000 §3 opening_amount, total_drops, total_payouts). */
function drawerOf(body: Record<string, unknown>) {
  return {
    opening: cents(decimalCents(body.opening_amount)),
    drops: cents(decimalCents(body.total_drops)),
    payouts: cents(decimalCents(body.total_payouts)),
  };
}

/**
 * A list row from the shift as the terminal uploaded it: its own cash totals (what its Z report printed) give the
 * expected cash through the domain's shiftExpectedCash and the over/short through shiftOverShort.
 */
function shiftSummary(
  row: ShiftRow,
  names: { terminal: Map<number, string>; employee: Map<number, string> },
  override?: { cashSales: number; cashReturns: number; transactions: number; netSales: number },
): ShiftSummaryRow {
  const body = row.body;
  const drawer = drawerOf(body);
  const breakdown = body.payment_breakdown as { net_sales?: unknown } | null | undefined;
  const expected = shiftExpectedCash(
    {
      cash_sales: cents(override?.cashSales ?? decimalCents(body.total_cashtenders)),
      cash_returns: cents(override?.cashReturns ?? decimalCents(body.total_cashreturns)),
    },
    drawer,
  );
  const closed = row.closedAt !== null;
  const closing =
    body.closing_amount === null || body.closing_amount === undefined ? null : decimalCents(body.closing_amount);
  const openEmployee = typeof body.open_shift_employee === 'number' ? body.open_shift_employee : null;
  const closeEmployee = typeof body.close_shift_employee === 'number' ? body.close_shift_employee : null;
  return {
    id: row.id,
    terminal_id: row.terminalId,
    terminal_name: row.terminalId === null ? null : (names.terminal.get(row.terminalId) ?? null),
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    open_employee_name: openEmployee === null ? null : (names.employee.get(openEmployee) ?? null),
    close_employee_name: closeEmployee === null ? null : (names.employee.get(closeEmployee) ?? null),
    opening_cents: drawer.opening,
    closing_cents: closed ? closing : null,
    expected_cash_cents: expected,
    over_short_cents: closed && closing !== null ? shiftOverShort(cents(closing), expected) : null,
    transactions: override?.transactions ?? (typeof body.totalTransactions === 'number' ? body.totalTransactions : 0),
    net_sales_cents: override?.netSales ?? decimalCents(breakdown?.net_sales ?? body.shift_amount),
  };
}

async function shiftNames(db: Database, storeId: number, rows: ShiftRow[]) {
  const employeeIds = rows.flatMap((row) =>
    [row.body.open_shift_employee, row.body.close_shift_employee].filter(
      (value): value is number => typeof value === 'number',
    ),
  );
  const terminalIds = rows.map((row) => row.terminalId).filter((value): value is number => value !== null);
  return namesOf(db, storeId, terminalIds, employeeIds);
}

export interface ShiftsFilter {
  from?: string | undefined;
  to?: string | undefined;
  terminal?: number | undefined;
  cursor?: number | undefined;
  limit: number;
}

/** One page of shifts, newest first (by id), and the next cursor. */
export async function shiftsPage(
  db: Database,
  storeId: number,
  filter: ShiftsFilter,
  now = new Date(),
): Promise<ShiftsDashboardResponse> {
  const facts = await storeFacts(db, storeId);
  const conditions: SQL[] = [eq(shifts.storeId, storeId)];
  if (filter.from !== undefined || filter.to !== undefined) {
    const range = dayRange(filter, facts.startTime, now);
    conditions.push(gte(shifts.openedAt, range.from), lte(shifts.openedAt, range.last));
  }
  if (filter.terminal !== undefined) conditions.push(eq(shifts.terminalId, filter.terminal));
  if (filter.cursor !== undefined) conditions.push(lt(shifts.id, filter.cursor));
  const rows = await db
    .select()
    .from(shifts)
    .where(and(...conditions))
    .orderBy(desc(shifts.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const names = await shiftNames(db, storeId, page);
  return {
    store: publicFacts(facts),
    results: page.map((row) => shiftSummary(row, names)),
    next_cursor: rows.length > filter.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function* shiftsAll(
  db: Database,
  storeId: number,
  filter: Omit<ShiftsFilter, 'cursor' | 'limit'>,
  now = new Date(),
): AsyncGenerator<ShiftSummaryRow[]> {
  let cursor: number | undefined;
  for (;;) {
    const page = await shiftsPage(db, storeId, { ...filter, cursor, limit: 500 }, now);
    if (page.results.length) yield page.results;
    if (page.next_cursor === null) return;
    cursor = page.next_cursor;
  }
}

/**
 * A shift with its X (open) or Z (closed) figures computed as the terminal computes them (domain endOfDayFigures of
 * the orders the shift closed: those naming it, and those its upload lists), the drawer and the over/short.
 */
export async function shiftDetail(db: Database, storeId: number, shiftId: number): Promise<ShiftDetailResponse> {
  const facts = await storeFacts(db, storeId);
  const [row] = await db
    .select()
    .from(shifts)
    .where(and(eq(shifts.storeId, storeId), eq(shifts.id, shiftId)));
  if (!row) throw notFound('Shift');
  const listed = Array.isArray(row.body.orders)
    ? row.body.orders.filter((value): value is number => typeof value === 'number')
    : [];
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        listed.length
          ? or(and(eq(orders.shiftId, row.id), inArray(orders.status, [3, 5])), inArray(orders.id, listed))
          : and(eq(orders.shiftId, row.id), inArray(orders.status, [3, 5])),
      ),
    )
    // In the order they were closed, as the terminal's shift met them (day-summary.ts): the figures list payment types
    // and card brands in the order they first appear, and PostgreSQL returns rows in no set order.
    .orderBy(orders.closeDate, orders.id);
  const types = row.terminalId
    ? await db
        .select({ name: paymentTypes.name, behavior: paymentTypes.behavior })
        .from(paymentTypes)
        .where(and(eq(paymentTypes.storeId, storeId), eq(paymentTypes.terminalId, row.terminalId)))
    : [];
  const figures = endOfDayFigures(await ordersToWire(db, orderRows), behaviorsOf(types));
  const names = await shiftNames(db, storeId, [row]);
  const summary = shiftSummary(row, names, {
    cashSales: figures.cash_sales,
    cashReturns: figures.cash_returns,
    transactions: figures.transactions,
    netSales: figures.net_sales,
  });
  const drawer = drawerOf(row.body);
  return {
    store: publicFacts(facts),
    shift: { ...(row.body as Omit<SavedShift, 'id'>), id: row.id },
    summary,
    report: row.closedAt ? 'Z' : 'X',
    figures: figuresToCents(figures),
    drawer: { opening_cents: drawer.opening, drops_cents: drawer.drops, payouts_cents: drawer.payouts },
    orders_count: orderRows.length,
  };
}
