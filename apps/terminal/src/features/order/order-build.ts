/**
 * Pure order-building helpers of the order editor (seed 001 §3 entities, §4 items and modifiers, §5 validation).
 * No IndexedDB, no clock: the caller passes ids and the time. Checkout and refunds reuse them.
 * Money stays in the wire's decimals on the records and is converted only with the domain's money helpers.
 */
import type { ItemModifier, OrderItem, Product } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsToDecimal,
  isActive,
  itemAfterKitchenChange,
  itemDiscountAfterPriceChange,
  itemDiscountAmount,
  isGiftCardItem,
  ORDER_STATUS,
  orderDiscountCheck,
  orderTotals,
  orderWithItemAmounts,
  storeTaxInclusive,
  taxRoundMode,
  thousandthsFromDecimal,
  thousandthsToDecimal,
  DISCOUNT_PERCENT,
  TAX_STATUS_NOT_TAXED,
  type Cents,
  type DiscountEntry,
  type Result,
  type Thousandths,
  type OrderTotals,
  type TotalsContext,
  ok,
} from '@opentill/domain';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** Who and where: the facts every new record carries (seed 001 §4 Creating). */
export interface BuildContext {
  readonly terminalId: number;
  readonly employeeId: number | null;
  readonly now: Date;
}

/** A dining option as an order keeps it (seed 001 §3 Order: dining_option_type and dining_option name). */
export interface OrderDiningOption {
  readonly id: number;
  readonly name: string;
}

/**
 * A new open order (seed 001 §4): local id, open_date, emp_open, locked_by = this terminal, terminal_id, status 1,
 * the store's default dining option; all totals zero.
 */
export function orderNew(
  localId: string,
  context: BuildContext,
  extra: { diningOption?: OrderDiningOption | null; table?: number | null } = {},
): OrderRecord {
  const dining = extra.diningOption ?? null;
  return {
    local_id: localId,
    localID: localId,
    items: [],
    subtotal: 0,
    tax_total: 0,
    discount_total: 0,
    order_discount: 0,
    discount_orders: 0,
    grand_total: 0,
    total_sum: 0,
    tips_total: 0,
    surcharge_value: 0,
    balance_remaining: 0,
    payments: [],
    status: ORDER_STATUS.OPEN,
    open_date: context.now.toISOString(),
    emp_open: context.employeeId,
    employee: context.employeeId,
    locked_by: context.terminalId,
    terminal_id: context.terminalId,
    table: extra.table ?? null,
    dining_option_type: dining?.id ?? null,
    dining_option: dining ? { id: dining.id, name: dining.name } : null,
    description: '',
  };
}

/** seed 001 §5: "Adding a product to the cart needs inventory above zero" (untracked inventory, null, is no limit). */
export function productCanBeAdded(product: Pick<Product, 'inventory'>): boolean {
  return product.inventory === null || product.inventory === undefined || product.inventory > 0;
}

/**
 * A new item from a product (seed 001 §3 Order item, §4): void_status 0, the product's price (or a price read from
 * a price-embedded barcode), its tax rates and printers; items with a kitchen printer get has_kitchen_updates.
 */
export function itemFromProduct(product: Product, localId: string, context: BuildContext, price?: Cents): OrderItem {
  const printers = product.printers ?? [];
  const unit = price === undefined ? product.price : centsToDecimal(price);
  return {
    local_id: localId,
    product: product.id,
    name: product.name,
    quantity: 1,
    price: unit,
    price_base: product.price,
    price_original: product.price,
    default_price: product.price,
    cost: product.cost,
    discount: 0,
    modifiers: [],
    notes: '',
    void_status: 0,
    employee: context.employeeId,
    printers: [...printers],
    has_kitchen_updates: printers.length > 0,
    sent_to_kitchen: false,
    tax_rates: product.tax_rates.map((rate) => ({ ...rate })),
    tax_rate_value: product.tax_rate_value,
    tax_status: 0,
    special_prices_items: product.special_prices_items ?? [],
    terminal_id: context.terminalId,
    created_at: context.now.toISOString(),
  };
}

/**
 * Adds a product: an identical active line (same product and price, no modifiers, note or discount, not yet sent to
 * the kitchen) takes one more; otherwise a new line (decided, docs/decisions.md: a second tap on a plain product
 * is one line of 2, as a receipt shows it).
 */
