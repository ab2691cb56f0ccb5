import type { OrderItem } from '@opentill/contracts';
import { cents, quantityText } from '@opentill/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { orderFiguresOf } from '../order/order-figures.ts';
import { useOrderEditor } from '../order/order-store.ts';

/**
 * The kiosk cart (seed 001 §2 kiosk variant), always on screen: the order type, the items (quantity to change,
 * remove) or the empty-cart message, the total, Cancel order and Checkout. A bar across the foot of a portrait
 * screen (its items scroll within a short list), a column at the side of a landscape one. Figures come from the
 * saved order (domain totals).
 */
export function KioskCart({
  order,
  onQuantity,
  onRemove,
  onCancel,
  onCheckout,
}: {
  order: OrderRecord | null;
  onQuantity: (item: OrderItem) => void;
  onRemove: (item: OrderItem) => void;
  onCancel: () => void;
  onCheckout: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const totals = useOrderEditor((state) => state.context?.totals);
  // issue 15 §1: the line amounts and the total are the domain's figures, the same as on the cashier's screens.
  const figures = useMemo(() => (order && totals ? orderFiguresOf(order, totals) : null), [order, totals]);
  const items = order && figures ? figures.lines.map((line) => ({ item: order.items[line.index]!, line })) : [];
  return (
    <section
      aria-label={t('kiosk.cart')}
      className="flex max-h-[45vh] min-h-0 shrink-0 flex-col gap-3 rounded-t-dialog bg-surface p-4 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] landscape:max-h-none landscape:w-[22rem] landscape:rounded-dialog landscape:shadow-md min-[1400px]:landscape:w-[30rem] min-[900px]:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold">{t('kiosk.cart')}</h1>
        {order?.dining_option?.name && (
          <p className="rounded-control bg-sky-100 px-4 py-2 text-xl font-semibold text-sky-900">
            {t('kiosk.orderType', { name: order.dining_option.name })}
          </p>
        )}
      </header>
      {items.length === 0 ? (
        <p className="flex flex-1 items-center justify-center p-4 text-center text-2xl text-ink-muted">
          {t('kiosk.emptyCart')}
        </p>
      ) : (
        <ul
          aria-label={t('kiosk.cart')}
          className="min-h-0 flex-1 divide-y divide-line overflow-y-auto overscroll-contain"
        >
          {items.map(({ item, line }) => (
            <li key={item.local_id} className="flex items-center gap-3 py-2">
              <Button
                aria-label={t('kiosk.quantityOf', { name: item.name, quantity: quantityText(line.quantity) })}
                onClick={() => onQuantity(item)}
                className="min-h-touch-lg! min-w-touch-lg! px-2! text-2xl! tabular-nums"
              >
                {quantityText(line.quantity)}
              </Button>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-xl font-semibold break-words">{item.name}</span>
                {line.modifiers.map((modifier, index) => (
                  <span key={`${modifier.name}-${String(index)}`} className="text-lg text-ink-muted">
                    + {modifier.name}
                  </span>
                ))}
              </span>
              <span className="shrink-0 text-xl font-semibold tabular-nums">{money(line.amount)}</span>
              <Button
                variant="quiet"
                aria-label={t('kiosk.remove', { name: item.name })}
                onClick={() => onRemove(item)}
                className="min-h-touch-lg! min-w-touch-lg! px-0! text-3xl! text-danger!"
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p
        data-layout-primary="kiosk-total"
        className="flex shrink-0 items-center justify-between gap-4 border-t border-line pt-3 text-3xl font-bold"
      >
        <span>{t('kiosk.total')}</span>
        <output aria-label={t('kiosk.total')} className="tabular-nums">
          {money(figures?.total ?? cents(0))}
        </output>
      </p>
      <div className="flex shrink-0 gap-3 landscape:flex-col-reverse">
        <Button size="lg" onClick={onCancel} className="min-h-20! flex-1 text-2xl!">
          {t('kiosk.cancelOrder')}
        </Button>
        <Button
          size="lg"
          variant="success"
          disabled={items.length === 0}
          onClick={onCheckout}
          data-layout-primary="kiosk-checkout"
          className="min-h-20! flex-[2] text-3xl!"
        >
          {t('kiosk.checkout')}
        </Button>
      </div>
    </section>
  );
}
