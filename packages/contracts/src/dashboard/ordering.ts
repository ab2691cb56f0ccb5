/** Dashboard API: the settings of the store's online ordering page (decisions §63). */
import { z } from 'zod';
import { ORDERING_LANGUAGES } from '../ordering.ts';
import { id } from '../wire.ts';

/** "HH:MM" from 00:00 to 23:59 on the server's clock (the clock of the business day's start_time). */
export const orderingTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

const noRepeats = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * PUT /api/dashboard/stores/{store}/ordering-settings: the whole `ordering` key of the store's dashboard settings
 * (other keys stay). `open` and `close` are the page's hours ("HH:MM", server clock): close at or before open runs
 * past midnight, and **open equal to close is open all day** (services/ordering-hours.ts). `languages`: the page's
 * language choices, one or more of the nine, each once. `delivery_options`: ids of this store's dining options that
 * take a delivery address (an id of another store or of none is a 400 naming `delivery_options.N`); empty for none.
 */
export const orderingSettingsRequest = z.strictObject({
  open: orderingTime,
  close: orderingTime,
  languages: z
    .array(z.enum(ORDERING_LANGUAGES))
    .min(1, 'required')
    .max(ORDERING_LANGUAGES.length)
    .refine(noRepeats, 'must not repeat a language'),
  delivery_options: z.array(id).max(200).refine(noRepeats, 'must not repeat a dining option'),
});
export type OrderingSettingsRequest = z.infer<typeof orderingSettingsRequest>;

/** A dining option flagged for online ordering, offered as a delivery choice. */
export const orderingSettingsDiningOption = z.object({
  id,
  name: z.string(),
  /** It takes a delivery address on the page (listed in delivery_options, or by default named like "Delivery"). */
  delivery: z.boolean(),
});
export type OrderingSettingsDiningOption = z.infer<typeof orderingSettingsDiningOption>;

/**
 * GET (and PUT's answer) /api/dashboard/stores/{store}/ordering-settings: the values the page uses, defaults filled
 * in (all nine languages; the whole business day from start_time; the options named like "Delivery"); `saved` is
 * false while the store has set nothing; `all_day` is open equal to close.
 */
export const orderingSettingsResponse = z.object({
  open: orderingTime,
  close: orderingTime,
  all_day: z.boolean(),
  languages: z.array(z.enum(ORDERING_LANGUAGES)),
  delivery_options: z.array(id),
  /** The store's active dining options flagged online_ordering, in their order. */
  dining_options: z.array(orderingSettingsDiningOption),
  saved: z.boolean(),
});
export type OrderingSettingsResponse = z.infer<typeof orderingSettingsResponse>;
