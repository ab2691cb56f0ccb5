import { ordersDump } from '../../data/reset.ts';

/** seed 000 §2.10: the export file name. */
export const EXPORT_FILE_NAME = 'terminalOrdersDump.json';

/** Downloads the local orders as terminalOrdersDump.json; throws so the screen can show the seeds' error. */
export async function exportOrders(): Promise<void> {
  const orders = await ordersDump();
  const blob = new Blob([JSON.stringify(orders, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
