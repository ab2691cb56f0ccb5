/**
 * The start-up route guard (seed 000 §2.2, rules 1–11 in order) and the terminal mode switch (§2.3).
 * Fetching the terminal (rule 6) is IO: the caller fetches first and passes what it has.
 */
import { TERMINAL_MODE } from './permissions.ts';

/** A route: its name from the seeds' route table and its resolved path. */
export interface RouteLocation {
  readonly name: string;
  readonly path: string;
}

/** Where a redirect goes: a route name and, for Order, the id. */
export interface RouteTarget {
  readonly name: string;
  readonly params?: { readonly id: string };
}

/** What the guard knows. */
export interface RouteGuardState {
  readonly demo: boolean;
  /** A base URL is stored (localStorage baseUrl). */
  readonly hasBaseUrl: boolean;
  /** A connection is stored (localStorage connection). */
  readonly hasConnection: boolean;
  /** Rule 4 already redirected to Synchronize once. */
  readonly syncRedirectDone: boolean;
  /** The terminal after the caller's fetch attempt, or null. */
  readonly terminal: { readonly mode: number } | null;
  /** An employee with id 1 is loaded (rule 7). */
  readonly hasEmployeeOne: boolean;
  /** The employee is unlocked (PIN entered). */
  readonly unlocked: boolean;
}

/** The guard's answer. */
export type RouteGuardResult =
  | { readonly kind: 'allow'; readonly callOrderList?: boolean }
  | { readonly kind: 'redirect'; readonly to: RouteTarget; readonly syncRedirectDone?: boolean };

const AUTH_ROUTES = ['Auth', 'AuthQuick'];
const ALWAYS_PASS = ['Auth', 'AuthQuick', 'Synchronize', 'Reset', 'NewOrderRedirect'];
const KIOSK_ROUTES = ['KioskHome', 'KioskOrderType', 'Order', 'Tools', 'Synchronize', 'OrderCheckout'];
const QUICK_SERVICE_ROUTES = [
  'Auth',
  'AuthQuick',
  'Synchronize',
  'Pin',
  'OrdersList',
  'Order',
  'OnlineOrder',
  'OrderCheckout',
  'Shift',
  'Tools',
  'Settings',
];
const NEW_ORDER: RouteTarget = { name: 'Order', params: { id: 'new' } };

const redirect = (name: string): RouteGuardResult => ({ kind: 'redirect', to: { name } });

/** seed 000 §2.2: the guard run before each navigation, rules 1 to 11 in order. */
export function routeGuard(state: RouteGuardState, from: RouteLocation, to: RouteLocation): RouteGuardResult {
  // 1. Same path as before.
  if (to.path === from.path) return { kind: 'allow' };
  // 2. Auth and AuthQuick pass, except in demo mode.
  if (!state.demo && AUTH_ROUTES.includes(to.name)) return { kind: 'allow' };
  // 3. Outside demo mode with no stored base URL: Auth.
  if (!state.demo && !state.hasBaseUrl) return redirect('Auth');
  // 4. No stored connection: Synchronize, once.
  if (!state.hasConnection && !state.syncRedirectDone)
    return { kind: 'redirect', to: { name: 'Synchronize' }, syncRedirectDone: true };
  // 5. Always pass.
  if (ALWAYS_PASS.includes(to.name)) return { kind: 'allow' };
  // 6. Still no terminal outside demo mode: Auth.
  if (state.terminal === null && !state.demo) return redirect('Auth');
  // 7. Demo mode without employee 1: Synchronize.
  if (state.demo && !state.hasEmployeeOne) return redirect('Synchronize');
  const mode = state.terminal?.mode;
  const kiosk = mode === TERMINAL_MODE.KIOSK;
  // 8. Kiosk terminals reach only their routes.
  if (kiosk && !KIOSK_ROUTES.includes(to.name)) return redirect('KioskHome');
  // 9. Locked, not kiosk, not Pin or Tools: Pin.
  if (!state.unlocked && !kiosk && to.name !== 'Pin' && to.name !== 'Tools') return redirect('Pin');
  // 10. Quick service reaches only its routes; anything else opens a new order.
  if (mode === TERMINAL_MODE.QUICK_SERVICE && !QUICK_SERVICE_ROUTES.includes(to.name))
    return { kind: 'redirect', to: NEW_ORDER };
  // 11. Entering Tables turns on the call order list, unless coming from Order or OrderCheckout.
  if (to.name === 'Tables') {
    const fromOrder = from.name === 'Order' || from.name === 'OrderCheckout';
    return { kind: 'allow', callOrderList: !fromOrder && mode !== TERMINAL_MODE.QUICK_SERVICE };
  }
  return { kind: 'allow' };
}

/** seed 000 §2.3: mode 1 goes to Tables, mode 2 to a new Order, any other mode to KioskHome. */
export function terminalModeHome(mode: number): RouteTarget {
  if (mode === TERMINAL_MODE.TABLE_SERVICE) return { name: 'Tables' };
  if (mode === TERMINAL_MODE.QUICK_SERVICE) return NEW_ORDER;
  return { name: 'KioskHome' };
}

/**
 * seed 000 §4 after a PIN unlock: Shift when no shift is open (except kiosk); otherwise Tables for
 * table service and a new Order for the others.
 */
export function routeAfterUnlock(mode: number, shiftOpen: boolean): RouteTarget {
  if (!shiftOpen && mode !== TERMINAL_MODE.KIOSK) return { name: 'Shift' };
  return mode === TERMINAL_MODE.TABLE_SERVICE ? { name: 'Tables' } : NEW_ORDER;
}
