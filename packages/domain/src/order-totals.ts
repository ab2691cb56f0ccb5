/**
 * Order totals (seed 001 §3 Order / Order item fields, §4 Discounts, §5 Validation rules).
 *
 * Input is plain data shaped like the seeds' entities (snake_case, wire decimals); output is in integer
 * {@link Cents}. {@link orderWithTotals} (order-totals-wire.ts) writes the results back as decimals.
 * Rules the seeds leave open are decided here and in README.md ("Rules decided").
 */
import {
  isActive,
  isGiftCardItem,
  TAX_STATUS_NOT_TAXED,
  type OrderInput,
  type OrderItemInput,
  type TaxRoundMode,
} from './order-input.ts';
import {
  cents,
  centsAllocate,
  centsFromDecimal,
  centsPercent,
  centsTimesQuantity,
  multiplyDivideRounded,
  multiplyDivideTruncated,
  thousandths,
  thousandthsFromDecimal,
  type Cents,
  type Decimal,
  type Thousandths,
} from './money.ts';

/** Discount types (seed 001 §9): 1 percent, 2 currency amount. */
export const DISCOUNT_PERCENT = 1;
/** Fixed currency amount discount type (seed 001 §9). */
export const DISCOUNT_FIXED = 2;

/** Cash discount factor 1.04 as a fraction 104/100 (seed 001 §9). */
export const CASH_DISCOUNT_FACTOR_PERCENT = 104;

/** Store and terminal facts the totals depend on. */
export interface TotalsContext {
  /** Store tax_option is the inclusive value (see {@link storeTaxInclusive}). */
  readonly taxInclusive: boolean;
  /** Store tax_round (see {@link taxRoundMode}); default 'default'. */
  readonly taxRound?: TaxRoundMode;
  /** Terminal setting cash_discount is 'true' (seed 001 §9). */
  readonly cashDiscountEnabled?: boolean;
  /** Surcharge percent (thousandths of a percent) of the payment type being used; absent keeps the order's surcharge_value. */
  readonly surchargePercent?: Thousandths;
}

/** One tax line of an item (seed 001 §3 tax_items). */
export interface ItemTaxLine {
  readonly tax_rate: number | string | null;
  readonly name: string;
  /** Rate in thousandths of a percent. */
  readonly tax_rate_value: Thousandths;
  readonly tax_value_item: Cents;
  readonly tax_value_modifiers: Cents;
  readonly tax_total: Cents;
  readonly quantity: Thousandths;
}

/** Totals of one item; zeros and `active: false` for a voided item. */
export interface ItemTotals {
  readonly active: boolean;
  /** Unit price after the cash discount factor. */
  readonly unit_price: Cents;
  /** Sum of active modifier prices per unit, after the cash discount factor. */
  readonly modifiers_price: Cents;
  /** price × quantity + modifiers × quantity. */
  readonly line: Cents;
  /** Item discount taken off the line (signed like the line). */
  readonly discount: Cents;
  /** line − discount (seed 001 §5: item subtotal never goes below 0). */
  readonly subtotal: Cents;
  /** This item's share of the order discount (the seeds' discountPropotion). */
  readonly discountPropotion: Cents;
  readonly tax: Cents;
  readonly tax_items: readonly ItemTaxLine[];
  /** subtotal − share (+ tax when prices exclude tax). */
  readonly grand_total: Cents;
}

/** The order's total fields, named as in seed 001 §3, in cents. */
export interface OrderTotals {
  readonly subtotal: Cents;
  readonly tax_total: Cents;
  readonly discount_total: Cents;
  readonly order_discount: Cents;
  readonly whole_order_discount: boolean;
  readonly grand_total: Cents;
  readonly surcharge_value: Cents;
  readonly tips_total: Cents;
  readonly total_sum: Cents;
  readonly paid_total: Cents;
  readonly balance_remaining: Cents;
  readonly items: readonly ItemTotals[];
}

const FINE = 10_000; // 'none' mode keeps taxes in 1/10000 of a cent until the order total.
const ZERO = cents(0);
const VOIDED: ItemTotals = {
  active: false,
  unit_price: ZERO,
  modifiers_price: ZERO,
  line: ZERO,
  discount: ZERO,
  subtotal: ZERO,
  discountPropotion: ZERO,
  tax: ZERO,
  tax_items: [],
  grand_total: ZERO,
};

function optionalCents(value: Decimal | null | undefined): Cents {
  return value === null || value === undefined || value === '' ? ZERO : centsFromDecimal(value);
}

interface Line {
  readonly index: number;
  readonly unit: Cents;
  readonly mods: Cents;
  readonly itemPart: Cents;
  readonly modPart: Cents;
  readonly discount: Cents;
  readonly subtotal: Cents;
  readonly quantity: Thousandths;
  readonly eligible: boolean;
}

