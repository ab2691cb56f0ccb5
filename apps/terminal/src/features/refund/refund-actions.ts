/**
 * Refund actions (seed 001 §4 Refund, seed 002 §4–§5, /tmp interfaces): create a refund draft from a completed order,
 * discard it, and process it: every original payment reversed as a return payment through its payment-method module,
 * the original set to refunded (5), both orders and the shift saved in one transaction, then a sync requested. Any
 * failure changes nothing and records no return payment, with one exception that keeps money from moving twice: a
 * return a card or gift card already made when a later one fails stays on the draft (see refundProcess).
 */
import type { Payment, PaymentType } from '@opentill/contracts';
import {
  cents,
  centsFromDecimal,
  centsNegate,
  ORDER_STATUS,
  PAYMENT_BEHAVIOR,
  paymentTypeIsCash,
  storeTaxInclusive,
  taxRoundMode,
  terminalSetting,
  type Cents,
  type TotalsContext,
} from '@opentill/domain';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { db, type OpenTillDb } from '../../data/db.ts';
import {
  orderByRouteId,
  orderLocalIdNext,
  ordersRefundingOrder,
  ordersSave,
  type OrderRecord,
} from '../../data/repositories/orders.ts';
import { shiftCurrent, shiftRecordPayment } from '../../data/repositories/shifts.ts';
import { saveRecords } from '../../data/save.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import { paymentMethodFor, type PaymentMethod } from '../checkout/payment-methods/index.ts';
import {
  itemsAfterRefund,
  orderFullyRefunded,
  refundAllocate,
  refundDraftBuild,
  refundHasReturns,
  refundIsDraft,
  refundOrderChecked,
  refundsProcessed,
  refundVoidMarked,
  refundVoidSteps,
  refundWithTotals,
  returnPayment,
} from './refund-build.ts';

/** The result of refundProcess; the titles and messages are the seeds' English (seed 001 §8), translated on screen. */
export type RefundOutcome =
  | {
      ok: true;
      /** The refund order as processed (its slip prints from it). */
      refund?: OrderRecord;
      /** Some of the money went back in cash: the drawer opens (issue 15 §3). */
      cash?: boolean;
    }
  | { ok: false; title: string; message: string };

/** How a refund is made (issue 15 §3): the tender the cashier chose; null or absent, the original payments. */
export interface RefundOptions {
  tender?: string | null;
}

/** seed 001 §8 / seed 002 §8 refund errors. */
export const REFUND_ERRORS = {
  typeMissing: { title: 'Payment type is not found', message: 'Payment type is not available at current terminal' },
  other: { title: 'Can not refund, contact administrator', message: '' },
} as const;

interface TerminalConfig {
  id?: number;
  payment_types?: PaymentType[];
  db_settings?: { name: string; value: string }[];
}

/** What the actions read from the device; tests replace parts of it. */
export interface RefundDeps {
  database?: OpenTillDb;
  terminal?: TerminalConfig | null;
  employeeId?: number | null;
  methodFor?: (behavior: number) => PaymentMethod | null;
  sync?: () => void;
}

function depsResolved(deps: RefundDeps) {
  return {
    database: deps.database ?? db(),
    terminal: deps.terminal === undefined ? storedTerminal<TerminalConfig>() : deps.terminal,
    employeeId: deps.employeeId === undefined ? useSession.getState().employeeId : deps.employeeId,
    methodFor: deps.methodFor ?? paymentMethodFor,
    sync:
      deps.sync ??
      (() => void syncRequest().catch((error: unknown) => console.error('Sync after refund failed', error))),
  };
}

/** The totals context from the store record (tax_option, tax_round) and the terminal's cash_discount setting. */
async function totalsContext(database: OpenTillDb, terminal: TerminalConfig | null): Promise<TotalsContext> {
  const store = await database.store.toCollection().first();
  return {
    taxInclusive: storeTaxInclusive(store?.tax_option),
    taxRound: taxRoundMode(store?.tax_round),
    cashDiscountEnabled: terminalSetting(terminal?.db_settings, 'cash_discount') === 'true',
  };
}

/**
 * Creates the refund draft of a completed order and stores it on the device only (decided, docs/decisions.md: saved
 * with updated false, so the sync engine never uploads it; refundProcess marks it for upload). The editor opens it at
 * /orders/{localId}?refund=1.
 */
