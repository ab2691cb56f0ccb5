import { useTranslation } from 'react-i18next';
import { BUTTON_PRIMARY, ModalFrame } from '../../ui/modal.tsx';

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
  number: string;
  paid: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={t('kiosk.completedTitle')} size="md">
      <p className="text-center text-4xl font-bold tabular-nums">{t('kiosk.orderNumber', { number })}</p>
      <p className="text-center text-xl">{paid ? t('kiosk.beingPrepared') : t('kiosk.payAtRegisterText')}</p>
      <div className="flex justify-center">
        <button type="button" onClick={onClose} autoFocus className={`${BUTTON_PRIMARY} min-h-14 px-10 text-lg`}>
          {t('kiosk.close')}
        </button>
      </div>
    </ModalFrame>
  );
}
