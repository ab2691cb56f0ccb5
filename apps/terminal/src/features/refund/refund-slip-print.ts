/**
 * The refund slip on the receipt printer (issue 15 §3, §5): the layout is the domain's (refundSlipLines, through
 * devices/printing/print-lines.ts); here only the store's facts and the printer are gathered. No printer configured:
 * nothing to print, and the refund is not held up.
 */
import { storeTaxInclusive, taxRoundMode } from '@opentill/domain';
import { useSession } from '../../app/session-store.ts';
import { db } from '../../data/db.ts';
import { employeeById } from '../../data/repositories/employees.ts';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { printingConfig } from '../../devices/printing/index.ts';
import { printJobRun } from '../../devices/printing/print-job.ts';
import { orderRefundSlipLines } from '../../devices/printing/print-lines.ts';

export async function printRefundSlip(refund: OrderRecord, original: OrderRecord): Promise<{ ok: boolean }> {
  const config = printingConfig();
  const printer = config.receiptPrinter;
  if (!config.helperUrl || !printer) return { ok: true };
  const [store, currency, employee] = await Promise.all([
    db().store.toCollection().first(),
    db().currency.toCollection().first(),
    employeeById(useSession.getState().employeeId ?? -1),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const context = {
    width: printer.width,
    store: {
      name: text(store?.name) ?? '',
      address: text(store?.address),
      address_2: text(store?.address_2),
      phone: text(store?.phone),
      receipt_header_text: text(store?.receipt_header_text),
      receipt_footer_text: text(store?.receipt_footer_text),
      country: text(store?.country),
    },
    currencySymbol: text(currency?.symbol) ?? '$',
    settings: config.settings,
    totals: {
      taxInclusive: storeTaxInclusive(store?.tax_option),
      taxRound: taxRoundMode(store?.tax_round),
      cashDiscountEnabled: config.settings.get('cash_discount') === 'true',
    },
    employeeName: employee?.name ?? null,
  };
  const failure = await printJobRun(config.helperUrl, printer, {
    kind: 'print',
    lines: orderRefundSlipLines(refund, original, context),
  });
  return { ok: failure === null };
}
