import type { orderingOrderRequest, OrderingStatus } from '@opentill/contracts';
import { modifiersMeetGroups, orderFigures, storeTaxInclusive, taxRoundMode, type OrderInput } from '@opentill/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { COUNTRIES, STATES } from './geo-data.ts';
import { onlineOrderCreate } from './online-order-create.ts';
import { orderingDiningOptions, orderingSettingsOf } from './ordering-menu.ts';
import { isOpenAt, slotAcceptable } from './ordering-hours.ts';
import { ordersToWire } from './orders-read.ts';

type OrderingBody = z.infer<typeof orderingOrderRequest>;

/** The order's local_id on the server: the page's key under its own prefix (the intake adds `online_`). */
export const orderingLocalId = (key: string) => `page_${key}`;

const bad = (field: string, message: string) => new HttpError(400, 'invalid', `${field}: ${message}`, field);

/** A delivery address on the order's lines, as staff read it on the Online Orders screen and the ticket. */
function addressText(address: NonNullable<OrderingBody['address']>): string {
  const region = [address.city, address.state, address.zip].filter(Boolean).join(' ');
  return [address.line1, address.line2, region, COUNTRIES[address.country] ?? address.country]
    .filter(Boolean)
    .join('\n');
}

/** The address follows the customer screens' rules: a country of the list, a US state from the picker's list. */
function addressCheck(address: OrderingBody['address']): asserts address is NonNullable<OrderingBody['address']> {
  if (!address) throw bad('address', 'a delivery needs an address');
  if (!COUNTRIES[address.country]) throw bad('address.country', 'is not a country of the list');
  if (address.country === 'US' && !STATES.some((state) => state.country === 'US' && state.code === address.state))
    throw bad('address.state', 'must be a US state of the list');
}

/**
 * Places an order from the ordering page (POST /api/order/{store}/orders/): checks what the intake does not (the
 * dining option is offered online, each item's modifiers meet its groups' min and max, the time is ASAP while open
 * or an offered later time, the delivery address) and creates it through the same path as the public intake, so the
 * terminals' popup and Online Orders see it. Prices never come from the body. A retry with the same key answers the
 * same order.
 */
export async function orderingOrderPlace(db: Database, storeId: number, body: OrderingBody, now: Date) {
  const { settings } = await orderingSettingsOf(db, storeId);
  const option = (await orderingDiningOptions(db, storeId, settings)).find((row) => row.id === body.dining_option);
  if (!option) throw bad('dining_option', 'is not offered for online orders');
  if (option.delivery) addressCheck(body.address);
  let serveAt: string | null = null;
  if (body.when === 'asap') {
    if (!isOpenAt(settings.hours, now)) throw bad('when', 'the store is closed now; choose a later time');
  } else {
    const at = new Date(body.when);
    if (!slotAcceptable(settings.hours, at, now)) throw bad('when', 'is not one of the times offered');
    serveAt = at.toISOString();
  }
  const productIds = [...new Set(body.items.map((item) => item.product))];
  const links = await db
    .select({ productId: t.productModifierGroups.productId, group: t.modifierGroups })
    .from(t.productModifierGroups)
    .innerJoin(t.modifierGroups, eq(t.modifierGroups.id, t.productModifierGroups.groupId))
    .where(and(eq(t.modifierGroups.storeId, storeId), inArray(t.productModifierGroups.productId, productIds)));
  const modifierIds = [...new Set(body.items.flatMap((item) => item.modifiers))];
  const modifiers = modifierIds.length
    ? await db
        .select({ id: t.modifiers.id, groupId: t.modifiers.groupId, active: t.modifiers.active })
        .from(t.modifiers)
        .where(and(eq(t.modifiers.storeId, storeId), inArray(t.modifiers.id, modifierIds)))
    : [];
  body.items.forEach((item, index) => {
    const groups = links.filter((link) => link.productId === item.product).map((link) => link.group);
    const chosen = item.modifiers.map((id, n) => {
      const modifier = modifiers.find((row) => row.id === id);
      if (!modifier?.active || !groups.some((group) => group.id === modifier.groupId))
        throw bad(`items.${index}.modifiers.${n}`, 'is not a modifier of this product');
      return { group: modifier.groupId, oryginal: modifier.id, void_status: 0 };
    });
    if (new Set(item.modifiers).size !== item.modifiers.length)
      throw bad(`items.${index}.modifiers`, 'names a modifier twice');
    const limits = groups.map((group) => ({
      id: group.id,
      name: group.name,
      min_selection: group.minSelection,
      max_selection: group.maxSelection,
      modifiers: modifiers.filter((row) => row.groupId === group.id),
    }));
    if (!modifiersMeetGroups(limits, chosen))
      throw bad(`items.${index}.modifiers`, "does not meet the product's modifier groups (min and max)");
  });
  await onlineOrderCreate(db, storeId, {
    local_id: orderingLocalId(body.key),
    customer: { ...body.customer, email: '' },
    items: body.items.map((item) => ({
      product: item.product,
      quantity: item.quantity,
      modifiers: item.modifiers,
      notes: item.notes,
    })),
    serve_at: serveAt,
    delivery_address: option.delivery && body.address ? addressText(body.address) : null,
    dining_option_type: option.id,
    description: body.notes,
  });
  const status = await orderingStatusRead(db, storeId, body.key);
  if (!status) throw new HttpError(500, 'internal', 'The order was not saved');
  return status;
}

/** The customer's word for an order status (seed 001 §4 codes; decisions §63). */
export function orderingStateOf(status: number): OrderingStatus['state'] {
  if (status === 0) return 'received';
  if (status === 3) return 'ready';
  if (status === 4 || status === 5) return 'rejected';
  return 'accepted';
}

/** The order of this key as its customer sees it, or null when there is none. Its figures come from packages/domain. */
export async function orderingStatusRead(db: Database, storeId: number, key: string): Promise<OrderingStatus | null> {
  const [row] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), eq(t.orders.localId, `online_${orderingLocalId(key)}`)));
  if (!row) return null;
  const [[order], [store]] = await Promise.all([
    ordersToWire(db, [row]),
    db
      .select({ taxOption: t.stores.taxOption, taxRound: t.stores.taxRound })
      .from(t.stores)
      .where(eq(t.stores.id, storeId)),
  ]);
  if (!order || !store) return null;
  const input = order as unknown as OrderInput;
  const figures = orderFigures(input, {
    taxInclusive: storeTaxInclusive(store.taxOption),
    taxRound: taxRoundMode(store.taxRound),
  });
  return {
    key,
    short_number: order.short_number ?? null,
    state: orderingStateOf(row.status),
    delivery: Boolean(order.delivery_address),
    serve_at: order.serve_at ?? null,
    dining_option: order.dining_option?.name ?? '',
    items: figures.lines.map((line) => {
      const item = order.items[line.index];
      return {
        name: item?.name ?? '',
        quantity: Number(line.quantity) / 1000,
        modifiers: line.modifiers.map((modifier) => modifier.name),
        total_cents: Number(line.amount),
      };
    }),
    subtotal_cents: Number(figures.subtotal),
    tax_cents: Number(figures.tax),
    total_cents: Number(figures.total),
  };
}

/** The order id of this key (for the curbside event), or null. */
export async function orderingOrderId(db: Database, storeId: number, key: string) {
  const [row] = await db
    .select({ id: t.orders.id, status: t.orders.status })
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), eq(t.orders.localId, `online_${orderingLocalId(key)}`)));
  return row ?? null;
}
