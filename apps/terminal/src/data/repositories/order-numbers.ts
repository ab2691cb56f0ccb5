/**
 * The terminal's short order numbers (issue 15 §4): "{terminal}-{sequence}" per business day, given offline the
 * moment an order is first saved, so the kiosk, checkout, the ticket and the receipt all say 3-042 before the server
 * ever saw the order. The sequence lives in memory for the synchronous save path (the editor shows a change in the
 * frame of the tap) and in an IndexedDB database of its own, so it survives a reload; the seeds' 'OpenTill' database
 * keeps its 16 stores and version untouched (as the catalog snapshot does).
 */
import {
  businessDayOf,
  localIdParse,
  orderShortNumberNext,
  orderShortNumberSequence,
  type OrderNumberState,
} from '@opentill/domain';
import Dexie, { type Table } from 'dexie';
import { db, type OpenTillDb } from '../db.ts';

interface CounterRecord {
  /** The prefix: the terminal id. */
  prefix: string;
  day: string;
  last: number;
}

class OrderNumbersDb extends Dexie {
  declare counters: Table<CounterRecord, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ counters: 'prefix' });
  }
}

/** The counter database belonging to a data database ('OpenTill' → 'OpenTill-order-numbers'). */
export function orderNumbersDbName(database: Pick<OpenTillDb, 'name'>): string {
  return `${database.name}-order-numbers`;
}

interface Memory {
  readonly counters: OrderNumbersDb;
  readonly states: Map<string, OrderNumberState>;
  startTime: string | null;
  loaded: Promise<void> | null;
}

const memories = new Map<string, Memory>();

function memoryOf(database: OpenTillDb): Memory {
  const name = orderNumbersDbName(database);
  let memory = memories.get(name);
  if (!memory) {
    memory = { counters: new OrderNumbersDb(name), states: new Map(), startTime: null, loaded: null };
    memories.set(name, memory);
  }
  return memory;
}

const later = (a: OrderNumberState | undefined, b: OrderNumberState): OrderNumberState =>
  !a || b.day > a.day || (b.day === a.day && b.last > a.last) ? b : a;

/**
 * Reads the counters and the store's start_time into memory (once per database; `again` re-reads). Orders already
 * stored count too: a number handed out just before a reload, whose counter write was lost, is never given twice.
 */
export function orderNumbersLoad(database: OpenTillDb = db(), again = false): Promise<void> {
  const memory = memoryOf(database);
  if (memory.loaded && !again) return memory.loaded;
  memory.loaded = (async () => {
    const [counters, store, orders] = await Promise.all([
      memory.counters.counters.toArray(),
      database.store.toCollection().first(),
      database.orders.filter((order) => typeof order.short_number === 'string').toArray(),
    ]);
    memory.startTime = typeof store?.start_time === 'string' ? store.start_time : null;
    for (const counter of counters)
      memory.states.set(counter.prefix, later(memory.states.get(counter.prefix), { day: counter.day, last: counter.last }));
    // A stored order counts for its own business day: yesterday's 3-120 never pushes today's numbering on.
    for (const order of orders) {
      const prefix = orderPrefix(order);
      const sequence = orderShortNumberSequence(order.short_number, prefix ?? '');
      if (prefix === null || sequence === null || typeof order.open_date !== 'string') continue;
      const day = businessDayOf(Date.parse(order.open_date), memory.startTime);
      memory.states.set(prefix, later(memory.states.get(prefix), { day, last: sequence }));
    }
  })().catch((error: unknown) => {
    // Without the stored counters the numbering goes on from memory; the next load tries again.
    memory.loaded = null;
    console.error('Order numbers could not be read', error);
  });
  return memory.loaded;
}

/** The prefix of an order made on this device: the terminal id its local id starts with. */
function orderPrefix(order: { local_id?: unknown }): string | null {
  if (typeof order.local_id !== 'string') return null;
  const parsed = localIdParse(order.local_id);
  return parsed && /^\d+$/.test(parsed.terminalId) ? parsed.terminalId : null;
}

/**
 * The next short number for an order of this device, synchronously; the counter is written
 * in the background (ordered after earlier writes by Dexie's queue). Null when the order's local id names no
 * terminal.
 */
export function orderShortNumberTake(
  order: { local_id?: unknown },
  now: Date,
  database: OpenTillDb = db(),
): string | null {
  const prefix = orderPrefix(order);
  if (prefix === null) return null;
  const memory = memoryOf(database);
  // A save before the editor loaded its context: number from memory, and read the stored counters for the next.
  if (!memory.loaded) void orderNumbersLoad(database);
  const next = orderShortNumberNext(memory.states.get(prefix) ?? null, prefix, now.getTime(), memory.startTime);
  memory.states.set(prefix, next.state);
  void memory.counters.counters
    .put({ prefix, day: next.state.day, last: next.state.last })
    .catch((error: unknown) => console.error('Order number counter not saved', error));
  return next.number;
}

/** Tests: forget what memory holds, as a reload does. */
export function orderNumbersForget(): void {
  for (const memory of memories.values()) memory.counters.close();
  memories.clear();
}
