/**
 * Card brand names as receipts and reports show them (seed 002 §9: "Visa, MasterCard/Diners, Discover, American
 * Express, unknown"). Devices answer brands in their own spelling (VISA, MC, AMEX, M/C ...); one name per brand keeps
 * a receipt and a brand total saying the same thing.
 */

const BRANDS: readonly (readonly [RegExp, string])[] = [
  [/^visa/i, 'Visa'],
  [/^(master|mc$|m\/c|diners|dc$)/i, 'MasterCard/Diners'],
  [/^(disc|ds$)/i, 'Discover'],
  [/^(amex|american|ax$)/i, 'American Express'],
];

/** The brand's shown name; a brand we do not know keeps its stored text; null when the payment names none. */
export function cardBrandName(cardType: string | null | undefined): string | null {
  const text = (cardType ?? '').trim();
  if (text === '') return null;
  for (const [pattern, name] of BRANDS) if (pattern.test(text)) return name;
  return text;
}
