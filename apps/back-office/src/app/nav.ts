/**
 * The sidebar's entries (issue 16 brief): store areas live under stores/:store/<path>, the others at the top.
 * `label` is a key of the common namespace.
 */
export interface NavEntry {
  id: string;
  label: string;
  /** Under the current store (true) or the account's (false). */
  store: boolean;
  path: string;
  ownerOnly?: boolean;
}

export const NAV: readonly NavEntry[] = [
  { id: 'overview', label: 'nav.overview', store: true, path: 'overview' },
  { id: 'sales', label: 'nav.sales', store: true, path: 'sales' },
  { id: 'reports', label: 'nav.reports', store: true, path: 'reports' },
  { id: 'catalog', label: 'nav.catalog', store: true, path: 'catalog' },
  { id: 'people', label: 'nav.people', store: true, path: 'people' },
  { id: 'devices', label: 'nav.devices', store: true, path: 'devices' },
  { id: 'floor', label: 'nav.floor', store: true, path: 'floor' },
  { id: 'store', label: 'nav.store', store: true, path: 'settings' },
  { id: 'audit', label: 'nav.audit', store: false, path: 'audit' },
  { id: 'managers', label: 'nav.managers', store: false, path: 'managers', ownerOnly: true },
  { id: 'account', label: 'nav.account', store: false, path: 'account' },
];

/** The same screen in another store: /stores/3/catalog/products → /stores/5/catalog (the area, not the record). */
export function pathInStore(pathname: string, storeId: number): string {
  const match = /^\/stores\/\d+\/([^/]+)/.exec(pathname);
  return `/stores/${String(storeId)}/${match?.[1] ?? 'overview'}`;
}
