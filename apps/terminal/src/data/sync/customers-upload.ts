import { wireSafe } from '@opentill/contracts';
import { apiRequest, HttpError, type ApiDeps } from '../api.ts';
import { db as defaultDb, type DbRecord, type OpenTillDb } from '../db.ts';
import { saveRecords } from '../save.ts';
import { isRefusal } from './orders-upload.ts';

/** Fields only the device keeps on a customer. */
const LOCAL_ONLY = ['default_address', 'sync_error', 'addresses_deleted'] as const;

/**
 * What POST /customer-add/ receives: seed 000 §5 drops default_address before sending. A customer created on the
 * device carries its local id (`{terminalId}_{ms}`) as store key until the server answers; it goes as local_id
 * (the server upserts by (store, local_id)), never as id.
 */
export function customerBody(customer: DbRecord): DbRecord {
  const body: DbRecord = { ...customer };
  for (const field of LOCAL_ONLY) delete body[field];
  if (typeof body.id !== 'number') {
    body.local_id ??= body.id;
    delete body.id;
  }
  return wireSafe(body); // texts as the server takes them (orders-upload.ts orderBody)
}

/**
 * seed 000 §4 Sync: "replaces local customer and shift ids inside orders". Orders still waiting for upload that name
 * the local id get the server id, so the order upload links the server's customer or shift.
 */
export async function ordersReplaceId(field: 'customer' | 'shift', localId: string, serverId: number, database: OpenTillDb): Promise<void> {
  const orders = await database.orders.where('outbox').equals(1).toArray();
  const changed: DbRecord[] = [];
  for (const order of orders) {
    let next = order;
    if (field === 'customer') {
      const customer = order.customer as DbRecord | null | undefined;
      if (customer && customer.id === localId) next = { ...order, customer: { ...customer, id: serverId } };
    } else {
      if (order.shift === localId) next = { ...order, shift: serverId };
      const payments = order.payments as DbRecord[] | undefined;
      if (payments?.some((payment) => payment.shift === localId)) {
        next = { ...next, payments: payments.map((payment) => (payment.shift === localId ? { ...payment, shift: serverId } : payment)) };
      }
    }
    if (next !== order) changed.push(next);
  }
  await saveRecords('orders', changed, database);
}

/**
 * seed 002 §5 DELETE /address/{id}/ for the addresses deleted while offline; one the server no longer has (404) is
 * gone already. Other failures throw for the engine to retry, before the customer itself is sent.
 */
async function addressDeletesSend(customer: DbRecord, deps: ApiDeps): Promise<void> {
  const ids = Array.isArray(customer.addresses_deleted) ? (customer.addresses_deleted as number[]) : [];
  for (const id of ids) {
    try {
        await apiRequest(`/address/${String(id)}/`, { method: 'DELETE' }, deps);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
}

/**
 * Uploads every customer marked updated (seed 000 §4 Sync: customers first). The server copy replaces the local one
 * under the server id, in one transaction with the id replacement inside orders. A refusal (4xx) is reported and
 * the customer set aside (sync_error) so it never blocks the others; offline, network errors and 5xx throw for the
 * engine to retry.
 */
export async function customersUploadPending(database: OpenTillDb = defaultDb(), deps: ApiDeps = {}): Promise<number> {
  const pending = await database.customers.filter((customer) => customer.updated === true && !customer.sync_error).toArray();
  let uploaded = 0;
  for (const customer of pending) {
    try {
      await addressDeletesSend(customer, deps);
      const saved = await apiRequest<DbRecord>('/customer-add/', { method: 'POST', body: customerBody(customer) }, deps);
      await database.transaction('rw', database.customers, database.orders, async () => {
        const current = await database.customers.get(customer.id as number | string);
        // Edited while the upload was in flight: keep the local change marked for the next run (seed 000 §9).
        const edited = current !== undefined && JSON.stringify(current) !== JSON.stringify(customer);
        if (saved.id !== customer.id) {
          await database.customers.delete(customer.id as number | string);
          if (typeof customer.id === 'string' && typeof saved.id === 'number') await ordersReplaceId('customer', customer.id, saved.id, database);
        }
        const record = edited ? { ...current, id: saved.id, local_id: saved.local_id ?? current.local_id } : { ...saved, updated: false };
        await saveRecords('customers', [record], database);
      });
      uploaded += 1;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      console.error(`Customer ${String(customer.id)} refused by the server`, error.body ?? error);
      const body = (error.body ?? {}) as { message?: unknown };
      await saveRecords('customers', [{ ...customer, sync_error: typeof body.message === 'string' ? body.message : error.message }], database);
    }
  }
  return uploaded;
}
