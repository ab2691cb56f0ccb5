import { describe, expect, it } from 'vitest';
import { cents, thousandths } from './money.ts';
import {
  PRINT_WIDTH,
  printAmount,
  printDateTime,
  printQuantity,
  printSafe,
  receiptWidth,
  textCenter,
  textColumns,
  textColumnsOrStack,
  textRule,
  textWrap,
} from './print-text.ts';

describe('widths (seed 002 §9)', () => {
  it('are 42, 30, 32 and 20', () => {
    expect(PRINT_WIDTH).toEqual({ RECEIPT: 42, RECEIPT_58MM: 30, LABEL: 32, THERMAL_LABEL: 20 });
    expect(receiptWidth({ is_58mm: true })).toBe(30);
    expect(receiptWidth({ is_58mm: false })).toBe(42);
    expect(receiptWidth(null)).toBe(42);
  });
});

describe('text helpers', () => {
  it('wraps words, cuts long words, keeps one line for empty text', () => {
    expect(textWrap('one two three', 7)).toEqual(['one two', 'three']);
    expect(textWrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(textWrap('ab abcdefgh', 4)).toEqual(['ab', 'abcd', 'efgh']);
    expect(textWrap('', 5)).toEqual(['']);
    expect(textWrap('  a   b  ', 5)).toEqual(['a b']);
    expect(textWrap('abcd', 4)).toEqual(['abcd']);
  });
  it('centres with the odd space on the right', () => {
    expect(textCenter('abc', 8)).toEqual(['  abc']);
    expect(textCenter('abcd', 8)).toEqual(['  abcd']);
    expect(textCenter('one two', 5)).toEqual([' one', ' two']);
  });
  it('puts two columns on a line, wrapping the left one', () => {
    expect(textColumns('Tea', '1.00', 10)).toEqual(['Tea   1.00']);
    expect(textColumns('Long name here', '1.00', 10)).toEqual(['Long', 'name', 'here  1.00']);
    expect(textColumns('abcde', '1.00', 10)).toEqual(['abcde 1.00']);
    expect(textColumns('Tea', '', 10)).toEqual(['Tea']);
    expect(textColumns('Tea', '123456789012', 10)).toEqual(['Tea', '123456789012']);
  });
  it('draws rules', () => {
    expect(textRule(5)).toBe('-----');
    expect(textRule(3, '=')).toBe('===');
  });
  it('prints amounts and quantities', () => {
    expect(printAmount(cents(-150), '$')).toBe('-$1.50');
    expect(printAmount(cents(150))).toBe('1.50');
    expect(printQuantity(thousandths(2000))).toBe('2');
    expect(printQuantity(thousandths(1250))).toBe('1.25');
    expect(printQuantity(thousandths(-1000))).toBe('-1');
  });
});

describe('dates by the store’s country (seed 000 §9)', () => {
  it.each<[string, string | null, string]>([
    ['2026-03-04T15:07:00', 'US', '03/04/2026 03:07 PM'],
    ['2026-03-04T15:07:00', 'GB', '04/03/2026 03:07 PM'],
    ['2026-03-04 00:05', 'us', '03/04/2026 12:05 AM'],
    ['2026-03-04T12:30', null, '04/03/2026 12:30 PM'],
    ['2026-03-04T11:59', 'DE', '04/03/2026 11:59 AM'],
    ['2026-03-04', 'US', '03/04/2026'],
    ['soon', 'US', 'soon'],
  ])('%s in %s -> %s', (input, country, text) => {
    expect(printDateTime(input, country)).toBe(text);
  });
});

describe('textColumnsOrStack', () => {
  it('keeps one line when it fits, else stacks', () => {
    expect(textColumnsOrStack('Order #1', '01/02/2026', 20)).toEqual(['Order #1  01/02/2026']);
    expect(textColumnsOrStack('Order #12345', '01/02/2026', 20)).toEqual(['Order #12345', '          01/02/2026']);
  });
});

describe('textColumns indent', () => {
  it('keeps the left indent on wrapped lines', () => {
    expect(textColumns('  + Extra cheese', '1.00', 14)).toEqual(['  + Extra', '  cheese  1.00']);
    expect(textColumns('  Discount', '-2.00', 20)).toEqual(['  Discount     -2.00']);
  });
});

describe('textColumns edges', () => {
  it('wraps the left column to leave room for the indent and the right column', () => {
    expect(textColumns('  abcdefghij klm', '1.00', 20)).toEqual(['  abcdefghij', `  klm${' '.repeat(11)}1.00`]);
  });
  it('falls back to the full width when the right column leaves no room', () => {
    expect(textColumns('ab', '123', 4)).toEqual(['ab', ' 123']);
    expect(textColumns('  abcdefghij', '123456789', 10)).toEqual(['  abcdefgh', '  ij', ' 123456789']);
    expect(textColumns('a', '123456789', 10)).toEqual(['a', ' 123456789']);
  });
  it('stacks only when the columns do not fit', () => {
    expect(textColumnsOrStack('Order #12', '01/02/2026', 20)).toEqual(['Order #12 01/02/2026']);
  });
  it('reads dates only from the start of the text and trims the country', () => {
    expect(printDateTime('x2026-03-04T10:00', 'US')).toBe('x2026-03-04T10:00');
    expect(printDateTime('2026-03-04T10:00', ' us ')).toBe('03/04/2026 10:00 AM');
  });
});

describe('control characters (issue 14 §5)', () => {
  it('never lays out a control character: ESC/GS dropped, tabs and line breaks become spaces', () => {
    const drawer = 'Note \u001bp\u0000\u0019\u00fa\u001dV\u0000 end\u0085';
    const laidOut = [
      ...textWrap(drawer, 42),
      ...textCenter(drawer, 42),
      ...textColumns(drawer, '1.00\u001b', 42),
      ...textColumnsOrStack(drawer, '\u001bp', 10),
      printDateTime('\u001bp0', 'US'),
    ];
    for (const line of laidOut) expect(line).not.toMatch(/\p{Cc}/u);
    expect(textWrap('a\tb\nc\r\nd', 42)).toEqual(['a b c d']);
    expect(textColumns('x\u001by', '2.00', 12)).toEqual(['xy      2.00']);
    expect(printSafe('Caf\u00e9 \u00fa')).toBe('Caf\u00e9 \u00fa');
  });
});
