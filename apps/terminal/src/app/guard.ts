import { routeGuard, type RouteGuardResult, type RouteLocation, type RouteTarget } from '@opentill/domain';
import { create } from 'zustand';
import { apiRequest } from '../data/api.ts';
import { isDemoToken, saveTerminal, storedBaseUrl, storedConnection, storedTerminal } from '../data/connection.ts';
import { idbGet } from '../data/idb-read.ts';
import { isOnline } from '../data/network.ts';
import { ROUTES, type RouteName } from './routes.ts';
import { useSession } from './session-store.ts';

/** Navigation state the guard keeps between navigations (seed 000 §2.2 rules 1, 4 and 11). */
interface NavigationState {
  from: RouteLocation;
  /** Rule 4 sends to Synchronize only once per app start. */
  syncRedirectDone: boolean;
  /** Rule 11: the Tables screen reloads the call order list when this is on. */
  callOrderList: boolean;
}

const START: NavigationState = { from: { name: '', path: '' }, syncRedirectDone: false, callOrderList: false };
export const useNavigationState = create<NavigationState>()(() => ({ ...START }));

export function guardReset(): void {
  useNavigationState.setState({ ...START });
}

/** The path of a guard target; Order carries its id (rule 10 opens a new order: /orders/new). */
export function targetPath(target: RouteTarget): string {
  const name = target.name as RouteName;
  if ((name === 'Order' || name === 'OrderCheckout') && target.params)
    return ROUTES[name].replace(':id', encodeURIComponent(target.params.id));
  return ROUTES[name];
}

/**
 * seed 000 §2.2 rule 6: "If there is no terminal loaded, fetch it." The fetch path is not shown in the seeds; the
 * terminal comes with /config/, so that is asked again (only online and linked; offline the stored one is used).
 */
async function terminalLoaded(): Promise<{ mode: number } | null> {
  const stored = storedTerminal<{ mode: number }>();
  if (stored || !storedBaseUrl() || !isOnline()) return stored;
  try {
    const config = await apiRequest<{ terminal: { mode: number } }>('/config/');
    saveTerminal(config.terminal);
    return config.terminal;
  } catch {
    return null;
  }
}

async function employeeOneLoaded(): Promise<boolean> {
  try {
    // Raw read, not Dexie: the guard runs before every screen (issue 6 bundle budget).
    return (await idbGet('employee', 1)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Runs the domain's route guard (seed 000 §2.2, rules 1–11 in order) for a navigation to `name` at `path`.
 * Answers the path to redirect to, or null to allow.
 */
export async function guardNavigation(name: RouteName, path: string): Promise<string | null> {
  const nav = useNavigationState.getState();
  const to: RouteLocation = { name, path };
  const demo = isDemoToken();
  const hasBaseUrl = storedBaseUrl() !== null;
  // Rules 6 and 7 need IO; they are only reached past rule 5, so the cheap rules decide first.
  const needsTerminal = !['Auth', 'AuthQuick', 'Synchronize', 'Reset', 'NewOrderRedirect'].includes(name);
  const terminal =
    hasBaseUrl || demo ? (needsTerminal ? await terminalLoaded() : storedTerminal<{ mode: number }>()) : null;
  const result: RouteGuardResult = routeGuard(
    {
      demo,
      hasBaseUrl,
      hasConnection: storedConnection() !== null,
      syncRedirectDone: nav.syncRedirectDone,
      terminal,
      hasEmployeeOne: demo ? await employeeOneLoaded() : true,
      unlocked: useSession.getState().unlocked,
    },
    nav.from,
    to,
  );
  if (result.kind === 'redirect') {
    if (result.syncRedirectDone) useNavigationState.setState({ syncRedirectDone: true });
    return targetPath(result.to);
  }
  useNavigationState.setState({
    from: to,
    ...(result.callOrderList === undefined ? {} : { callOrderList: result.callOrderList }),
  });
  return null;
}
