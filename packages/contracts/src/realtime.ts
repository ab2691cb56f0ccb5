import { z } from 'zod';
import { id } from './wire.ts';

/** Realtime event names (seed 000 §4). */
export const REALTIME_EVENTS = ['orders-event', 'new-version', 'curbsideorder-pickup-event', 'config-changed'] as const;
/** 'hello' is sent once when the socket is subscribed (cursor '0'), so a client knows it will miss nothing after it. */
export const realtimeEventName = z.enum([...REALTIME_EVENTS, 'hello']);

/** orders-event data (seed 000 §4): instance_id of the sender, and call (fetchPendingOrder for a new online order). */
export const ordersEventData = z.object({
  instance_id: z.string(),
  call: z.string(),
  order_ids: z.array(id),
});
/**
 * config-changed data (issue 16 §9): what the dashboard changed, so the store's terminals refetch only that part.
 * 'availability' is an 86 (a product unavailable today, or offered again).
 */
export const CONFIG_PARTS = [
  'catalog',
  'availability',
  'employees',
  'settings',
  'payment_types',
  'sections',
  'printers',
  'store',
] as const;
export const configChangedData = z.object({ what: z.array(z.enum(CONFIG_PARTS)).min(1) });
export type ConfigPart = (typeof CONFIG_PARTS)[number];

/** curbsideorder-pickup-event data (seed 002 §7). */
export const curbsideEventData = z.object({
  order_id: id,
  car_model: z.string(),
  car_color: z.string(),
  parking_number: z.string(),
});

/**
 * A message on WebSocket /api/realtime. Events carry ids and a cursor, never whole records (ARCHITECTURE safety
 * rules); a client that reconnects sends {type: 'resume', cursor} and receives what it missed.
 */
export const realtimeMessage = z.object({
  channel: z.string(),
  event: realtimeEventName,
  /** The event log row id, as a string (bigint-safe). */
  cursor: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

/** What a client may send on the socket. */
export const realtimeClientMessage = z.strictObject({
  type: z.literal('resume'),
  cursor: z.string().regex(/^\d{1,19}$/),
});
