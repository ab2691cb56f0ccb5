/**
 * The Tables screen's view of the floor (seed 000 §2.7): sections with their tables, what each table card says, the
 * counts per section and where a tap leads. Pure: the screen reads the local database (use-floor.ts) and renders this.
 */
import { ORDER_STATUS, orderNumberShown } from '@opentill/domain';
import type { DbRecord } from '../../data/db.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';

/** The statuses that keep an order on its table: open and held (seed 001 §4; a held order still seats its guests). */
export function orderOnTable(order: Pick<OrderRecord, 'status' | 'table'>): boolean {
  return (
    order.table !== null &&
    order.table !== undefined &&
    (order.status === ORDER_STATUS.OPEN || order.status === ORDER_STATUS.HOLD)
  );
}

export interface FloorTable {
  id: number;
  name: string;
  /** 'round', 'square' or 'rectangle' (contracts table.type). */
  type: string;
  x: number;
  y: number;
  section: number;
  /** The table's open and held orders, oldest first. */
  orders: OrderRecord[];
  /** Moved here and not uploaded yet (repositories/tables.ts tableMoveSave). */
  unsent: boolean;
}

export interface FloorSection {
  id: number;
  name: string;
  tables: FloorTable[];
  occupied: number;
  vacant: number;
}

const num = (value: unknown, fallback = 0): number => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
};

const opened = (order: OrderRecord): number => {
  const at = Date.parse(order.open_date);
  return Number.isFinite(at) ? at : 0;
};

/**
 * Builds the floor from the stored sections, tables and orders. A section lists its tables by their `section`
 * field (the server's tables are the truth; a section's own `tables` ids may lag a move between sections). Tables
 * of a section the terminal does not know are left out. Sections keep the server's order (it sorts them).
 */
export function floorBuild(
  sections: readonly DbRecord[],
  tables: readonly DbRecord[],
  orders: readonly OrderRecord[],
): FloorSection[] {
  const bySection = new Map<number, FloorTable[]>();
  const ordersByTable = new Map<number, OrderRecord[]>();
  for (const order of orders) {
    if (!orderOnTable(order)) continue;
    const table = Number(order.table);
    const list = ordersByTable.get(table);
    if (list) list.push(order);
    else ordersByTable.set(table, [order]);
  }
  for (const list of ordersByTable.values()) list.sort((a, b) => opened(a) - opened(b));
  for (const table of tables) {
    const id = num(table.id, NaN);
    const section = num(table.section, NaN);
    if (!Number.isFinite(id) || !Number.isFinite(section)) continue;
    const entry: FloorTable = {
      id,
      name: typeof table.table_name === 'string' ? table.table_name : String(id),
      type: typeof table.type === 'string' ? table.type : 'square',
      x: Math.max(0, num(table.x_value)),
      y: Math.max(0, num(table.y_value)),
      section,
      orders: ordersByTable.get(id) ?? [],
      unsent: table.updated === true,
    };
    const list = bySection.get(section);
    if (list) list.push(entry);
    else bySection.set(section, [entry]);
  }
  return sections.flatMap((section) => {
    const id = num(section.id, NaN);
    if (!Number.isFinite(id)) return [];
    const list = (bySection.get(id) ?? []).sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
    const occupied = list.filter((table) => table.orders.length > 0).length;
    const name = typeof section.section_name === 'string' ? section.section_name : String(id);
    return [{ id, name, tables: list, occupied, vacant: list.length - occupied }];
  });
}

/** What a table card says (seed 000 §2.7): Available, or who sits there, which order, since when and served by whom. */
export type TableCardSummary =
  | { kind: 'available' }
  | {
      kind: 'occupied';
      /** The one customer's name, or null with `customers` counting the distinct named customers (0: none named). */
      customer: string | null;
      customers: number;
      /** The order number people say when there is one order; null with `orders` > 1. */
      orderNumber: string | null;
      orders: number;
      /** When the oldest order was opened (ms since the epoch). */
      since: number;
      /** The employee id of the oldest order (its opener), null when it names none. */
      employee: number | null;
    };

function customerName(order: OrderRecord): string | null {
  const customer = order.customer;
  if (!customer) return null;
  const name = [customer.first_name, customer.last_name]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  return name === '' ? null : name;
}

function customerKey(order: OrderRecord): string | null {
  const customer = order.customer;
  if (!customer) return null;
  if (customer.id !== null && customer.id !== undefined) return `id:${String(customer.id)}`;
  const name = customerName(order);
  return name === null ? null : `name:${name}`;
}

export function tableCardSummary(table: Pick<FloorTable, 'orders'>): TableCardSummary {
  const [first] = table.orders;
  if (!first) return { kind: 'available' };
  const named = new Map<string, string>();
  for (const order of table.orders) {
    const key = customerKey(order);
    const name = customerName(order);
    if (key !== null && name !== null && !named.has(key)) named.set(key, name);
  }
  const single = table.orders.length === 1;
  const employee = first.emp_open ?? first.employee ?? null;
  return {
    kind: 'occupied',
    customer: named.size === 1 ? ([...named.values()][0] ?? null) : null,
    customers: named.size,
    orderNumber: single ? (orderNumberShown(first) ?? null) : null,
    orders: table.orders.length,
    since: opened(first),
    employee: typeof employee === 'number' ? employee : null,
  };
}

/** Time since opening as days, hours and minutes (seed 000 §2.7 "days, hours:minutes"); never negative. */
export function elapsedParts(since: number, now: number): { days: number; hours: number; minutes: number } {
  const minutesAll = Math.max(0, Math.floor((now - since) / 60_000));
  return { days: Math.floor(minutesAll / 1440), hours: Math.floor((minutesAll % 1440) / 60), minutes: minutesAll % 60 };
}

/** "h:mm" of elapsedParts (the days are said with words, in the language). */
export function elapsedClock(parts: { hours: number; minutes: number }): string {
  return `${String(parts.hours)}:${String(parts.minutes).padStart(2, '0')}`;
}

/** Where a tap on a table leads (seed 000 §2.7), in the seed's order of rules. */
export type TableTapResult =
  | { kind: 'none' }
  | { kind: 'move'; table: number }
  | { kind: 'shift' }
  | { kind: 'new-order'; table: number }
  | { kind: 'open-order'; order: OrderRecord }
  | { kind: 'table-orders'; table: number };

export function tableTap(
  table: Pick<FloorTable, 'id' | 'orders'>,
  state: { editing: boolean; moving: boolean; shiftOpen: boolean },
): TableTapResult {
  if (state.editing) return { kind: 'none' };
  if (state.moving) return { kind: 'move', table: table.id };
  if (!state.shiftOpen) return { kind: 'shift' };
  const [only, ...more] = table.orders;
  if (!only) return { kind: 'new-order', table: table.id };
  if (more.length === 0) return { kind: 'open-order', order: only };
  return { kind: 'table-orders', table: table.id };
}

/** Floor plan coordinates never go below 0 nor past the contracts' bound (table x_value / y_value). */
export const FLOOR_MAX = 100_000;

/**
 * The position a dragged table is saved at: where its card was let go on the floor plan, i.e. its old position
 * plus the drag's movement, in whole pixels, kept on the plan (>= 0). See docs/decisions.md §52 on the seed's
 * "x minus 50, y minus 100" drag offset.
 */
export function tableDropPosition(
  from: { x: number; y: number },
  moved: { x: number; y: number },
): { x: number; y: number } {
  const clamp = (value: number) => Math.min(FLOOR_MAX, Math.max(0, Math.round(value)));
  return { x: clamp(from.x + moved.x), y: clamp(from.y + moved.y) };
}