export async function refundDraftCreate(original: OrderRecord, now: Date, deps: RefundDeps = {}): Promise<OrderRecord> {
  const { database, terminal, employeeId } = depsResolved(deps);
  const terminalId = terminal?.id ?? 0;
  const [refunds, shift, totals] = await Promise.all([
    ordersRefundingOrder(original, database),
    shiftCurrent(database),
    totalsContext(database, terminal),
  ]);
  // A draft that already handed money back is finished, not started again: a new draft would return it a second time.
  const unfinished = refunds.find((order) => refundIsDraft(order) && refundHasReturns(order));
  if (unfinished) return unfinished;
  const draft = refundDraftBuild(original, refunds, orderLocalIdNext(terminalId, now), {
    terminalId,
    employeeId,
    shiftId: shift?.id ?? null,
    now,
    totals,
  });
  await saveRecords('orders', [draft], database);
  return draft;
}

/**
 * Removes a refund draft that was not processed; a processed refund order, a draft holding returns already made and
 * any other order are left alone.
 */
export async function refundDraftDiscard(localId: string, deps: RefundDeps = {}): Promise<void> {
  const { database } = depsResolved(deps);
  await database.transaction('rw', database.orders, async () => {
    const order = (await database.orders.get(localId)) as OrderRecord | undefined;
    if (order && refundIsDraft(order) && !refundHasReturns(order) && (order.id === null || order.id === undefined))
      await database.orders.delete(localId);
  });
}

/** One return to make: the original payment (and its place among the order's payments), its share of the refund and the module that reverses it. */
interface PlannedReturn {
  index: number;
  payment: Payment;
  amount: Cents;
  type: PaymentType;
  method: PaymentMethod | null;
}

/**
 * Plans every return before any module is called, so a missing payment type or module fails before money moves
 * (seed 002 §5: "Refund is blocked when the payment type is not found on the terminal").
 */
function returnsPlan(
  payments: readonly Payment[],
  parts: readonly Cents[],
  terminal: TerminalConfig | null,
  methodFor: (behavior: number) => PaymentMethod | null,
): PlannedReturn[] | RefundOutcome {
  const planned: PlannedReturn[] = [];
  for (const [index, payment] of payments.entries()) {
    const amount = parts[index] ?? cents(0);
    if (amount === 0) continue;
    const type = terminal?.payment_types?.find((candidate) => candidate.name === payment.payment_type);
    if (!type) return { ok: false, ...REFUND_ERRORS.typeMissing };
    const method = methodFor(type.behavior);
    // Cash and direct charge hand the money back with nothing to call; every other behaviour needs its module.
    const local = type.behavior === PAYMENT_BEHAVIOR.ALLOW_CHANGE || type.behavior === PAYMENT_BEHAVIOR.DIRECT_CHARGE;
    if (!method && !local) return { ok: false, ...REFUND_ERRORS.other };
    planned.push({ index, payment, amount, type, method });
  }
  return planned;
}

/** A return's id follows from its draft and the original payment it reverses, so a later attempt finds it. */
const returnLocalId = (draftLocalId: string, paymentIndex: number) => `${draftLocalId}-r${String(paymentIndex + 1)}`;

/**
 * Processes a refund draft (seed 001 §4 Refund): reverses the original payments as return payments of negative amount
 * (a partial refund split over them by refundAllocate), completes the refund order as status 5 with close_date, sets
 * the original to refunded (5), records each return on the shift, saves all in one transaction, then requests a sync.
 * Any failure answers the seeds' error and leaves every record as it was, but for the money already handed back: when
 * a card or gift card return succeeds and a later one fails, the made return stays on the draft (which may then not be
 * changed, nor discarded), and the next attempt skips it and calls only the modules still to return their part.
 */
