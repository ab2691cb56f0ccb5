/**
 * Roles and permissions (seed 000 §6, seed 001 §6, seed 002 §6).
 */
import { fail, ok, type Result } from './result.ts';

/** Role ids (seed 000 §1). */
export const ROLE = { OWNER: 1, MANAGER: 2, CASHIER: 3, EMPLOYEE: 4 } as const;

/** Terminal modes (seed 000 §1). */
export const TERMINAL_MODE = { TABLE_SERVICE: 1, QUICK_SERVICE: 2, KIOSK: 3 } as const;

/** seed 002 §6: the extra PIN prompt's text. */
export const PERMISSION_PROMPT = 'This process requires permission. Please enter pin.';

/** seed 000 §6 / seed 002 §8 restricted access title. */
export const RESTRICTED_ACCESS = 'Restricted Access';

/** Actions that a cashier may only do after a manager or owner PIN (seed 001 §6). */
export type ProtectedAction =
  | 'price_adjust'
  | 'item_discount'
  | 'order_discount'
  | 'void_item'
  | 'remove_item'
  | 'cancel_order'
  | 'quantity_zero'
  | 'quantity_change';

/** What the terminal knows when a protected action is asked for. */
export interface ProtectedActionContext {
  /** The signed-in employee's role, or null when nobody is signed in. */
  readonly role: number | null;
  readonly kiosk: boolean;
  /** A PIN was verified for the next action (applies once, then resets). */
  readonly verified: boolean;
  /** The product allows price_adjust (price adjustments only). */
  readonly productAllowsPriceAdjust?: boolean;
  /** The item is already sent to the kitchen (quantity changes only). */
  readonly sentToKitchen?: boolean;
}

/** The decision: go ahead (using up a verification or not), ask for a PIN, or do nothing. */
export type ProtectedActionDecision =
  | { readonly kind: 'allow'; readonly consumesVerification: boolean }
  | { readonly kind: 'pin' }
  | { readonly kind: 'ignore' };

/**
 * seed 001 §6: a cashier outside kiosk mode enters a PIN for a price adjustment (unless the product
 * allows price_adjust), item or order discount, voiding or removing an item, cancelling an order,
 * quantity to zero or a quantity change of an item already sent to the kitchen. Other roles are
 * pre-verified; a verification applies once; kiosk mode needs none; without a signed-in employee
 * the actions do nothing outside kiosk mode.
 */
export function protectedActionDecision(
  action: ProtectedAction,
  context: ProtectedActionContext,
): ProtectedActionDecision {
  if (context.kiosk) return { kind: 'allow', consumesVerification: false };
  if (context.role === null) return { kind: 'ignore' };
  if (context.role !== ROLE.CASHIER) return { kind: 'allow', consumesVerification: false };
  const free =
    (action === 'price_adjust' && context.productAllowsPriceAdjust === true) ||
    (action === 'quantity_change' && context.sentToKitchen !== true);
  if (free) return { kind: 'allow', consumesVerification: false };
  return context.verified ? { kind: 'allow', consumesVerification: true } : { kind: 'pin' };
}

/** Only a Manager or Owner PIN approves a protected action or opens the shift gate (seed 000 §2.9, §6). */
export function roleCanApprove(role: number): boolean {
  return role === ROLE.OWNER || role === ROLE.MANAGER;
}

/** A terminal setting from db_settings name/value pairs (seed 000 §3); undefined when absent. */
export function terminalSetting(
  settings: readonly { readonly name: string; readonly value: unknown }[] | null | undefined,
  name: string,
): string | undefined {
  const value = settings?.find((setting) => setting.name === name)?.value;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function employeeId(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && 'id' in value) return employeeId(value.id);
  return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
}

/** The facts that decide whether an order may be opened. */
export interface OrderAccessContext {
  readonly order: { readonly emp_open?: unknown; readonly locked_by?: number | string | null };
  readonly employee: { readonly id: number | string; readonly role: number } | null;
  readonly terminalId: number | string;
  readonly kiosk: boolean;
  /** Terminal setting allow_all_employee_orders; restriction applies only when it is 'false'. */
  readonly allowAllEmployeeOrders: string | undefined;
  /** Name of the locking terminal, when known. */
  readonly lockingTerminalName?: string | null;
}

/**
 * May this order be opened (seed 000 §6, seed 002 §6)? Refused when locked by another terminal
 * ("Order is being edited on another terminal: Terminal #{id}", then " {name}" when known, decided),
 * or for a cashier on a non-kiosk terminal opening someone else's order when allow_all_employee_orders
 * is 'false'. Managers and owners are not blocked by the second rule.
 */
export function orderAccess(context: OrderAccessContext): Result<true> {
  const lockedBy = context.order.locked_by;
  if (
    lockedBy !== null &&
    lockedBy !== undefined &&
    lockedBy !== '' &&
    String(lockedBy) !== String(context.terminalId)
  ) {
    const name = context.lockingTerminalName ? ` ${context.lockingTerminalName}` : '';
    return fail(RESTRICTED_ACCESS, `Order is being edited on another terminal: Terminal #${String(lockedBy)}${name}`);
  }
  const employee = context.employee;
  if (
    context.allowAllEmployeeOrders === 'false' &&
    !context.kiosk &&
    employee !== null &&
    employee.role === ROLE.CASHIER &&
    employeeId(context.order.emp_open) !== String(employee.id)
  ) {
    return fail(RESTRICTED_ACCESS, 'Only the user that created the order and or Manager / Owner can access this order');
  }
  return ok(true);
}

/**
 * The shift gate (seed 000 §2.9, §6): a cashier needs a Manager or Owner PIN before shift information
 * when allow_cashier_shift is 'false'.
 */
export function shiftGateNeedsPin(role: number, allowCashierShift: string | undefined): boolean {
  return role === ROLE.CASHIER && allowCashierShift === 'false';
}

/** seed 001 §6: Move and Split are hidden in quick service; Split also needs a table. */
export function orderActionsVisible(
  mode: number,
  hasTable: boolean,
): { readonly move: boolean; readonly split: boolean } {
  const quick = mode === TERMINAL_MODE.QUICK_SERVICE;
  return { move: !quick, split: !quick && hasTable };
}
