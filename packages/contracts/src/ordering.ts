import { z } from 'zod';
import { dateTime, id, lineText, multilineText } from './wire.ts';

/**
 * The store's public ordering page (issue 18 §3, decisions §63): /order/{store} reads the menu, posts an order and
 * follows it under /api/order/{store}/... No token. Money is in cents on this API (the page shows it through
 * packages/domain); an order's key is a random capability made by the page, the only way to read or follow it.
 */

/** The languages the page speaks (the terminal's nine); a store may offer fewer (decisions §63). */
export const ORDERING_LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'hi', 'tr', 'zh-Hans', 'zh-Hant'] as const;
export type OrderingLanguage = (typeof ORDERING_LANGUAGES)[number];

/** 22 to 43 URL-safe characters: 128 to 256 random bits, so a key cannot be guessed. */
export const orderingKey = z.string().regex(/^[A-Za-z0-9_-]{22,43}$/, 'must be 22 to 43 letters, digits, _ or -');

export const orderingModifier = z.object({ id, name: z.string(), price_cents: z.number().int() });
export const orderingModifierGroup = z.object({
  id,
  name: z.string(),
  /** At least this many modifiers of the group (seed 001 §3 min_selection). */
  min: z.number().int(),
  /** At most this many; 0 means no limit (seed 001 §3 max_selection). */
  max: z.number().int(),
  modifiers: z.array(orderingModifier),
});
export const orderingProduct = z.object({
  id,
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  /** The product's image URL on this server, or null. */
  image: z.string().nullable(),
  modifier_groups: z.array(orderingModifierGroup),
});
export type OrderingProduct = z.infer<typeof orderingProduct>;
export type OrderingModifierGroup = z.infer<typeof orderingModifierGroup>;

/** GET /api/order/{store}/menu/ */
export const orderingMenuResponse = z.object({
  store: z.object({
    id,
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    country: z.string(),
    currency_symbol: z.string(),
  }),
  languages: z.array(z.enum(ORDERING_LANGUAGES)),
  /** Today's opening hours on the server's clock, "HH:MM"; close may be past midnight ("02:00"). */
  hours: z.object({ open: z.string(), close: z.string() }),
  open_now: z.boolean(),
  /** The later times a customer may pick today (ISO 8601, every 15 minutes within the hours, 30 minutes ahead). */
  slots: z.array(z.string()),
  /** The store's active dining options flagged online_ordering; delivery says which one takes an address. */
  dining_options: z.array(z.object({ id, name: z.string(), delivery: z.boolean() })),
  categories: z.array(z.object({ id, name: z.string(), products: z.array(orderingProduct) })),
});
export type OrderingMenu = z.infer<typeof orderingMenuResponse>;

/** GET /api/order/geo/: the server's countries and the US (and Canadian) states, as /api/countries and /api/states. */
export const orderingGeoResponse = z.object({
  countries: z.record(z.string(), z.string()),
  states: z.array(z.object({ code: z.string(), name: z.string(), country: z.string() })),
});
export type OrderingGeo = z.infer<typeof orderingGeoResponse>;

/** A delivery address: the country from the server's list; in the US the state is one of its states (decisions §63). */
export const orderingAddress = z.strictObject({
  line1: lineText(200).min(1),
  line2: lineText(200).default(''),
  city: lineText(100).min(1),
  state: lineText(100).default(''),
  zip: lineText(20).default(''),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'),
});

/** POST /api/order/{store}/orders/ */
export const orderingOrderRequest = z.strictObject({
  key: orderingKey,
  /** Honeypot: a field people never see; a bot that fills it gets an answer and no order (decisions §63). */
  website: z.string().max(200).default(''),
  dining_option: id,
  /** 'asap' or one of the menu's slots. */
  when: z.union([z.literal('asap'), dateTime]),
  customer: z.strictObject({
    first_name: lineText(100).min(1),
    last_name: lineText(100).default(''),
    phone: lineText(40).regex(/\d{3}/, 'must hold at least 3 digits'),
  }),
  address: orderingAddress.nullish(),
  notes: multilineText(500).default(''),
  items: z
    .array(
      z.strictObject({
        product: id,
        quantity: z.number().int().min(1).max(99),
        modifiers: z.array(id).max(30).default([]),
        notes: lineText(200).default(''),
        /** What the page showed; never read: the server prices from the catalogue. */
        price_cents: z.number().int().optional(),
      }),
    )
    .min(1)
    .max(50),
  /** What the page showed; never read. */
  total_cents: z.number().int().optional(),
});
export type OrderingOrderRequest = z.input<typeof orderingOrderRequest>;

/** The customer's view of the order: received (pending), accepted (open or held), ready (completed), rejected. */
export const orderingState = z.enum(['received', 'accepted', 'ready', 'rejected']);
export type OrderingState = z.infer<typeof orderingState>;

/** POST .../orders/ answer and GET /api/order/{store}/orders/{key}/ */
export const orderingStatusResponse = z.object({
  key: z.string(),
  short_number: z.string().nullable(),
  state: orderingState,
  delivery: z.boolean(),
  serve_at: z.string().nullable(),
  dining_option: z.string(),
  items: z.array(
    z.object({ name: z.string(), quantity: z.number(), modifiers: z.array(z.string()), total_cents: z.number().int() }),
  ),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type OrderingStatus = z.infer<typeof orderingStatusResponse>;

/** POST /api/order/{store}/orders/{key}/here/: curbside, raises curbsideorder-pickup-event (seed 000 §4). */
export const orderingHereRequest = z.strictObject({
  car_model: lineText(60).min(1),
  car_color: lineText(40).default(''),
  parking_number: lineText(20).default(''),
});
export const orderingHereResponse = z.object({ ok: z.literal(true) });
