import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { centsColumn } from './columns.ts';
import { storeIdColumn, terminals } from './stores.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Customer (seed 002 §3), upserted by (store, local_id). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    localId: text('local_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    group: text('group').notNull().default(''),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('customers_local_idx').on(t.storeId, t.localId),
    index('customers_store_idx').on(t.storeId, t.id),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    localId: text('local_id'),
    address1: text('address_1').notNull(),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    company: text('company').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** Shift (seed 000 §3): the uploaded record in body, the queried facts in columns. */
export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    terminalId: integer('terminal_id').references(() => terminals.id),
    localId: text('local_id').notNull(),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('shifts_local_idx').on(t.storeId, t.localId),
    index('shifts_terminal_idx').on(t.storeId, t.terminalId, t.closedAt),
    /** Dashboard shifts list by date (issue 16 §8, migration 0005). */
    index('shifts_opened_idx').on(t.storeId, t.openedAt),
  ],
);

/**
 * Order (seeds 001/002 §3). The upload minus items and payments is kept in body (the seed's many display fields);
 * what is queried or summed has its own column. Idempotency key: (store, local_id).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    localId: text('local_id').notNull(),
    number: integer('number').notNull(),
    /** The number people say (issue 15 §4), as the terminal gave it; comes again every business day, so not unique. */
    shortNumber: text('short_number'),
    status: integer('status').notNull(),
    type: integer('type').notNull().default(0),
    terminalId: integer('terminal_id'),
    tableId: integer('table_id'),
    /**
     * The terminal editing the order (seed 001 §4 locked_by) and since when, so another terminal is refused and a
     * stale lock can be taken over with a manager PIN (issue 17 §4). Null when nobody edits it.
     */
    lockedBy: integer('locked_by'),
    lockedAt: at('locked_at'),
    customerId: integer('customer_id'),
    shiftId: integer('shift_id'),
    grandTotalCents: centsColumn('grand_total_cents').notNull(),
    taxTotalCents: centsColumn('tax_total_cents').notNull(),
    openDate: at('open_date').notNull(),
    closeDate: at('close_date'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the canonical upload, so a retry of the same body is recognised without a deep compare. */
    bodyHash: text('body_hash').notNull(),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('orders_local_idx').on(t.storeId, t.localId),
    uniqueIndex('orders_number_idx').on(t.storeId, t.number),
    index('orders_status_idx').on(t.storeId, t.status, t.id),
    /** Open orders of a table (issue 17: Tables and TableOrders on every terminal). */
    index('orders_table_idx').on(t.storeId, t.tableId, t.status),
    index('orders_close_idx').on(t.storeId, t.closeDate),
    index('orders_short_number_idx').on(t.storeId, t.shortNumber),
    /** Dashboard orders list by open date; the refunds of an order by reference (issue 16 §8, migration 0005). */
    index('orders_open_idx').on(t.storeId, t.openDate),
    index('orders_reference_idx')
      .on(t.storeId, sql`(${t.body}->>'reference_order')`)
      .where(sql`(${t.body}->>'reference_order') is not null`),
  ],
);

/** Order item (seed 001 §3); modifiers, tax items and display fields in body. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    localId: text('local_id').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    quantityThousandths: centsColumn('quantity_thousandths').notNull(),
    priceCents: centsColumn('price_cents').notNull(),
    voidStatus: integer('void_status').notNull().default(0),
    position: integer('position').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('order_items_local_idx').on(t.orderId, t.localId),
    /** The gift cards an order sold, which reports take out of net sales (issue 16 §8, migration 0005). */
    index('order_items_gift_card_idx')
      .on(t.orderId)
      .where(sql`${t.productId} = -2`),
  ],
);

/** Payment (seed 001 §3). */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    localId: text('local_id').notNull(),
    paymentType: text('payment_type').notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    tipsCents: centsColumn('tips_cents').notNull().default(0),
    paymentDate: at('payment_date').notNull(),
    shiftId: integer('shift_id'),
    position: integer('position').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('payments_local_idx').on(t.orderId, t.localId),
    index('payments_store_date_idx').on(t.storeId, t.paymentDate),
  ],
);

/** Gift card (seed 002 §3): credit in cents, never below zero (CHECK), unique number per store. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    number: text('gift_card_number').notNull(),
    creditCents: centsColumn('credit_cents').notNull().default(0),
    isExpired: boolean('is_expired').notNull().default(false),
    orderId: integer('order_id'),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('gift_cards_number_idx').on(t.storeId, t.number),
    check('gift_cards_credit_nonnegative', sql`${t.creditCents} >= 0`),
  ],
);

/** Every change of a card's credit (issue 4 §7): 1 credit, 2 debit. */
export const giftCardPayments = pgTable(
  'gift_card_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id'),
    localId: text('local_id'),
    amountCents: centsColumn('amount_cents').notNull(),
    balanceCents: centsColumn('balance_cents').notNull(),
    transactionType: integer('transaction_type').notNull(),
    createdAt: at('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('gift_card_payments_local_idx').on(t.storeId, t.localId),
    index('gift_card_payments_card_idx').on(t.giftCardId),
    /** Gift cards issued and redeemed in a range (issue 16 §8 liability report, migration 0005). */
    index('gift_card_payments_store_date_idx').on(t.storeId, t.createdAt),
  ],
);
