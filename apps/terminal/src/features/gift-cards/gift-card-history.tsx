import { centsFromDecimal } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import type { GiftCardPayment } from '../../data/repositories/gift-cards.ts';
import { Button } from '../../ui/button.tsx';

/** seed 001 §9 / seed 002 §2: gift card history dates show as DD MMMM yy, hh:mm A (month name in the UI language). */
export function giftCardHistoryDate(date: Date, language: string): string {
  const day = String(date.getDate()).padStart(2, '0');
  let month: string;
  try {
    month = new Intl.DateTimeFormat(language, { month: 'long' }).format(date);
  } catch {
    month = new Intl.DateTimeFormat('en', { month: 'long' }).format(date);
  }
  const year = String(date.getFullYear() % 100).padStart(2, '0');
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${day} ${month} ${year}, ${String(hours).padStart(2, '0')}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

interface GiftCardHistoryProps {
  payments: readonly GiftCardPayment[];
  orderNumbers: Readonly<Record<number, string>>;
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  symbol?: string;
  /** seed 002 §2: clicking a history order opens it in OrdersList. */
  onOpenOrder: (orderId: number, number: string | null) => void;
}

/** seed 002 §2 step 2: the payment history table (order number, date, total, balance), or the no-history message. */
export function GiftCardHistory({ payments, orderNumbers, onOpenOrder }: GiftCardHistoryProps) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  if (payments.length === 0) return <p className="text-ink-muted">{t('giftCards.noHistory')}</p>;
  return (
    <div className="max-h-64 min-w-0 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('giftCards.history')}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="px-1 py-1">
              {t('giftCards.order')}
            </th>
            <th scope="col" className="px-1 py-1">
              {t('giftCards.date')}
            </th>
            <th scope="col" className="px-1 py-1 text-right">
              {t('giftCards.total')}
            </th>
            <th scope="col" className="px-1 py-1 text-right">
              {t('giftCards.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const orderId = payment.order_id;
            const number = orderId === null ? null : (orderNumbers[orderId] ?? null);
            // History kinds (seed 001 §3): 1 credit, 2 debit; a debit shows as a negative total.
            const amount = centsFromDecimal(payment.amount_paid);
            return (
              <tr key={payment.id} className="border-b border-line">
                <td className="px-1 py-1">
                  {orderId === null ? (
                    '—'
                  ) : (
                    <Button
                      variant="quiet"
                      size="sm"
                      onClick={() => onOpenOrder(orderId, number)}
                      className="px-1 whitespace-nowrap underline"
                    >
                      {t('giftCards.orderLabel', { number: number ?? orderId })}
                    </Button>
                  )}
                </td>
                <td className="px-1 py-1">{giftCardHistoryDate(new Date(payment.created_at), i18n.language)}</td>
                <td className="px-1 py-1 text-right tabular-nums">
                  {payment.transaction_type === 2 ? `-${format.money(amount)}` : format.money(amount)}
                </td>
                <td className="px-1 py-1 text-right tabular-nums">
                  {format.money(centsFromDecimal(payment.transaction_balance))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
