import { centsFromDecimal, uncertainOpen } from '@opentill/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedTerminal } from '../../data/connection.ts';
import { Button } from '../../ui/button.tsx';
import { PinVerifyModal } from '../../ui/pin-verify-modal.tsx';
import { useFormat } from '../../ui/use-format.ts';
import { useCheckout } from './checkout-store.ts';
import { paymentMethodFor } from './payment-methods/index.ts';

type Decision = { localId: string; resolution: 'charged' | 'not_charged' };

/** True when the payment type's device can be asked about a reference (card B's Status; card A has none). */
function hasStatusQuery(typeName: string): boolean {
  const type = storedTerminal<{ payment_types?: { name: string; behavior: number }[] }>()?.payment_types?.find(
    (candidate) => candidate.name === typeName,
  );
  return type ? paymentMethodFor(type.behavior)?.status !== undefined : false;
}

/**
 * The order's card payments of unknown outcome (issue 19 §3), each with Check status where the device has a status
 * query and Charged / Not charged for a manager (PIN asked, the decision recorded with the manager on the order),
 * and the partial approval of the last payment. Nothing when there is neither.
 */
export function CheckoutUncertainPanel({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const order = useCheckout((state) => state.order);
  const partial = useCheckout((state) => state.partial);
  const processing = useCheckout((state) => state.processing);
  const check = useCheckout((state) => state.uncertainCheck);
  const decide = useCheckout((state) => state.uncertainDecide);
  const [asking, setAsking] = useState<Decision | null>(null);
  const open = order ? uncertainOpen(order) : [];
  if (open.length === 0 && partial === null) return null;
  return (
    <section aria-label={t('checkout.uncertain.region')} className={`flex flex-col gap-2 ${className}`}>
      {partial !== null && (
        <p role="status" className="rounded-control bg-amber-50 px-3 py-2 font-semibold text-amber-950">
          {t('checkout.partial', { amount: money(partial) })}
        </p>
      )}
      {open.map(({ payment }) => (
        <div
          key={payment.local_id}
          role="group"
          aria-label={t('checkout.uncertain.title')}
          className="flex flex-wrap items-center gap-2 rounded-control bg-red-50 px-3 py-2 text-red-950"
        >
          <p className="min-w-0 flex-1 font-semibold break-words max-sm:basis-full">
            {t('checkout.uncertain.entry', {
              type: payment.payment_type,
              amount: money(centsFromDecimal(payment.amount)),
              reference: payment.reference_id ?? '-',
            })}
          </p>
          {hasStatusQuery(payment.payment_type) && (
            <Button size="sm" disabled={processing} onClick={() => void check(payment.local_id)}>
              {t('checkout.uncertain.check')}
            </Button>
          )}
          <Button
            size="sm"
            disabled={processing}
            onClick={() => setAsking({ localId: payment.local_id, resolution: 'charged' })}
          >
            {t('checkout.uncertain.charged')}
          </Button>
          <Button
            size="sm"
            disabled={processing}
            onClick={() => setAsking({ localId: payment.local_id, resolution: 'not_charged' })}
          >
            {t('checkout.uncertain.notCharged')}
          </Button>
        </div>
      ))}
      <PinVerifyModal
        isOpen={asking !== null}
        onVerified={(manager) => {
          const decision = asking;
          setAsking(null);
          if (decision) void decide(decision.localId, decision.resolution, manager.id);
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
