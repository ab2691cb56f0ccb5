import type { Address, Customer } from '@opentill/contracts';
import { customerIsValid, customerMatches, localIdNext, type LocalIdState } from '@opentill/domain';
import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { storedTerminal } from '../connection.ts';
import { db, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { saveRecords } from '../save.ts';
import { customersUploadPending } from '../sync/customers-upload.ts';
import { customersMerge } from '../sync/merge.ts';

/**
 * A customer as the terminal keeps it (seed 002 §3): the server's customer, or one created on this device whose
 * id is still its local id `{terminalId}_{ms}` until the upload answers; `updated` marks it for upload.
 */
export type CustomerRecord = Omit<Customer, 'id' | 'addresses' | 'default_address' | 'created_at' | 'updated_at'> & {
  id: number | string;
  addresses: Address[];
  default_address?: Address | null;
  created_at?: string | null;
  updated_at?: string | null;
  updated?: boolean;
  /** Server ids of addresses deleted while offline; the upload deletes them first (never sent as a field). */
  addresses_deleted?: number[];
};

/** The customer as embedded in an order (seed 001 §3 Order customer: first_name, last_name, phone, group, id). */
export interface OrderCustomer {
  /** The server id, or the local id of a customer not uploaded yet (the sync swaps it inside orders). */
  id?: number | string | null;
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  group?: string | null;
}

/** What the add form asks for (seed 002 §3 Customer). */
export interface CustomerDraft {
  first_name: string;
  last_name?: string;
  phone?: string;
  email?: string;
  notes?: string;
}

export interface CustomersPage {
  results: CustomerRecord[];
  next: string | null;
}

/** The order's copy of a customer; a local id not yet replaced by the server's is kept for the sync to swap. */
export function orderCustomerOf(customer: CustomerRecord): OrderCustomer {
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    phone: customer.phone,
    group: customer.group,
  };
}

