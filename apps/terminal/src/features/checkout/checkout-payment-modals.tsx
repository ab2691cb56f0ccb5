import { useTranslation } from 'react-i18next';
import { printFailureText } from '../../devices/printing/print-failure.ts';
import { ErrorModal } from '../../ui/error-modal.tsx';
import { ProcessingModal, SurchargeModal } from './checkout-modals.tsx';
import { useCheckout } from './checkout-store.ts';

/**
 * The payment modals of both checkout layouts (seed 001 §2, §5, §8): the surcharge notice, 'Waiting for Card
 * Reader...' and the error popup (Retry on a payment error), all driven by the checkout store.
 */
export function CheckoutPaymentModals({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const state = useCheckout();
  const errorText = (text: string) => (text.startsWith('checkout.') ? t(text) : text);
  // issue 15 §7: a print error names each printer that failed and why, under the seeds' check.
  const failures = (state.error?.failures ?? []).map((failure) => printFailureText(t, failure));
  const message = [errorText(state.error?.message ?? ''), ...failures].join('\n');
  return (
    <>
      <SurchargeModal
        figures={state.surcharge}
        symbol={symbol}
        onContinue={() => void state.surchargeAccept()}
        onCancel={() => void state.surchargeCancel()}
      />
      <ProcessingModal isOpen={state.cardReader} />
      <ErrorModal
        isOpen={state.error !== null}
        title={errorText(state.error?.title ?? '')}
        message={message}
        onClose={state.errorClose}
        {...(state.error?.retry ? { onRetry: () => void state.retry() } : {})}
      />
    </>
  );
}
