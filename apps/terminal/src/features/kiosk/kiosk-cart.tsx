import type { OrderItem } from '@opentill/contracts';
import { centsFormat, centsFromDecimal, isActive, thousandthsFormat, thousandthsFromDecimal } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '../../data/repositories/orders.ts';
import { orderActiveItems } from '../order/order-build.ts';

const money = (value: number | null | undefined, currency: string) =>
  centsFormat(centsFromDecimal(value ?? 0), currency);
/** Whole quantities show without decimals (the kiosk keypad has no dot, seed 001 §5). */
const quantityText = (item: OrderItem) =>
  thousandthsFormat(thousandthsFromDecimal(item.quantity)).replace(/\.?0+$/, '');

/**
 * The kiosk cart (seed 001 §2 kiosk variant): the order type, the items (quantity to change, remove) or the
 * empty-cart message, and the total. Figures come from the saved order (domain totals).
 */
export function KioskCart({
  order,
  currency,
  onQuantity,
  onRemove,
}: {
  order: OrderRecord | null;
  currency: string;
  onQuantity: (item: OrderItem) => void;
  onRemove: (item: OrderItem) => void;
}) {
  const { t } = useTranslation();
  const items = order ? orderActiveItems(order) : [];
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {order?.dining_option?.name && (
        <p className="rounded-xl bg-sky-100 px-4 py-2 font-semibold text-sky-900">
          {t('kiosk.orderType', { name: order.dining_option.name })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="flex-1 p-6 text-center text-lg text-slate-500">{t('kiosk.emptyCart')}</p>
      ) : (
        <ul aria-label={t('kiosk.cart')} className="min-h-0 flex-1 divide-y divide-slate-200 overflow-y-auto">
          {items.map((item) => (
            <li key={item.local_id} className="flex items-center gap-3 py-2">
              <button
                type="button"
                aria-label={t('kiosk.quantityOf', { name: item.name, quantity: quantityText(item) })}
                onClick={() => onQuantity(item)}
                className="min-h-11 min-w-11 rounded-xl bg-slate-200 px-2 text-lg font-bold tabular-nums"
              >
                {quantityText(item)}
              </button>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">{item.name}</span>
                {item.modifiers
                  .filter((modifier) => isActive(modifier))
                  .map((modifier, index) => (
                    <span key={`${modifier.name}-${String(index)}`} className="text-sm text-slate-600">
                      + {modifier.name}
                    </span>
                  ))}
              </span>
              <span className="font-semibold tabular-nums">{money(item.subtotal ?? item.price, currency)}</span>
              <button
                type="button"
                aria-label={t('kiosk.remove', { name: item.name })}
                onClick={() => onRemove(item)}
                className="min-h-11 min-w-11 rounded-xl bg-red-100 text-xl font-bold text-red-800"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-center justify-between border-t border-slate-200 pt-2 text-xl font-bold">
        <span>{t('kiosk.total')}</span>
        <output aria-label={t('kiosk.total')} className="tabular-nums">
          {money(order?.grand_total ?? 0, currency)}
        </output>
      </p>
    </div>
  );
}