export function customerFullName(customer: { first_name?: string | null; last_name?: string | null }): string {
  return `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim();
}

/**
 * seed 002 §7 GET /customers/list/?page={n} (pages from 1; ?search filters on the server): the page is merged into
 * the customers store by id, keeping a newer local change (seed 000 §9), and returned. Online only: offline it throws.
 */
export async function customersPageFetch(page: number, search: string, database: OpenTillDb = db(), deps: ApiDeps = {}): Promise<CustomersPage> {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim() !== '') query.set('search', search.trim());
  const answer = await apiRequest<{ results: CustomerRecord[]; next: string | null }>(`/customers/list/?${query.toString()}`, {}, deps);
  await customersMerge(answer.results, database);
  return { results: answer.results, next: answer.next };
}

/** Customers made on this device and not uploaded yet that match the search (seed 001 §5 filter). */
export async function customersPendingMatching(search: string, database: OpenTillDb = db()): Promise<CustomerRecord[]> {
  const pending = await database.customers.filter((customer) => customer.updated === true && typeof customer.id === 'string').toArray();
  return (pending as unknown as CustomerRecord[]).filter((customer) => customerMatches(customer, search));
}

/** Offline (seed 001 §6: no customer loading), every customer kept on this device that matches the search. */
export async function customersStoredMatching(search: string, database: OpenTillDb = db()): Promise<CustomerRecord[]> {
  const stored = (await database.customers.toArray()) as unknown as CustomerRecord[];
  return stored.filter((customer) => customerMatches(customer, search)).sort((a, b) => customerFullName(a).localeCompare(customerFullName(b)));
}

let localIds: LocalIdState = { lastMs: 0 };

/** Runs the customers upload now when online; a failure leaves the record marked for the next sync. */
async function uploadIfOnline(database: OpenTillDb, deps: ApiDeps): Promise<boolean> {
  if (!(deps.online ?? isOnline)()) return false;
  try {
    await customersUploadPending(database, deps);
    return true;
  } catch (error) {
    console.error('Customer upload failed; it stays marked for the next sync', error);
    return false;
  }
}

/** The stored customer with this local id (under the server id once uploaded, else under the local id). */
async function customerByLocalId(localId: string, database: OpenTillDb): Promise<CustomerRecord | null> {
  const found = (await database.customers.get(localId)) ?? (await database.customers.filter((customer) => customer.local_id === localId).first());
  return (found as CustomerRecord | undefined) ?? null;
}

/**
 * seed 002 §2 Customer popup add mode: first_name is required (§5), else nothing is saved (null). The customer is
 * saved locally marked updated, then uploaded at once when online (POST /customer-add/ through the sync's customer
 * upload, which swaps the local id for the server's); offline, or when that fails, the next sync sends it.
 */
export async function customerAdd(
  draft: CustomerDraft,
  now: Date,
  database: OpenTillDb = db(),
  deps: ApiDeps = {},
): Promise<{ customer: CustomerRecord; uploaded: boolean } | null> {
  if (!customerIsValid(draft)) return null;
  const terminalId = storedTerminal<{ id?: number }>(deps.storage)?.id ?? 0;
  const next = localIdNext(localIds, terminalId, now.getTime());
  localIds = next.state;
  const record: CustomerRecord = {
    id: next.id,
    local_id: next.id,
    first_name: draft.first_name.trim(),
    last_name: (draft.last_name ?? '').trim(),
    phone: (draft.phone ?? '').trim(),
    email: (draft.email ?? '').trim(),
    notes: (draft.notes ?? '').trim(),
    group: '',
    addresses: [],
    default_address: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    updated: true,
  };
  await saveRecords('customers', [record], database);
  const uploaded = await uploadIfOnline(database, deps);
  const stored = (await customerByLocalId(next.id, database)) ?? record;
  return { customer: stored, uploaded: uploaded && stored.updated !== true };
}

/** The stored copy of a customer (for the view), by id. */
export async function customerById(id: number | string, database: OpenTillDb = db()): Promise<CustomerRecord | null> {
  return ((await database.customers.get(id)) as CustomerRecord | undefined) ?? null;
}

/** Only one address is flagged default (seed 002 §3); the customer's default_address follows it. */
function withAddresses(customer: CustomerRecord, addresses: Address[], now: Date): CustomerRecord {
  return { ...customer, addresses, default_address: addresses.find((address) => address.default) ?? null, updated: true, updated_at: now.toISOString() };
}

/** The change an address form makes: a new address, an edited one (by position), or another default. */
export type AddressChange = { add: Address } | { edit: number; address: Address } | { makeDefault: number };

/**
 * The customer's addresses after a change (seed 002 §3: only one is flagged default). A new address gets a local id
 * (`{terminalId}_{ms}`), so an upload repeated after a lost answer updates it on the server instead of adding it
 * twice; the first address is the default; an edit keeps the address's ids.
 */
export function addressesChanged(addresses: readonly Address[], change: AddressChange, localId: string): Address[] {
  let next = [...addresses];
  let defaultIndex = -1;
  if ('add' in change) {
    next.push({ ...change.add, id: null, local_id: localId });
    if (change.add.default || next.length === 1) defaultIndex = next.length - 1;
  } else if ('edit' in change) {
    const before = next[change.edit];
    if (!before) return next;
    next[change.edit] = { ...change.address, id: before.id ?? null, local_id: before.local_id ?? null, default: before.default || change.address.default };
    if (change.address.default) defaultIndex = change.edit;
  } else if (next[change.makeDefault]) {
    defaultIndex = change.makeDefault;
  }
  if (defaultIndex >= 0) next = next.map((address, index) => ({ ...address, default: index === defaultIndex }));
  return next;
}

/**
 * seed 002 §2 update address: adds, edits or makes an address the default (only one default), saves the customer
 * marked updated and uploads it when online; offline the next sync sends it.
 */
export async function customerAddressSave(
  customer: CustomerRecord,
  change: AddressChange,
  now: Date,
  database: OpenTillDb = db(),
  deps: ApiDeps = {},
): Promise<CustomerRecord> {
  const terminalId = storedTerminal<{ id?: number }>(deps.storage)?.id ?? 0;
  const localId = localIdNext(localIds, terminalId, now.getTime());
  localIds = localId.state;
  const next = withAddresses(customer, addressesChanged(customer.addresses, change, localId.id), now);
  await saveRecords('customers', [next], database);
  await uploadIfOnline(database, deps);
  const customerLocalId = typeof next.local_id === 'string' ? next.local_id : null;
  return (await customerById(next.id, database)) ?? (customerLocalId ? await customerByLocalId(customerLocalId, database) : null) ?? next;
}

/**
 * seed 002 §5 "Deleting an address removes it on the server by id" (DELETE /address/{id}/). Online it is deleted at
 * once; offline (or when the call fails on the network) its id is kept in addresses_deleted, a field only the device
 * keeps, and the customer upload deletes it first. An address the server never had is only dropped locally.
 */
export async function customerAddressDelete(customer: CustomerRecord, index: number, database: OpenTillDb = db(), deps: ApiDeps = {}): Promise<CustomerRecord> {
  const address = customer.addresses[index];
  if (!address) return customer;
  let deferred = false;
  if (typeof address.id === 'number') {
    if ((deps.online ?? isOnline)()) {
      try {
        await apiRequest(`/address/${String(address.id)}/`, { method: 'DELETE' }, deps);
      } catch (error) {
        if (error instanceof HttpError && error.status !== 404) throw error;
        deferred = !(error instanceof HttpError);
      }
    } else {
      deferred = true;
    }
  }
  const addresses = customer.addresses.filter((_, position) => position !== index);
  const stored = (await customerById(customer.id, database)) ?? customer;
  const pendingDeletes = [...(stored.addresses_deleted ?? []), address.id as number];
  const next: CustomerRecord = {
    ...customer,
    addresses,
    default_address: addresses.find((entry) => entry.default) ?? null,
    // A newer local change, so a list fetched before the upload does not bring the address back (merge.ts).
    ...(deferred ? { addresses_deleted: pendingDeletes, updated: true, updated_at: new Date().toISOString() } : {}),
  };
  await saveRecords('customers', [next], database);
  return next;
}
