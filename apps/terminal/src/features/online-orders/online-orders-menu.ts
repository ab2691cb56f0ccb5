/**
 * seed 002 §2 reports two readings of when the Online Orders menu item shows (docs/decisions.md §57):
 * 1. the terminal setting online_order is not 'false' (absent counts as enabled; seed 000 §3 says the same);
 * 2. the configuration value enableOnlineOrders is 'true' (seed 000 §2.4).
 * Decided: both are honoured. The back office edits online_order (one switch per terminal) and sends no
 * enableOnlineOrders, so the first decides; a stored configuration that does carry enableOnlineOrders must also have
 * it 'true'. Pure and tiny: the shell's sidebar (first load) imports it.
 */
export interface OnlineOrdersMenuConfig {
  db_settings?: readonly { name: string; value: string }[] | null;
  enableOnlineOrders?: unknown;
}

export function onlineOrdersMenuShown(terminal: OnlineOrdersMenuConfig | null | undefined): boolean {
  const setting = terminal?.db_settings?.find((entry) => entry.name === 'online_order')?.value;
  if (setting === 'false') return false;
  const config = terminal?.enableOnlineOrders;
  return config === undefined || config === null || config === true || config === 'true';
}
