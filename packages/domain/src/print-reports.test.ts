import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import { REPORT_TITLE, shiftReportLines, type ShiftReportInput } from './print-reports.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');

const figures: ShiftReportInput = {
  kind: 'X',
  storeName: 'OpenTill Cafe',
  country: 'US',
  printedAt: '2026-03-04T23:30',
  shift: { opened_at: '2026-03-04T08:00', opened_by: 'Sam' },
  opening_amount: cents(10000),
  cash_sales: cents(25050),
  cash_returns: cents(-1000),
  check_sales: cents(0),
  check_returns: cents(0),
  drops: cents(5000),
  payouts: cents(525),
  transactions: 42,
  gross_sales: cents(124050),
  discounts: cents(1200),
  tax: cents(9840),
  tips: cents(3100),
  net_sales: cents(122850),
  sales: [
    { payment_type: 'Cash', sum: cents(25050) },
    { payment_type: 'Card', sum: cents(99000) },
  ],
  refunds: [{ payment_type: 'Cash', sum: cents(-1000) }],
  card_brands: [
    { brand: 'Visa', sum: cents(60000) },
    { brand: 'MasterCard/Diners', sum: cents(39000) },
  ],
  gift_cards: { 'Gift Card Paid In': cents(7500), 'Gift Card Paid Out': cents(2000), Net: cents(5500) },
};
const text = (input: ShiftReportInput, width: number) => `${shiftReportLines(input, width).join('\n')}\n`;

describe('shift reports (seed 000 §2.9, seed 002 §9, golden files)', () => {
  it('has a title per kind', () => expect(REPORT_TITLE).toEqual({ X: 'X REPORT', Z: 'Z REPORT', day: 'DAY SUMMARY' }));
  it('X report for an open shift at 42 columns', () => {
    expect(text(figures, 42)).toBe(golden('report-x-42.txt'));
  });
  it('Z report for a closed shift at 30 columns, with closing amount and over/short', () => {
    const closed = {
      ...figures,
      kind: 'Z' as const,
      shift: { ...figures.shift, closed_at: '2026-03-04T23:00', closed_by: 'Kim' },
      closing_amount: cents(28500),
      over_short: cents(-25),
    };
    expect(text(closed, 30)).toBe(golden('report-z-30.txt'));
  });
  it('day summary without a shift or a drawer block', () => {
    expect(text({ ...figures, kind: 'day', shift: null }, 42)).toBe(golden('report-day-42.txt'));
  });
  it('leaves out empty sections and uses the currency symbol', () => {
    const lines = shiftReportLines(
      { ...figures, kind: 'day', shift: null, sales: [], refunds: [], card_brands: [], currencySymbol: '€' },
      42,
    );
    expect(lines).not.toContain('Sales');
    expect(lines).not.toContain('Refunds');
    expect(lines).not.toContain('Card Brands');
    expect(lines).toContain('Gift Cards');
    expect(lines).toContain(`Tax${' '.repeat(33)}€98.40`);
  });
  it('prints zero for missing drawer figures of a Z report', () => {
    const lines = shiftReportLines(
      { ...figures, kind: 'Z', opening_amount: null, closing_amount: null, over_short: null },
      42,
    );
    expect(lines).toContain(`Opening Amount${' '.repeat(23)}$0.00`);
    expect(lines).toContain(`Closing Amount${' '.repeat(23)}$0.00`);
    expect(lines).toContain(`Over/Short${' '.repeat(27)}$0.00`);
  });
});
