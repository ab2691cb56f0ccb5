import {
  TERMINAL_SETTINGS,
  type DashboardPaymentType,
  type DashboardPrinter,
  type DashboardTerminal,
  type PaymentTypeCreateRequest,
  type PaymentTypeUpdateRequest,
  type PrinterCreateRequest,
  type PrinterUpdateRequest,
  type TerminalCreateRequest,
  type TerminalUpdateRequest,
} from '@opentill/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiTokens, paymentTypes, printers, products, terminals } from '../db/schema.ts';
import { secretSeal } from './secret-box.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { isoOrNull, wireNumeric } from './wire-format.ts';

type TerminalRow = typeof terminals.$inferSelect;
type PaymentTypeRow = typeof paymentTypes.$inferSelect;
type PrinterRow = typeof printers.$inferSelect;

/** Every seed setting at the value the terminal assumes when it is absent: what a new terminal starts with. */
export function defaultTerminalSettings(): { name: string; value: string }[] {
  return TERMINAL_SETTINGS.map((setting) => ({ name: setting.name, value: String(setting.absent) }));
}

function terminalToDashboard(row: TerminalRow, linked: boolean): DashboardTerminal {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode as DashboardTerminal['mode'],
    linked,
    last_seen_at: isoOrNull(row.lastSeenAt),
    outbox_size: row.outboxSize,
    outbox_reported_at: isoOrNull(row.outboxReportedAt),
    db_settings: row.dbSettings,
    printer: row.printer ?? null,
    printer_server_ip: row.printerServerIp,
    scale: row.scale,
    kds_location: row.kdsLocation,
    kds_device: row.kdsDevice,
  };
}

async function linkedTerminalIds(db: Database, storeId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ terminalId: apiTokens.terminalId })
    .from(apiTokens)
    .where(and(eq(apiTokens.storeId, storeId), inArray(apiTokens.terminalId, ids), isNull(apiTokens.revokedAt)));
  return new Set(rows.map((row) => row.terminalId));
}

export async function terminalsList(db: Database, storeId: number): Promise<DashboardTerminal[]> {
  const rows = await db.select().from(terminals).where(eq(terminals.storeId, storeId)).orderBy(asc(terminals.id));
  const linked = await linkedTerminalIds(
    db,
    storeId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => terminalToDashboard(row, linked.has(row.id)));
}

export async function terminalGet(db: Database, storeId: number, terminalId: number): Promise<DashboardTerminal> {
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.storeId, storeId), eq(terminals.id, terminalId)));
  if (!row) throw notFound('Terminal');
  const linked = await linkedTerminalIds(db, storeId, [row.id]);
  return terminalToDashboard(row, linked.has(row.id));
}

/** A new terminal: every setting at its default and one Cash payment type, so it can sell once linked. */
export async function terminalCreate(
  db: Database,
  storeId: number,
  input: TerminalCreateRequest,
): Promise<DashboardTerminal> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(terminals)
      .values({ storeId, name: input.name.trim(), mode: input.mode, dbSettings: defaultTerminalSettings() })
      .returning();
    if (!created) throw new Error('terminal not created');
    await tx.insert(paymentTypes).values({
      storeId,
      terminalId: created.id,
      name: 'Cash',
      behavior: 1,
      isAtPos: true,
      isAtKiosk: false,
      sorting: 1,
    });
    return created;
  });
  return terminalToDashboard(row, false);
}

/** Answers before and after; settings changes are what the terminal refetches as 'settings'. */
export async function terminalUpdate(
  db: Database,
  storeId: number,
  terminalId: number,
  input: TerminalUpdateRequest,
): Promise<{ before: DashboardTerminal; after: DashboardTerminal }> {
  const before = await terminalGet(db, storeId, terminalId);
  const [row] = await db
    .update(terminals)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.mode !== undefined ? { mode: input.mode } : {}),
      ...(input.db_settings !== undefined ? { dbSettings: input.db_settings } : {}),
      ...(input.printer !== undefined ? { printer: input.printer } : {}),
      ...(input.printer_server_ip !== undefined ? { printerServerIp: input.printer_server_ip || null } : {}),
      ...(input.scale !== undefined ? { scale: input.scale || null } : {}),
      ...(input.kds_location !== undefined ? { kdsLocation: input.kds_location || null } : {}),
      ...(input.kds_device !== undefined ? { kdsDevice: input.kds_device || null } : {}),
    })
    .where(and(eq(terminals.storeId, storeId), eq(terminals.id, terminalId)))
    .returning();
  if (!row) throw notFound('Terminal');
  return { before, after: terminalToDashboard(row, before.linked) };
}

