import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  CSV_IMPORT_MAX_BYTES,
  IMAGE_UPLOAD_MAX_BYTES,
  catalogAvailabilityInput,
  catalogCategoryInput,
  catalogDiningOptionInput,
  catalogDiscountInput,
  catalogModifierGroupInput,
  catalogProductInput,
  catalogProductsQuery,
  catalogTaxInput,
  type CatalogOptions,
  type ConfigPart,
} from '@opentill/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { dashboardStore } from '../../http/dashboard-auth.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { auditAppend, auditChanges } from '../../services/audit.ts';
import { configChanged } from '../../services/config-events.ts';
import {
  categoriesList,
  categoryDelete,
  categorySave,
  diningOptionDelete,
  diningOptionSave,
  diningOptionsList,
  discountDelete,
  discountSave,
  discountsList,
  modifierGroupDelete,
  modifierGroupSave,
  modifierGroupsList,
  productAvailabilitySet,
  productDelete,
  productRead,
  productSave,
  taxDelete,
  taxSave,
  taxesList,
} from '../../services/dashboard-catalog.ts';
import { csvExport, csvImport, csvPreview } from '../../services/dashboard-catalog-csv.ts';
import { imageRead, imageStore } from '../../services/dashboard-catalog-images.ts';
import { productsList } from '../../services/dashboard-catalog-list.ts';
import { readCacheEvict } from '../../services/read-cache.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const rowId = (request: FastifyRequest) => parseInput(idParams, request.params, 'path').id;

const STORE = '/api/dashboard/stores/:store';
/** An import of at least this many rows refreshes the products table's planner statistics. */
const ANALYZE_AFTER_ROWS = 10_000;

/** After a committed change the terminals must see: this instance's read cache forgets the store, then the event. */
async function changed(db: Database, storeId: number, what: ConfigPart[]): Promise<void> {
  readCacheEvict(storeId);
  await configChanged(db, storeId, what);
}

/** A saved row answers as the list shows it. */
type Saved = { id: number; before: Record<string, unknown> | null; after: Record<string, unknown> };

/**
 * The create/update/delete routes of one small list (categories, taxes, modifier groups, discounts, dining options):
 * validated by its contract, written with its audit entry in one transaction, then config-changed ['catalog'].
 */
function listRoutes<Input extends z.ZodType>(
  app: FastifyInstance,
  db: Database,
  spec: {
    path: string;
    noun: string;
    input: Input;
    list: (db: Database, storeId: number) => Promise<{ id: number }[]>;
    save: (db: Database, storeId: number, id: number | null, input: z.output<Input>) => Promise<Saved>;
    remove: (db: Database, storeId: number, id: number) => Promise<Record<string, unknown>>;
  },
): void {
  const answer = async (storeId: number, id: number) =>
    (await spec.list(db, storeId)).find((row) => row.id === id) ?? null;
  app.get(`${STORE}/catalog/${spec.path}`, async (request) => ({
    results: await spec.list(db, dashboardStore(request)),
  }));
  app.post(`${STORE}/catalog/${spec.path}`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const input = parseInput(spec.input, request.body);
    const saved = await db.transaction(async (tx) => {
      const result = await spec.save(tx, storeId, null, input);
      await auditAppend(tx, request, {
        storeId,
        action: `${spec.noun}.create`,
        target: `${spec.noun} ${String(result.id)}`,
        detail: { after: result.after },
      });
      return result;
    });
    await changed(db, storeId, ['catalog']);
    return reply.code(201).send(await answer(storeId, saved.id));
  });
  app.put(`${STORE}/catalog/${spec.path}/:id`, async (request) => {
    const storeId = dashboardStore(request);
    const id = rowId(request);
    const input = parseInput(spec.input, request.body);
    await db.transaction(async (tx) => {
      const result = await spec.save(tx, storeId, id, input);
      await auditAppend(tx, request, {
        storeId,
        action: `${spec.noun}.update`,
        target: `${spec.noun} ${String(id)}`,
        detail: auditChanges(result.before ?? {}, result.after),
      });
    });
    await changed(db, storeId, ['catalog']);
    return answer(storeId, id);
  });
  app.delete(`${STORE}/catalog/${spec.path}/:id`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const id = rowId(request);
    await db.transaction(async (tx) => {
      const before = await spec.remove(tx, storeId, id);
      await auditAppend(tx, request, {
        storeId,
        action: `${spec.noun}.delete`,
        target: `${spec.noun} ${String(id)}`,
        detail: { before },
      });
    });
    await changed(db, storeId, ['catalog']);
    return reply.code(204).send();
  });
}