export async function refundProcess(
  refundOrder: OrderRecord,
  now: Date,
  deps: RefundDeps = {},
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  const { database, terminal, employeeId, methodFor, sync } = depsResolved(deps);
  const fail = (reason: string, error?: unknown): RefundOutcome => {
    console.error(`Refund refused: ${reason}`, error ?? '');
    return { ok: false, ...REFUND_ERRORS.other };
  };
  try {
    if (!refundIsDraft(refundOrder)) return fail('not a refund draft');
    const original = await orderByRouteId(String(refundOrder.reference_order), database);
    if (!original || (original.status !== ORDER_STATUS.COMPLETED && original.status !== ORDER_STATUS.REFUNDED))
      return fail('original order not found or not completed');
    const [refunds, shift, totals] = await Promise.all([
      ordersRefundingOrder(original, database),
      shiftCurrent(database),
      totalsContext(database, terminal),
    ]);
    if (!shift) return fail('no open shift');
    const earlier = refundsProcessed(refunds).filter((order) => order.local_id !== refundOrder.local_id);
    const checked = refundOrderChecked(refundOrder, original, earlier, totals);
    if (!checked) return fail('a line returns more than is left to refund');
    // A same-day refund of the whole sale voids its card terminal payments: every payment goes back whole (decisions
    // §61 amended); any other refund splits the lines' amount over the payments.
    const voids = refundVoidSteps(
      original,
      earlier,
      checked.items,
      options.tender ?? null,
      terminal?.payment_types ?? [],
      now,
    );
    const amount = centsNegate(centsFromDecimal(checked.total_sum));
    const parts = voids
      ? original.payments.map((_, index) => voids.find((step) => step.index === index)?.amount ?? cents(0))
      : refundAllocate(
          original.payments,
          earlier.flatMap((order) => order.payments),
          amount,
          options.tender ?? null,
        );
    if (!parts) return fail('the original payments do not cover the refund');
    const plan = returnsPlan(original.payments, parts, terminal, methodFor);
    if (!Array.isArray(plan)) return plan;

    const terminalId = terminal?.id ?? 0;
    const context = { employeeId, terminalId, shiftId: shift.id, now };
    const stored = (await database.orders.get(refundOrder.local_id)) as OrderRecord | undefined;
    const madeBefore = new Map((stored?.payments ?? []).map((payment) => [payment.local_id, payment]));
    const returns: Payment[] = [];
    const made: Payment[] = [...madeBefore.values()];
    for (const step of plan) {
      const localId = returnLocalId(refundOrder.local_id, step.index);
      const before = madeBefore.get(localId);
      if (before) {
        if (centsFromDecimal(before.amount) !== centsNegate(step.amount))
          return fail('the refund changed after a return was made');
        returns.push(before);
        continue;
      }
      const voided = voids?.find((candidate) => candidate.index === step.index);
      const result = step.method?.refund
        ? await step.method.refund(step.payment, centsNegate(step.amount), { voidWhole: voided?.voided === true })
        : { ok: true as const };
      if (!result.ok) return { ok: false, title: result.title, message: result.message };
      const back = returnPayment(step.payment, step.amount, localId, context, 'fields' in result ? result.fields : {});
      const payment = voided ? refundVoidMarked(back, voided) : back;
      returns.push(payment);
      if (step.method?.refund) {
        // Kept on the stored draft at once, before the next module is called (money has moved).
        made.push(payment);
        await database.orders.update(refundOrder.local_id, { payments: made });
      }
    }

    const at = now.toISOString();
    // A void gives back the voided tips and the sale's surcharge: the figures are those of the returns made.
    const figured = voids ? refundWithTotals({ ...checked, payments: returns }, original, earlier, totals) : checked;
    if (!figured) return fail('a line returns more than is left to refund');
    const refunded: OrderRecord = {
      ...figured,
      payments: returns,
      balance_remaining: 0,
      status: ORDER_STATUS.REFUNDED,
      close_date: at,
      emp_close: employeeId,
      terminal_id: terminalId,
      related_terminal: terminalId,
      locked_by: null,
      shift: shift.id as OrderRecord['shift'],
    };
    const all = [...earlier, refunded];
    const originalAfter: OrderRecord = {
      ...original,
      items: itemsAfterRefund(original, all),
      status: ORDER_STATUS.REFUNDED,
      isFullyRefund: orderFullyRefunded(original, all),
      locked_by: null,
    };
    await database.transaction('rw', [database.orders, database.shift], async () => {
      await ordersSave([refunded, originalAfter], now, database);
      for (const step of plan) {
        await shiftRecordPayment(
          {
            amount: centsNegate(step.amount),
            paymentType: step.type.name,
            cash: paymentTypeIsCash(step.type),
            refund: true,
            order: { id: null, local_id: refunded.local_id },
          },
          database,
        );
      }
    });
    sync();
    return { ok: true, refund: refunded, cash: plan.some((step) => paymentTypeIsCash(step.type)) };
  } catch (error) {
    return fail('unexpected error', error);
  }
}
