import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsKeypadPress, centsKeypadValue, quantityKeypadConfirm, quantityKeypadPress } from './keypads.ts';

const keys = fc.array(fc.constantFrom('0', '1', '5', '9', '.', '-', 'C', 'Backspace', 'x'), { maxLength: 40 });

describe('keypad properties (seed 001 §5)', () => {
  it('the quantity entry stays within 12 characters, one dot, minus only in front, none of the dot in kiosk', () => {
    fc.assert(
      fc.property(keys, fc.boolean(), (pressed, kiosk) => {
        const text = pressed.reduce((entry, key) => quantityKeypadPress(entry, key, { kiosk }), '');
        expect(text.length).toBeLessThanOrEqual(12);
        expect(text).toMatch(kiosk ? /^-?\d*$/ : /^-?\d*\.?\d*$/);
        const confirmed = quantityKeypadConfirm(text);
        if (confirmed.kind === 'save') expect(confirmed.quantity).not.toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
  it('the cents entry keeps at most 8 digits and reads as the number they spell', () => {
    fc.assert(
      fc.property(keys, (pressed) => {
        const digits = pressed.reduce((entry, key) => centsKeypadPress(entry, key), '');
        expect(digits).toMatch(/^\d{0,8}$/);
        expect(centsKeypadValue(digits)).toBe(digits === '' ? 0 : Number(digits));
      }),
      { numRuns: 1000 },
    );
  });
});
