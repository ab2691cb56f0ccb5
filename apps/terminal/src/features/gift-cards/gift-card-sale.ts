/**
 * A gift card top-up is sold as an order item (seed 001 §3 "Product id -2 is the gift card / misc item", §4; docs/
 * decisions.md §25): Add Funds in the editor adds a -2 line carrying the card number, and the card is credited only
 * when that order is paid in full. Removing the line or cancelling the order before payment credits nothing.
 */
import type { OrderItem } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsToDecimal,
  GIFT_CARD_PRODUCT_ID,
  isActive,
  isGiftCardItem,
  type Cents,
} from '@opentill/domain';
import type { ApiDeps } from '../../data/api.ts';
import {
  giftCardCreditsDue,
  giftCardCreditsKeep,
  giftCardCreditsSend,
  type GiftCardCreditDue,
} from '../../data/repositories/gift-cards.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

export interface GiftCardLineContext {
  readonly terminalId: number | null;
  readonly employeeId: number | null;
  readonly now: Date;
}

/**
 * The order line of a top-up: product -2, quantity 1, price = the amount, no tax (the credit is not a sale of goods),
 * no kitchen printer; the card number rides on the line (gift_card_number) so its removal releases the card.
 */
export function giftCardLine(number: string, amount: Cents, localId: string, context: GiftCardLineContext): OrderItem {
  const price = centsToDecimal(amount);
  return {
    local_id: localId,
    product: GIFT_CARD_PRODUCT_ID,
    name: `Gift card ${number}`,
    quantity: 1,
    price,
    price_base: price,
    price_original: price,
    default_price: price,
    cost: 0,
    discount: 0,
    modifiers: [],
    notes: '',
    void_status: 0,
    employee: context.employeeId,
    printers: [],
    has_kitchen_updates: false,
    sent_to_kitchen: false,
    tax_rates: [],
    tax_rate_value: 0,
    tax_status: 0,
    special_prices_items: [],
    terminal_id: context.terminalId,
    created_at: context.now.toISOString(),
    gift_card_number: number,
  };
}

/** The idempotency key of a line's credit: one per order item, so a retry never credits twice. */
export function giftCardCreditLocalId(item: Pick<OrderItem, 'local_id'>): string {
  return `gc_${item.local_id}`.slice(0, 64);
}

/** The credits a paid order owes: one per active -2 line with a card number, for the line's price. */
export function giftCardCreditsOf(order: Pick<OrderRecord, 'items'>): GiftCardCreditDue[] {
  return order.items
    .filter(
      (item) =>
        isActive(item) &&
        isGiftCardItem(item) &&
        typeof item.gift_card_number === 'string' &&
        item.gift_card_number !== '',
    )
    .map((item) => ({
      number: item.gift_card_number as string,
      amount: centsFromDecimal(item.price),
      localId: giftCardCreditLocalId(item),
    }))
    .filter((credit) => credit.amount > 0);
}

/**
 * Called when an order is paid in full: its top-ups are kept (localStorage) before any call, then sent; a failed
 * credit stays kept and is sent again by the next completion or sync run (never lost, never doubled).
 */
export async function giftCardCreditsOnCompletion(
  order: Pick<OrderRecord, 'items'>,
  deps: ApiDeps = {},
): Promise<number> {
  const credits = giftCardCreditsOf(order);
  giftCardCreditsKeep(credits);
  if (credits.length === 0 && giftCardCreditsDue().length === 0) return 0;
  return giftCardCreditsSend(deps);
}
