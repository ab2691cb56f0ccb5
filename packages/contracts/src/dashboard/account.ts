/** Dashboard API: Accounts, sessions, first-run set-up, password change (issue 16 §2, §3). */
import { z } from 'zod';

/** The languages of the dashboard and the terminal (issue 16 §1: all nine). */
export const DASHBOARD_LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'] as const;
export const dashboardLanguage = z.enum(DASHBOARD_LANGUAGES);
export type DashboardLanguage = z.infer<typeof dashboardLanguage>;

/** The cookie that holds the dashboard session token (httpOnly, SameSite=Strict, Path=/). */
export const DASHBOARD_SESSION_COOKIE = 'opentill_session';
/** The header every non-GET dashboard request carries: the session's CSRF token (GET /api/dashboard/session). */
export const DASHBOARD_CSRF_HEADER = 'X-CSRF-Token';
/** Shortest password accepted for an account (NIST SP 800-63B: at least 8; we ask 10). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted: argon2 hashes anything, but an unbounded body is work for nothing. */
export const PASSWORD_MAX_LENGTH = 256;

export const accountRole = z.enum(['owner', 'manager']);
export type AccountRole = z.infer<typeof accountRole>;

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be an email address' }));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
const personName = z.string().trim().min(1, 'required').max(120);

/** POST /api/dashboard/sign-in body. */
export const signInRequest = z.strictObject({
  email: z.string().trim().min(1, 'required').max(254),
  password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof signInRequest>;

/** A store as the dashboard lists it (the store switcher). */
export const dashboardStoreSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  currency_code: z.string(),
  country: z.string(),
  logo_image_id: z.number().int().nullable(),
});
export type DashboardStoreSummary = z.infer<typeof dashboardStoreSummary>;

/** The signed-in account (request.account on the server). */
export const dashboardAccount = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string(),
  email: z.string(),
  name: z.string(),
  role: accountRole,
  language: z.string(),
  /** The stores this account may see: every store of the business for an owner, the listed ones for a manager. */
  stores: z.array(dashboardStoreSummary),
});
export type DashboardAccount = z.infer<typeof dashboardAccount>;

/**
 * GET /api/dashboard/session and the answer of sign-in and set-up: the account and the CSRF token to send as
 * X-CSRF-Token on every POST, PATCH, PUT and DELETE.
 */