export function orderAddItem(order: OrderRecord, item: OrderItem): OrderRecord {
  const index = order.items.findIndex(
    (line) =>
      isActive(line) &&
      line.product === item.product &&
      line.price === item.price &&
      line.modifiers.length === 0 &&
      !line.notes &&
      !line.discount &&
      line.sent_to_kitchen !== true &&
      line.quantity > 0 &&
      item.modifiers.length === 0,
  );
  if (index < 0) return { ...order, items: [...order.items, item] };
  const line = order.items[index]!;
  const quantity = thousandthsToDecimal(
    (thousandthsFromDecimal(line.quantity) + thousandthsFromDecimal(item.quantity)) as Thousandths,
  );
  return orderItemReplace(order, index, [{ ...line, quantity, has_kitchen_updates: (line.printers?.length ?? 0) > 0 }]);
}

function orderItemReplace(order: OrderRecord, index: number, lines: OrderItem[]): OrderRecord {
  return { ...order, items: [...order.items.slice(0, index), ...lines, ...order.items.slice(index + 1)] };
}

function itemIndex(order: OrderRecord, itemLocalId: string): number {
  return order.items.findIndex((item) => item.local_id === itemLocalId);
}

/**
 * Sets an item's quantity (seed 001 §4): lowering it keeps a voided copy carrying the removed quantity (so the
 * kitchen and the reports see what was taken back); the item is marked for the kitchen when it has printers.
 */
export function orderSetQuantity(
  order: OrderRecord,
  itemLocalId: string,
  quantity: Thousandths,
  copyLocalId: string,
  now: Date,
): OrderRecord {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return order;
  const item = order.items[index]!;
  const current = thousandthsFromDecimal(item.quantity);
  const next = { ...itemAfterKitchenChange(item), quantity: thousandthsToDecimal(quantity) };
  const lowered = current > 0 && quantity >= 0 && quantity < current;
  if (!lowered) return orderItemReplace(order, index, [next]);
  const voided: OrderItem = {
    ...item,
    local_id: copyLocalId,
    quantity: thousandthsToDecimal((current - quantity) as Thousandths),
    discount: 0,
    void_status: 1,
    voided_at: now.toISOString(),
    void_item: true,
    order_item_local_id: item.local_id,
  };
  return orderItemReplace(order, index, [next, voided]);
}

/** seed 001 §4: removal sets void_status 1 and voided_at; voided items are hidden. */
export function orderRemoveItem(order: OrderRecord, itemLocalId: string, now: Date): OrderRecord {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return order;
  const item = order.items[index]!;
  return orderItemReplace(order, index, [
    { ...itemAfterKitchenChange(item), void_status: 1, voided_at: now.toISOString() },
  ]);
}

/** seed 001 §4: selecting a modifier adds it, deselecting sets its void_status; a change marks kitchen updates. */
export function orderSetModifiers(
  order: OrderRecord,
  itemLocalId: string,
  modifiers: readonly ItemModifier[],
): OrderRecord {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return order;
  const item = order.items[index]!;
  const chosen = new Set(modifiers.map((modifier) => modifier.oryginal ?? modifier.name));
  // Modifiers no longer chosen stay on the item voided, so the kitchen sees the change.
  const dropped = item.modifiers
    .filter((modifier) => isActive(modifier) && !chosen.has(modifier.oryginal ?? modifier.name))
    .map((modifier) => ({ ...modifier, void_status: 1 as const }));
  const kept = item.modifiers.filter(
    (modifier) => !isActive(modifier) && !chosen.has(modifier.oryginal ?? modifier.name),
  );
  return orderItemReplace(order, index, [
    {
      ...itemAfterKitchenChange(item),
      has_kitchen_updates: (item.printers?.length ?? 0) > 0,
      modifiers: [...kept, ...dropped, ...modifiers.map((modifier) => ({ ...modifier, void_status: 0 as const }))],
    },
  ]);
}

/** Sets an item note (seed 001 §2 Item note). */
export function orderSetNote(order: OrderRecord, itemLocalId: string, note: string): OrderRecord {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return order;
  return orderItemReplace(order, index, [{ ...itemAfterKitchenChange(order.items[index]!), notes: note }]);
}

/** The line amount of an item (price × quantity with modifiers), from the domain's totals. */
function itemLine(order: OrderRecord, index: number, context: TotalsContext): Cents {
  return orderTotals(order, context).items[index]?.line ?? (0 as Cents);
}

