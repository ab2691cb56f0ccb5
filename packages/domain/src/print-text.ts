/**
 * Plain-text print helpers (seed 002 §9: receipts 42 characters wide, 30 for 58 mm printers, 32 for
 * labels, 20 for thermal labels; dates DD/MM/YYYY, MM/DD/YYYY when the store's country is US).
 */
import { quantityText } from './line-figures.ts';
import { centsToString, type Cents, type Thousandths } from './money.ts';

/** Print widths in characters (seed 002 §9). */
export const PRINT_WIDTH = { RECEIPT: 42, RECEIPT_58MM: 30, LABEL: 32, THERMAL_LABEL: 20 } as const;

/** The receipt width for a terminal printer: 30 for a 58 mm printer, else 42. */
export function receiptWidth(printer: { readonly is_58mm?: boolean | null } | null | undefined): number {
  return printer?.is_58mm === true ? PRINT_WIDTH.RECEIPT_58MM : PRINT_WIDTH.RECEIPT;
}

/** Whitespace control characters (tab, line breaks, vertical tab, form feed): printed as a space. */
const CONTROL_SPACE = /[\t\n\v\f\r]/g;
/** Every other C0 / DEL / C1 control character: ESC and GS open the drawer or cut the paper (issue 14 §5). */
const CONTROL_OTHER = /(?![\t\n\v\f\r])\p{Cc}/gu;

/**
 * Text made safe for a printer: whitespace controls become spaces, every other control character is dropped.
 * The API refuses control characters; this is the second line of defence for text stored before that, or
 * typed on a terminal, so no text laid out here can ever carry an ESC/POS command.
 */
export function printSafe(text: string): string {
  return text.replace(CONTROL_SPACE, ' ').replace(CONTROL_OTHER, '');
}

/** Word-wraps text to `width`, cutting words longer than a line; keeps at least one (maybe empty) line. */
export function textWrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printSafe(text).trim().split(/\s+/)) {
    let rest = word;
    while (rest.length > width) {
      if (line !== '') {
        lines.push(line);
        line = '';
      }
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
    }
    if (rest === '') continue;
    if (line === '') line = rest;
    else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  // After any word the current line holds text, so this is the last line (or the one empty line of empty text).
  lines.push(line);
  return lines;
}

/** Centres each wrapped line of `text` (extra space goes to the right; no trailing spaces). */
export function textCenter(text: string, width: number): string[] {
  return textWrap(text, width).map((line) => `${' '.repeat(Math.floor((width - line.length) / 2))}${line}`);
}

/**
 * `left` and `right` on one line of `width`, right-aligned; when they do not fit, `left` wraps and
 * `right` goes at the end of its last line (or on a line of its own).
 */
export function textColumns(leftText: string, rightText: string, width: number): string[] {
  const left = printSafe(leftText);
  const right = printSafe(rightText);
  // Leading spaces are an indent (modifier and discount lines), kept on every wrapped line.
  const indent = left.length - left.trimStart().length;
  const pad = ' '.repeat(indent);
  const room = width - right.length - 1 - indent;
  const lines = textWrap(left, room > 0 ? room : Math.max(1, width - indent)).map((line) => `${pad}${line}`);
  const last = lines.pop() ?? '';
  if (right === '') return [...lines, last];
  if (last.length + 1 + right.length <= width)
    return [...lines, `${last}${' '.repeat(width - last.length - right.length)}${right}`];
  return [...lines, last, right.padStart(width)];
}

/** `left` and `right` on one line when they fit; otherwise `left` (wrapped) above `right` right-aligned. */
export function textColumnsOrStack(leftText: string, rightText: string, width: number): string[] {
  const left = printSafe(leftText);
  const right = printSafe(rightText);
  if (left.length + 1 + right.length <= width) return textColumns(left, right, width);
  return [...textWrap(left, width), right.padStart(width)];
}

/** A full-width rule. */
export function textRule(width: number, char = '-'): string {
  return char.repeat(width);
}

/** An amount for print: 2 decimals, minus sign in front, with the currency symbol when given. */
export function printAmount(value: Cents, symbol = ''): string {
  const text = centsToString(value);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

/** A quantity for print as on every screen (issue 15 §1): whole numbers without decimals (2), others with the decimals they have (1.25). */
export function printQuantity(value: Thousandths): string {
  return quantityText(value);
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/**
 * A date for print from the store's local date-time text ("YYYY-MM-DDTHH:mm..."; decided: no time
 * zone arithmetic here, the caller passes local wall time): DD/MM/YYYY, or MM/DD/YYYY when the
 * store's country is US (seed 000 §9), then hh:mm AM/PM when a time is present. The input is
 * returned unchanged when it cannot be read.
 */
export function printDateTime(localDateTime: string, country: string | null | undefined): string {
  const match = LOCAL_DATE_TIME.exec(localDateTime);
  if (!match) return printSafe(localDateTime);
  const [, year = '', month = '', day = '', hours, minutes] = match;
  const us = (country ?? '').trim().toUpperCase() === 'US';
  const date = us ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  if (hours === undefined || minutes === undefined) return date;
  const hour = Number(hours);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${date} ${String(twelve).padStart(2, '0')}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}
