import { CUSTOMERS_PAGE_SIZE, customerInput, customersListQuery, type Customer } from '@opentill/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { notFound, parseInput } from '../http/errors.ts';
import { customerSave, customersPage } from '../services/customers.ts';

const addressParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Customer calls of seed 002 §7, scoped by the caller's store. */
export function customerRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/customers/list/', async (request) => {
    const { storeId } = callerOf(request);
    const query = parseInput(customersListQuery, request.query, 'query');
    const { results, more } = await customersPage(db, storeId, query.page, CUSTOMERS_PAGE_SIZE, query.search);
    const next = new URLSearchParams({
      page: String(query.page + 1),
      ...(query.search ? { search: query.search } : {}),
    });
    return { results, next: more ? `/api/customers/list/?${next.toString()}` : null };
  });

  app.post('/api/customer-add/', async (request): Promise<Customer> => {
    const { storeId } = callerOf(request);
    return customerSave(db, storeId, parseInput(customerInput, request.body));
  });

  app.delete('/api/address/:id/', async (request) => {
    const { storeId } = callerOf(request);
    const { id } = parseInput(addressParams, request.params, 'path');
    const deleted = await db
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.storeId, storeId)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw notFound('Address');
    return { id, deleted: true as const };
  });
}
