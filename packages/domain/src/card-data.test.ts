import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumbersIn, lastFour, luhnValid, scrubProcessorResponse, scrubText } from './card-data.ts';

describe('card data scrubbing (issue 8 §1)', () => {
  it('removes card fields, track data and every 13–19-digit run, grouped or not', () => {
    const answer = {
      CardNumber: '4111111111111111',
      Track2: ';4111111111111111=30121010000012300000?',
      CVV: '123',
      CardData: { Last4: '1111', First4: '4111', BIN: '411111', Name: 'JANE DOE', CardType: 'Visa' },
      Note: 'card 4111 1111 1111 1111 and 5500-0000-0000-0004 seen %B4111111111111111^DOE/JANE^3012?',
      Raw: 4111111111111111,
      AuthCode: '123456',
    };
    const text = scrubProcessorResponse(answer);
    expect(cardNumbersIn(text)).toEqual([]);
    expect(text).not.toMatch(/4111|5500|CVV|Track|JANE/);
    expect(JSON.parse(text)).toEqual({
      CardData: { Last4: '1111', CardType: 'Visa' },
      Note: 'card [removed] and [removed] seen [removed]',
      Raw: '[removed]',
      AuthCode: '123456',
    });
  });

  it('keeps short numbers (auth codes, amounts, batch numbers)', () => {
    expect(scrubText('AUTH 123456 batch 12 amount 12.34')).toBe('AUTH 123456 batch 12 amount 12.34');
  });

  it('keeps a transaction GUID whole, even when its digit groups join into a long run (card A voids by it)', () => {
    const guid = '16f15250-1042-4854-90ef-6dcbeda8f0ac';
    expect(JSON.parse(scrubProcessorResponse({ AUTH_GUID: guid, Note: `4111-1111-1111-1111 ${guid}` }))).toEqual({
      AUTH_GUID: guid,
      Note: `[removed] ${guid}`,
    });
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        expect(scrubText(`${a}|${b}`)).toBe(`${a}|${b}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('still finds a card number next to or between GUIDs', () => {
    const guid = '12345678-1234-1234-1234-123456789012';
    expect(scrubText(`${guid} 4111111111111111 ${guid}`)).toBe(`${guid} [removed] ${guid}`);
    // Glued to a GUID the text is no GUID any more: scrubbed as digits, the card number gone either way.
    expect(cardNumbersIn(scrubText(`${guid}4111111111111111`))).toEqual([]);
    expect(scrubText(`${guid}4111111111111111`)).not.toContain('4111111111111111');
  });

  it('last four never keeps more than four digits', () => {
    expect(lastFour('1111')).toBe('1111');
    expect(lastFour('4111111111111111')).toBe('1111');
    expect(lastFour('')).toBeUndefined();
  });

  it('Luhn check', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});
