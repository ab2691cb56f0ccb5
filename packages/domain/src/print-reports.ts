/**
 * X report, Z report and day summary as plain text (seed 000 §2.9 report labels, seed 002 §9 Reports:
 * "The exact print layout is not shown", so it is decided here and fixed by golden files).
 */
import type { Cents } from './money.ts';
import { printAmount, printDateTime, textCenter, textColumns, textRule } from './print-text.ts';
import type { GiftCardBreakdown, PaymentTypeSum, ShiftReportKind } from './shifts.ts';

/** The figures of a report; amounts in cents. */
export interface ShiftReportInput {
  readonly kind: ShiftReportKind;
  readonly storeName: string;
  readonly country?: string | null;
  readonly currencySymbol?: string;
  /** Local date-time texts. */
  readonly printedAt: string;
  readonly shift?: {
    readonly opened_at?: string | null;
    readonly opened_by?: string | null;
    readonly closed_at?: string | null;
    readonly closed_by?: string | null;
  } | null;
  readonly opening_amount?: Cents | null;
  readonly cash_sales: Cents;
  readonly cash_returns: Cents;
  readonly check_sales: Cents;
  readonly check_returns: Cents;
  readonly drops: Cents;
  readonly payouts: Cents;
  readonly closing_amount?: Cents | null;
  readonly over_short?: Cents | null;
  readonly transactions: number;
  readonly gross_sales: Cents;
  readonly discounts: Cents;
  readonly tax: Cents;
  readonly tips: Cents;
  readonly net_sales: Cents;
  readonly sales: readonly PaymentTypeSum[];
  readonly refunds: readonly PaymentTypeSum[];
  readonly card_brands: readonly { readonly brand: string; readonly sum: Cents }[];
  readonly gift_cards: GiftCardBreakdown;
}

/** Report titles (decided). */
export const REPORT_TITLE: Readonly<Record<ShiftReportKind, string>> = {
  X: 'X REPORT',
  Z: 'Z REPORT',
  day: 'DAY SUMMARY',
};

/**
 * Report lines: store and title; printed, opened and closed times with employees; the drawer
 * (opening amount, cash and check sales and returns, drops, payouts, closing amount, over/short —
 * the drawer block only for X and Z, closing and over/short only for Z); transactions and sales
 * figures; sales and refunds by payment type; card brand totals; gift card breakdown.
 */
export function shiftReportLines(input: ShiftReportInput, width: number): string[] {
  const money = (value: Cents): string => printAmount(value, input.currencySymbol ?? '$');
  const row = (label: string, value: string): string[] => textColumns(label, value, width);
  const date = (text: string): string => printDateTime(text, input.country);
  const lines = [
    ...textCenter(input.storeName, width),
    ...textCenter(REPORT_TITLE[input.kind], width),
    textRule(width),
  ];
  lines.push(...row('Printed', date(input.printedAt)));
  const shift = input.shift;
  if (shift?.opened_at) lines.push(...row('Opened', date(shift.opened_at)));
  if (shift?.opened_by) lines.push(...row('Opened by', shift.opened_by));
  if (shift?.closed_at) lines.push(...row('Closed', date(shift.closed_at)));
  if (shift?.closed_by) lines.push(...row('Closed by', shift.closed_by));
  lines.push(textRule(width));
  if (input.kind !== 'day') {
    lines.push(...row('Opening Amount', money(input.opening_amount ?? (0 as Cents))));
    lines.push(...row('Cash Sales', money(input.cash_sales)), ...row('Cash Returns', money(input.cash_returns)));
    lines.push(...row('Check Sales', money(input.check_sales)), ...row('Check Returns', money(input.check_returns)));
    lines.push(...row('Drops', money(input.drops)), ...row('Payouts', money(input.payouts)));
    if (input.kind === 'Z') {
      lines.push(...row('Closing Amount', money(input.closing_amount ?? (0 as Cents))));
      lines.push(...row('Over/Short', money(input.over_short ?? (0 as Cents))));
    }
    lines.push(textRule(width));
  }
  lines.push(...row('Transactions', String(input.transactions)));
  lines.push(...row('Gross Sales', money(input.gross_sales)), ...row('Discounts', money(input.discounts)));
  lines.push(
    ...row('Tax', money(input.tax)),
    ...row('Tips', money(input.tips)),
    ...row('Net Sales', money(input.net_sales)),
  );
  const section = (title: string, entries: readonly { label: string; sum: Cents }[]): void => {
    if (entries.length === 0) return;
    lines.push(textRule(width), title);
    for (const entry of entries) lines.push(...row(`  ${entry.label}`, money(entry.sum)));
  };
  section(
    'Sales',
    input.sales.map((entry) => ({ label: entry.payment_type, sum: entry.sum })),
  );
  section(
    'Refunds',
    input.refunds.map((entry) => ({ label: entry.payment_type, sum: entry.sum })),
  );
  section(
    'Card Brands',
    input.card_brands.map((entry) => ({ label: entry.brand, sum: entry.sum })),
  );
  section('Gift Cards', [
    { label: 'Gift Card Paid In', sum: input.gift_cards['Gift Card Paid In'] },
    { label: 'Gift Card Paid Out', sum: input.gift_cards['Gift Card Paid Out'] },
    { label: 'Net', sum: input.gift_cards.Net },
  ]);
  lines.push(textRule(width));
  return lines;
}