/** Catalog: categories, products, modifier groups, taxes, discounts, dining options, images, CSV, 86 (issue 16 §4): under /api/dashboard. */
export async function catalogDashboardRoutes(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const db = database.db;

  listRoutes(app, db, {
    path: 'categories',
    noun: 'category',
    input: catalogCategoryInput,
    list: categoriesList,
    save: categorySave,
    remove: categoryDelete,
  });
  listRoutes(app, db, {
    path: 'taxes',
    noun: 'tax',
    input: catalogTaxInput,
    list: taxesList,
    save: taxSave,
    remove: taxDelete,
  });
  listRoutes(app, db, {
    path: 'modifier-groups',
    noun: 'modifier_group',
    input: catalogModifierGroupInput,
    list: modifierGroupsList,
    save: modifierGroupSave,
    remove: modifierGroupDelete,
  });
  listRoutes(app, db, {
    path: 'discounts',
    noun: 'discount',
    input: catalogDiscountInput,
    list: discountsList,
    save: discountSave,
    remove: discountDelete,
  });
  listRoutes(app, db, {
    path: 'dining-options',
    noun: 'dining_option',
    input: catalogDiningOptionInput,
    list: diningOptionsList,
    save: diningOptionSave,
    remove: diningOptionDelete,
  });

  app.get(`${STORE}/catalog/options`, async (request): Promise<CatalogOptions> => {
    const storeId = dashboardStore(request);
    const [categories, taxes, modifierGroups, printers, [store]] = await Promise.all([
      categoriesList(db, storeId),
      taxesList(db, storeId),
      modifierGroupsList(db, storeId),
      db
        .select({ id: t.printers.id, name: t.printers.name, kind: t.printers.kind })
        .from(t.printers)
        .where(eq(t.printers.storeId, storeId))
        .orderBy(asc(t.printers.sorting), asc(t.printers.id)),
      db
        .select({ code: t.stores.currencyCode, symbol: t.stores.currencySymbol, country: t.stores.country })
        .from(t.stores)
        .where(eq(t.stores.id, storeId)),
    ]);
    return {
      categories,
      taxes,
      modifier_groups: modifierGroups,
      printers,
      currency: store ?? { code: 'USD', symbol: '$', country: 'US' },
    };
  });

  // ------------------------------------------------------------ products

  app.get(`${STORE}/catalog/products`, async (request) => {
    const storeId = dashboardStore(request);
    return productsList(db, storeId, parseInput(catalogProductsQuery, request.query, 'query'));
  });

  app.get(`${STORE}/catalog/products/:id`, async (request) => productRead(db, dashboardStore(request), rowId(request)));

  app.post(`${STORE}/catalog/products`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const input = parseInput(catalogProductInput, request.body);
    const saved = await db.transaction(async (tx) => {
      const result = await productSave(tx, storeId, null, input);
      await auditAppend(tx, request, {
        storeId,
        action: 'product.create',
        target: `product ${String(result.id)}`,
        detail: { after: result.after },
      });
      return result;
    });
    await changed(db, storeId, ['catalog']);
    return reply.code(201).send(await productRead(db, storeId, saved.id));
  });

  app.put(`${STORE}/catalog/products/:id`, async (request) => {
    const storeId = dashboardStore(request);
    const id = rowId(request);
    const input = parseInput(catalogProductInput, request.body);
    await db.transaction(async (tx) => {
      const result = await productSave(tx, storeId, id, input);
      await auditAppend(tx, request, {
        storeId,
        action: 'product.update',
        target: `product ${String(id)}`,
        detail: auditChanges(result.before ?? {}, result.after),
      });
    });
    await changed(db, storeId, ['catalog']);
    return productRead(db, storeId, id);
  });

  app.delete(`${STORE}/catalog/products/:id`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const id = rowId(request);
    await db.transaction(async (tx) => {
      const before = await productDelete(tx, storeId, id);
      await auditAppend(tx, request, {
        storeId,
        action: 'product.delete',
        target: `product ${String(id)}`,
        detail: { before },
      });
    });
    await changed(db, storeId, ['catalog']);
    return reply.code(204).send();
  });

  // The 86: unavailable until the end of the business day, or offered again.
  app.post(`${STORE}/catalog/products/:id/availability`, async (request) => {
    const storeId = dashboardStore(request);
    const id = rowId(request);
    const { available } = parseInput(catalogAvailabilityInput, request.body);
    const result = await db.transaction(async (tx) => {
      const state = await productAvailabilitySet(tx, storeId, id, available);
      if (state.changed)
        await auditAppend(tx, request, {
          storeId,
          action: available ? 'product.available' : 'product.unavailable',
          target: `product ${String(id)}`,
          detail: { unavailable_until: { before: state.before, after: state.until } },
        });
      return state;
    });
    if (result.changed) await changed(db, storeId, ['availability']);
    return { id, unavailable_until: result.until };
  });

  // ------------------------------------------------------------ CSV

  app.get(`${STORE}/catalog/products.csv`, async (request, reply) => {
    const storeId = dashboardStore(request);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${String(storeId)}-${day}.csv"`);
    // A byte order mark first: spreadsheets then read the file as UTF-8.
    const chunks = csvExport(db, storeId);
    async function* withBom() {
      yield '\ufeff';
      yield* chunks;
    }
    return reply.send(Readable.from(withBom()));
  });

  // The CSV body is read as text (up to CSV_IMPORT_MAX_BYTES) only by these two routes.
  await app.register((scope, _options, registered) => {
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: CSV_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const csvText = (request: FastifyRequest): string => {
      if (typeof request.body !== 'string')
        throw new HttpError(415, 'unsupported_media_type', 'body: send the CSV file as text/csv', 'body');
      return request.body;
    };
    const options = { bodyLimit: CSV_IMPORT_MAX_BYTES };
    scope.post(`${STORE}/catalog/import/preview`, options, async (request) => {
      const storeId = dashboardStore(request);
      return csvPreview(db, storeId, csvText(request));
    });
    scope.post(`${STORE}/catalog/import`, options, async (request) => {
      const storeId = dashboardStore(request);
      const text = csvText(request);
      const result = await db.transaction(async (tx) => {
        const written = await csvImport(tx, storeId, text);
        await auditAppend(tx, request, {
          storeId,
          action: 'product.import',
          target: 'products',
          detail: { ...written, bytes: Buffer.byteLength(text) },
        });
        return written;
      });
      // A large import (10,000 rows and more) changes the table's statistics: without fresh ones the planner walks
      // the keyset pages without their indexes (measured on 100,000 rows: 300-500 ms a page instead of 30-70 ms)
      // until autovacuum comes by, which PGlite never does. Below that size the statistics barely move.
      if (result.created + result.updated >= ANALYZE_AFTER_ROWS)
        await db.execute(sql`analyze ${t.products}`).catch((error: unknown) => {
          request.log.warn({ err: error }, 'analyze after the CSV import failed');
        });
      await changed(db, storeId, ['catalog']);
      return result;
    });
    registered();
  });

  // ------------------------------------------------------------ images

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
      throwFileSizeLimit: true,
    });
    scope.post(`${STORE}/images`, { bodyLimit: IMAGE_UPLOAD_MAX_BYTES + 64 * 1024 }, async (request, reply) => {
      const storeId = dashboardStore(request);
      if (!request.isMultipart())
        throw new HttpError(
          415,
          'unsupported_media_type',
          'body: send the image as multipart/form-data, field "file"',
          'file',
        );
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file')
          throw new HttpError(400, 'invalid', 'file: no file in field "file"', 'file');
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(
            413,
            'too_large',
            `file: an image may be at most ${String(IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024)} MB`,
          );
        throw new HttpError(400, 'invalid', 'file: the upload could not be read', 'file');
      }
      const image = await db.transaction(async (tx) => {
        const stored = await imageStore(tx, storeId, bytes);
        await auditAppend(tx, request, {
          storeId,
          action: 'image.upload',
          target: `image ${String(stored.id)}`,
          detail: { width: stored.width, height: stored.height, bytes: bytes.length },
        });
        return stored;
      });
      return reply.code(201).send(image);
    });
  });

  // Served to the terminal's and the kiosk's <img> (which send no token) and the dashboard: public, and cached for
  // a year, as an image id never names other bytes.
  app.get('/api/images/:id', { config: { public: true } }, async (request, reply) => {
    const id = rowId(request);
    const image = await imageRead(db, id);
    if (!image) throw new HttpError(404, 'not_found', 'Image not found');
    return reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${image.sha256}"`)
      .send(image.bytes);
  });
}
