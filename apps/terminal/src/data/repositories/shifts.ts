import {
  cents,
  centsFromDecimal,
  centsToDecimal,
  endOfDayFigures,
  localIdNext,
  shiftAfterPayment,
  shiftCashMovements,
  shiftIsOpen,
  shiftReportDrawer,
  type Cents,
  type EndOfDayFigures,
  type EndOfDayOrderInput,
  type LocalIdState,
} from '@opentill/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiRequest, HttpError } from '../api.ts';
import { storedTerminal } from '../connection.ts';
import { db, type DbRecord, type OpenTillDb } from '../db.ts';
import { isOnline } from '../network.ts';
import { saveRecords } from '../save.ts';

export interface ShiftRecord extends DbRecord {
  id: number | string;
  local_id: string;
  terminal: number | null;
  opening_amount: number;
  closing_amount?: number | null;
  shift_open_date: string;
  shift_close_date?: string | null;
  open_shift_employee: number | null;
  close_shift_employee?: number | null;
  over_shortage?: number;
  payment_breakdown?: { net_sales: number } | null;
  total_drops?: number;
  total_payouts?: number;
  /** Pay in / pay out / bank drop entries, kept on the device only (the totals are what the shift uploads). */
  cash_movements?: CashMovement[];
  totalTransactions?: number;
  shift_amount?: number;
  total_cashtenders?: number;
  total_cashreturns?: number;
  gift_card_breakdown?: { name: string; sum: number }[] | null;
  /** Server ids of the orders paid in this shift (contracts: ids only). */
  orders?: number[];
  /** Device only: local ids of the orders paid in this shift (an order has no server id until it is uploaded). */
  order_local_ids?: string[];
  payment_types?: { name: string; sum: number }[];
  updated?: boolean;
  archived?: boolean;
}

export type CashMovementKind = 'pay_in' | 'pay_out' | 'drop';
export interface CashMovement {
  kind: CashMovementKind;
  amount: number;
  at: string;
}

let localIds: LocalIdState = { lastMs: 0 };

export async function shiftCurrent(database: OpenTillDb = db()): Promise<ShiftRecord | null> {
  const shifts = (await database.shift.toArray()) as ShiftRecord[];
  return shifts.find((shift) => shiftIsOpen(shift)) ?? null;
}

/** The open shift, live; undefined while loading. */
export function useCurrentShift(): ShiftRecord | null | undefined {
  return useLiveQuery(() => shiftCurrent(), []);
}

/**
 * seed 000 §4 Shift open: starting cash entered. The store's key is `id`; until the server answers with its id a
 * local shift uses its local id (`{terminalId}_{ms}`) as id, so it is never skipped for a missing key.
 */
