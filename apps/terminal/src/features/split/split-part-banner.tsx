import { orderFigures, splitEvenNextOf } from '@opentill/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { useCheckout } from '../checkout/checkout-store.ts';

/**
 * Checkout's line for an order split evenly (issue 17 §3): "Part 2 of 3" and its amount, which becomes the tendered
 * amount each time a new part is due, so each part is paid on its own (the parts add up to the cent: domain
 * splitEvenNextOf). Renders nothing for an order that is not split evenly.
 */
export function SplitPartBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const order = useCheckout((state) => state.order);
  const context = useCheckout((state) => state.context);
  const count = order?.split_parts ?? null;
  const next = useMemo(
    () => (order && count !== null && count >= 2 ? splitEvenNextOf(orderFigures(order, context), count) : null),
    [order, context, count],
  );
  const tendered = useRef<string | null>(null);
  useEffect(() => {
    if (!next) return;
    const key = `${order?.local_id ?? ''}:${String(next.part)}:${String(next.amount)}`;
    if (tendered.current === key) return;
    tendered.current = key;
    useCheckout.getState().tender(next.amount);
  }, [next, order?.local_id]);
  if (!next) return null;
  return (
    <p role="status" className={`rounded-control bg-sky-50 px-3 py-2 font-semibold text-sky-900 ${className}`}>
      {t('split.checkoutPart', { part: next.part, count: next.count, amount: money(next.amount) })}
    </p>
  );
}
