import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';

/**
 * seed 001 §2 kiosk sale completed: the order number; with no payments, to pay at the register, otherwise that the
 * order is being prepared; Close. The caller closes it on its own after 10 s (seed 001 §4).
 */
export function KioskCompletedModal({
  isOpen,
  number,
  paid,
  onClose,
}: {
  isOpen: boolean;
  /** The short order number; null for an order that has none (then no number is shown rather than an id). */
  number: string | null;
  paid: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('kiosk.completedTitle')} size="kiosk">
      <div className="flex flex-col items-center gap-6 py-4 text-center">
        {number !== null && (
          <p className="text-6xl font-bold break-all tabular-nums">{t('kiosk.orderNumber', { number })}</p>
        )}
        <p className="text-3xl">{paid ? t('kiosk.beingPrepared') : t('kiosk.payAtRegisterText')}</p>
        <Button size="lg" variant="primary" onClick={onClose} autoFocus className="min-h-20! px-16! text-3xl!">
          {t('kiosk.close')}
        </Button>
      </div>
    </Modal>
  );
}
