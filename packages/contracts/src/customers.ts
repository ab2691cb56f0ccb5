import { z } from 'zod';
import { dateTime, id, lineText, localId, longText, pageOf, shortText } from './wire.ts';

/** Address (seed 002 §3); only one address of a customer is flagged default. */
export const address = z.strictObject({
  id: id.nullish(),
  local_id: localId.nullish(),
  address_1: shortText,
  address_2: shortText.default(''),
  city: shortText.default(''),
  state: shortText.default(''),
  postal_code: lineText(20).default(''),
  country: lineText(2).default(''),
  company: shortText.default(''),
  default: z.boolean().default(false),
});
export type Address = z.infer<typeof address>;
export const savedAddress = address.extend({ id: id });

/**
 * Customer upload, POST /api/customer-add/ (seed 002 §3/§7). The terminal drops default_address before sending
 * (seed 000 §5). Upserted by (store, local_id), or by id when the customer is already known.
 */
export const customerInput = z.strictObject({
  id: id.nullish(),
  local_id: localId.nullish(),
  /** Required, not blank (seed 002 §5: customer add requires first_name; issue 14 §13). */
  first_name: shortText.refine((value) => value.trim() !== '', 'is required'),
  last_name: shortText.default(''),
  phone: shortText.default(''),
  email: shortText.default(''),
  notes: longText.default(''),
  group: shortText.default(''),
  created_at: dateTime.nullish(),
  updated_at: dateTime.nullish(),
  updated: z.boolean().nullish(),
  addresses: z.array(address).max(20).default([]),
});
export type CustomerInput = z.input<typeof customerInput>;

/** Customer as the server answers it. */
export const customer = z.object({
  id: id,
  local_id: z.string().nullable(),
  first_name: shortText,
  last_name: shortText,
  phone: shortText,
  email: shortText,
  notes: longText,
  group: shortText,
  created_at: dateTime,
  updated_at: dateTime,
  addresses: z.array(savedAddress),
  default_address: savedAddress.nullable(),
});
export type Customer = z.infer<typeof customer>;

/** Page size of GET /api/customers/list/ (not shown in the seed; decided). */
export const CUSTOMERS_PAGE_SIZE = 50;
/** GET /api/customers/list/?page=n&search=text answer (pages from 1, seed 002 §7). */
export const customersListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  search: lineText(100).optional(),
});
export const customersListResponse = pageOf(customer);

/** POST /api/customer-add/ answer (not shown; decided): the saved customer. */
export const customerAddResponse = customer;

/** DELETE /api/address/{id}/ answer (not shown; decided). */
export const addressDeleteResponse = z.object({ id: id, deleted: z.literal(true) });
