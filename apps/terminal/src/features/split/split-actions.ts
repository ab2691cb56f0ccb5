/**
 * Split bill actions (seed 001 §6; issue 17 §3): the split orders are saved in one IndexedDB transaction (the local
 * write first, ARCHITECTURE) and a sync is asked for. An order locked by another terminal is refused as the editor
 * refuses it (seed 000 §6); a split leaves every order it wrote unlocked, as no editor holds them.
 */
import type { Terminal } from '@opentill/contracts';
import {
  orderAccess,
  orderStatusIsFinal,
  splitPlanBySeat,
  splitPlan,
  terminalSetting,
  type Result,
  type SplitRefusal,
  type TotalsContext,
} from '@opentill/domain';
import { useSession } from '../../app/session-store.ts';
import { storedTerminal } from '../../data/connection.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import { orderByRouteId, orderLocalIdNext, ordersSave, type OrderRecord } from '../../data/repositories/orders.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import type { StoredTerminal } from '../order/order-context.ts';
import { orderSplitEvenly, splitOrdersBuild } from './split-build.ts';
import { splitRefusal } from './split-view.ts';

/** Test seam: the clock and the sync request. */
export const splitDeps = {
  now: () => new Date(),
  sync: () => {
    void syncRequest().catch(() => undefined);
  },
};

/** How the lines are divided: by the chosen part of each line, or by seat. */
export type SplitChoice = { kind: 'items'; partOf: ReadonlyMap<string, number> } | { kind: 'seats' };

/** A refusal of the split: the seeds' Restricted Access, or one of the split's own reasons (shown translated). */
export type SplitError = { kind: 'access'; title: string; message: string } | { kind: SplitRefusal | 'missing' };

function terminalNow(): (StoredTerminal & Partial<Pick<Terminal, 'db_settings'>>) | null {
  return storedTerminal<StoredTerminal & Partial<Pick<Terminal, 'db_settings'>>>();
}

/** seed 000 §6: the same refusal as opening the order in the editor (locked elsewhere, a colleague's order). */
async function accessCheck(order: OrderRecord): Promise<Result<true>> {
  const terminal = terminalNow();
  const employeeId = useSession.getState().employeeId;
  const employee = employeeId === null ? null : await employeeById(employeeId);
  return orderAccess({
    order,
    employee: employee ? { id: employee.id, role: employee.role } : null,
    terminalId: terminal?.id ?? '',
    kiosk: false,
    allowAllEmployeeOrders: terminalSetting(terminal?.db_settings, 'allow_all_employee_orders'),
    lockingTerminalName:
      terminal?.store_terminals?.find((other) => String(other.id) === String(order.locked_by))?.name ?? null,
  });
}

async function splittable(routeId: string): Promise<{ order: OrderRecord } | { error: SplitError }> {
  const order = await orderByRouteId(routeId);
  if (!order || orderStatusIsFinal(order.status)) return { error: { kind: 'missing' } };
  const access = await accessCheck(order);
  if (!access.ok) return { error: { kind: 'access', ...access.error } };
  return { order };
}

/**
 * Splits the order by items or by seat into new orders of its table; saves the original and the new orders together
 * and syncs. Answers the saved orders, the original first.
 */
export async function splitApply(
  routeId: string,
  choice: SplitChoice,
  totals: TotalsContext,
): Promise<{ ok: true; orders: OrderRecord[] } | { ok: false; error: SplitError }> {
  const found = await splittable(routeId);
  if ('error' in found) return { ok: false, error: found.error };
  const { order } = found;
  const refusal = splitRefusal(order);
  if (refusal) return { ok: false, error: { kind: refusal } };
  const plan =
    choice.kind === 'seats'
      ? splitPlanBySeat(order.items)
      : splitPlan(order.items, (item) => choice.partOf.get(item.local_id) ?? 0);
  if (plan.parts.length === 0) return { ok: false, error: { kind: 'too-few-items' } };
  const terminal = terminalNow();
  const now = splitDeps.now();
  const terminalId = terminal?.id ?? 0;
  const built = splitOrdersBuild(order, plan, {
    totals,
    terminalId,
    employeeId: useSession.getState().employeeId,
    now,
    localId: () => orderLocalIdNext(terminalId, now),
  });
  const saved = await ordersSave(
    built.map((part) => ({ ...part, locked_by: null })),
    now,
  );
  splitDeps.sync();
  return { ok: true, orders: saved };
}

/** Splits the order evenly into `count` parts: checkout then offers each part as its own payment. */
export async function splitEvenlyApply(
  routeId: string,
  count: number,
): Promise<{ ok: true; order: OrderRecord } | { ok: false; error: SplitError }> {
  const found = await splittable(routeId);
  if ('error' in found) return { ok: false, error: found.error };
  const [saved] = await ordersSave([orderSplitEvenly(found.order, count)], splitDeps.now());
  splitDeps.sync();
  return { ok: true, order: saved! };
}
