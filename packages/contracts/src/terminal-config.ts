import { z } from 'zod';
import { id, percent, shortText, longText } from './wire.ts';

/** Terminal modes (seed 000 §1): 1 table service, 2 quick service, 3 kiosk. */
export const TERMINAL_MODE = { TABLE_SERVICE: 1, QUICK_SERVICE: 2, KIOSK: 3 } as const;
export const terminalMode = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Payment type behaviours (seed 000 §3 "Terminal feature flags"): allow change 1, direct charge 2,
 * bank card integration (A) 3, gift card 4, another card integration (B) 5.
 */
export const PAYMENT_BEHAVIOR = { ALLOW_CHANGE: 1, DIRECT_CHARGE: 2, CARD_A: 3, GIFT_CARD: 4, CARD_B: 5 } as const;

/** A payment type of a terminal (seeds 000 and 001 §3). url is the card terminal's address for behaviours 3 and 5. */
export const paymentType = z.object({
  id: id,
  name: shortText,
  behavior: z.number().int().min(1).max(5),
  url: z.string().max(500).nullable(),
  transaction_type: z.string().max(50).nullable(),
  is_at_pos: z.boolean(),
  is_at_kiosk: z.boolean(),
  surcharge: percent,
});
export type PaymentType = z.infer<typeof paymentType>;

/** A dining option (seed 001 §3): Dine in, Take out, Delivery in the demo store. */
export const diningOption = z.object({
  id: id,
  name: shortText,
  active: z.boolean(),
  online_ordering: z.boolean(),
});
export type DiningOption = z.infer<typeof diningOption>;

/** A terminal setting as a name/value pair; values are strings ('true', 'false', ...), seed 000 §3. */
export const dbSetting = z.object({ name: z.string().max(100), value: z.string().max(1000) });
export type DbSetting = z.infer<typeof dbSetting>;

/** The receipt printer of a terminal (seed 000 §3). */
export const terminalPrinter = z.object({
  local_ip: z.string().max(100),
  name: shortText,
  is_58mm: z.boolean(),
});
export type TerminalPrinter = z.infer<typeof terminalPrinter>;

/**
 * A printer of the store as the terminal routes kitchen tickets to it (seed 001 §3 product.printers, seed 002 §5
 * Printer, issue 17 §6): products name these by id. `ip` is host or host:port (9100 when absent); `kind` is 'receipt',
 * 'kitchen' or 'label'; a label printer (or design_template 'kitchen_label') prints one label per item (32 columns, 20
 * with the terminal's zebra_label switch); `is_kds` sends the items to the kitchen display instead of paper.
 */
export const storePrinter = z.object({
  id: id,
  name: shortText,
  ip: z.string().max(100),
  kind: z.enum(['receipt', 'kitchen', 'label']),
  is_58mm: z.boolean(),
  print_per_single_item: z.boolean(),
  design_template: z.enum(['', 'kitchen_label']),
  is_kds: z.boolean(),
  sorting: z.number().int(),
});
export type StorePrinter = z.infer<typeof storePrinter>;

/** Terminal config (seed 000 §3). The API token is never echoed: `token` is the kitchen display token or null. */
export const terminal = z.object({
  id: id,
  pk: id,
  name: shortText,
  mode: terminalMode,
  token: z.string().nullable(),
  payment_types: z.array(paymentType),
  dining_options: z.array(diningOption),
  db_settings: z.array(dbSetting),
  store: z.object({ background: z.string().nullable(), logo: z.string().nullable() }),
  printer: terminalPrinter.nullable(),
  printer_server_ip: z.string().max(100).nullable(),
  /** Serial port of the scale (seed 001 §7.8, default COM1). */
  scale: z.string().max(50).nullable(),
  kds_location: z.string().nullable(),
  kds_device: z.string().nullable(),
  /** The store's printers (issue 17 §6), kept with the terminal: kitchen tickets go to each product's printers. */
  printers: z.array(storePrinter).default([]),
});
export type Terminal = z.infer<typeof terminal>;

/** Seed 000 §3 Currency: code and symbol (default '$'). */
export const currency = z.object({ code: z.string().length(3), symbol: z.string().max(5) });
export type Currency = z.infer<typeof currency>;

/** tax_option values: prices exclude tax, or include it (seed 000 §5; domain storeTaxInclusive reads 'inclusive'). */
export const taxOption = z.enum(['exclusive', 'inclusive']);
/** tax_round values (seed 001 §5): nearest 2 decimals, no rounding, default 2 decimals; domain taxRoundMode. */
export const taxRound = z.enum(['nearest', 'none', 'default']);

/** Store (seed 000 §3), plus pin_salt: the salt of pinUid() so the terminal checks PINs offline. */
export const store = z.object({
  id: id,
  name: shortText,
  address: shortText,
  address_2: shortText,
  phone: shortText,
  fax: shortText,
  email: shortText,
  website: shortText,
  receipt_header_text: longText,
  receipt_footer_text: longText,
  /** Business day start, HH:MM. */
  start_time: z.string().regex(/^\d{2}:\d{2}$/),
  tax_option: taxOption,
  tax_round: taxRound,
  default_dining_option: id.nullable(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().length(2),
  pin_salt: z.string(),
});
export type Store = z.infer<typeof store>;

/** A tax of the store (the local 'tax' store, key id): rate in percent. */
export const tax = z.object({ id: id, name: shortText, rate: percent });
export type Tax = z.infer<typeof tax>;

/** Another terminal of the same store, for the "Order is being edited on another terminal" message (seed 000 §6). */
export const storeTerminal = z.object({ id: id, name: shortText, mode: terminalMode });
export type StoreTerminal = z.infer<typeof storeTerminal>;

/** GET /api/config/ answer (seed 000 §7): the calling terminal, currency, store, taxes, the store's terminals. */
export const configResponse = z.object({
  terminal: terminal,
  currency: currency,
  store: store,
  tax: z.array(tax),
  store_terminals: z.array(storeTerminal),
});
export type ConfigResponse = z.infer<typeof configResponse>;
