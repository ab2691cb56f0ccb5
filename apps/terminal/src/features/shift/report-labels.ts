/**
 * The fixed labels of the X, Z and day reports (packages/domain print-reports.ts lays them out in English) and the
 * payment method names that are ours, in the employee's language (issue 15 §8). A payment type's own name, a card
 * brand or an employee's name is data from the back office: it is never passed through here.
 */
import i18next, { type TFunction } from 'i18next';
import type { ReportLabels } from './shift-report.ts';

const LABEL_KEYS: Readonly<Record<string, string>> = {
  'X REPORT': 'xReport',
  'Z REPORT': 'zReport',
  'DAY SUMMARY': 'daySummary',
  Printed: 'printed',
  Opened: 'opened',
  'Opened by': 'openedBy',
  Closed: 'closed',
  'Closed by': 'closedBy',
  'Opening Amount': 'openingAmount',
  'Cash Sales': 'cashSales',
  'Cash Returns': 'cashReturns',
  'Check Sales': 'checkSales',
  'Check Returns': 'checkReturns',
  Drops: 'drops',
  Payouts: 'payouts',
  'Expected Cash': 'expectedCash',
  'Closing Amount': 'closingAmount',
  'Over/Short': 'overShort',
  Transactions: 'transactions',
  'Gross Sales': 'grossSales',
  Discounts: 'discounts',
  Refunds: 'refunds',
  'Net Sales': 'netSales',
  Tax: 'tax',
  Tips: 'tips',
  'Sales by Payment Type': 'salesByType',
  'Refunds by Payment Type': 'refundsByType',
  'Card Brands': 'cardBrands',
  'Gift Cards': 'giftCards',
  'Gift Card Paid In': 'giftCardPaidIn',
  'Gift Card Paid Out': 'giftCardPaidOut',
  Net: 'net',
};

/** The English labels the reports use, for a layout to check it translates every one. */
export const REPORT_LABELS: readonly string[] = Object.keys(LABEL_KEYS);

/**
 * A label translator for the report layout: a known English label in the employee's language, anything else as it
 * came. Meant for the fixed labels only; entries under "Sales by Payment Type" are back-office names and stay as
 * entered.
 */
export function reportLabelTranslator(t: TFunction): (label: string) => string {
  return (label) => {
    const key = LABEL_KEYS[label];
    return key === undefined ? label : t(`reports.label.${key}`);
  };
}

/** Payment methods the product names itself (not a back-office payment type's name). */
export type OwnPaymentMethod = 'cash' | 'check' | 'card' | 'giftCard';

export function paymentMethodName(t: TFunction, method: OwnPaymentMethod): string {
  return t(`reports.method.${method}`);
}

/**
 * Languages whose script the receipt printer's code pages lack (Devanagari, Chinese): their reports print in English
 * and show translated (issue 15 §8; raster printing would lift this).
 */
const PAPER_IN_ENGLISH: ReadonlySet<string> = new Set(['hi', 'zh-Hans', 'zh-Hant']);

/** The current language's report labels, on screen and on paper. */
export function reportLabels(t: TFunction = i18next.t, language: string = i18next.language): ReportLabels {
  const screen = reportLabelTranslator(t);
  return { screen, paper: PAPER_IN_ENGLISH.has(language) ? (english) => english : screen };
}
