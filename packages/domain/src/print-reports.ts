/**
 * X report, Z report and day summary as plain text (seed 000 §2.9 report labels, seed 002 §9 Reports:
 * "The exact print layout is not shown", so it is decided here and fixed by golden files). The figures are
 * domain endOfDayFigures (end-of-day.ts), the same for the terminal's reports and the server's day summary.
 */
import { shiftExpectedCash, type EndOfDayFigures } from './end-of-day.ts';
// The figures are exported with the layout they feed (the package index lists print-reports.ts already).
export * from './end-of-day.ts';
import { cents, centsFromDecimal, type Cents, type Decimal } from './money.ts';
import { printAmount, printDateTime, textCenter, textColumns, textRule } from './print-text.ts';
import { shiftOverShort, shiftReportKind, type ShiftInput, type ShiftReportKind } from './shifts.ts';

/** Who printed the report, where, and the shift's times and people (local date-time texts). */
export interface ReportHeader {
  readonly storeName: string;
  readonly country?: string | null;
  readonly currencySymbol?: string;
  readonly printedAt: string;
  readonly shift?: {
    readonly opened_at?: string | null;
    readonly opened_by?: string | null;
    readonly closed_at?: string | null;
    readonly closed_by?: string | null;
  } | null;
}

/** The drawer block of an X or Z report; amounts in cents. */
export interface ReportDrawer {
  readonly opening_amount: Cents;
  readonly drops: Cents;
  /** Pay-outs less pay-ins. */
  readonly payouts: Cents;
  readonly expected_cash: Cents;
  /** Z only: the counted drawer and closing − expected. */
  readonly closing_amount?: Cents | null;
  readonly over_short?: Cents | null;
}

/** What a report prints. */
export interface ShiftReportInput extends ReportHeader {
  readonly kind: ShiftReportKind;
  /** X and Z only. */
  readonly drawer?: ReportDrawer | null;
  readonly figures: EndOfDayFigures;
}

/** The shift fields an X or Z report reads (seed 000 §3 Shift). */
export interface ShiftDrawerInput extends ShiftInput {
  readonly opening_amount?: Decimal | null;
  readonly total_drops?: Decimal | null;
  readonly total_payouts?: Decimal | null;
}

const decimalCents = (value: Decimal | null | undefined): Cents =>
  value === null || value === undefined || value === '' ? cents(0) : centsFromDecimal(value);

/**
 * The drawer of a shift: expected cash = opening + cash sales − cash returns + pay-ins − pay-outs − drops, and for a
 * closed shift over/short = counted − expected (decisions §40).
 */
export function shiftReportDrawer(shift: ShiftDrawerInput, figures: EndOfDayFigures): ReportDrawer {
  const opening = decimalCents(shift.opening_amount);
  const drops = decimalCents(shift.total_drops);
  const payouts = decimalCents(shift.total_payouts);
  const expected = shiftExpectedCash(figures, { opening, drops, payouts });
  const closed = shiftReportKind(shift) === 'Z';
  const closing = closed ? decimalCents(shift.closing_amount) : null;
  return {
    opening_amount: opening,
    drops,
    payouts,
    expected_cash: expected,
    closing_amount: closing,
    over_short: closing === null ? null : shiftOverShort(closing, expected),
  };
}

/** The X (open shift) or Z (closed shift) report of a shift whose orders gave `figures`. */
export function shiftReportInput(
  header: ReportHeader,
  shift: ShiftDrawerInput,
  figures: EndOfDayFigures,
): ShiftReportInput {
  return {
    ...header,
    kind: shiftReportKind(shift) === 'Z' ? 'Z' : 'X',
    drawer: shiftReportDrawer(shift, figures),
    figures,
  };
}

/** The day summary (no drawer: the figures are the store's business day, not one drawer's). */
export function daySummaryReportInput(header: ReportHeader, figures: EndOfDayFigures): ShiftReportInput {
  return { ...header, kind: 'day', drawer: null, figures };
}

