import type { Category, Product } from '@opentill/contracts';
import Dexie, { type Table } from 'dexie';
import type { OpenTillDb } from '../db.ts';
import { yieldToMain } from './yield.ts';

/**
 * The derived catalog snapshot (issue 5 §2): the products as a few large JSON chunks in a database of its own, so
 * a reopening terminal reads ~10 records instead of 50,000 and parses them a chunk per task. The seeds' products
 * store stays the source (seed 000 §3 keeps its 16 stores in the 'OpenTill' database untouched); a snapshot counts
 * only while its revision equals the current catalog revision (revision.ts), and is rebuilt from the source
 * otherwise.
 */
/** Products per chunk: parsing one stays around 30-40 ms, and a reopen yields only a few times. */
export const SNAPSHOT_CHUNK = 8_000;
/** Records read from the products store per request when the snapshot cannot serve. */
export const SOURCE_PAGE = 2_000;

interface ChunkRecord {
  index: number;
  json: string;
}
interface MetaRecord {
  key: 'snapshot';
  revision: string;
  chunks: number;
  categories: Category[];
}

class SnapshotDb extends Dexie {
  declare chunks: Table<ChunkRecord, number>;
  declare meta: Table<MetaRecord, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ chunks: 'index', meta: 'key' });
  }
}

const open = new Map<string, SnapshotDb>();

/** The snapshot database belonging to a data database ('OpenTill' → 'OpenTill-catalog'). */
export function snapshotDbName(database: Pick<OpenTillDb, 'name'>): string {
  return `${database.name}-catalog`;
}

function snapshotDb(database: Pick<OpenTillDb, 'name'>): SnapshotDb {
  const name = snapshotDbName(database);
  let instance = open.get(name);
  if (!instance) {
    instance = new SnapshotDb(name);
    open.set(name, instance);
  }
  return instance;
}

/** The snapshot's products and categories when it was built from this revision; null otherwise. */
export async function snapshotRead(database: OpenTillDb, revision: string): Promise<{ products: Product[]; categories: Category[] } | null> {
  const snapshot = snapshotDb(database);
  // One read transaction for both: a reopening terminal waits on as few IndexedDB round trips as possible.
  const [meta, chunks] = await snapshot.transaction('r', snapshot.meta, snapshot.chunks, () => Promise.all([snapshot.meta.get('snapshot'), snapshot.chunks.toArray()]));
  if (!meta || meta.revision !== revision || chunks.length !== meta.chunks) return null;
  const products: Product[] = [];
  for (const chunk of chunks) {
    for (const product of JSON.parse(chunk.json) as Product[]) products.push(product);
    await yieldToMain();
  }
  return { products, categories: meta.categories };
}

/**
 * Writes the snapshot of this revision. The meta record goes last and is removed first, so a snapshot cut off
 * half-way (tab closed) is never read.
 */
export async function snapshotWrite(database: OpenTillDb, revision: string, products: readonly Product[], categories: readonly Category[]): Promise<void> {
  const snapshot = snapshotDb(database);
  await snapshot.meta.delete('snapshot');
  const chunks: ChunkRecord[] = [];
  for (let start = 0; start < products.length; start += SNAPSHOT_CHUNK) {
    chunks.push({ index: chunks.length, json: JSON.stringify(products.slice(start, start + SNAPSHOT_CHUNK)) });
    await yieldToMain();
  }
  await snapshot.transaction('rw', snapshot.chunks, snapshot.meta, async () => {
    await snapshot.chunks.clear();
    await snapshot.chunks.bulkPut(chunks);
    await snapshot.meta.put({ key: 'snapshot', revision, chunks: chunks.length, categories: [...categories] });
  });
}

/** Reads the products store (the source) a page at a time by key, yielding between pages. */
export async function productsReadChunked(database: OpenTillDb): Promise<Product[]> {
  const products: Product[] = [];
  let last: number = -Infinity;
  let first = true;
  for (;;) {
    const range = first ? database.products.where('id').aboveOrEqual(last) : database.products.where('id').above(last);
    const page = (await range.limit(SOURCE_PAGE).toArray()) as unknown as Product[];
    first = false;
    for (const product of page) products.push(product);
    if (page.length < SOURCE_PAGE) return products;
    last = page[page.length - 1]?.id ?? last;
    await yieldToMain();
  }
}

/** Removes the snapshot database (Reset and demo teardown clear all local data, issue 5 §10). */
export async function snapshotDelete(database: Pick<OpenTillDb, 'name'>): Promise<void> {
  const name = snapshotDbName(database);
  open.get(name)?.close();
  open.delete(name);
  await Dexie.delete(name);
}
