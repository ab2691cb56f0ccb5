/**
 * Marks a product of store 1 unavailable for a day (the 86, issue 16 §4) straight in a stopped server's embedded
 * database: the ordering journey's server has no dashboard account to do it through. Run as a script, as
 * db-template.ts: node --import tsx e2e/support/product-86.ts <data folder> <product name>
 */
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { products } from '../../apps/server/src/db/schema.ts';

const [folder, name] = process.argv.slice(2);
if (!folder || !name) throw new Error('usage: product-86.ts <data folder> <product name>');
const database = await openDatabase({ dataDir: folder });
const changed = await database.db
  .update(products)
  .set({ unavailableUntil: new Date(Date.now() + 86_400_000) })
  .where(and(eq(products.storeId, 1), eq(products.name, name)))
  .returning({ id: products.id });
await database.close();
if (changed.length !== 1) throw new Error(`no product ${name} in store 1`);
