/**
 * What checkout asks of the outside world besides IndexedDB: printers, the drawer and the sync engine. One object so
 * tests swap it (checkoutDevicesSet) instead of mocking modules.
 */
import { isOnline } from '../../data/network.ts';
import { syncRequest } from '../../data/sync/engine.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import {
  openCashDrawer,
  printKitchen,
  printReceipt,
  type KitchenPrintOutcome,
  type PrintOutcome,
  type ReceiptExtra,
} from '../../devices/printing/index.ts';

export interface CheckoutDevices {
  printReceipt(order: OrderRecord, extra?: ReceiptExtra): Promise<PrintOutcome>;
  printKitchen(order: OrderRecord, reason?: string): Promise<KitchenPrintOutcome>;
  openCashDrawer(): Promise<PrintOutcome>;
  syncRequest(): void;
  /** The browser is online (gift cards and card integrations need it). */
  online(): boolean;
}

const real: CheckoutDevices = {
  printReceipt,
  printKitchen,
  openCashDrawer,
  syncRequest: () => void syncRequest().catch((error: unknown) => console.error('Sync after checkout failed', error)),
  online: isOnline,
};

let current: CheckoutDevices = real;

export function checkoutDevices(): CheckoutDevices {
  return current;
}

/** Replaces some devices (tests); returns the restore function. */
export function checkoutDevicesSet(devices: Partial<CheckoutDevices>): () => void {
  current = { ...real, ...devices };
  return () => {
    current = real;
  };
}
