/**
 * The refund slip on the receipt printer (issue 15 §3, §5): the layout is the domain's (refundSlipLines, through
 * devices/printing/print-lines.ts); here only the store's facts and the printer are gathered. No printer configured:
 * nothing to print, and the refund is not held up.
 */
import { useSession } from '../../app/session-store.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printingConfig, storeForPrint } from '../../devices/printing/index.ts';
import { printJobRun } from '../../devices/printing/print-job.ts';
import { orderRefundSlipLines } from '../../devices/printing/print-lines.ts';

export async function printRefundSlip(refund: OrderRecord, original: OrderRecord): Promise<{ ok: boolean }> {
  const config = printingConfig();
  const printer = config.receiptPrinter;
  if (!config.helperUrl || !printer) return { ok: true };
  const [store, employee] = await Promise.all([
    storeForPrint(config.settings),
    employeeById(useSession.getState().employeeId ?? -1),
  ]);
  const { currencySymbol, totals, ...header } = store;
  const context = {
    width: printer.width,
    store: header,
    currencySymbol,
    settings: config.settings,
    totals,
    employeeName: employee?.name ?? null,
  };
  const failure = await printJobRun(config.helperUrl, printer, {
    kind: 'print',
    lines: orderRefundSlipLines(refund, original, context),
  });
  return { ok: failure === null };
}
