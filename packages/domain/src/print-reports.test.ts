import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EndOfDayFigures } from './end-of-day.ts';
import { cents } from './money.ts';
import {
  REPORT_TITLE,
  daySummaryReportInput,
  shiftReportInput,
  shiftReportLines,
  type ReportHeader,
  type ShiftReportInput,
} from './print-reports.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

const figures: EndOfDayFigures = {
  transactions: 42,
  gross_sales: cents(120000),
  discounts: cents(1200),
  refunds: cents(935),
  net_sales: cents(117865),
  tax: cents(9840),
  tips: cents(3100),
  cash_sales: cents(25050),
  cash_returns: cents(-1000),
  check_sales: cents(0),
  check_returns: cents(0),
  sale_payments: [
    { payment_type: 'Cash', sum: cents(25050) },
    { payment_type: 'Card', sum: cents(99000) },
  ],
  refund_payments: [{ payment_type: 'Cash', sum: cents(-1000) }],
  card_brands: [
    { brand: 'Visa', sum: cents(60000) },
    { brand: 'MasterCard/Diners', sum: cents(39000) },
  ],
  gift_cards: { 'Gift Card Paid In': cents(7500), 'Gift Card Paid Out': cents(2000), Net: cents(5500) },
};
const header: ReportHeader = {
  storeName: 'OpenTill Cafe',
  country: 'US',
  printedAt: '2026-03-04T23:30',
  shift: { opened_at: '2026-03-04T08:00', opened_by: 'Sam' },
};
const open = { local_id: '7_1', opening_amount: 100, total_drops: 50, total_payouts: 5.25 };
const text = (input: ShiftReportInput, width: number) => `${shiftReportLines(input, width).join('\n')}\n`;

describe('shift reports (seed 000 §2.9, seed 002 §9, golden files)', () => {
  it('has a title per kind', () => expect(REPORT_TITLE).toEqual({ X: 'X REPORT', Z: 'Z REPORT', day: 'DAY SUMMARY' }));
  it('X report for an open shift at 42 columns, with the expected cash', () => {
    const input = shiftReportInput(header, open, figures);
    expect(input.kind).toBe('X');
    // 100.00 + 250.50 − 10.00 − 5.25 − 50.00
    expect(input.drawer?.expected_cash).toBe(28525);
    expect(text(input, 42)).toBe(golden('report-x-42.txt'));
  });
  it('Z report for a closed shift at 30 columns: over/short is the counted drawer less the expected cash', () => {
    const closed = { ...open, shift_close_date: '2026-03-04T23:00:00Z', closing_amount: 285 };
    const input = shiftReportInput(
      { ...header, shift: { ...header.shift, closed_at: '2026-03-04T23:00', closed_by: 'Kim' } },
      closed,
      figures,
    );
    expect(input.kind).toBe('Z');
    expect(input.drawer?.over_short).toBe(-25);
    expect(text(input, 30)).toBe(golden('report-z-30.txt'));
  });
  it('counting exactly the expected cash is over/short 0 whatever cards and gift cards took (issue 15 §2)', () => {
    const closed = { ...open, shift_close_date: '2026-03-04T23:00:00Z', closing_amount: 285.25 };
    expect(shiftReportInput(header, closed, figures).drawer?.over_short).toBe(0);
  });
  it('day summary without a shift or a drawer block', () => {
    expect(text(daySummaryReportInput({ ...header, shift: null }, figures), 42)).toBe(golden('report-day-42.txt'));
  });
  it('reads gross − discounts − refunds = net, then tax and tips', () => {
    const lines = shiftReportLines(daySummaryReportInput(header, figures), 42);
    const labels = lines.map((line) => line.split(/\s{2,}/)[0]);
    const at = (label: string) => labels.indexOf(label);
    expect(at('Gross Sales')).toBeLessThan(at('Discounts'));
    expect(at('Discounts')).toBeLessThan(at('Refunds'));
    expect(at('Refunds')).toBeLessThan(at('Net Sales'));
    expect(lines).toContain(`Refunds${' '.repeat(30)}$9.35`);
    expect(lines).toContain(`Net Sales${' '.repeat(25)}$1178.65`);
  });
  it('leaves out empty sections and uses the currency symbol', () => {
    const lines = shiftReportLines(
      daySummaryReportInput(
        { ...header, shift: null, currencySymbol: '€' },
        { ...figures, sale_payments: [], refund_payments: [], card_brands: [] },
      ),
      42,
    );
    expect(lines).not.toContain('Sales by Payment Type');
    expect(lines).not.toContain('Refunds by Payment Type');
    expect(lines).not.toContain('Card Brands');
    expect(lines).toContain('Gift Cards');
    expect(lines).toContain(`Tax${' '.repeat(33)}€98.40`);
  });
  it("translates every fixed label through `label`, never a payment type's or a card brand's name (issue 15 §8)", () => {
    const translated: string[] = [];
    const label = (english: string) => {
      translated.push(english);
      return `<${english}>`;
    };
    const closed = { ...open, shift_close_date: '2026-03-04T23:00:00Z', closing_amount: 285 };
    const input = shiftReportInput(header, closed, figures);
    const lines = shiftReportLines(input, 42, label);
    expect(lines.some((line) => line.trim() === '<Z REPORT>')).toBe(true);
    expect(lines.some((line) => line.startsWith('<Over/Short>'))).toBe(true);
    expect(lines.some((line) => line.startsWith('<Gross Sales>'))).toBe(true);
    expect(lines).toContain('<Sales by Payment Type>');
    expect(lines.some((line) => line.startsWith('  <Gift Card Paid In>'))).toBe(true);
    expect(lines.some((line) => line.startsWith('  Visa '))).toBe(true);
    expect(lines.some((line) => line.startsWith('  Card '))).toBe(true);
    expect(translated).not.toContain('Visa');
    expect(translated).not.toContain('Card');
    // The English layout is the default.
    expect(shiftReportLines(input, 42).some((line) => line.startsWith('Gross Sales'))).toBe(true);
  });
  it('prints zero for missing drawer figures of a Z report', () => {
    const lines = shiftReportLines(
      shiftReportInput(header, { local_id: '7_1', shift_close_date: '2026-03-04T23:00:00Z' }, figures),
      42,
    );
    expect(lines).toContain(`Opening Amount${' '.repeat(23)}$0.00`);
    expect(lines).toContain(`Closing Amount${' '.repeat(23)}$0.00`);
  });
});
