import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { storeIdColumn, stores } from './stores.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () =>
  at('created_at')
    .notNull()
    .default(sql`now()`);

/** A business (issue 16 §2): holds one or more stores; its owners see them all, its managers only theirs. */
export const businesses = pgTable('businesses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * A person who signs in to the dashboard (issue 16 §2): email and an argon2id hash, never the password. role 'owner'
 * sees every store of the business; 'manager' only the stores in account_stores.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** Lower-cased at write; unique across all businesses (one sign-in form). */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    language: text('language').notNull().default('en'),
    /** Wrong passwords in a row; reset by a right one. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: at('locked_until'),
    passwordChangedAt: at('password_changed_at'),
    disabledAt: at('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_email_idx').on(t.email), index('accounts_business_idx').on(t.businessId)],
);

/** The stores a manager may see and change (owners see every store of their business). */
export const accountStores = pgTable(
  'account_stores',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.storeId] })],
);

/**
 * Server-side dashboard sessions (issue 16 §2): the cookie holds a 256-bit random token, the table only its SHA-256;
 * revoked by sign-out, password change or an owner.
 */
export const dashboardSessions = pgTable(
  'dashboard_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    lastSeenAt: at('last_seen_at')
      .notNull()
      .default(sql`now()`),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dashboard_sessions_token_idx').on(t.tokenHash),
    index('dashboard_sessions_account_idx').on(t.accountId),
  ],
);

/** Failed sign-ins per client address (issue 16 §2 rate limit), counted in the database so every instance sees them. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    address: text('address').notNull(),
    email: text('email').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_failures_address_idx').on(t.address, t.createdAt),
    index('sign_in_failures_created_idx').on(t.createdAt),
  ],
);

/** The one-time set-up code of a fresh server (issue 16 §3): kept as SHA-256, single use, expires. */
export const setupCodes = pgTable('setup_codes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** Who changed what, when (issue 16 §10). store_id is null for business-wide entries (sign-ins, accounts). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    storeId: integer('store_id').references(() => stores.id),
    accountId: integer('account_id').references(() => accounts.id),
    /** e.g. 'sign-in', 'product.update', 'employee.pin', 'terminal.settings', 'order.refund'. */
    action: text('action').notNull(),
    /** What was changed, e.g. 'product 12'. */
    target: text('target').notNull().default(''),
    /** Before and after of the changed fields; never a password, PIN, token or card number. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_business_idx').on(t.businessId, t.id), index('audit_log_store_idx').on(t.storeId, t.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded images (issue 16 §4), resized at upload: kept in the database, not on one instance's disk, so any instance
 * serves them (ARCHITECTURE: no state another instance would need).
 */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_store_idx').on(t.storeId)],
);

/**
 * Printers of a store (issue 16 §6, seed 002 §5 Printer): receipt or kitchen, on the network at ip:9100 (or via the
 * print helper); products name kitchen printers by id.
 */
export const printers = pgTable(
  'printers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    ip: text('ip').notNull().default(''),
    /** 'receipt' | 'kitchen'. */
    kind: text('kind').notNull().default('kitchen'),
    is58mm: boolean('is_58mm').notNull().default(false),
    printPerSingleItem: boolean('print_per_single_item').notNull().default(false),
    /** '' or 'kitchen_label' (seed 002 §5 design_template). */
    designTemplate: text('design_template').notNull().default(''),
    isKds: boolean('is_kds').notNull().default(false),
    sorting: integer('sorting').notNull().default(0),
  },
  (t) => [index('printers_store_idx').on(t.storeId)],
);

/** Report settings and other per-store dashboard preferences that the terminals never read. */
export const storeDashboardSettings = pgTable('store_dashboard_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});