// Decided: the cash discount factor (seed 001 §9, 1.04) raises unit prices of non-cash orders; the
// gift card product keeps its face value.
function cashAdjusted(price: Cents, raise: boolean): Cents {
  return raise ? cents(multiplyDivideRounded(price, CASH_DISCOUNT_FACTOR_PERCENT, 100)) : price;
}

function itemLine(item: OrderItemInput, index: number, cashFactor: boolean): Line {
  const giftCard = isGiftCardItem(item);
  const raise = cashFactor && !giftCard;
  const unit = cashAdjusted(centsFromDecimal(item.price), raise);
  let mods = 0;
  const modifiers = item.modifiers ?? [];
  for (const modifier of modifiers) {
    if (isActive(modifier)) mods += cashAdjusted(centsFromDecimal(modifier.price), raise);
  }
  const quantity = thousandthsFromDecimal(item.quantity);
  const itemPart = centsTimesQuantity(unit, quantity);
  const modPart = centsTimesQuantity(cents(mods), quantity);
  const line = itemPart + modPart;
  // seed 001 §5: item subtotal never goes below 0 — the discount takes at most the line's magnitude.
  const magnitude = Math.abs(line);
  const taken = Math.min(Math.abs(optionalCents(item.discount)), magnitude);
  const discount = cents(line < 0 ? -taken : taken);
  return {
    index,
    unit,
    mods: cents(mods),
    itemPart,
    modPart,
    discount,
    subtotal: cents(line - discount),
    quantity,
    eligible: !giftCard,
  };
}

/**
 * `centsAllocate(total, [a, b])` without arrays or sorting (hot path: every tax line of every item).
 */
function splitTwo(total: Cents, a: number, b: number): readonly [Cents, Cents] {
  const weight = a + b;
  const magnitude = Math.abs(total);
  if (weight === 0 || !Number.isSafeInteger(magnitude * weight)) {
    const [first = ZERO, second = ZERO] = centsAllocate(total, [a, b]);
    return [first, second];
  }
  const productA = magnitude * a;
  const productB = magnitude * b;
  let partA = (productA - (productA % weight)) / weight;
  let partB = (productB - (productB % weight)) / weight;
  if (partA + partB < magnitude) {
    if (productA % weight >= productB % weight) partA += 1;
    else partB += 1;
  }
  return total < 0 ? [cents(0 - partA), cents(0 - partB)] : [cents(partA), cents(partB)];
}

/**
 * The order discount in cents (seed 001 §5): percent of the subtotal without gift card items (product
 * -2), or a fixed amount; never more than that subtotal (larger values are refused on entry with
 * 'Discount is bigger than the total value', see discounts.ts; here they are capped).
 */
function orderDiscountAmount(order: OrderInput, eligibleSubtotal: number): { amount: Cents; whole: boolean } {
  const raw = order.discount_orders_raw_value;
  if (raw === null || raw === undefined || raw === '') return { amount: ZERO, whole: false };
  if (order.discount_orders_raw_type === DISCOUNT_PERCENT) {
    const percent = Math.min(Math.max(thousandthsFromDecimal(raw), 0), 100_000);
    // seed 001 §4: exactly 100 percent flags the whole order as discounted.
    return { amount: centsPercent(cents(eligibleSubtotal), thousandths(percent)), whole: percent === 100_000 };
  }
  if (order.discount_orders_raw_type === DISCOUNT_FIXED) {
    const taken = Math.min(Math.abs(centsFromDecimal(raw)), Math.abs(eligibleSubtotal));
    return { amount: cents(eligibleSubtotal < 0 ? -taken : taken), whole: false };
  }
  return { amount: ZERO, whole: false };
}

/**
 * Computes every total of an order (seed 001 §3–§5): lines from price × quantity plus active
 * modifiers, voided items and modifiers left out, item discounts, the order discount spread over the
 * eligible items by largest remainder, taxes per rate (inclusive or exclusive, tax_status 1 untaxed,
 * tax_round), the cash discount factor, surcharge, tips, payments and the balance.
 */
