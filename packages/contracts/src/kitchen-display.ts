import { z } from 'zod';

/**
 * The kitchen display integration (seed 001 §7.9, seed 002 §7, issue 17 §6): the terminal POSTs (first send of an
 * order to that display) or PUTs (later sends: added items, the printing reasons) to http://{printer.ip}/orders of a
 * printer marked is_kds, with these headers, and this body (docs/decisions.md §56).
 */
export const KDS_HEADERS = {
  /** The terminal's kitchen display token (terminals.kds_token, config terminal.token). */
  token: 'X-Integration-Token',
  /** terminals.kds_location. */
  location: 'X-Location-Id',
  /** terminals.kds_device, comma-separated ids; 'all' when the terminal names none (seed: "device ids (default all)"). */
  devices: 'X-Device-Ids',
} as const;

/** The path under the display's address that takes tickets. */
export const KDS_PATH = '/orders';

/** 'new' on the first send, 'update' for later items, else the seeds' printing reason (seed 001 §4). */
export const kdsMode = z.enum(['new', 'update', 'order cancelled', 'qty changed', 'item canceled']);
export type KdsMode = z.infer<typeof kdsMode>;

export const kdsItem = z.object({
  /** The order item's local_id. */
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  /** Quantity, up to 3 decimals (seed 001 §3). */
  qty: z.number(),
  mods: z.array(z.object({ name: z.string().max(200) })),
});
export type KdsItem = z.infer<typeof kdsItem>;

export const kdsTicket = z.object({
  /** The order's local_id: the display keeps one ticket per order and updates it on PUT. */
  id: z.string().min(1).max(100),
  /** The order as the kitchen calls it: its printed number, with the table's name when it has one ("M3 #12"). */
  name: z.string().max(200),
  /** The sending terminal's name. */
  terminal: z.string().max(200),
  /** When the terminal sent it, ISO 8601. */
  time: z.iso.datetime({ offset: true }),
  mode: kdsMode,
  items: z.array(kdsItem).min(1),
});
export type KdsTicket = z.infer<typeof kdsTicket>;
