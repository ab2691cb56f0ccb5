/**
 * The customer's tip and signature from the display, on the terminal (issue 20 §6, decisions §65). The feed asks for
 * them while checkout shows an order (display-feed.tsx); the display's answer lands here, checked like any input from
 * another device (the order asked, a suggested percent, a bounded path); the checkout's next payment that settles the
 * order carries the tip (customerTipApplied, through packages/domain). Kept in memory until that payment completes or
 * the cashier removes it.
 */
import { paymentAmountsTipped, tipOfPercent, type Cents, type PaymentAmounts } from '@opentill/domain';
import { create } from 'zustand';
import { SIGNATURE_MAX_CHARS, type DisplayTipChoice } from './display-protocol.ts';

export interface CustomerTipState {
  /** The order the display is asked about (its local id), or null. */
  asked: string | null;
  /** The customer's answer for `asked`. */
  choice: DisplayTipChoice | null;
}

export const useCustomerTip = create<CustomerTipState>()(() => ({ asked: null, choice: null }));

/** The order the display is now asked about; an answer for another order is dropped. */
export function customerTipAsk(order: string | null): void {
  const state = useCustomerTip.getState();
  if (state.asked === order) return;
  // The choice stays with its order (checkout left and opened again); another order starts clean.
  const keep = order === null || state.choice?.order === order;
  useCustomerTip.setState({ asked: order, choice: keep ? state.choice : null });
}

const SIGNATURE_PATH = /^[ML\d .]*$/;

/** A reply from the display; false when it is not an answer to the question asked (ignored). */
export function customerTipReceived(reply: unknown): boolean {
  if (!reply || typeof reply !== 'object' || !('tip_choice' in reply)) return false;
  const choice = reply.tip_choice as Partial<DisplayTipChoice> | null;
  const asked = useCustomerTip.getState().asked;
  if (!choice || asked === null || choice.order !== asked) return false;
  if (typeof choice.percent !== 'number' || !Number.isInteger(choice.percent)) return false;
  const signature = choice.signature ?? null;
  if (
    signature !== null &&
    (typeof signature !== 'string' || signature.length > SIGNATURE_MAX_CHARS || !SIGNATURE_PATH.test(signature))
  )
    return false;
  useCustomerTip.setState({ choice: { order: asked, percent: choice.percent, signature } });
  return true;
}

/** The cashier removes the customer's answer (the display asks again). */
export function customerTipClear(): void {
  useCustomerTip.setState({ choice: null });
}

/** The chosen tip on this order's balance (0 when none was chosen or the percent is not a suggestion). */
export function customerTipOf(order: string, balance: Cents): Cents {
  const choice = useCustomerTip.getState().choice;
  return tipOfPercent(balance, choice?.order === order ? choice.percent : 0);
}

/** One payment with the customer's tip (domain paymentAmountsTipped): the checkout's only call. */
export function customerTipApplied(
  order: string,
  balance: Cents,
  amounts: PaymentAmounts,
  behavior: number,
): { amounts: PaymentAmounts; tips: Cents } {
  return paymentAmountsTipped(balance, amounts, customerTipOf(order, balance), behavior);
}
