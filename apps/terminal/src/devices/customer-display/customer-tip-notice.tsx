import { orderFigures } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../../features/checkout/checkout-store.ts';
import { Button } from '../../ui/button.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { customerTipClear, customerTipOf, useCustomerTip } from './customer-tip.ts';
import { SIGNATURE_BOX } from './display-protocol.ts';

/**
 * At checkout, what the customer answered on the display (issue 20 §6): the tip the next payment will carry (domain
 * tipOfPercent on the balance, as the payment computes it), or no tip, the signature, and Ask again (the display asks
 * once more). Nothing while the customer has not answered.
 */
export function CustomerTipNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const order = useCheckout((state) => state.order);
  const context = useCheckout((state) => state.context);
  const completed = useCheckout((state) => state.completed);
  const choice = useCustomerTip((state) => state.choice);
  if (!order || completed || choice?.order !== order.local_id) return null;
  const tip = customerTipOf(order.local_id, orderFigures(order, context).balance);
  return (
    <section
      aria-label={t('customerDisplay.checkout.region')}
      className={`flex flex-wrap items-center gap-3 rounded-control bg-emerald-50 px-3 py-2 text-emerald-950 ${className}`}
    >
      <p role="status" className="min-w-0 flex-1 font-semibold">
        {tip > 0
          ? t('customerDisplay.checkout.tipChosen', { amount: money(tip), percent: choice.percent })
          : t('customerDisplay.checkout.noTip')}
        {choice.signature && <span className="block text-sm font-normal">{t('customerDisplay.checkout.signed')}</span>}
      </p>
      {choice.signature && (
        <svg
          role="img"
          aria-label={t('customerDisplay.tip.signature')}
          viewBox={`0 0 ${String(SIGNATURE_BOX.width)} ${String(SIGNATURE_BOX.height)}`}
          className="h-12 w-30 rounded-control bg-white text-ink max-sm:hidden"
        >
          <path d={choice.signature} fill="none" stroke="currentColor" strokeWidth={12} strokeLinecap="round" />
        </svg>
      )}
      <Button size="sm" onClick={customerTipClear}>
        {t('customerDisplay.checkout.askAgain')}
      </Button>
    </section>
  );
}
