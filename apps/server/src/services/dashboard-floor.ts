import type {
  DashboardSection,
  DashboardTable,
  SectionCreateRequest,
  SectionUpdateRequest,
  TableCreateRequest,
  TablePlacementsRequest,
  TableUpdateRequest,
} from '@opentill/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { diningTables, orders, sections } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type TableRow = typeof diningTables.$inferSelect;

/** Orders still at a table: pending online, open or held (seed 001 §4); completed, cancelled, refunded have left. */
const OPEN_STATUSES = [0, 1, 2];

async function openOrdersByTable(db: Database | Tx, storeId: number, tableIds: number[]): Promise<Map<number, number>> {
  if (tableIds.length === 0) return new Map();
  const rows = await db
    .select({ tableId: orders.tableId, n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.tableId, tableIds), inArray(orders.status, OPEN_STATUSES)))
    .groupBy(orders.tableId);
  return new Map(rows.map((row) => [row.tableId ?? 0, row.n]));
}

function tableToDashboard(row: TableRow, open: Map<number, number>): DashboardTable {
  return {
    id: row.id,
    section_id: row.sectionId,
    name: row.name,
    type: row.type,
    x: Number(row.x),
    y: Number(row.y),
    open_orders: open.get(row.id) ?? 0,
  };
}

export async function sectionsList(db: Database, storeId: number): Promise<DashboardSection[]> {
  const [sectionRows, tableRows] = await Promise.all([
    db.select().from(sections).where(eq(sections.storeId, storeId)).orderBy(asc(sections.sorting), asc(sections.id)),
    db.select().from(diningTables).where(eq(diningTables.storeId, storeId)).orderBy(asc(diningTables.id)),
  ]);
  const open = await openOrdersByTable(
    db,
    storeId,
    tableRows.map((row) => row.id),
  );
  return sectionRows.map((section) => ({
    id: section.id,
    name: section.name,
    sorting: section.sorting,
    tables: tableRows.filter((row) => row.sectionId === section.id).map((row) => tableToDashboard(row, open)),
  }));
}

async function sectionRow(db: Database | Tx, storeId: number, sectionId: number) {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.storeId, storeId), eq(sections.id, sectionId)));
  if (!row) throw notFound('Section');
  return row;
}

export async function sectionCreate(db: Database, storeId: number, input: SectionCreateRequest) {
  const sorting =
    input.sorting ??
    Number(
      (
        await db
          .select({ next: sql<number>`coalesce(max(${sections.sorting}), -1) + 1` })
          .from(sections)
          .where(eq(sections.storeId, storeId))
      )[0]?.next ?? 0,
    );
  const [row] = await db.insert(sections).values({ storeId, name: input.name.trim(), sorting }).returning();
  if (!row) throw new Error('section not created');
  return { id: row.id, name: row.name, sorting: row.sorting, tables: [] } satisfies DashboardSection;
}

export async function sectionUpdate(db: Database, storeId: number, sectionId: number, input: SectionUpdateRequest) {
  const before = await sectionRow(db, storeId, sectionId);
  const [after] = await db
    .update(sections)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.sorting !== undefined ? { sorting: input.sorting } : {}),
    })
    .where(and(eq(sections.storeId, storeId), eq(sections.id, sectionId)))
    .returning();
  if (!after) throw notFound('Section');
  return {
    before: { name: before.name, sorting: before.sorting },
    after: { name: after.name, sorting: after.sorting },
  };
}

const inUse = () =>
  new HttpError(409, 'table_in_use', 'An open order is at this table: complete or move it first', 'table');

/** Removes a section and its tables, unless an open order sits at one of them (409 table_in_use). */
export async function sectionDelete(db: Database, storeId: number, sectionId: number) {
  return db.transaction(async (tx) => {
    const section = await sectionRow(tx, storeId, sectionId);
    const tables = await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.storeId, storeId), eq(diningTables.sectionId, sectionId)));
    const open = await openOrdersByTable(
      tx,
      storeId,
      tables.map((table) => table.id),
    );
    if ([...open.values()].some((n) => n > 0)) throw inUse();
    await tx.delete(diningTables).where(and(eq(diningTables.storeId, storeId), eq(diningTables.sectionId, sectionId)));
    await tx.delete(sections).where(and(eq(sections.storeId, storeId), eq(sections.id, sectionId)));
    return { name: section.name, tables: tables.length };
  });
}

