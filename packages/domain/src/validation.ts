/**
 * Input rules (seed 000 §5, seed 001 §5, seed 002 §4–§5) and modifier group limits.
 */
import { ORDER_SHORT_NUMBER } from './order-number.ts';
import { fail, ok, type Result } from './result.ts';

/** seed 001 §5: digits optionally separated by single hyphens. */
export function giftCardNumberIsValid(input: string): boolean {
  return /^\d+(-\d+)*$/.test(input);
}

/**
 * seed 002 §5: the order number search accepts only digits and underscore; and the hyphen of a short order number
 * (issue 15 §4: 3-042 is the number a customer is told, so it must be typeable).
 */
export function orderSearchInputIsValid(input: string): boolean {
  return /^[\d_-]*$/.test(input);
}

/** Where an order number search goes (seed 002 §4 Order list search). */
export type OrderSearchRoute = 'local' | 'server' | 'not_found';

/**
 * seed 002 §4: a value with an underscore is searched locally; a numeric value or a short order number (3-042)
 * locally when offline and on the server when online; anything else (or empty) gives the not-found error.
 */
export function orderSearchRoute(input: string, online: boolean): OrderSearchRoute {
  const value = input.trim();
  if (/^[\d_]*_[\d_]*$/.test(value)) return 'local';
  if (/^\d+$/.test(value) || ORDER_SHORT_NUMBER.test(value)) return online ? 'server' : 'local';
  return 'not_found';
}

/** seed 000 §5: PIN is exactly 4 digits. */
export function pinIsValid(pin: string): boolean {
  return /^\d{4}$/.test(pin);
}

/** seed 000 §5: the terminal verification code is exactly 6 digits. */
export function verificationCodeIsValid(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/**
 * seed 000 §5 / seed 002 §4: the display connection code is the terminal id, left-padded with zeros to
 * 6 digits when it is 4 or 5 digits long; other ids are shown as they are.
 */
export function displayConnectionCode(terminalId: number | string): string {
  const id = String(terminalId);
  return /^\d{4,5}$/.test(id) ? id.padStart(6, '0') : id;
}

/** seed 001 §5: adding a customer requires first_name. */
export function customerIsValid(customer: { readonly first_name?: string | null }): boolean {
  return (customer.first_name ?? '').trim() !== '';
}

/** seed 001 §5 / seed 002 §5: customer list filter on full name or phone, case-insensitive. */
export function customerMatches(
  customer: { readonly first_name?: string | null; readonly last_name?: string | null; readonly phone?: string | null },
  input: string,
): boolean {
  const query = input.trim().toLowerCase();
  const fullName = `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim().toLowerCase();
  return fullName.includes(query) || (customer.phone ?? '').toLowerCase().includes(query);
}

/** A modifier group's limits (seed 001 §3 Modifier group). */
export interface ModifierGroupLimits {
  readonly name: string;
  readonly min_selection?: number | null;
  readonly max_selection?: number | null;
}

/**
 * seed 001 §5: at least min_selection and at most max_selection modifiers per group, with the seeds'
 * messages under the title "Modifiers". A max of 0 or absent means no maximum (decided).
 */
export function modifierGroupCheck(group: ModifierGroupLimits, selected: number): Result<true> {
  const min = group.min_selection ?? 0;
  const max = group.max_selection ?? 0;
  if (selected < min)
    return fail('Modifiers', `You must select at least ${String(min)} modifiers in group ${group.name}`);
  if (max > 0 && selected > max)
    return fail('Modifiers', `You can only select up to ${String(max)} modifiers for maximum in group ${group.name}`);
  return ok(true);
}
