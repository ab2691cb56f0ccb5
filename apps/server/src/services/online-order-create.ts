import { order as orderContract, type onlineOrderRequest, type OrderInput } from '@opentill/contracts';
import { cents, centsToDecimal, orderTotals, scrubText, storeTaxInclusive, taxRoundMode } from '@opentill/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError, notFound, parseInput } from '../http/errors.ts';
import { phoneScrub } from './customers.ts';
import { eventAppend } from './events.ts';
import { onlineShortNumberNext } from './order-short-number.ts';
import { orderSave } from './orders-sync.ts';

export type OnlineOrderBody = z.infer<typeof onlineOrderRequest>;

/**
 * Creates an online order (issue 4 §9): prices and taxes from the store's catalogue, never from the body; the order
 * is created pending (status 0, type 1) and raises orders-event fetchPendingOrder. Shared by the public intake
 * (routes/online-intake.ts) and the store's ordering page (routes/ordering-public.ts), so the terminals see both alike.
 */
export async function onlineOrderCreate(db: Database, storeId: number, body: OnlineOrderBody) {
  // A public form: whatever card data a customer types into it is never stored (issue 14 §1); the texts are
  // scrubbed before anything below reads them.
  const customer = {
    first_name: scrubText(body.customer.first_name),
    last_name: scrubText(body.customer.last_name),
    phone: phoneScrub(body.customer.phone),
  };
  const [store] = await db.select().from(t.stores).where(eq(t.stores.id, storeId));
  if (!store) throw notFound('Store');
  const productIds = [...new Set(body.items.map((item) => item.product))];
  const products = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.storeId, storeId), inArray(t.products.id, productIds)));
  const taxLinks = await db
    .select({ productId: t.productTaxes.productId, id: t.taxes.id, name: t.taxes.name, rate: t.taxes.rate })
    .from(t.productTaxes)
    .innerJoin(t.taxes, eq(t.taxes.id, t.productTaxes.taxId))
    .where(inArray(t.productTaxes.productId, productIds));
  const modifierIds = [...new Set(body.items.flatMap((item) => item.modifiers))];
  const modifiers = modifierIds.length
    ? await db
        .select()
        .from(t.modifiers)
        .where(and(eq(t.modifiers.storeId, storeId), inArray(t.modifiers.id, modifierIds)))
    : [];
  const localId = `online_${body.local_id}`;
  // A retry answers the stored order; a public caller can never change an order, even one with its local_id.
  const [existing] = await db
    .select({ id: t.orders.id, number: t.orders.number, shortNumber: t.orders.shortNumber })
    .from(t.orders)
    .where(and(eq(t.orders.storeId, storeId), eq(t.orders.localId, localId)));
  if (existing)
    return {
      id: existing.id,
      local_id: localId,
      number: existing.number,
      short_number: existing.shortNumber,
      status: 0 as const,
    };
  const items = body.items.map((item, index) => {
    const product = products.find((row) => row.id === item.product);
    if (!product)
      throw new HttpError(400, 'unknown_reference', 'product names no product of this store', `items.${index}.product`);
    // An 86'd product (issue 16 §4) is not offered online until its day is over.
    if (product.unavailableUntil && new Date(product.unavailableUntil).getTime() > Date.now())
      throw new HttpError(400, 'unavailable', `${product.name} is not available today`, `items.${index}.product`);
    const mods = item.modifiers.map((id, n) => {
      const modifier = modifiers.find((row) => row.id === id);
      if (!modifier)
        throw new HttpError(
          400,
          'unknown_reference',
          'modifier names no modifier of this store',
          `items.${index}.modifiers.${n}`,
        );
      return {
        id: modifier.id,
        name: modifier.name,
        price: centsToDecimal(cents(modifier.priceCents)),
        group: modifier.groupId,
        oryginal: modifier.id,
        void_status: 0 as const,
      };
    });
    return {
      local_id: `${localId}_${index}`,
      product: product.id,
      name: product.name,
      quantity: item.quantity,
      price: centsToDecimal(cents(product.priceCents)),
      notes: scrubText(item.notes),
      modifiers: mods,
      void_status: 0 as const,
      tax_rates: taxLinks
        .filter((link) => link.productId === product.id)
        .map((link) => ({ id: link.id, name: link.name, rate: Number(link.rate) })),
    };
  });
  // The store's rounding, as orders/sync checks it when the accepting terminal uploads the order again.
  const totals = orderTotals(
    { items },
    { taxInclusive: storeTaxInclusive(store.taxOption), taxRound: taxRoundMode(store.taxRound) },
  );
  const grand = centsToDecimal(totals.grand_total);
  const now = new Date();
  const upload: OrderInput = {
    local_id: localId,
    short_number: await onlineShortNumberNext(db, storeId, store.startTime, now),
    status: 0,
    type: 1,
    open_date: now.toISOString(),
    serve_at: body.serve_at ?? null,
    delivery_address: body.delivery_address == null ? null : scrubText(body.delivery_address),
    dining_option_type: body.dining_option_type ?? null,
    description: scrubText(body.description),
    customer,
    items,
    subtotal: centsToDecimal(totals.subtotal),
    tax_total: centsToDecimal(totals.tax_total),
    grand_total: grand,
    total_sum: grand,
    balance_remaining: grand,
  };
  if (upload.dining_option_type) {
    const [option] = await db
      .select()
      .from(t.diningOptions)
      .where(and(eq(t.diningOptions.storeId, storeId), eq(t.diningOptions.id, upload.dining_option_type)));
    if (!option)
      throw new HttpError(
        400,
        'unknown_reference',
        'dining_option_type names no dining option of this store',
        'dining_option_type',
      );
    upload.dining_option = { id: option.id, name: option.name };
  }
  // The upload is built from the body and the catalogue; were a catalogue text ever refused by the order
  // contract, that is a 400 naming the field, not a 500.
  const { saved, changed } = await orderSave(db, storeId, parseInput(orderContract, upload));
  if (changed)
    await eventAppend(db, storeId, 'orders-event', {
      instance_id: 'online',
      call: 'fetchPendingOrder',
      order_ids: [saved.id],
    });
  return {
    id: saved.id,
    local_id: saved.local_id,
    number: saved.number,
    short_number: saved.short_number ?? null,
    status: 0 as const,
  };
}
