/**
 * Transactions whose answer was lost (time-out or network error after sending), by the device URL and the order:
 * before anything is sent again for that order, the device is asked for the status of this reference and an
 * approval found there is used (issue 8: never charge twice). Kept in memory and in sessionStorage, so a reload of
 * the page during a lost answer still asks first.
 */
const KEY = 'opentill.card.pending';

export interface PendingTransaction {
  reference: string;
  amountCents: number;
}

function read(): Record<string, PendingTransaction> {
  try {
    return JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '{}') as Record<string, PendingTransaction>;
  } catch {
    return {};
  }
}

function write(all: Record<string, PendingTransaction>): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(all));
  } catch {
    // No sessionStorage (a worker or a test in node): the memory copy below still protects this page.
  }
}

const memory = new Map<string, PendingTransaction>();

const keyOf = (device: string, orderKey: string) => `${device}|${orderKey}`;

export function pendingGet(device: string, orderKey: string): PendingTransaction | undefined {
  return memory.get(keyOf(device, orderKey)) ?? read()[keyOf(device, orderKey)];
}

export function pendingSet(device: string, orderKey: string, pending: PendingTransaction): void {
  memory.set(keyOf(device, orderKey), pending);
  write({ ...read(), [keyOf(device, orderKey)]: pending });
}

export function pendingClear(device: string, orderKey: string): void {
  memory.delete(keyOf(device, orderKey));
  const all = read();
  delete all[keyOf(device, orderKey)];
  write(all);
}

/** Tests start clean. */
export function pendingClearAll(): void {
  memory.clear();
  write({});
}
