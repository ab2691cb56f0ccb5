import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** A store's own details as the set-up and store forms send them (contracts storeCreateRequest, parsed). */
export interface StoreDetailsInput {
  name: string;
  address: string;
  address_2: string;
  phone: string;
  email: string;
  website: string;
  country: string;
  currency_code: string;
  tax_option: string;
  tax_round: string;
  receipt_header_text: string;
  receipt_footer_text: string;
  start_time: string;
  logo_image_id: number | null;
}

/**
 * The terminal settings of a new store's first terminal (seed 000 db_settings): cashiers run their own shifts and
 * see every open order; no online ordering or card-terminal test mode until the owner turns them on.
 */
const FIRST_TERMINAL_SETTINGS = [
  { name: 'online_order', value: 'false' },
  { name: 'orders_notification', value: 'true' },
  { name: 'allow_cashier_shift', value: 'true' },
  { name: 'allow_all_employee_orders', value: 'true' },
  { name: 'cash_discount', value: 'false' },
  { name: 'autosend_kitchen', value: 'false' },
  { name: 'receipt_tip_line', value: 'false' },
];

/** The currency's symbol as Intl writes it narrowly ($, €, £, ¥, ₹), e.g. for the terminal's config. */
export function currencySymbol(code: string): string {
  try {
    const part = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** 400 naming the field unless the currency is ISO 4217 and the country an ISO 3166 region Intl knows. */
export function storeCodesCheck(input: { country?: string; currency_code?: string }, prefix = ''): void {
  if (input.currency_code !== undefined && !CURRENCIES.has(input.currency_code))
    throw new HttpError(400, 'invalid', `${prefix}currency_code: not an ISO 4217 currency`, `${prefix}currency_code`);
  if (input.country !== undefined && !REGIONS.of(input.country))
    throw new HttpError(400, 'invalid', `${prefix}country: not an ISO 3166 country code`, `${prefix}country`);
}

/** 404 (naming the field) unless the image is one of this store's (or, for a new store, null). */
export async function logoCheck(db: Database, storeId: number | null, imageId: number | null, field: string) {
  if (imageId === null) return;
  const [image] = await db.select({ storeId: t.images.storeId }).from(t.images).where(eq(t.images.id, imageId));
  if (!image || storeId === null || image.storeId !== storeId)
    throw new HttpError(404, 'not_found', 'Image not found', field);
}

/**
 * A new store of a business with the minimum it needs to sell (issue 16 §3, like the demo seed's stores): its order
 * counter, a PIN salt, the dining options Dine in / Take out / Delivery (Dine in the default), and one quick-service
 * terminal "Counter" with a Cash payment type. Products, taxes, employees and more terminals come from the
 * dashboard. Run inside the caller's transaction.
 */
export async function storeCreate(
  db: Database,
  businessId: number,
  input: StoreDetailsInput,
): Promise<{ storeId: number; terminalId: number }> {
  const [store] = await db
    .insert(t.stores)
    .values({
      businessId,
      name: input.name,
      address: input.address,
      address2: input.address_2,
      phone: input.phone,
      email: input.email,
      website: input.website,
      country: input.country,
      currencyCode: input.currency_code,
      currencySymbol: currencySymbol(input.currency_code),
      taxOption: input.tax_option,
      taxRound: input.tax_round,
      receiptHeaderText: input.receipt_header_text,
      receiptFooterText: input.receipt_footer_text,
      startTime: input.start_time,
      pinSalt: crypto.randomBytes(16).toString('hex'),
      demo: false,
    })
    .returning({ id: t.stores.id });
  if (!store) throw new Error('store not created');
  const storeId = store.id;
  await db.insert(t.orderCounters).values({ storeId, lastNumber: 0 });
  const dining = await db
    .insert(t.diningOptions)
    .values([
      { storeId, name: 'Dine in', sorting: 1 },
      { storeId, name: 'Take out', sorting: 2, onlineOrdering: true },
      { storeId, name: 'Delivery', sorting: 3, onlineOrdering: false, active: false },
    ])
    .returning({ id: t.diningOptions.id });
  await db
    .update(t.stores)
    .set({ defaultDiningOption: dining[0]?.id ?? null })
    .where(eq(t.stores.id, storeId));
  const [terminal] = await db
    .insert(t.terminals)
    .values({ storeId, name: 'Counter', mode: 2, dbSettings: FIRST_TERMINAL_SETTINGS })
    .returning({ id: t.terminals.id });
  if (!terminal) throw new Error('terminal not created');
  await db.insert(t.paymentTypes).values({
    storeId,
    terminalId: terminal.id,
    name: 'Cash',
    behavior: 1,
    isAtPos: true,
    isAtKiosk: false,
    sorting: 1,
  });
  return { storeId, terminalId: terminal.id };
}

/** A store's details as GET /api/dashboard/stores/{store} answers them. */
export async function storeDetailsRead(db: Database, storeId: number) {
  const [row] = await db.select().from(t.stores).where(eq(t.stores.id, storeId));
  if (!row) throw new HttpError(404, 'not_found', 'Store not found');
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    address_2: row.address2,
    phone: row.phone,
    email: row.email,
    website: row.website,
    country: row.country,
    currency_code: row.currencyCode,
    currency_symbol: row.currencySymbol,
    tax_option: row.taxOption,
    tax_round: row.taxRound,
    receipt_header_text: row.receiptHeaderText,
    receipt_footer_text: row.receiptFooterText,
    start_time: row.startTime,
    logo_image_id: row.logoImageId,
  };
}

/** The columns of the stores table for the API's field names (PATCH /api/dashboard/stores/{store}). */
export const STORE_COLUMNS = {
  name: 'name',
  address: 'address',
  address_2: 'address2',
  phone: 'phone',
  email: 'email',
  website: 'website',
  country: 'country',
  currency_code: 'currencyCode',
  tax_option: 'taxOption',
  tax_round: 'taxRound',
  receipt_header_text: 'receiptHeaderText',
  receipt_footer_text: 'receiptFooterText',
  start_time: 'startTime',
  logo_image_id: 'logoImageId',
} as const;
