import { centsFormat, type Cents } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ModalActions, ModalFrame } from '../../ui/modal.tsx';

/** seed 001 §2: sale completed (change due, remaining gift card balance, New Sale, Print Receipt). */
export function SaleCompletedModal({
  isOpen,
  change,
  giftCardBalance,
  symbol,
  onNewSale,
  onPrintReceipt,
}: {
  isOpen: boolean;
  change: Cents;
  giftCardBalance?: Cents | null;
  symbol: string;
  onNewSale: () => void;
  onPrintReceipt: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={isOpen} title={t('checkout.saleCompleted')} dismissable={false}>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-lg">
        <dt>{t('checkout.changeDue')}</dt>
        <dd className="text-right text-2xl font-bold tabular-nums">{centsFormat(change, symbol)}</dd>
        {giftCardBalance !== undefined && giftCardBalance !== null && (
          <>
            <dt>{t('checkout.giftCardBalance')}</dt>
            <dd className="text-right tabular-nums">{centsFormat(giftCardBalance, symbol)}</dd>
          </>
        )}
      </dl>
      <ModalActions>
        <Button onClick={onPrintReceipt}>{t('checkout.printReceipt')}</Button>
        <Button variant="success" onClick={onNewSale} autoFocus>
          {t('checkout.newSale')}
        </Button>
      </ModalActions>
    </ModalFrame>
  );
}

/** seed 001 §5: the surcharge notice shows order amount, surcharge and total charge; Continue or Cancel. */
export function SurchargeModal({
  figures,
  symbol,
  onContinue,
  onCancel,
}: {
  figures: { order_amount: Cents; surcharge: Cents; total_charge: Cents } | null;
  symbol: string;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={figures !== null} title={t('checkout.surchargeTitle')} onClose={onCancel}>
      {figures && (
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-lg">
          <dt>{t('checkout.orderAmount')}</dt>
          <dd className="text-right tabular-nums">{centsFormat(figures.order_amount, symbol)}</dd>
          <dt>{t('checkout.surcharge')}</dt>
          <dd className="text-right tabular-nums">{centsFormat(figures.surcharge, symbol)}</dd>
          <dt className="font-semibold">{t('checkout.totalCharge')}</dt>
          <dd className="text-right font-semibold tabular-nums">{centsFormat(figures.total_charge, symbol)}</dd>
        </dl>
      )}
      <ModalActions>
        <Button onClick={onCancel}>{t('checkout.cancel')}</Button>
        <Button variant="primary" onClick={onContinue} autoFocus>
          {t('checkout.continue')}
        </Button>
      </ModalActions>
    </ModalFrame>
  );
}

/** seed 001 §2: the processing modal ('Waiting for Card Reader...') while a card terminal answers. */
export function ProcessingModal({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={isOpen} title={t('checkout.waitingCardReader')} dismissable={false}>
      <div
        role="progressbar"
        aria-label={t('checkout.waitingCardReader')}
        className="mx-auto size-10 animate-spin rounded-full border-4 border-line border-t-primary motion-reduce:animate-none"
      />
    </ModalFrame>
  );
}