/**
 * seed 001 §5: an item discount that would make the item total negative is refused ('Value error' / 'Discount
 * amount is more than the value requested'); the discount is kept as an amount of the line.
 */
export function orderSetItemDiscount(
  order: OrderRecord,
  itemLocalId: string,
  entry: DiscountEntry,
  context: TotalsContext,
): Result<OrderRecord> {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return ok(order);
  const amount = itemDiscountAmount(itemLine(order, index, context), entry);
  if (!amount.ok) return amount;
  return ok(orderItemReplace(order, index, [{ ...order.items[index]!, discount: centsToDecimal(amount.value) }]));
}

/**
 * seed 001 §5: a price change (price keypad) with the taxed toggle; the item discount resets to 0 when it exceeds
 * the new line.
 */
export function orderSetPrice(
  order: OrderRecord,
  itemLocalId: string,
  price: Cents,
  taxed: boolean,
  context: TotalsContext,
): OrderRecord {
  const index = itemIndex(order, itemLocalId);
  if (index < 0) return order;
  const item = order.items[index]!;
  const changed: OrderRecord = orderItemReplace(order, index, [
    { ...item, price: centsToDecimal(price), tax_status: taxed ? 0 : TAX_STATUS_NOT_TAXED },
  ]);
  const discount = itemDiscountAfterPriceChange(
    centsFromDecimal(item.discount ?? 0),
    itemLine(changed, index, context),
  );
  return orderItemReplace(changed, index, [{ ...changed.items[index]!, discount: centsToDecimal(discount) }]);
}

/**
 * seed 001 §4/§5: an order discount, percent of the subtotal without gift card items or a fixed amount; exactly
 * 100 percent flags whole_order_discount; more than the subtotal is refused ('Discount is bigger than the total value').
 */
export function orderSetDiscount(
  order: OrderRecord,
  entry: DiscountEntry,
  context: TotalsContext,
): Result<OrderRecord> {
  const eligible = orderTotals(
    { ...order, discount_orders_raw_value: null, items: order.items.filter((item) => !isGiftCardItem(item)) },
    context,
  ).subtotal;
  const checked = orderDiscountCheck(eligible, entry);
  if (!checked.ok) return checked;
  const raw = entry.type === DISCOUNT_PERCENT ? thousandthsToDecimal(entry.percent) : centsToDecimal(entry.amount);
  return ok({
    ...order,
    discount_orders_raw_type: entry.type,
    discount_orders_raw_value: raw,
    whole_order_discount: checked.value.whole_order_discount,
  });
}

/** The totals context from the store record (tax_option, tax_round) and the terminal's cash_discount setting. */
export function totalsContextFrom(
  store: { tax_option?: unknown; tax_round?: unknown } | null | undefined,
  cashDiscountSetting?: string,
): TotalsContext {
  return {
    taxInclusive: storeTaxInclusive(store?.tax_option),
    taxRound: taxRoundMode(store?.tax_round),
    cashDiscountEnabled: cashDiscountSetting === 'true',
  };
}

/**
 * Recomputes every total with the domain (orderTotals written by orderWithItemAmounts: the item flag `wholeDiscount`
 * is left out, the order's whole_order_discount carries it). Items whose totals did not change stay the same objects.
 */
export function orderRecompute(order: OrderRecord, context: TotalsContext): OrderRecord {
  return orderRecomputeWithTotals(order, context).order;
}

/** {@link orderRecompute} and the totals it wrote, which are the new order's own (orderTotals reads no total field). */
export function orderRecomputeWithTotals(
  order: OrderRecord,
  context: TotalsContext,
): { order: OrderRecord; totals: OrderTotals } {
  const totals = orderTotals(order, context);
  return { order: orderWithItemAmounts(order, totals) as unknown as OrderRecord, totals };
}

/** Items the editor shows: not voided (seed 001 §4: voided items are hidden). */
export function orderActiveItems(order: Pick<OrderRecord, 'items'>): OrderItem[] {
  return order.items.filter((item) => isActive(item));
}

/** seed 001 §4 Refund: a negative total with negative-quantity active items is a refund. */
export function orderIsRefund(order: Pick<OrderRecord, 'items' | 'grand_total' | 'reference_order'>): boolean {
  const negative = orderActiveItems(order).some((item) => item.quantity < 0);
  return (
    negative && (order.reference_order !== null && order.reference_order !== undefined ? true : order.grand_total < 0)
  );
}
