/**
 * The PIN keypad's rule, apart from the money keypads: the PIN screen is the first a terminal shows, and this module
 * imports no money code, so its JavaScript stays small (issue 13 budget).
 */
const DIGIT = /^\d$/;

/** PIN keypad (seed 000 §2.6: 4 digits; seed 001 §9: at most 8): digits up to `length`, Backspace clears. */
export function pinKeypadPress(
  pin: string,
  key: string,
  length = 4,
): { readonly pin: string; readonly complete: boolean } {
  let next = pin;
  if (key === 'Backspace' || key === 'C') next = '';
  else if (DIGIT.test(key) && pin.length < length) next = pin + key;
  return { pin: next, complete: next.length === length };
}