/** The terminal's report (POST /api/terminal/status): last seen now, and its outbox size. */
export async function terminalStatusReport(
  db: Database,
  storeId: number,
  terminalId: number,
  outboxSize: number,
  now = new Date(),
): Promise<void> {
  await db
    .update(terminals)
    .set({ lastSeenAt: now, outboxSize, outboxReportedAt: now })
    .where(and(eq(terminals.storeId, storeId), eq(terminals.id, terminalId)));
}

function paymentTypeToDashboard(row: PaymentTypeRow): DashboardPaymentType {
  return {
    id: row.id,
    terminal_id: row.terminalId,
    name: row.name,
    behavior: row.behavior,
    url: row.url,
    surcharge: wireNumeric(row.surcharge) ?? 0,
    is_at_pos: row.isAtPos,
    is_at_kiosk: row.isAtKiosk,
    sorting: row.sorting,
    spin_mode: row.spinMode === 'production' || row.spinMode === 'test' ? row.spinMode : null,
    spin_tpn: row.spinTpn,
    spin_authkey_set: row.spinAuthkeySealed !== null,
  };
}

/** Card B's register fields as columns: the Authkey sealed (services/secret-box.ts), absent fields left alone. */
function spinColumns(input: Pick<PaymentTypeUpdateRequest, 'spin_mode' | 'spin_tpn' | 'spin_authkey'>) {
  return {
    ...(input.spin_mode !== undefined ? { spinMode: input.spin_mode } : {}),
    ...(input.spin_tpn !== undefined ? { spinTpn: input.spin_tpn } : {}),
    ...(input.spin_authkey !== undefined
      ? { spinAuthkeySealed: input.spin_authkey === null ? null : secretSeal(input.spin_authkey) }
      : {}),
  };
}

export async function paymentTypesList(
  db: Database,
  storeId: number,
  terminalId?: number,
): Promise<DashboardPaymentType[]> {
  const rows = await db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.storeId, storeId), ...(terminalId ? [eq(paymentTypes.terminalId, terminalId)] : [])))
    .orderBy(asc(paymentTypes.terminalId), asc(paymentTypes.sorting), asc(paymentTypes.id));
  return rows.map(paymentTypeToDashboard);
}

async function paymentTypeRow(db: Database, storeId: number, typeId: number): Promise<PaymentTypeRow> {
  const [row] = await db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.storeId, storeId), eq(paymentTypes.id, typeId)));
  if (!row) throw notFound('Payment type');
  return row;
}

/** A surcharge percent as the numeric column's text, e.g. 3.5 → '3.500' (a rate, never summed as money). */
const surchargeText = (value: number) => value.toFixed(3);

const needsUrl = (behavior: number) => behavior === 3 || behavior === 5;
const urlMissing = () =>
  new HttpError(400, 'invalid', 'body: url: a card integration needs the card terminal address', 'url');

export async function paymentTypeCreate(
  db: Database,
  storeId: number,
  input: PaymentTypeCreateRequest,
): Promise<DashboardPaymentType> {
  // The terminal must be the store's: another store's id answers 404 like an unknown one.
  await terminalGet(db, storeId, input.terminal_id);
  if (needsUrl(input.behavior) && !input.url) throw urlMissing();
  const [row] = await db
    .insert(paymentTypes)
    .values({
      storeId,
      terminalId: input.terminal_id,
      name: input.name.trim(),
      behavior: input.behavior,
      url: input.url ?? null,
      surcharge: surchargeText(input.surcharge ?? 0),
      isAtPos: input.is_at_pos ?? true,
      isAtKiosk: input.is_at_kiosk ?? false,
      sorting: input.sorting ?? 0,
      ...spinColumns(input),
    })
    .returning();
  if (!row) throw new Error('payment type not created');
  return paymentTypeToDashboard(row);
}

export async function paymentTypeUpdate(
  db: Database,
  storeId: number,
  typeId: number,
  input: PaymentTypeUpdateRequest,
): Promise<{ before: DashboardPaymentType; after: DashboardPaymentType }> {
  const before = await paymentTypeRow(db, storeId, typeId);
  const behavior = input.behavior ?? before.behavior;
  const url = input.url !== undefined ? input.url : before.url;
  if (needsUrl(behavior) && !url) throw urlMissing();
  const [row] = await db
    .update(paymentTypes)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.behavior !== undefined ? { behavior: input.behavior } : {}),
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.surcharge !== undefined ? { surcharge: surchargeText(input.surcharge) } : {}),
      ...(input.is_at_pos !== undefined ? { isAtPos: input.is_at_pos } : {}),
      ...(input.is_at_kiosk !== undefined ? { isAtKiosk: input.is_at_kiosk } : {}),
      ...(input.sorting !== undefined ? { sorting: input.sorting } : {}),
      ...spinColumns(input),
    })
    .where(and(eq(paymentTypes.storeId, storeId), eq(paymentTypes.id, typeId)))
    .returning();
  if (!row) throw notFound('Payment type');
  return { before: paymentTypeToDashboard(before), after: paymentTypeToDashboard(row) };
}