/** Report titles (decided). */
export const REPORT_TITLE: Readonly<Record<ShiftReportKind, string>> = {
  X: 'X REPORT',
  Z: 'Z REPORT',
  day: 'DAY SUMMARY',
};

/**
 * Report lines: store and title; printed, opened and closed times with employees; the drawer (X and Z: opening
 * amount, cash and check sales and returns, drops, payouts, expected cash; Z also closing amount and over/short);
 * transactions and sales figures in the order they add up (gross − discounts − refunds = net), tax, tips; tenders by
 * payment type; card brand totals; gift card breakdown. `label` puts the fixed English labels in the reader's language
 * (the terminal's translator); payment type names and card brands are the back office's data and stay as entered.
 */
export function shiftReportLines(
  input: ShiftReportInput,
  width: number,
  label: (english: string) => string = (english) => english,
): string[] {
  const money = (value: Cents): string => printAmount(value, input.currencySymbol ?? '$');
  const row = (english: string, value: string): string[] => textColumns(label(english), value, width);
  const date = (text: string): string => printDateTime(text, input.country);
  const figures = input.figures;
  const lines = [
    ...textCenter(input.storeName, width),
    ...textCenter(label(REPORT_TITLE[input.kind]), width),
    textRule(width),
  ];
  lines.push(...row('Printed', date(input.printedAt)));
  const shift = input.shift;
  if (shift?.opened_at) lines.push(...row('Opened', date(shift.opened_at)));
  if (shift?.opened_by) lines.push(...row('Opened by', shift.opened_by));
  if (shift?.closed_at) lines.push(...row('Closed', date(shift.closed_at)));
  if (shift?.closed_by) lines.push(...row('Closed by', shift.closed_by));
  lines.push(textRule(width));
  const drawer = input.kind === 'day' ? null : input.drawer;
  if (drawer) {
    lines.push(...row('Opening Amount', money(drawer.opening_amount)));
    lines.push(...row('Cash Sales', money(figures.cash_sales)), ...row('Cash Returns', money(figures.cash_returns)));
    lines.push(
      ...row('Check Sales', money(figures.check_sales)),
      ...row('Check Returns', money(figures.check_returns)),
    );
    lines.push(...row('Drops', money(drawer.drops)), ...row('Payouts', money(drawer.payouts)));
    lines.push(...row('Expected Cash', money(drawer.expected_cash)));
    if (input.kind === 'Z') {
      lines.push(...row('Closing Amount', money(drawer.closing_amount ?? cents(0))));
      lines.push(...row('Over/Short', money(drawer.over_short ?? cents(0))));
    }
    lines.push(textRule(width));
  }
  lines.push(...row('Transactions', String(figures.transactions)));
  lines.push(...row('Gross Sales', money(figures.gross_sales)), ...row('Discounts', money(figures.discounts)));
  lines.push(...row('Refunds', money(figures.refunds)), ...row('Net Sales', money(figures.net_sales)));
  lines.push(...row('Tax', money(figures.tax)), ...row('Tips', money(figures.tips)));
  const section = (title: string, entries: readonly { label: string; sum: Cents }[]): void => {
    if (entries.length === 0) return;
    lines.push(textRule(width), label(title));
    for (const entry of entries) lines.push(...textColumns(`  ${entry.label}`, money(entry.sum), width));
  };
  const byType = (list: EndOfDayFigures['sale_payments']) =>
    list.map((entry) => ({ label: entry.payment_type, sum: entry.sum }));
  section('Sales by Payment Type', byType(figures.sale_payments));
  section('Refunds by Payment Type', byType(figures.refund_payments));
  section(
    'Card Brands',
    figures.card_brands.map((entry) => ({ label: entry.brand, sum: entry.sum })),
  );
  section('Gift Cards', [
    { label: label('Gift Card Paid In'), sum: figures.gift_cards['Gift Card Paid In'] },
    { label: label('Gift Card Paid Out'), sum: figures.gift_cards['Gift Card Paid Out'] },
    { label: label('Net'), sum: figures.gift_cards.Net },
  ]);
  lines.push(textRule(width));
  return lines;
}
