/**
 * X report (open shift), Z report (closed shift) and day summary (seed 002 §4 report choice, §9 Reports; seed 000
 * §2.9 labels): the figures come from the shift record (or GET /api/daysummary/), the layout from domain
 * shiftReportLines. Discounts, tax and tips of a shift are the totals of the orders it paid (order_local_ids).
 */
import type { DaySummaryResponse } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  shiftReportKind,
  shiftReportLines,
  type Cents,
  type ShiftReportInput,
  type ShiftReportKind,
} from '@opentill/domain';
import { apiRequest } from '../../data/api.ts';
import { db } from '../../data/db.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import type { ShiftRecord } from '../../data/repositories/shifts.ts';
import { localDateTimeText } from '../../devices/printing/print-lines.ts';

type Sum = { payment_type: string; sum: number };
const amount = (value: unknown): Cents =>
  centsFromDecimal(typeof value === 'number' || typeof value === 'string' ? value : 0);
const total = (values: readonly Cents[]): Cents => cents(values.reduce((sum, value) => sum + value, 0));
const isCheck = (entry: Sum) => /check|cheque/i.test(entry.payment_type);

export interface ReportContext {
  storeName: string;
  country: string | null;
  currencySymbol: string;
  printedAt: Date;
}

/** The figures of an X or Z report from a shift record and the orders it paid. */
export function shiftReportInput(
  shift: ShiftRecord,
  orders: readonly { discount_total?: unknown; tax_total?: unknown; tips_total?: unknown }[],
  names: { opened_by: string | null; closed_by: string | null },
  context: ReportContext,
): ShiftReportInput {
  const breakdown = (shift.payment_breakdown ?? {}) as {
    sales?: Sum[];
    refund?: Sum[];
    total_sales?: number;
    net_sales?: number;
  };
  const sales = breakdown.sales ?? [];
  const refunds = breakdown.refund ?? [];
  const gift = new Map(
    ((shift.gift_card_breakdown ?? []) as { name: string; sum: number }[]).map((entry) => [
      entry.name,
      amount(entry.sum),
    ]),
  );
  return {
    kind: shiftReportKind(shift),
    storeName: context.storeName,
    country: context.country,
    currencySymbol: context.currencySymbol,
    printedAt: localDateTimeText(context.printedAt.toISOString()),
    shift: {
      opened_at: localDateTimeText(shift.shift_open_date),
      opened_by: names.opened_by,
      closed_at: shift.shift_close_date ? localDateTimeText(shift.shift_close_date) : null,
      closed_by: names.closed_by,
    },
    opening_amount: amount(shift.opening_amount),
    cash_sales: amount(shift.total_cashtenders),
    cash_returns: amount(shift.total_cashreturns),
    check_sales: total(sales.filter(isCheck).map((entry) => amount(entry.sum))),
    check_returns: total(refunds.filter(isCheck).map((entry) => amount(entry.sum))),
    drops: amount(shift.total_drops),
    payouts: amount(shift.total_payouts),
    closing_amount: shift.closing_amount == null ? null : amount(shift.closing_amount),
    over_short: shift.shift_close_date ? amount(shift.over_shortage) : null,
    transactions: typeof shift.totalTransactions === 'number' ? shift.totalTransactions : 0,
    gross_sales: amount(breakdown.total_sales),
    discounts: total(orders.map((order) => amount(order.discount_total))),
    tax: total(orders.map((order) => amount(order.tax_total))),
    tips: total(orders.map((order) => amount(order.tips_total))),
    net_sales: amount(breakdown.net_sales),
    sales: sales.map((entry) => ({ payment_type: entry.payment_type, sum: amount(entry.sum) })),
    refunds: refunds.map((entry) => ({ payment_type: entry.payment_type, sum: amount(entry.sum) })),
    card_brands: [],
    gift_cards: {
      'Gift Card Paid In': gift.get('Gift Card Paid In') ?? cents(0),
      'Gift Card Paid Out': gift.get('Gift Card Paid Out') ?? cents(0),
      Net: gift.get('Net') ?? cents(0),
    },
  };
}

/** The day summary figures (GET /api/daysummary/; the answer shape is decided in packages/contracts). */
export function daySummaryInput(summary: DaySummaryResponse, context: ReportContext): ShiftReportInput {
  return {
    kind: 'day',
    storeName: context.storeName,
    country: context.country,
    currencySymbol: context.currencySymbol,
    printedAt: localDateTimeText(context.printedAt.toISOString()),
    shift: { opened_at: summary.date },
    cash_sales: cents(0),
    cash_returns: cents(0),
    check_sales: cents(0),
    check_returns: cents(0),
    drops: cents(0),
    payouts: cents(0),
    transactions: summary.orders_count,
    gross_sales: amount(summary.gross_sales),
    discounts: amount(summary.discounts),
    tax: amount(summary.tax),
    tips: amount(summary.tips),
    net_sales: amount(summary.net_sales),
    sales: summary.payment_types.map((entry) => ({ payment_type: entry.payment_type, sum: amount(entry.sum) })),
    refunds: amount(summary.refunds) === 0 ? [] : [{ payment_type: 'Refunds', sum: amount(summary.refunds) }],
    card_brands: [],
    gift_cards: { 'Gift Card Paid In': cents(0), 'Gift Card Paid Out': cents(0), Net: cents(0) },
  };
}

async function reportContext(printedAt: Date): Promise<ReportContext> {
  const [store, currency] = await Promise.all([
    db().store.toCollection().first(),
    db().currency.toCollection().first(),
  ]);
  return {
    storeName: typeof store?.name === 'string' ? store.name : '',
    country: typeof store?.country === 'string' ? store.country : null,
    currencySymbol: typeof currency?.symbol === 'string' ? currency.symbol : '$',
    printedAt,
  };
}

export interface Report {
  kind: ShiftReportKind;
  lines: string[];
}

/** X or Z report of a shift (which one follows from the shift: domain shiftReportKind), `width` columns. */
export async function shiftReport(shift: ShiftRecord, width: number, now = new Date()): Promise<Report> {
  const name = async (id: unknown) => (typeof id === 'number' ? ((await employeeById(id))?.name ?? null) : null);
  const localIds = shift.order_local_ids ?? [];
  const [context, openedBy, closedBy, orders] = await Promise.all([
    reportContext(now),
    name(shift.open_shift_employee),
    name(shift.close_shift_employee),
    db().orders.bulkGet(localIds),
  ]);
  const input = shiftReportInput(
    shift,
    orders.filter((order) => order !== undefined),
    { opened_by: openedBy, closed_by: closedBy },
    context,
  );
  return { kind: input.kind, lines: shiftReportLines(input, width) };
}

/** The day summary from the server (online only: the figures are the store's, not this device's). */
export async function daySummaryReport(width: number, now = new Date()): Promise<Report> {
  const [summary, context] = await Promise.all([apiRequest<DaySummaryResponse>('/daysummary/'), reportContext(now)]);
  return { kind: 'day', lines: shiftReportLines(daySummaryInput(summary, context), width) };
}
