/**
 * The tip a customer picks on the customer display (issue 20 §6, decisions §65): the terminal's suggestions (seed 001
 * §9: 15, 18 and 20 % of the payment plus surcharge) and how the chosen tip rides on the payment that settles the
 * order. The tip is the payment's `tips` (seed 001 §3): it is never part of `amount`, so the balance and the server's
 * check (amount_paid = amount + change) are unchanged.
 */
import { cents, centsPercent, thousandths, type Cents } from './money.ts';
import { PAYMENT_BEHAVIOR, type PaymentAmounts } from './payments.ts';
import { TIP_SUGGESTIONS_PERCENT } from './print-receipt.ts';

/** One suggestion as the display offers it: the percent, the tip and what the customer pays with it. */
export interface TipSuggestion {
  readonly percent: number;
  readonly tip: Cents;
  readonly total: Cents;
}

/** The suggestions on what is still to pay (the balance carries an accepted surcharge); none for nothing or a refund. */
export function tipSuggestions(balance: Cents): TipSuggestion[] {
  if (balance <= 0) return [];
  return TIP_SUGGESTIONS_PERCENT.map((percent) => {
    const tip = tipOfPercent(balance, percent);
    return { percent, tip, total: cents(balance + tip) };
  });
}

/** A suggested percent of the balance (0 % is no tip); any other percent is refused as 0 (a display sends only these). */
export function tipOfPercent(balance: Cents, percent: number): Cents {
  if (balance <= 0 || !(TIP_SUGGESTIONS_PERCENT as readonly number[]).includes(percent)) return cents(0);
  return centsPercent(balance, thousandths(percent * 1000));
}

/**
 * The payment with the customer's tip. Only the payment that settles a positive balance carries it (a partial payment
 * leaves it for the last one); a gift card pays no tip (its balance is the sale's). Cash: the tip comes out of the
 * change when the change covers it, otherwise the customer hands it on top of what was tendered (change kept). Card
 * and direct charge: the device charges the amount plus the tip.
 */
export function paymentAmountsTipped(
  balance: Cents,
  amounts: PaymentAmounts,
  tip: Cents,
  behavior: number,
): { amounts: PaymentAmounts; tips: Cents } {
  const none = { amounts, tips: cents(0) };
  if (tip <= 0 || balance <= 0 || amounts.amount !== balance || behavior === PAYMENT_BEHAVIOR.GIFT_CARD) return none;
  if (behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE && amounts.change_amount >= tip) {
    const change = cents(amounts.change_amount - tip);
    return {
      amounts: { amount: amounts.amount, amount_paid: cents(amounts.amount + change), change_amount: change },
      tips: tip,
    };
  }
  return { amounts, tips: tip };
}

/** The order's total and what is left to pay once the chosen tip is added (the display's totals before paying). */
export function totalsWithTip(total: Cents, balance: Cents, tip: Cents): { total: Cents; balance: Cents } {
  return { total: cents(total + tip), balance: cents(balance + tip) };
}

/** What the customer handed or was charged for a payment: amount_paid plus its tip (seed 002 §4 transaction amount). */
export function paymentHanded(amountPaid: Cents, tips: Cents): Cents {
  return cents(amountPaid + tips);
}
