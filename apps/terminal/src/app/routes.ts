/**
 * The route table of seed 000 §2.1: name and path. Screens that are not built yet show their route name.
 * Route names are the seeds' identifiers and are used by the guard (domain) and the navigation helpers.
 */
export const ROUTES = {
  Layout: '/',
  Synchronize: '/synchronize',
  Reset: '/reset',
  Shift: '/shift',
  TablesMoveOrder: '/tables/moveorder/:moveorder/from/:tableID',
  Tables: '/tables',
  TableOrders: '/tables/:id',
  /** Split bill of an order of the table (seed 001 §6; issue 17 §3): by items, by seat, evenly. */
  SplitBill: '/tables/:id/split/:order',
  NewOrderRedirect: '/new-redirect',
  Order: '/orders/:id',
  OrderCheckout: '/orders/:id/checkout',
  OrdersList: '/orders',
  OnlineOrder: '/online-orders',
  Pin: '/pin',
  KioskHome: '/kiosk',
  KioskOrderType: '/kiosk/order-type',
  Auth: '/auth',
  AuthQuick: '/quick-auth',
  Tools: '/tools',
  Settings: '/settings',
  Modals: '/modals',
} as const;

export type RouteName = keyof typeof ROUTES;
