/**
 * The kiosk's own actions (seed 000 §2.11, seed 001 §4 kiosk rules): start an order for a dining option, put an
 * order on hold to be paid at the register, and which products the kiosk offers. Everything else (items, payments)
 * goes through the editor's and checkout's stores; no shift is touched here (seed 001 §6: no shift recording).
 */
import type { Category, DiningOption, Product } from '@opentill/contracts';
import { ORDER_STATUS, orderHold } from '@opentill/domain';
import { productUnavailable, type Catalog } from '../../data/catalog/catalog.ts';
import { orderNumbersLoad } from '../../data/repositories/order-numbers.ts';
import { orderByRouteId, orderLocalIdNext, orderSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import { orderNew } from '../order/order-build.ts';

/** seed 001 §4: choosing no payment in kiosk mode holds the order with this description. */
export const PAY_AT_REGISTER = 'Pay at the register';
/** seed 001 §9: the kiosk completion modal closes and returns to / after 10 s. */
export const KIOSK_RETURN_MS = 10_000;
/** seed 000 §9: a 5 s long-press on the powered-by image opens Tools. */
export const KIOSK_TOOLS_PRESS_MS = 5_000;

/** Test seam: the sync request (the real one uploads in the background). */
export const kioskDeps = {
  sync: () => {
    void syncRequest().catch((error: unknown) => console.error('Sync after a kiosk change failed', error));
  },
};

/**
 * seed 000 §2.11: choosing an order type creates a new order tied to the terminal with dining_option_type and the
 * dining option's name, and saves it (marked for upload, so the server's order number comes early).
 */
export async function kioskOrderStart(
  terminalId: number,
  option: Pick<DiningOption, 'id' | 'name'>,
  now: Date,
): Promise<OrderRecord> {
  // The save below gives the number the customer is told (issue 15 §4); the stored sequence is read first.
  await orderNumbersLoad();
  const order = orderNew(
    orderLocalIdNext(terminalId, now),
    { terminalId, employeeId: null, now },
    { diningOption: { id: option.id, name: option.name } },
  );
  const saved = await orderSave(order, now);
  kioskDeps.sync();
  return saved;
}

/**
 * seed 001 §4: in kiosk mode, choosing no payment puts the order on hold with the description 'Pay at the register'
 * (domain orderHold: hold_date, lock released). Reads the order as last saved; null when it cannot be held.
 */
export async function kioskPayAtRegister(localId: string, now: Date): Promise<OrderRecord | null> {
  const order = await orderByRouteId(localId);
  if (!order || order.status !== ORDER_STATUS.OPEN) return null;
  // An order saved on this device counts as having an id (its local id), as in the editor's hold.
  const held = orderHold({ ...order, id: order.id ?? order.local_id }, now.toISOString(), PAY_AT_REGISTER);
  if (!held) return null;
  const saved = await orderSave({ ...held, id: order.id }, now);
  kioskDeps.sync();
  return saved;
}

/** seed 001 §3 Product order_kiosk: only these are offered on the kiosk; an 86'd one is not shown (issue 16 §4). */
export function kioskOffers(product: Product, now: Date = new Date()): boolean {
  return product.order_kiosk && !productUnavailable(product, now);
}

/** The kiosk's products of a category (kioskOffers). */
export function kioskProducts(catalog: Catalog | null, categoryId: number | null, now: Date = new Date()): Product[] {
  if (!catalog || categoryId === null) return [];
  return catalog.productsOfCategory(categoryId).filter((product) => kioskOffers(product, now));
}

/** The categories with at least one kiosk product, in the catalog's order. */
export function kioskCategories(catalog: Catalog | null, now: Date = new Date()): Category[] {
  if (!catalog) return [];
  return catalog.categories.filter((category) =>
    catalog.productsOfCategory(category.id).some((product) => kioskOffers(product, now)),
  );
}

/** seed 001 §2: the product info popup exists only when the product has an image and a description. */
export function productHasInfo(product: Pick<Product, 'image' | 'description'>): boolean {
  return (product.image ?? '').trim() !== '' && (product.description ?? '').trim() !== '';
}
