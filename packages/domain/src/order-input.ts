/**
 * The order, item, modifier and payment shapes the totals read (seed 001 §3, snake_case wire fields) and
 * the small item rules shared by totals, refunds and search.
 */
import { cents, multiplyDivideRounded, type Cents, type Decimal, type Thousandths } from './money.ts';

/** Product id of the gift card / misc item (seed 001 §3 Product). */
export const GIFT_CARD_PRODUCT_ID = -2;

/** tax_status 1 = not taxed (seed 001 §9). */
export const TAX_STATUS_NOT_TAXED = 1;

/** Store tax_round modes (seed 001 §5): nearest (2 decimals), no rounding, default 2 decimals. */
export type TaxRoundMode = 'nearest' | 'none' | 'default';

/** A tax rate as carried by products and items: id, rate in percent, name. */
export interface TaxRateInput {
  readonly id?: number | string | null;
  readonly rate: Decimal;
  readonly name?: string | null;
}

/** An item modifier (seed 001 §3 Item modifier); void_status 1 means deselected. */
export interface ModifierInput {
  readonly name?: string | null;
  readonly price: Decimal;
  readonly void_status?: number | null;
}

/** The fields of an order item that the totals read (seed 001 §3 Order item). */
export interface OrderItemInput {
  readonly product?: number | { readonly id: number } | null;
  readonly quantity: Decimal;
  readonly price: Decimal;
  /** The item discount as an amount of the line (seed 001 §5 keypad gives currency; percent is converted on entry). */
  readonly discount?: Decimal | null;
  readonly modifiers?: readonly ModifierInput[] | null;
  readonly void_status?: number | null;
  readonly tax_status?: number | null;
  readonly tax_rates?: readonly TaxRateInput[] | null;
}

/** The fields of a payment that the totals read (seed 001 §3 Payment). */
export interface PaymentInput {
  /** Amount applied to the order (negative for a return). */
  readonly amount: Decimal;
  readonly tips?: Decimal | null;
}

/** The fields of an order that the totals read (seed 001 §3 Order). */
export interface OrderInput {
  readonly items: readonly OrderItemInput[];
  readonly discount_orders_raw_type?: number | null;
  readonly discount_orders_raw_value?: Decimal | null;
  readonly cash_discount?: boolean | null;
  readonly allow_surcharge?: boolean | null;
  readonly surcharge_value?: Decimal | null;
  readonly payments?: readonly PaymentInput[] | null;
}

/** Maps the store's tax_round value to a mode; unknown or absent values are 'default'. */
export function taxRoundMode(value: unknown): TaxRoundMode {
  const text =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : '';
  if (text === 'nearest') return 'nearest';
  if (text === 'none' || text === 'no_rounding' || text === 'no') return 'none';
  return 'default';
}

/**
 * Whether the store's tax_option means prices include tax (seed 000 §5: "Tax inclusive when the store
 * tax option matches the inclusive value"; the value is not shown, decided: 'inclusive', 1, '1' or true).
 */
export function storeTaxInclusive(taxOption: unknown): boolean {
  if (typeof taxOption === 'string')
    return ['inclusive', 'tax_inclusive', '1', 'true'].includes(taxOption.trim().toLowerCase());
  return taxOption === 1 || taxOption === true;
}

/** An item or modifier is active when void_status is 0, null or absent (seed 002 §3). */
export function isActive(entity: { readonly void_status?: number | null }): boolean {
  return entity.void_status === 0 || entity.void_status === null || entity.void_status === undefined;
}

/** The product id of an item whether `product` is an id or an object. */
export function itemProductId(item: Pick<OrderItemInput, 'product'>): number | null {
  const product = item.product;
  if (product === null || product === undefined) return null;
  return typeof product === 'number' ? product : product.id;
}

/** True for the gift card / misc product (id -2). */
export function isGiftCardItem(item: Pick<OrderItemInput, 'product'>): boolean {
  return itemProductId(item) === GIFT_CARD_PRODUCT_ID;
}

/**
 * A modifier's price before tax (seed 001 §5: "modifier price is reduced by tax when prices are tax
 * inclusive"): price × 100 / (100 + sum of rates), rounded half away from zero; unchanged when exclusive.
 */
export function modifierPriceBeforeTax(
  price: Cents,
  ratesPercent: readonly Thousandths[],
  taxInclusive: boolean,
): Cents {
  if (!taxInclusive) return price;
  const rateSum = ratesPercent.reduce((sum, rate) => sum + rate, 0);
  return cents(multiplyDivideRounded(price, 100_000, 100_000 + rateSum));
}