/** Past payments keep the type's name (payments.payment_type is text), so a type can go. */
export async function paymentTypeDelete(db: Database, storeId: number, typeId: number): Promise<DashboardPaymentType> {
  const [row] = await db
    .delete(paymentTypes)
    .where(and(eq(paymentTypes.storeId, storeId), eq(paymentTypes.id, typeId)))
    .returning();
  if (!row) throw notFound('Payment type');
  return paymentTypeToDashboard(row);
}

function printerToDashboard(row: PrinterRow): DashboardPrinter {
  return {
    id: row.id,
    name: row.name,
    ip: row.ip,
    kind: row.kind === 'receipt' ? 'receipt' : 'kitchen',
    is_58mm: row.is58mm,
    print_per_single_item: row.printPerSingleItem,
    design_template: row.designTemplate === 'kitchen_label' ? 'kitchen_label' : '',
    is_kds: row.isKds,
    sorting: row.sorting,
  };
}

export async function printersList(db: Database, storeId: number): Promise<DashboardPrinter[]> {
  const rows = await db
    .select()
    .from(printers)
    .where(eq(printers.storeId, storeId))
    .orderBy(asc(printers.sorting), asc(printers.id));
  return rows.map(printerToDashboard);
}

export async function printerCreate(
  db: Database,
  storeId: number,
  input: PrinterCreateRequest,
): Promise<DashboardPrinter> {
  const [row] = await db
    .insert(printers)
    .values({
      storeId,
      name: input.name.trim(),
      ip: input.ip ?? '',
      kind: input.kind,
      is58mm: input.is_58mm ?? false,
      printPerSingleItem: input.print_per_single_item ?? false,
      designTemplate: input.design_template ?? '',
      isKds: input.is_kds ?? false,
      sorting: input.sorting ?? 0,
    })
    .returning();
  if (!row) throw new Error('printer not created');
  return printerToDashboard(row);
}

export async function printerUpdate(
  db: Database,
  storeId: number,
  printerId: number,
  input: PrinterUpdateRequest,
): Promise<{ before: DashboardPrinter; after: DashboardPrinter }> {
  const [before] = await db
    .select()
    .from(printers)
    .where(and(eq(printers.storeId, storeId), eq(printers.id, printerId)));
  if (!before) throw notFound('Printer');
  const [row] = await db
    .update(printers)
    .set({
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.ip !== undefined ? { ip: input.ip } : {}),
      ...(input.kind !== undefined ? { kind: input.kind } : {}),
      ...(input.is_58mm !== undefined ? { is58mm: input.is_58mm } : {}),
      ...(input.print_per_single_item !== undefined ? { printPerSingleItem: input.print_per_single_item } : {}),
      ...(input.design_template !== undefined ? { designTemplate: input.design_template } : {}),
      ...(input.is_kds !== undefined ? { isKds: input.is_kds } : {}),
      ...(input.sorting !== undefined ? { sorting: input.sorting } : {}),
    })
    .where(and(eq(printers.storeId, storeId), eq(printers.id, printerId)))
    .returning();
  if (!row) throw notFound('Printer');
  return { before: printerToDashboard(before), after: printerToDashboard(row) };
}

/**
 * Removes a printer and takes its id off every product of the store that named it; answers the printer and how many
 * products changed (their catalog changed too).
 */
export async function printerDelete(
  db: Database,
  storeId: number,
  printerId: number,
): Promise<{ printer: DashboardPrinter; products: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(printers)
      .where(and(eq(printers.storeId, storeId), eq(printers.id, printerId)))
      .returning();
    if (!row) throw notFound('Printer');
    const changed = await tx
      .update(products)
      .set({
        printers: sql`(select coalesce(jsonb_agg(kept.value), '[]'::jsonb) from jsonb_array_elements(${products.printers}) as kept(value) where kept.value <> to_jsonb(${printerId}::int))`,
      })
      .where(and(eq(products.storeId, storeId), sql`${products.printers} @> ${JSON.stringify([printerId])}::jsonb`))
      .returning({ id: products.id });
    return { printer: printerToDashboard(row), products: changed.length };
  });
}
