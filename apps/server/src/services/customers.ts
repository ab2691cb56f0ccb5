import type { Customer } from '@opentill/contracts';
import type { customerInput } from '@opentill/contracts';
import { REMOVED, scrubText } from '@opentill/domain';
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { addresses, customers } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { COUNTRIES, STATES } from './geo-data.ts';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

function addressToWire(row: AddressRow) {
  return {
    id: row.id,
    local_id: row.localId,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    company: row.company,
    default: row.isDefault,
  };
}

export async function customersToWire(db: Pick<Database, 'select'>, rows: CustomerRow[]): Promise<Customer[]> {
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(addresses)
    .where(
      inArray(
        addresses.customerId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(addresses.id));
  return rows.map((row) => {
    const own = all.filter((address) => address.customerId === row.id).map(addressToWire);
    return {
      id: row.id,
      local_id: row.localId,
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      email: row.email,
      notes: row.notes,
      group: row.group,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      addresses: own,
      default_address: own.find((address) => address.default) ?? null,
    };
  });
}

/**
 * A phone number has at most 15 digits (E.164), so only a run of 16 to 19 digits is taken for a card number; a
 * 13-digit international number must survive (scrubText would remove it).
 */
const PHONE_CARD_RUN = /\d(?:[ -]?\d){15,18}/g;
export const phoneScrub = (phone: string): string => phone.replace(PHONE_CARD_RUN, REMOVED);

/** One page of the store's customers, optionally searched by full name (seed 002 §5), phone or email. */
export async function customersPage(
  db: Database,
  storeId: number,
  page: number,
  size: number,
  search?: string,
): Promise<{ results: Customer[]; more: boolean }> {
  const filters: SQL[] = [eq(customers.storeId, storeId)];
  const text = search?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // The full name as the terminal's filter reads it (customerMatches): 'Ann Lee' finds Ann Lee.
    const match = or(
      ilike(sql`trim(${customers.firstName} || ' ' || ${customers.lastName})`, like),
      ilike(customers.phone, like),
      ilike(customers.email, like),
    );
    if (match) filters.push(match);
  }
  const rows = await db
    .select()
    .from(customers)
    .where(and(...filters))
    .orderBy(asc(customers.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { results: await customersToWire(db, rows.slice(0, size)), more: rows.length > size };
}

/**
 * An address's country is a code of GET /api/countries, and a US address's state one of GET /api/states (seed 002
 * §5: a picker for the US, free text elsewhere); both may be left empty. Anything else is refused naming the field.
 */
function addressPlaceCheck(address: { country: string; state: string }, index: number): void {
  const country = address.country.trim().toUpperCase();
  if (country !== '' && !(country in COUNTRIES))
    throw new HttpError(
      400,
      'invalid',
      `body: addresses.${index}.country: unknown country code`,
      `addresses.${index}.country`,
    );
  if (
    country === 'US' &&
    address.state.trim() !== '' &&
    !STATES.some((state) => state.country === 'US' && state.code === address.state.trim())
  )
    throw new HttpError(
      400,
      'invalid',
      `body: addresses.${index}.state: not a US state code`,
      `addresses.${index}.state`,
    );
}

/**
 * POST /api/customer-add/: updates the store's customer named by id, or upserts by (store, local_id); listed
 * addresses are added or updated (deleting is DELETE /api/address/{id}/). Only one address stays default
 * (seed 002 §3).
 */
export async function customerSave(
  db: Database,
  storeId: number,
  input: z.infer<typeof customerInput>,
): Promise<Customer> {
  input.addresses.forEach(addressPlaceCheck);
  return db.transaction(async (tx) => {
    // Card data typed into a customer's notes (or any of its texts) is never stored (issue 14 §1), as on the terminal.
    const fields = {
      firstName: scrubText(input.first_name),
      lastName: scrubText(input.last_name),
      phone: phoneScrub(input.phone),
      email: scrubText(input.email),
      notes: scrubText(input.notes),
      group: scrubText(input.group),
      updatedAt: new Date(),
    };
    let row: CustomerRow | undefined;
    if (input.id) {
      [row] = await tx
        .update(customers)
        .set(fields)
        .where(and(eq(customers.storeId, storeId), eq(customers.id, input.id)))
        .returning();
      if (!row) throw notFound('Customer');
    } else {
      [row] = await tx
        .insert(customers)
        .values({ storeId, localId: input.local_id ?? null, ...fields })
        .onConflictDoUpdate({ target: [customers.storeId, customers.localId], set: fields })
        .returning();
    }
    if (!row) throw new Error('customer not saved');
    const customerId = row.id;
    for (const address of input.addresses) {
      const values = {
        address1: scrubText(address.address_1),
        address2: scrubText(address.address_2),
        city: scrubText(address.city),
        state: scrubText(address.state.trim()),
        postalCode: address.postal_code,
        country: address.country.trim().toUpperCase(),
        company: scrubText(address.company),
        isDefault: address.default,
        localId: address.local_id ?? null,
      };
      let saved: AddressRow | undefined;
      if (address.id) {
        [saved] = await tx
          .update(addresses)
          .set(values)
          .where(and(eq(addresses.id, address.id), eq(addresses.customerId, customerId)))
          .returning();
        if (!saved) throw new HttpError(404, 'not_found', 'Address not found', 'addresses');
      } else {
        const [same] = address.local_id
          ? await tx
              .select()
              .from(addresses)
              .where(and(eq(addresses.customerId, customerId), eq(addresses.localId, address.local_id)))
          : [];
        [saved] = same
          ? await tx.update(addresses).set(values).where(eq(addresses.id, same.id)).returning()
          : await tx
              .insert(addresses)
              .values({ storeId, customerId, ...values })
              .returning();
      }
      if (saved && address.default) {
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.customerId, customerId), ne(addresses.id, saved.id)));
      }
    }
    const [wire] = await customersToWire(tx, [row]);
    return wire as Customer;
  });
}
