/**
 * What a refund asks of the printers (issue 15 §3): its slip on the receipt printer and the cash drawer when cash went
 * back. One object so tests swap it instead of mocking modules.
 */
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { openCashDrawer } from '../../devices/printing/index.ts';
import { printRefundSlip } from './refund-slip-print.ts';

export interface RefundDevices {
  printSlip(refund: OrderRecord, original: OrderRecord): Promise<{ ok: boolean }>;
  openDrawer(): Promise<{ ok: boolean }>;
}

const real: RefundDevices = {
  printSlip: (refund, original) => printRefundSlip(refund, original),
  openDrawer: () => openCashDrawer(),
};

let current: RefundDevices = real;

export function refundDevices(): RefundDevices {
  return current;
}

/** Replaces some devices (tests); answers the restore function. */
export function refundDevicesSet(devices: Partial<RefundDevices>): () => void {
  current = { ...real, ...devices };
  return () => {
    current = real;
  };
}
