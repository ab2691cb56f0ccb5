import { Readable } from 'node:stream';
import type {
  AuditEntry,
  DashboardEmployee,
  DaySummaryDashboardResponse,
  OrderSummaryRow,
  ReportResponse,
  ShiftSummaryRow,
  TimeClockEntry,
} from '@opentill/contracts';
import { cents, centsToString, thousandthsToString, thousandths } from '@opentill/domain';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';

/**
 * CSV exports of the dashboard's lists and reports (issue 16 §8), written by papaparse. A cell that a spreadsheet
 * would run as a formula (= + - @ tab CR first) is prefixed with ' (OWASP CSV injection); plain numbers, negative
 * amounts included, stay numbers.
 */
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

type Cell = string | number | boolean | null;

export function csvRows(rows: readonly Cell[][]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(rows as Cell[][], { escapeFormulae: FORMULA, newline: '\r\n' })}\r\n`;
}

const money = (value: number | null): string => (value === null ? '' : centsToString(cents(value)));
const quantity = (value: number | null): string => (value === null ? '' : thousandthsToString(thousandths(value)));

/** A stream of CSV text: the header row, then each batch of rows as it comes. */
export function csvStream<T>(header: string[], batches: AsyncIterable<T[]>, toCells: (row: T) => Cell[]): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvRows([header]);
    for await (const batch of batches) yield csvRows(batch.map(toCells));
  }
  return Readable.from(lines());
}

/** Answers a CSV download: `name`.csv as an attachment, never cached (it holds the store's data). */
export function sendCsv(reply: FastifyReply, name: string, stream: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

export function once<T>(rows: T[]): AsyncIterable<T[]> {
  return (async function* () {
    yield await Promise.resolve(rows);
  })();
}

const STATUS_NAMES = ['Pending', 'Open', 'Hold', 'Completed', 'Cancelled', 'Refunded'];

export const ORDERS_CSV_HEADER = [
  'Id',
  'Number',
  'Short number',
  'Status',
  'Online',
  'Terminal',
  'Employee',
  'Opened',
  'Closed',
  'Items',
  'Total',
  'Tax',
  'Tips',
  'Payment types',
];

export function orderCells(row: OrderSummaryRow): Cell[] {
  return [
    row.id,
    row.number,
    row.short_number ?? '',
    STATUS_NAMES[row.status] ?? String(row.status),
    row.online ? 'yes' : 'no',
    row.terminal_name ?? (row.terminal_id === null ? '' : `#${row.terminal_id}`),
    row.employee_name ?? (row.employee_id === null ? '' : `#${row.employee_id}`),
    row.open_date,
    row.close_date ?? '',
    row.items_count,
    money(row.grand_total_cents),
    money(row.tax_total_cents),
    money(row.tips_cents),
    row.payment_types.join('; '),
  ];
}

export const SHIFTS_CSV_HEADER = [
  'Id',
  'Terminal',
  'Opened',
  'Closed',
  'Opened by',
  'Closed by',
  'Opening amount',
  'Expected cash',
  'Counted',
  'Over/short',
  'Transactions',
  'Net sales',
];

export function shiftCells(row: ShiftSummaryRow): Cell[] {
  return [
    row.id,
    row.terminal_name ?? (row.terminal_id === null ? '' : `#${row.terminal_id}`),
    row.opened_at,
    row.closed_at ?? '',
    row.open_employee_name ?? '',
    row.close_employee_name ?? '',
    money(row.opening_cents),
    money(row.expected_cash_cents),
    money(row.closing_cents),
    money(row.over_short_cents),
    row.transactions,
    money(row.net_sales_cents),
  ];
}

