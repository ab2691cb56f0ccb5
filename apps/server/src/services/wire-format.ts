import { cents, centsToDecimal, thousandths, thousandthsToDecimal } from '@opentill/domain';

/** Integer cents from the database to the wire's 2-decimal number (ARCHITECTURE: convert only at the edge). */
export function wireAmount(value: number): number {
  return centsToDecimal(cents(value));
}

/** Integer thousandths to the wire's 3-decimal number. */
export function wireQuantity(value: number): number {
  return thousandthsToDecimal(thousandths(value));
}

/** A PostgreSQL numeric (text) such as a tax rate '19.000' to a number; rates are read, never summed as money. */
export function wireNumeric(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
