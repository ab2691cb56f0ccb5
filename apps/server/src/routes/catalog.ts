import { PRODUCTS_PAGE_SIZE, pageQuery, type Employee, type ProductsResponse } from '@opentill/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { callerOf } from '../http/auth.ts';
import { parseInput } from '../http/errors.ts';
import { COUNTRIES, STATES } from '../services/geo-data.ts';
import { productsPage } from '../services/products-read.ts';
import { readCachedJson } from '../services/read-cache.ts';
import { wireAmount } from '../services/wire-format.ts';

/**
 * A cached answer sent as the JSON text made when it was loaded: a hit costs no serialisation (5 % of the server's
 * time in the CPU profile of the api-read-throughput bench, issue 14). A string with a JSON content type is sent by
 * Fastify as it is.
 */
function cachedJson<T>(reply: FastifyReply, storeId: number, key: string, load: () => Promise<T>): Promise<string> {
  reply.type('application/json; charset=utf-8');
  return readCachedJson(storeId, key, load);
}

/** The first-sync reference data (seed 000 §7), every query scoped by the caller's store. */
export function catalogRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/sections/', async (request, reply) => {
    const { storeId } = callerOf(request);
    return cachedJson(reply, storeId, 'tables:sections', async () => {
      const [sections, tables] = await Promise.all([
        db
          .select()
          .from(t.sections)
          .where(eq(t.sections.storeId, storeId))
          .orderBy(asc(t.sections.sorting), asc(t.sections.id)),
        db
          .select({ id: t.diningTables.id, sectionId: t.diningTables.sectionId })
          .from(t.diningTables)
          .where(eq(t.diningTables.storeId, storeId))
          .orderBy(asc(t.diningTables.id)),
      ]);
      return {
        results: sections.map((section) => ({
          id: section.id,
          section_name: section.name,
          tables: tables.filter((table) => table.sectionId === section.id).map((table) => table.id),
        })),
      };
    });
  });

  app.get('/api/tables/', async (request, reply) => {
    const { storeId } = callerOf(request);
    return cachedJson(reply, storeId, 'tables:tables', async () => {
      const rows = await db
        .select()
        .from(t.diningTables)
        .where(eq(t.diningTables.storeId, storeId))
        .orderBy(asc(t.diningTables.id));
      return {
        results: rows.map((row) => ({
          id: row.id,
          table_name: row.name,
          type: row.type,
          x_value: Number(row.x),
          y_value: Number(row.y),
          section: row.sectionId,
        })),
      };
    });
  });

  app.get('/api/categories/', async (request, reply) => {
    const { storeId } = callerOf(request);
    return cachedJson(reply, storeId, 'categories', async () => {
      const rows = await db
        .select()
        .from(t.categories)
        .where(eq(t.categories.storeId, storeId))
        .orderBy(asc(t.categories.sorting), asc(t.categories.id));
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          color: row.color,
          image: row.image,
          sorting: row.sorting,
        })),
      };
    });
  });

  // seed 000 §3: uid is the hash of the PIN; the PIN itself is never sent.
  app.get('/api/employees/', async (request, reply) => {
    const { storeId } = callerOf(request);
    return cachedJson(reply, storeId, 'employees', async (): Promise<{ results: Employee[] }> => {
      const rows = await db
        .select()
        .from(t.employees)
        .where(and(eq(t.employees.storeId, storeId), eq(t.employees.active, true)))
        .orderBy(asc(t.employees.id));
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          role: row.role as Employee['role'],
          uid: row.uid,
          language: row.language as Employee['language'],
        })),
      };
    });
  });

  app.get('/api/discounts/', async (request, reply) => {
    const { storeId } = callerOf(request);
    return cachedJson(reply, storeId, 'discounts', async () => {
      const rows = await db
        .select()
        .from(t.discounts)
        .where(eq(t.discounts.storeId, storeId))
        .orderBy(asc(t.discounts.id));
      // value_hundredths is a percent × 100 or cents: either way 2 decimals on the wire.
      return {
        results: rows.map((row) => ({
          id: row.id,
          name: row.name,
          type: row.type as 1 | 2,
          value: wireAmount(row.valueHundredths),
        })),
      };
    });
  });

  app.get('/api/products/', async (request, reply) => {
    const { storeId } = callerOf(request);
    const { page } = parseInput(pageQuery, request.query, 'query');
    return cachedJson(reply, storeId, `products:${page}`, async (): Promise<ProductsResponse> => {
      const { results, more } = await productsPage(db, storeId, page, PRODUCTS_PAGE_SIZE);
      return { results, next: more ? `/api/products/?page=${page + 1}` : null };
    });
  });

  app.get('/api/countries', (_request, reply) => reply.send(COUNTRIES));
  app.get('/api/states', (_request, reply) => reply.send(STATES));
}
