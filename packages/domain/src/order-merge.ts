/**
 * Two devices editing one order offline (issue 17 §4): the server merges their lines by local_id, never dropping a
 * line it was not told was removed, and recomputes the totals from the merged lines.
 */
import { centsFromDecimal, type Decimal } from './money.ts';
import type { OrderInput, OrderItemInput, TaxRoundMode } from './order-input.ts';
import { orderTotals, type TotalsContext } from './order-totals.ts';
import { orderWithTotals } from './order-totals-wire.ts';

interface MergeItem extends OrderItemInput {
  readonly local_id: string;
}

interface MergeOrder<I extends MergeItem> extends OrderInput {
  readonly items: readonly I[];
  readonly removed_items?: readonly string[] | null;
  readonly grand_total?: Decimal | null;
}

/**
 * The lines after an upload: the upload's lines, then the stored lines the upload does not have (another device's),
 * less every line named as removed by either copy (a local id is never reused, so a removed line stays removed). A
 * void is a change of a line (void_status 1), so a voided line is kept like any other. `changed` is false when the
 * result is exactly the upload's lines and removal list.
 */
export function orderLinesMerged<I extends MergeItem>(
  stored: MergeOrder<I>,
  upload: MergeOrder<I>,
): { items: I[]; removed: string[]; changed: boolean } {
  const removed = [...new Set([...(stored.removed_items ?? []), ...(upload.removed_items ?? [])])];
  const gone = new Set(removed);
  const sent = new Set(upload.items.map((item) => item.local_id));
  const kept = upload.items.filter((item) => !gone.has(item.local_id));
  const others = stored.items.filter((item) => !sent.has(item.local_id) && !gone.has(item.local_id));
  const items = [...kept, ...others];
  const changed = items.length !== upload.items.length || removed.length !== (upload.removed_items ?? []).length;
  return { items, removed, changed };
}

/**
 * The uploaded order with the merged lines and every total recomputed by the domain (orderWithTotals), under the
 * cash-discount reading the upload's own totals were made with; null when the merge changes nothing (the upload is
 * stored as sent). The item flag wholeDiscount is left out, as the terminal does (the order carries it).
 */
export function orderMergedWithTotals<I extends MergeItem, O extends MergeOrder<I>>(
  stored: MergeOrder<I>,
  upload: O,
  context: { readonly taxInclusive: boolean; readonly taxRound?: TaxRoundMode },
): (O & { items: I[]; removed_items: string[] }) | null {
  const merged = orderLinesMerged(stored, upload);
  if (!merged.changed) return null;
  const base: TotalsContext = {
    taxInclusive: context.taxInclusive,
    ...(context.taxRound ? { taxRound: context.taxRound } : {}),
  };
  const sentTotal =
    upload.grand_total === null || upload.grand_total === undefined ? null : centsFromDecimal(upload.grand_total);
  const cashDiscountEnabled =
    sentTotal !== null &&
    orderTotals(upload, { ...base, cashDiscountEnabled: true }).grand_total === sentTotal &&
    orderTotals(upload, base).grand_total !== sentTotal;
  const computed = orderWithTotals({ ...upload, items: merged.items }, { ...base, cashDiscountEnabled });
  const items = computed.items.map(({ wholeDiscount: _whole, ...item }) => item as unknown as I);
  return { ...(computed as unknown as O), items, removed_items: merged.removed };
}