async function nameFree(tx: Tx, storeId: number, sectionId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: diningTables.id })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.storeId, storeId),
        eq(diningTables.sectionId, sectionId),
        sql`lower(${diningTables.name}) = lower(${name})`,
        ...(exceptId ? [ne(diningTables.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (clash) throw new HttpError(409, 'name_taken', 'This section already has a table of that name', 'name');
}

async function tableRow(tx: Database | Tx, storeId: number, tableId: number): Promise<TableRow> {
  const [row] = await tx
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.storeId, storeId), eq(diningTables.id, tableId)));
  if (!row) throw notFound('Table');
  return row;
}

export async function tableCreate(db: Database, storeId: number, input: TableCreateRequest): Promise<DashboardTable> {
  return db.transaction(async (tx) => {
    // The section must be the store's: another store's id answers 404.
    await sectionRow(tx, storeId, input.section_id);
    const name = input.name.trim();
    await nameFree(tx, storeId, input.section_id, name);
    const [row] = await tx
      .insert(diningTables)
      .values({
        storeId,
        sectionId: input.section_id,
        name,
        type: input.type ?? 'square',
        x: String(input.x ?? 0),
        y: String(input.y ?? 0),
      })
      .returning();
    if (!row) throw new Error('table not created');
    return tableToDashboard(row, new Map());
  });
}

export async function tableUpdate(
  db: Database,
  storeId: number,
  tableId: number,
  input: TableUpdateRequest,
): Promise<{ before: DashboardTable; after: DashboardTable }> {
  return db.transaction(async (tx) => {
    const before = await tableRow(tx, storeId, tableId);
    const sectionId = input.section_id ?? before.sectionId;
    if (input.section_id !== undefined) await sectionRow(tx, storeId, input.section_id);
    const name = input.name !== undefined ? input.name.trim() : before.name;
    if (input.name !== undefined || input.section_id !== undefined)
      await nameFree(tx, storeId, sectionId, name, tableId);
    const [after] = await tx
      .update(diningTables)
      .set({
        sectionId,
        name,
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.x !== undefined ? { x: String(input.x) } : {}),
        ...(input.y !== undefined ? { y: String(input.y) } : {}),
      })
      .where(and(eq(diningTables.storeId, storeId), eq(diningTables.id, tableId)))
      .returning();
    if (!after) throw notFound('Table');
    const open = await openOrdersByTable(tx, storeId, [tableId]);
    return { before: tableToDashboard(before, open), after: tableToDashboard(after, open) };
  });
}

export async function tableDelete(db: Database, storeId: number, tableId: number): Promise<DashboardTable> {
  return db.transaction(async (tx) => {
    const row = await tableRow(tx, storeId, tableId);
    const open = await openOrdersByTable(tx, storeId, [tableId]);
    if ((open.get(tableId) ?? 0) > 0) throw inUse();
    await tx.delete(diningTables).where(and(eq(diningTables.storeId, storeId), eq(diningTables.id, tableId)));
    return tableToDashboard(row, open);
  });
}

/** Places several tables at once; all must be the store's, or nothing changes (404). */
export async function tablesPlace(db: Database, storeId: number, placements: TablePlacementsRequest): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(placements.map((placement) => placement.id))];
    const found = await tx
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.storeId, storeId), inArray(diningTables.id, ids)));
    if (found.length !== ids.length) throw notFound('Table');
    for (const placement of placements) {
      await tx
        .update(diningTables)
        .set({ x: String(placement.x), y: String(placement.y) })
        .where(and(eq(diningTables.storeId, storeId), eq(diningTables.id, placement.id)));
    }
    return ids.length;
  });
}