export async function shiftOpen(
  input: { terminalId: number; employeeId: number | null; opening: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const next = localIdNext(localIds, input.terminalId, input.now.getTime());
  localIds = next.state;
  const shift: ShiftRecord = {
    id: next.id,
    local_id: next.id,
    terminal: input.terminalId,
    opening_amount: centsToDecimal(input.opening),
    shift_open_date: input.now.toISOString(),
    shift_close_date: null,
    open_shift_employee: input.employeeId,
    created_at: input.now.toISOString(),
    updated: true,
  };
  await saveRecords('shift', [shift], database);
  return shift;
}

/**
 * The end-of-day figures of a shift (domain endOfDayFigures, as the server's day summary computes them): the orders it
 * paid, read from this device, and the terminal's payment types for what is cash and what is a gift card.
 */
export async function shiftFigures(shift: ShiftRecord, database: OpenTillDb = db()): Promise<EndOfDayFigures> {
  // The shift's own list of local ids is device-only: a full synchronisation stores the server's copy of the shift
  // without it. Closed orders name their shift (its local id, or its server id once the sync replaced it) and the
  // server's copy lists their server ids, so those find them too.
  const names = new Set<unknown>([shift.id, shift.local_id]);
  const serverIds = new Set<unknown>(shift.orders ?? []);
  const [listed, closed] = await Promise.all([
    database.orders.bulkGet(shift.order_local_ids ?? []),
    database.orders
      .where('status')
      .anyOf([3, 5])
      .filter((order) => names.has(order.shift) || serverIds.has(order.id))
      .toArray(),
  ]);
  const byLocalId = new Map<unknown, DbRecord>();
  for (const order of [...listed, ...closed]) if (order !== undefined) byLocalId.set(order.local_id, order);
  const orders = [...byLocalId.values()];
  const types = storedTerminal<{ payment_types?: { name: string; behavior: number }[] }>()?.payment_types ?? [];
  const behaviors = new Map<string, number>();
  for (const type of types) if (!behaviors.has(type.name)) behaviors.set(type.name, type.behavior);
  return endOfDayFigures(orders as unknown as EndOfDayOrderInput[], (name) => behaviors.get(name));
}

/**
 * seed 000 §4 Shift close: end cash entered, closing employee and date recorded; over/short = counted − expected cash
 * (opening + cash sales − cash returns + pay-ins − pay-outs − drops; docs/decisions.md §40), so a shop taking cards and
 * gift cards is not short every day. The uploaded totals are the figures the Z report prints.
 */
export async function shiftClose(
  shift: ShiftRecord,
  input: { employeeId: number | null; closing: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const figures = await shiftFigures(shift, database);
  const closing = {
    ...shift,
    closing_amount: centsToDecimal(input.closing),
    shift_close_date: input.now.toISOString(),
    close_shift_employee: input.employeeId,
  };
  const drawer = shiftReportDrawer(closing, figures);
  const typed = (list: EndOfDayFigures['sale_payments']) =>
    list.map((entry) => ({ payment_type: entry.payment_type, sum: centsToDecimal(entry.sum) }));
  const sum = (list: EndOfDayFigures['sale_payments']) => cents(list.reduce((total, entry) => total + entry.sum, 0));
  const closed: ShiftRecord = {
    ...closing,
    over_shortage: centsToDecimal(drawer.over_short ?? cents(0)),
    total_cashtenders: centsToDecimal(figures.cash_sales),
    total_cashreturns: centsToDecimal(figures.cash_returns),
    // The wire counter never goes below 0 (contracts); a shift of refunds only prints its negative count.
    totalTransactions: Math.max(0, figures.transactions),
    payment_breakdown: {
      sales: typed(figures.sale_payments),
      refund: typed(figures.refund_payments),
      total_sales: centsToDecimal(sum(figures.sale_payments)),
      total_refund: centsToDecimal(sum(figures.refund_payments)),
      net_sales: centsToDecimal(cents(sum(figures.sale_payments) + sum(figures.refund_payments))),
    } as ShiftRecord['payment_breakdown'],
    gift_card_breakdown: (['Gift Card Paid In', 'Gift Card Paid Out', 'Net'] as const).map((name) => ({ name, sum: centsToDecimal(figures.gift_cards[name]) })),
    updated: true,
  };
  await saveRecords('shift', [closed], database);
  return closed;
}

/**
 * seed 000 §2.9 payout popup: pay in, pay out or bank drop on the open shift. The drop and payout totals follow
 * from the movement list through domain shiftCashMovements (pay-ins count as negative payouts).
 */
export async function shiftCashMovement(
  shift: ShiftRecord,
  input: { kind: CashMovementKind; amount: Cents; now: Date },
  database: OpenTillDb = db(),
): Promise<ShiftRecord> {
  const movements = [...(shift.cash_movements ?? []), { kind: input.kind, amount: centsToDecimal(input.amount), at: input.now.toISOString() }];
  const totals = shiftCashMovements([], movements);
  const next: ShiftRecord = {
    ...shift,
    cash_movements: movements,
    total_drops: centsToDecimal(totals.total_drops),
    total_payouts: centsToDecimal(totals.total_payouts),
    updated: true,
  };
  await saveRecords('shift', [next], database);
  return next;
}

/** A payment as the shift records it (seed 001 §4 "Shift update"). */
export interface ShiftPaymentRecord {
  /** Applied amount, negative for a return. */
  amount: Cents;
  /** The payment type's name (payment_types sums). */
  paymentType: string;
  /** Cash-type (allow change) payments add to total_cashtenders. */
  cash: boolean;
  /** A return transaction subtracts from the transaction count. */
  refund: boolean;
  order: { id?: number | null; local_id: string };
}

/**
 * seed 001 §4 Shift update: a payment adds to the transaction count and the shift amount (a refund subtracts from the
 * count), cash-type payments add to the cash total (domain shiftAfterPayment); the order joins the shift's orders and
 * the amount its payment type's sum; the payment breakdown (read by the over/short at close) follows. Returns null
 * when no shift is open (the caller sends the user to Shift). Call it inside the transaction that saves the order.
 */
export async function shiftRecordPayment(payment: ShiftPaymentRecord, database: OpenTillDb = db()): Promise<ShiftRecord | null> {
  const shift = await shiftCurrent(database);
  if (!shift) return null;
  const localIds = shift.order_local_ids ?? [];
  // A refund subtracts one transaction however many tenders it gives back (docs/decisions.md §40): the second
  // return payment of one refund order finds the order listed already.
  const counted = !(payment.refund && localIds.includes(payment.order.local_id));
  const counters = shiftAfterPayment(
    {
      totalTransactions: (shift.totalTransactions ?? 0) + (counted ? 0 : 1),
      shift_amount: centsFromDecimal(shift.shift_amount ?? 0),
      total_cashtenders: centsFromDecimal(shift.total_cashtenders ?? 0),
      total_cashreturns: centsFromDecimal(shift.total_cashreturns ?? 0),
    },
    { amount: payment.amount, cash: payment.cash, refund: payment.refund },
  );
  const add = (list: { name: string; sum: number }[], name: string) => {
    const found = list.some((entry) => entry.name === name);
    const next = found ? list : [...list, { name, sum: 0 }];
    return next.map((entry) => (entry.name === name ? { name, sum: centsToDecimal(cents(centsFromDecimal(entry.sum) + payment.amount)) } : entry));
  };
  const orderId = payment.order.id;
  const orders = shift.orders ?? [];
  const breakdown = shift.payment_breakdown as { sales?: { payment_type: string; sum: number }[]; refund?: { payment_type: string; sum: number }[] } | null | undefined;
  const asNamed = (list: { payment_type: string; sum: number }[] = []) => list.map((entry) => ({ name: entry.payment_type, sum: entry.sum }));
  const asTyped = (list: { name: string; sum: number }[]) => list.map((entry) => ({ payment_type: entry.name, sum: entry.sum }));
  const negative = payment.amount < 0 || payment.refund;
  const sales = negative ? asNamed(breakdown?.sales) : add(asNamed(breakdown?.sales), payment.paymentType);
  const refund = negative ? add(asNamed(breakdown?.refund), payment.paymentType) : asNamed(breakdown?.refund);
  const total = (list: { sum: number }[]) => cents(list.reduce((sum, entry) => sum + centsFromDecimal(entry.sum), 0));
  const next: ShiftRecord = {
    ...shift,
    // contracts: the count is never below 0 (a shift that only refunds would be refused and archived).
    totalTransactions: Math.max(0, counters.totalTransactions),
    shift_amount: centsToDecimal(counters.shift_amount),
    total_cashtenders: centsToDecimal(counters.total_cashtenders),
    total_cashreturns: centsToDecimal(counters.total_cashreturns),
    orders: typeof orderId === 'number' && !orders.includes(orderId) ? [...orders, orderId] : orders,
    order_local_ids: localIds.includes(payment.order.local_id) ? localIds : [...localIds, payment.order.local_id],
    payment_types: add(shift.payment_types ?? [], payment.paymentType),
    payment_breakdown: {
      sales: asTyped(sales),
      refund: asTyped(refund),
      total_sales: centsToDecimal(total(sales)),
      total_refund: centsToDecimal(total(refund)),
      net_sales: centsToDecimal(cents(total(sales) + total(refund))),
    } as ShiftRecord['payment_breakdown'],
    updated: true,
  };
  await saveRecords('shift', [next], database);
  return next;
}

/** How an upload ended: stored by the server, refused by it (archived, never retried), or to be retried later. */
export type ShiftUploadResult = 'uploaded' | 'archived' | 'retry';

/**
 * Uploads one shift (seed 000 §7 POST /shifts/sync/) and stores the server's copy under its id. Offline nothing is
 * attempted. seed 000 §4: "A shift that fails to upload is marked archived and is not retried" — a refusal (4xx
 * other than 408/429) archives it; network errors, time-outs and 5xx leave it marked updated for a later retry.
 */
export async function shiftUpload(shift: ShiftRecord, database: OpenTillDb = db()): Promise<ShiftUploadResult> {
  if (!isOnline()) return 'retry';
  const { id, updated: _updated, archived: _archived, cash_movements: movements, order_local_ids: orderLocalIds, ...body } = shift;
  try {
    const saved = await apiRequest<ShiftRecord>('/shifts/sync/', { method: 'POST', body: typeof id === 'number' ? { id, ...body } : body });
    await database.transaction('rw', database.shift, async () => {
      if (saved.id !== id) await database.shift.delete(id);
      await saveRecords('shift', [{ ...saved, ...(movements ? { cash_movements: movements } : {}), ...(orderLocalIds ? { order_local_ids: orderLocalIds } : {}), updated: false }], database);
    });
    return 'uploaded';
  } catch (error) {
    console.error('Shift upload failed', error);
    const status = error instanceof HttpError ? error.status : 0;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
      await saveRecords('shift', [{ ...shift, archived: true }], database);
      return 'archived';
    }
    return 'retry';
  }
}

/** Uploads every shift still marked updated and not archived (the shifts part of the sync, issue 5 §6). */
export async function shiftsUploadPending(database: OpenTillDb = db()): Promise<void> {
  const pending = (await database.shift.filter((shift) => shift.updated === true && shift.archived !== true).toArray()) as ShiftRecord[];
  for (const shift of pending) {
    if ((await shiftUpload(shift, database)) === 'retry') return;
  }
}
