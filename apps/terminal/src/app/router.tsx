import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PlaceholderScreen } from '../features/placeholder/placeholder-screen.tsx';
import { guardNavigation } from './guard.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { ROUTES, type RouteName } from './routes.ts';

/** Runs the start-up guard before every navigation (seed 000 §2.2); one loader per named route. */
const guardLoader =
  (name: RouteName) =>
  async ({ request }: LoaderFunctionArgs) => {
    const target = await guardNavigation(name, new URL(request.url).pathname);
    return target ? redirect(target) : null;
  };

/** Screens are code-split by route so the first load stays small. */
const screens: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {
  Auth: () => import('../features/auth/auth-screen.tsx'),
  Synchronize: () => import('../features/synchronize/synchronize-screen.tsx'),
  Pin: () => import('../features/pin/pin-screen.tsx'),
  Shift: () => import('../features/shift/shift-screen.tsx'),
  Tools: () => import('../features/tools/tools-screen.tsx'),
  // The kiosk variants are chosen inside these (seed 001 §2 kiosk editor and checkout).
  Order: () => import('../features/kiosk/order-route.tsx'),
  NewOrderRedirect: () => import('../features/order/new-order-redirect.tsx'),
  OrderCheckout: () => import('../features/kiosk/checkout-route.tsx'),
  OrdersList: () => import('../features/orders/orders-list-screen.tsx'),
  OnlineOrder: () => import('../features/online-orders/online-orders-screen.tsx'),
  SplitBill: () => import('../features/split/split-screen.tsx'),
  Tables: () => import('../features/tables/tables-screen.tsx'),
  TableOrders: () => import('../features/table-orders/table-orders-screen.tsx'),
  TablesMoveOrder: () => import('../features/table-orders/tables-move-order-screen.tsx'),
  Settings: () => import('../features/settings/settings-screen.tsx'),
  Reset: () => import('../features/tools/reset-screen.tsx'),
  KioskHome: () => import('../features/kiosk/kiosk-home-screen.tsx'),
  KioskOrderType: () => import('../features/kiosk/kiosk-order-type-screen.tsx'),
};

function routeFor(name: RouteName): RouteObject {
  const load = screens[name];
  return {
    path: ROUTES[name],
    id: name,
    loader: guardLoader(name),
    ...(load
      ? { lazy: async () => ({ Component: (await load()).default }) }
      : { element: <PlaceholderScreen name={name} /> }),
  };
}

/** Redirect-only routes render nothing; their loader always redirects. */
const Nothing = () => null;

const named = (Object.keys(ROUTES) as RouteName[]).filter((name) => name !== 'Layout');

/**
 * Screens shown without the shell's sidebar and top bar: linking, sync, sign-in, reset and the kiosk entry
 * (seed 000 §2.4: kiosk mode has neither side menu nor top bar).
 */
const CHROMELESS: readonly RouteName[] = [
  'Auth',
  'AuthQuick',
  'Synchronize',
  'Reset',
  'Pin',
  'KioskHome',
  'KioskOrderType',
  'Modals',
  'NewOrderRedirect',
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      // seed 000 §2.1: / redirects to Tables (the guard then picks what this terminal may see).
      { path: ROUTES.Layout, id: 'Layout', loader: () => redirect(ROUTES.Tables), Component: Nothing },
      ...named.filter((name) => CHROMELESS.includes(name)).map(routeFor),
      {
        id: 'Shell',
        lazy: async () => ({ Component: (await import('./shell/app-shell.tsx')).default }),
        children: named.filter((name) => !CHROMELESS.includes(name)).map(routeFor),
      },
      // Any unknown path redirects to the default.
      { path: '*', loader: () => redirect(ROUTES.Layout), Component: Nothing },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
