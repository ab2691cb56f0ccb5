import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/** A store: every other row belongs to one, and every query is scoped by the caller's store. */
export const stores = pgTable('stores', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  currencySymbol: text('currency_symbol').notNull().default('$'),
  country: text('country').notNull().default('US'),
  address: text('address').notNull().default(''),
  address2: text('address_2').notNull().default(''),
  phone: text('phone').notNull().default(''),
  fax: text('fax').notNull().default(''),
  email: text('email').notNull().default(''),
  website: text('website').notNull().default(''),
  receiptHeaderText: text('receipt_header_text').notNull().default(''),
  receiptFooterText: text('receipt_footer_text').notNull().default(''),
  startTime: text('start_time').notNull().default('06:00'),
  taxOption: text('tax_option').notNull().default('exclusive'),
  taxRound: text('tax_round').notNull().default('default'),
  defaultDiningOption: integer('default_dining_option'),
  /** Salt of pinUid(): the terminal hashes a typed PIN with it and matches employee uids offline. */
  pinSalt: text('pin_salt')
    .notNull()
    .default(sql`md5(random()::text)`),
  /**
   * The demo store (issue 14 §7): in demo mode a request without a token acts for this store, and only for it; a
   * store not marked demo never answers without a token. Set by the demo seed, never through the API.
   */
  demo: boolean('demo').notNull().default(false),
  /** The business that owns the store (issue 16 §2); null for the demo stores, which no account owns. */
  businessId: integer('business_id'),
  /** Receipt and screen logo: an image id of the images table, served at /api/images/{id}, or null. */
  logoImageId: integer('logo_image_id'),
  createdAt: createdAt(),
});

/** The owning store of a row (ARCHITECTURE: every row belongs to a store); shared by every table. */
export const storeIdColumn = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id);

/**
 * Per-store order number counter (issue 4 §5): one row per store, locked by UPDATE ... RETURNING, so stores never
 * wait on each other and two orders of one store never share a number.
 */
export const orderCounters = pgTable('order_counters', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Terminal (seed 000 §3). db_settings are the seed's name/value pairs. */
export const terminals = pgTable(
  'terminals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    mode: integer('mode').notNull(),
    dbSettings: jsonb('db_settings').$type<{ name: string; value: string }[]>().notNull().default([]),
    printer: jsonb('printer').$type<{ local_ip: string; name: string; is_58mm: boolean } | null>(),
    printerServerIp: text('printer_server_ip'),
    scale: text('scale'),
    kdsLocation: text('kds_location'),
    kdsToken: text('kds_token'),
    kdsDevice: text('kds_device'),
    background: text('background'),
    logo: text('logo'),
    /** Issue 16 §6: when the terminal last called the API, and the outbox size it last reported. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    outboxSize: integer('outbox_size'),
    outboxReportedAt: timestamp('outbox_reported_at', { withTimezone: true }),
  },
  (t) => [index('terminals_store_idx').on(t.storeId)],
);

/** Payment type of a terminal (seed 001 §3); surcharge in percent. */
export const paymentTypes = pgTable(
  'payment_types',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    name: text('name').notNull(),
    behavior: integer('behavior').notNull(),
    url: text('url'),
    transactionType: text('transaction_type'),
    isAtPos: boolean('is_at_pos').notNull().default(true),
    isAtKiosk: boolean('is_at_kiosk').notNull().default(false),
    surcharge: numeric('surcharge', { precision: 6, scale: 3 }).notNull().default('0'),
    sorting: integer('sorting').notNull().default(0),
    /** Card terminal B (Dejavoo SPIn, issue 19): 'test' or 'production' endpoint, the register's Tpn. */
    spinMode: text('spin_mode'),
    spinTpn: text('spin_tpn'),
    /** The SPIn Authkey sealed with AES-256-GCM (services/secret-box.ts): never answered, never logged. */
    spinAuthkeySealed: text('spin_authkey_sealed'),
  },
  (t) => [index('payment_types_terminal_idx').on(t.terminalId)],
);

/** Dining options of a store, offered on each of its terminals (seed 001 §3). */
export const diningOptions = pgTable('dining_options', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  storeId: storeIdColumn(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  onlineOrdering: boolean('online_ordering').notNull().default(false),
  sorting: integer('sorting').notNull().default(0),
});

/** Employee (seed 000 §3): only the uid = pinUid(pin, store salt) is kept, never the PIN. */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    role: integer('role').notNull(),
    uid: text('uid').notNull(),
    language: text('language').notNull().default('en'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('employees_store_idx').on(t.storeId)],
);

/** Link codes (issue 4 §2): 6 digits, single use, 10 minutes, kept only as SHA-256. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_hash_idx').on(t.codeHash)],
);

/** API tokens (issue 4 §3): 256-bit random, kept only as SHA-256, revocable. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id),
    tokenHash: text('token_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash)],
);

/** Time clock entries (seed 000 §4): an open entry has no clock_out. */
export const timeClock = pgTable(
  'time_clock',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    terminalId: integer('terminal_id').references(() => terminals.id),
    clockIn: timestamp('clock_in', { withTimezone: true }).notNull(),
    clockOut: timestamp('clock_out', { withTimezone: true }),
  },
  (t) => [index('time_clock_employee_idx').on(t.storeId, t.employeeId)],
);

/** Customer-display signalling (seed 002 §3): message, terminal, key, active, answer. */
export const displayMessages = pgTable(
  'display_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    terminalId: integer('terminal_id').notNull(),
    key: text('key').notNull(),
    message: text('message').notNull(),
    answer: text('answer'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('display_messages_key_idx').on(t.storeId, t.key)],
);

/**
 * The store's event log: realtime messages carry ids and a cursor (the row id), so a client that missed
 * events catches up from here; NOTIFY has no replay.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: storeIdColumn(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_log_store_idx').on(t.storeId, t.id)],
);

/** Wrong link codes per client address (issue 4 §2): counted in the database so every instance sees them. */
export const linkFailures = pgTable(
  'link_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  // By address for one address's limit; by time for the ceiling of all addresses together (issue 14 §4).
  (t) => [
    index('link_failures_address_idx').on(t.address, t.createdAt),
    index('link_failures_created_idx').on(t.createdAt),
  ],
);