export function orderTotals(order: OrderInput, context: TotalsContext): OrderTotals {
  const cashFactor = context.cashDiscountEnabled === true && order.cash_discount !== true;
  const mode = context.taxRound ?? 'default';
  // Plain loops without callbacks: this is the hot path of the editor (bench/domain-totals.bench.ts).
  const lines: Line[] = [];
  let subtotal = 0;
  let eligibleSubtotal = 0;
  let itemDiscounts = 0;
  const items: ItemTotals[] = [];
  for (let index = 0; index < order.items.length; index += 1) {
    items.push(VOIDED);
    const item = order.items[index];
    if (item === undefined || !isActive(item)) continue;
    const line = itemLine(item, index, cashFactor);
    lines.push(line);
    subtotal += line.subtotal;
    itemDiscounts += line.discount;
    if (line.eligible) eligibleSubtotal += line.subtotal;
  }

  const { amount: orderDiscount, whole } = orderDiscountAmount(order, eligibleSubtotal);
  // Decided (seeds do not say how): the order discount is shared over eligible items in proportion to
  // their subtotals by largest remainder, so taxes are charged on what the customer really pays.
  let shares: Cents[] | null = null;
  if (orderDiscount !== 0) {
    const sign = orderDiscount < 0 ? -1 : 1;
    const weights: number[] = [];
    for (const line of lines) weights.push(line.eligible ? Math.max(0, sign * line.subtotal) : 0);
    shares = centsAllocate(orderDiscount, weights);
  }

  let taxTotal = 0;
  let taxFine = 0;
  for (let position = 0; position < lines.length; position += 1) {
    const line = lines[position];
    if (line === undefined) continue;
    const share = shares?.[position] ?? ZERO;
    const base = line.subtotal - share;
    const item = order.items[line.index];
    const rates = item === undefined || item.tax_status === TAX_STATUS_NOT_TAXED ? [] : (item.tax_rates ?? []);
    let rateSum = 0;
    const ratesPercent: Thousandths[] = [];
    for (const rate of rates) {
      const value = thousandthsFromDecimal(rate.rate);
      ratesPercent.push(value);
      rateSum += value;
    }
    const denominator = context.taxInclusive ? 100_000 + rateSum : 100_000;
    const taxItems: ItemTaxLine[] = [];
    let itemTax = 0;
    let itemFine = 0;
    for (let rateIndex = 0; rateIndex < rates.length; rateIndex += 1) {
      const rate = rates[rateIndex];
      const value = ratesPercent[rateIndex];
      if (rate === undefined || value === undefined) continue;
      let tax: Cents;
      // Decided: tax on a negative (refund) base is rounded toward zero, so that partial refunds of a
      // line together never give back more tax than the sale charged (issue 3: "refunds never return
      // more than was sold, by amount"); seed 001 §4 tolerates the cent left by calling an order fully
      // refunded at a remaining total of 0.01 or less.
      const round = base < 0 ? multiplyDivideTruncated : multiplyDivideRounded;
      if (mode === 'none') {
        const fine = round(base, value * FINE, denominator);
        itemFine += fine;
        tax = cents(round(fine, 1, FINE));
      } else {
        tax = cents(round(base, value, denominator));
      }
      itemTax += tax;
      const [onItem, onModifiers] = splitTwo(tax, Math.abs(line.itemPart), Math.abs(line.modPart));
      taxItems.push({
        tax_rate: rate.id ?? null,
        name: rate.name ?? '',
        tax_rate_value: value,
        tax_value_item: onItem ?? ZERO,
        tax_value_modifiers: onModifiers ?? ZERO,
        tax_total: tax,
        quantity: line.quantity,
      });
    }
    // seed 001 §5 tax_round: 'none' rounds only once, on the item and order totals.
    const tax =
      mode === 'none'
        ? cents((base < 0 ? multiplyDivideTruncated : multiplyDivideRounded)(itemFine, 1, FINE))
        : cents(itemTax);
    taxTotal += itemTax;
    taxFine += itemFine;
    items[line.index] = {
      active: true,
      unit_price: line.unit,
      modifiers_price: line.mods,
      line: cents(line.itemPart + line.modPart),
      discount: line.discount,
      subtotal: line.subtotal,
      discountPropotion: share,
      tax,
      tax_items: taxItems,
      grand_total: cents(context.taxInclusive ? base : base + tax),
    };
  }

  const tax_total =
    mode === 'none'
      ? cents((taxFine < 0 ? multiplyDivideTruncated : multiplyDivideRounded)(taxFine, 1, FINE))
      : cents(taxTotal);
  const grand_total = cents(subtotal - orderDiscount + (context.taxInclusive ? 0 : tax_total));
  // seed 001 §5: surcharge is a percent of the grand total; decided: only for a positive total of an
  // order whose surcharge was accepted (allow_surcharge), never for a refund (seed 001 §4).
  let surcharge_value: Cents;
  if (context.surchargePercent === undefined) surcharge_value = optionalCents(order.surcharge_value);
  else if (order.allow_surcharge === true && grand_total > 0)
    surcharge_value = centsPercent(grand_total, context.surchargePercent);
  else surcharge_value = ZERO;
  let paid = 0;
  let tips = 0;
  for (const payment of order.payments ?? []) {
    paid += centsFromDecimal(payment.amount);
    tips += optionalCents(payment.tips);
  }
  return {
    subtotal: cents(subtotal),
    tax_total,
    discount_total: cents(itemDiscounts + orderDiscount),
    order_discount: orderDiscount,
    whole_order_discount: whole,
    grand_total,
    surcharge_value,
    tips_total: cents(tips),
    total_sum: cents(grand_total + surcharge_value + tips),
    paid_total: cents(paid),
    balance_remaining: cents(grand_total + surcharge_value - paid),
    items,
  };
}