export const sessionResponse = z.object({
  account: dashboardAccount,
  csrf_token: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** POST /api/dashboard/password body: the current password, and the new one; other sessions are signed out. */
export const passwordChangeRequest = z.strictObject({
  current_password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH),
  new_password: password,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequest>;
/** POST /api/dashboard/password answer: how many other sessions of the account were signed out. */
export const passwordChangeResponse = z.object({ ok: z.literal(true), other_sessions_ended: z.number().int() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponse>;
/** The answer of sign-out and of ending a session. */
export const okResponse = z.object({ ok: z.literal(true) });

/** PATCH /api/dashboard/me body: the account's own name and language. */
export const profileUpdateRequest = z.strictObject({
  name: personName.optional(),
  language: dashboardLanguage.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

/** One sign-in session of the account (GET /api/dashboard/sessions). */
export const dashboardSessionRow = z.object({
  id: z.number().int(),
  /** The session of this request. */
  current: z.boolean(),
  user_agent: z.string(),
  address: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
});
export type DashboardSessionRow = z.infer<typeof dashboardSessionRow>;
export const sessionsResponse = z.object({ sessions: z.array(dashboardSessionRow) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

/** An account of the business as the owner's Managers screen lists it (GET /api/dashboard/accounts). */
export const accountRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: accountRole,
  language: z.string(),
  /** A manager's stores; an owner's list is every store of the business. */
  store_ids: z.array(z.number().int()),
  /** Locked out after wrong passwords until this time, or null. */
  locked_until: z.string().nullable(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AccountRow = z.infer<typeof accountRow>;
export const accountsResponse = z.object({ accounts: z.array(accountRow) });
export type AccountsResponse = z.infer<typeof accountsResponse>;

/**
 * POST /api/dashboard/accounts (owner only): a manager (or another owner) of this business. Without a password the
 * server makes one and answers it once as initial_password, for the owner to hand over; the account changes it.
 */
export const accountCreateRequest = z.strictObject({
  email,
  name: personName,
  role: accountRole.default('manager'),
  language: dashboardLanguage.default('en'),
  password: password.optional(),
  /** A manager's stores (ids of this business); ignored for an owner. */
  store_ids: z.array(z.number().int().positive()).max(1000).default([]),
});
export type AccountCreateRequest = z.input<typeof accountCreateRequest>;
export const accountCreateResponse = z.object({
  account: accountRow,
  /** Only when the server made the password: shown once, never stored in clear. */
  initial_password: z.string().optional(),
});
export type AccountCreateResponse = z.infer<typeof accountCreateResponse>;

/**
 * PATCH /api/dashboard/accounts/{id} (owner only): name, role, store list; disabled signs the account out
 * everywhere; unlock clears a lockout; password sets a new one (and signs it out everywhere).
 */
export const accountUpdateRequest = z.strictObject({
  name: personName.optional(),
  role: accountRole.optional(),
  language: dashboardLanguage.optional(),
  store_ids: z.array(z.number().int().positive()).max(1000).optional(),
  disabled: z.boolean().optional(),
  unlock: z.literal(true).optional(),
  password: password.optional(),
});
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequest>;
export const accountUpdateResponse = z.object({ account: accountRow });
export type AccountUpdateResponse = z.infer<typeof accountUpdateResponse>;

export const TAX_OPTIONS = ['exclusive', 'inclusive'] as const;
/** Seed 001 §5 tax_round: 'default' (2 decimals per line), 'nearest', 'none' (rounded once over the order). */
export const TAX_ROUNDS = ['default', 'nearest', 'none'] as const;

/** A store's own details (set-up, GET/PATCH /api/dashboard/stores/{store}). */
export const storeDetailsFields = {
  name: z.string().trim().min(1, 'required').max(120),
  address: z.string().trim().max(200).default(''),
  address_2: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.literal(''), email]).default(''),
  website: z.string().trim().max(200).default(''),
  /** ISO 3166-1 alpha-2, e.g. US, DE. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
    .transform((code) => code.toUpperCase()),
  /** ISO 4217, e.g. USD, EUR. */
  currency_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code')
    .transform((code) => code.toUpperCase()),
  tax_option: z.enum(TAX_OPTIONS).default('exclusive'),
  tax_round: z.enum(TAX_ROUNDS).default('default'),
  receipt_header_text: z.string().max(1000).default(''),
  receipt_footer_text: z.string().max(1000).default(''),
  /** When the business day starts (HH:MM), for reports and the 86. */
  start_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM')
    .default('06:00'),
  /** An image id (POST the image first), or null for none. */
  logo_image_id: z.number().int().positive().nullable().default(null),
};
export const storeCreateRequest = z.strictObject(storeDetailsFields);
export type StoreCreateRequest = z.input<typeof storeCreateRequest>;

/** PATCH /api/dashboard/stores/{store}: any of the store's details. */
export const storeUpdateRequest = z.strictObject({
  name: storeDetailsFields.name.optional(),
  address: z.string().trim().max(200).optional(),
  address_2: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
  email: z.union([z.literal(''), email]).optional(),
  website: z.string().trim().max(200).optional(),
  country: storeDetailsFields.country.optional(),
  currency_code: storeDetailsFields.currency_code.optional(),
  tax_option: z.enum(TAX_OPTIONS).optional(),
  tax_round: z.enum(TAX_ROUNDS).optional(),
  receipt_header_text: z.string().max(1000).optional(),
  receipt_footer_text: z.string().max(1000).optional(),
  start_time: storeDetailsFields.start_time.unwrap().optional(),
  logo_image_id: z.number().int().positive().nullable().optional(),
});
export type StoreUpdateRequest = z.infer<typeof storeUpdateRequest>;

/** GET /api/dashboard/stores/{store}: the store's details. */
export const storeDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  address_2: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  country: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  tax_option: z.string(),
  tax_round: z.string(),
  receipt_header_text: z.string(),
  receipt_footer_text: z.string(),
  start_time: z.string(),
  logo_image_id: z.number().int().nullable(),
});
export type StoreDetails = z.infer<typeof storeDetails>;
export const storesResponse = z.object({ stores: z.array(dashboardStoreSummary) });
export type StoresResponse = z.infer<typeof storesResponse>;

/** POST /api/dashboard/setup/check body: is this set-up code still good (the Set-up screen asks before the form). */
export const setupCheckRequest = z.strictObject({ code: z.string().trim().min(1, 'required').max(200) });
export type SetupCheckRequest = z.infer<typeof setupCheckRequest>;
export const setupCheckResponse = z.object({ valid: z.boolean() });
export type SetupCheckResponse = z.infer<typeof setupCheckResponse>;

/**
 * POST /api/dashboard/setup (issue 16 §3): the one-time code printed at start; creates the business, its owner and
 * the first store (with a Cash payment type, dining options and a terminal to link), and signs the owner in.
 */
export const setupRequest = z.strictObject({
  code: z.string().trim().min(1, 'required').max(200),
  business_name: z.string().trim().max(120).optional(),
  owner: z.strictObject({
    email,
    password,
    name: personName,
    language: dashboardLanguage.default('en'),
  }),
  store: storeCreateRequest,
});
export type SetupRequest = z.input<typeof setupRequest>;

/**
 * The CLI's account commands while the server runs (POST /api/operator/account-password-reset and
 * /api/operator/setup-link, decisions §46, §49): from the same machine with the token of DATA_DIR/operator.json.
 */
export const operatorPasswordResetRequest = z.strictObject({ email: z.string().trim().min(1).max(254) });
export const operatorPasswordResetResponse = z.object({ password: z.string() });
export const operatorSetupLinkRequest = z.strictObject({ url: z.url().max(300) });
/** The link, or null once an account exists. */
export const operatorSetupLinkResponse = z.object({ link: z.string().nullable() });