/** A report as CSV: its rows, then a Total row (the liability's total is its outstanding balance). */
export function reportCsv(report: ReportResponse): Readable {
  const header = ['Key', 'Name', 'Count', 'Quantity', `Amount (${report.store.currency_code})`, 'Tax', 'Tips'];
  const cells = (row: Omit<ReportResponse['rows'][number], 'key' | 'label'> & { key: string; label: string }) => [
    row.key,
    row.label,
    row.count,
    quantity(row.quantity_thousandths),
    money(row.amount_cents),
    money(row.tax_cents),
    money(row.tips_cents),
  ];
  const total = { key: 'total', label: 'Total', ...report.totals };
  return csvStream(header, once([...report.rows, total]), cells);
}

/** The day summary as Figure,Amount lines (the Z report's labels in English). */
export function daySummaryCsv(summary: DaySummaryDashboardResponse): Readable {
  const f = summary.figures;
  const rows: Cell[][] = [
    ['Date', summary.date],
    ['Orders', summary.orders_count],
    ['Transactions', f.transactions],
    ['Gross sales', money(f.gross_sales_cents)],
    ['Discounts', money(f.discounts_cents)],
    ['Refunds', money(f.refunds_cents)],
    ['Net sales', money(f.net_sales_cents)],
    ['Tax', money(f.tax_cents)],
    ['Tips', money(f.tips_cents)],
    ['Cash sales', money(f.cash_sales_cents)],
    ['Cash returns', money(f.cash_returns_cents)],
    ['Check sales', money(f.check_sales_cents)],
    ['Check returns', money(f.check_returns_cents)],
    ...f.sale_payments.map((entry): Cell[] => [`Sales: ${entry.payment_type}`, money(entry.sum_cents)]),
    ...f.refund_payments.map((entry): Cell[] => [`Refunds: ${entry.payment_type}`, money(entry.sum_cents)]),
    ...f.card_brands.map((entry): Cell[] => [`Card: ${entry.brand}`, money(entry.sum_cents)]),
    ['Gift Card Paid In', money(f.gift_cards.paid_in_cents)],
    ['Gift Card Paid Out', money(f.gift_cards.paid_out_cents)],
    ['Gift Card Net', money(f.gift_cards.net_cents)],
  ];
  return csvStream(['Figure', `Amount (${summary.store.currency_code})`], once(rows), (row) => row);
}

const ROLE_NAMES: Record<number, string> = { 1: 'Owner', 2: 'Manager', 3: 'Cashier', 4: 'Employee' };

export const EMPLOYEES_CSV_HEADER = ['Id', 'Name', 'Role', 'Language', 'Status'];

/** An employee as a CSV row: never the PIN nor its uid (the dashboard's answer has neither). */
export function employeeCells(row: DashboardEmployee): Cell[] {
  return [row.id, row.name, ROLE_NAMES[row.role] ?? String(row.role), row.language, row.active ? 'Active' : 'Removed'];
}

export const TIMECLOCK_CSV_HEADER = [
  'Id',
  'Employee id',
  'Employee',
  'Terminal id',
  'Clock in',
  'Clock out',
  'Minutes',
];

/** A time clock entry as a CSV row; an open entry has no clock-out and its minutes so far. */
export function timeClockCells(row: TimeClockEntry): Cell[] {
  return [
    row.id,
    row.employee_id,
    row.employee_name,
    row.terminal_id ?? '',
    row.clock_in,
    row.clock_out ?? '',
    row.minutes,
  ];
}

export const AUDIT_CSV_HEADER = [
  'Id',
  'Time',
  'Store id',
  'Store',
  'Account email',
  'Account name',
  'Action',
  'Target',
  'Detail',
  'Address',
];

/** An audit entry as a CSV row: the detail as its JSON text (before/after of each changed field). */
export function auditCells(row: AuditEntry & { store_name: string | null }): Cell[] {
  return [
    row.id,
    row.created_at,
    row.store_id ?? '',
    row.store_name ?? '',
    row.account_email,
    row.account_name,
    row.action,
    row.target,
    Object.keys(row.detail).length === 0 ? '' : JSON.stringify(row.detail),
    row.address,
  ];
}
