import { z } from 'zod';
import { dateTime, id, lineText, localId, longText, multilineText, quantity, shortText } from './wire.ts';

/**
 * Public online-order intake (issue 4 §9): POST /api/online/{store_id}/orders/, no token, rate-limited.
 * Prices come from the catalogue, never from the body; the order is created pending (status 0, type 1).
 */
export const onlineOrderRequest = z.strictObject({
  local_id: localId,
  customer: z.strictObject({
    first_name: shortText.min(1),
    last_name: shortText.default(''),
    phone: shortText.min(3),
    email: shortText.default(''),
  }),
  items: z
    .array(
      z.strictObject({
        product: id,
        quantity: quantity.refine((value) => value > 0, 'must be greater than 0'),
        modifiers: z.array(id).max(50).default([]),
        notes: longText.default(''),
      }),
    )
    .min(1)
    .max(100),
  serve_at: dateTime.nullish(),
  delivery_address: multilineText(1000).nullish(),
  dining_option_type: id.nullish(),
  description: longText.default(''),
});
export type OnlineOrderRequest = z.input<typeof onlineOrderRequest>;
export const onlineOrderResponse = z.object({
  id: id,
  local_id: z.string(),
  number: z.number().int(),
  /** The number to tell the customer (issue 15 §4): 0-{sequence of the day's online orders}. */
  short_number: z.string().nullable(),
  status: z.literal(0),
});

/** POST /api/online/{store_id}/curbside/: the customer arrived (issue 4 §9); raises curbsideorder-pickup-event. */
export const curbsideArrivalRequest = z.strictObject({
  order_id: id,
  car_model: shortText,
  car_color: shortText.default(''),
  parking_number: lineText(20),
});
export const curbsideArrivalResponse = z.object({ ok: z.literal(true) });
