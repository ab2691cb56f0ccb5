import { type Cents } from '@opentill/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import { Button } from '../../ui/button.tsx';
import { ModalActions, ModalFrame } from '../../ui/modal.tsx';

/** seed 001 §2: sale completed (change due, remaining gift card balance, New Sale, Print Receipt). */
export function SaleCompletedModal({
  isOpen,
  change,
  giftCardBalance,
  onNewSale,
  onPrintReceipt,
}: {
  isOpen: boolean;
  change: Cents;
  giftCardBalance?: Cents | null;
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  symbol?: string;
  onNewSale: () => void;
  onPrintReceipt: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ModalFrame isOpen={isOpen} title={t('checkout.saleCompleted')} dismissable={false}>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-lg">
        <dt>{t('checkout.changeDue')}</dt>
        <dd className="text-right text-2xl font-bold tabular-nums">{format.money(change)}</dd>
        {giftCardBalance !== undefined && giftCardBalance !== null && (
          <>
            <dt>{t('checkout.giftCardBalance')}</dt>
            <dd className="text-right tabular-nums">{format.money(giftCardBalance)}</dd>
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
  onContinue,
  onCancel,
}: {
  figures: { order_amount: Cents; surcharge: Cents; total_charge: Cents } | null;
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  symbol?: string;
  onContinue: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ModalFrame isOpen={figures !== null} title={t('checkout.surchargeTitle')} onClose={onCancel}>
      {figures && (
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-lg">
          <dt>{t('checkout.orderAmount')}</dt>
          <dd className="text-right tabular-nums">{format.money(figures.order_amount)}</dd>
          <dt>{t('checkout.surcharge')}</dt>
          <dd className="text-right tabular-nums">{format.money(figures.surcharge)}</dd>
          <dt className="font-semibold">{t('checkout.totalCharge')}</dt>
          <dd className="text-right font-semibold tabular-nums">{format.money(figures.total_charge)}</dd>
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
