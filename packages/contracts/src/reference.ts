import { z } from 'zod';

/** GET /api/countries answer: a map of ISO code to name (seed 000 §7). */
export const countriesResponse = z.record(z.string(), z.string());
export type CountriesResponse = z.infer<typeof countriesResponse>;

/** One state or province of GET /api/states. */
export const stateEntry = z.object({ code: z.string(), name: z.string(), country: z.string().length(2) });
export type StateEntry = z.infer<typeof stateEntry>;

/** GET /api/states answer: a list (seed 000 §7). */
export const statesResponse = z.array(stateEntry);
export type StatesResponse = z.infer<typeof statesResponse>;
