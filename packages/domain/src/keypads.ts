/**
 * Keypads as pure reducers (seed 001 §5 Validation rules, seed 000 §5 shift amounts).
 * Each takes the current entry text and a key and returns the next text; confirm functions turn the
 * text into a value. Keys: '0'–'9', '.', '-', 'C' (clear) and 'Backspace'.
 */
import { cents, thousandthsFromDecimal, type Cents, type Thousandths } from './money.ts';

/** seed 001 §9: quantity string about 12 characters. */
export const QUANTITY_MAX_LENGTH = 12;
/** seed 001 §9: discount keypad 8 digits (also used for price, tendered and shift amounts). */
export const AMOUNT_MAX_DIGITS = 8;

const DIGIT = /^\d$/;

/**
 * Quantity keypad (seed 001 §5): at most 12 characters, one dot (none in kiosk), a minus prepended
 * once (negative quantities are refunds), C clears, Backspace removes the last character.
 */
export function quantityKeypadPress(text: string, key: string, options: { readonly kiosk?: boolean } = {}): string {
  if (key === 'C') return '';
  if (key === 'Backspace') return text.slice(0, -1);
  if (key === '-') return text.startsWith('-') || text.length >= QUANTITY_MAX_LENGTH ? text : `-${text}`;
  if (text.length >= QUANTITY_MAX_LENGTH) return text;
  if (key === '.') return options.kiosk === true || text.includes('.') ? text : `${text}.`;
  return DIGIT.test(key) ? text + key : text;
}

/** What confirming the quantity keypad does. */
export type QuantityConfirm =
  { readonly kind: 'save'; readonly quantity: Thousandths } | { readonly kind: 'ignore' } | { readonly kind: 'clear' };

/**
 * Confirms a quantity entry (seed 001 §5): empty becomes 1, a lone minus becomes -1, a lone decimal
 * point clears the entry, 0 is not saved, anything else is rounded to 3 decimals.
 */
export function quantityKeypadConfirm(text: string): QuantityConfirm {
  if (text === '') return { kind: 'save', quantity: thousandthsFromDecimal(1) };
  if (text === '-') return { kind: 'save', quantity: thousandthsFromDecimal(-1) };
  if (text === '.' || text === '-.') return { kind: 'clear' };
  const quantity = thousandthsFromDecimal(text);
  return quantity === 0 ? { kind: 'ignore' } : { kind: 'save', quantity };
}

/**
 * Digits keypad whose value is cents (seed 001 §5 price and discount keypads "digits divided by 100",
 * the tendered amount "kept as cents in a digit string", seed 000 §5 shift numpad): digits accumulate
 * up to `maxDigits` (default 8), C resets to empty (value 0), Backspace drops the last digit.
 */
export function centsKeypadPress(digits: string, key: string, maxDigits: number = AMOUNT_MAX_DIGITS): string {
  if (key === 'C') return '';
  if (key === 'Backspace') return digits.slice(0, -1);
  if (!DIGIT.test(key) || digits.length >= maxDigits) return digits;
  return digits + key;
}

/** The value of a cents keypad entry; empty is 0 (seed 000 §5: "empty entry is 0"). */
export function centsKeypadValue(digits: string): Cents {
  return cents(digits === '' ? 0 : Number.parseInt(digits, 10));
}

export { pinKeypadPress } from './pin-keypad.ts';
