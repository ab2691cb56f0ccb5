import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteForm } from './item-note-modal.tsx';
import { BUTTON_DANGER, BUTTON_PRIMARY, BUTTON_SECONDARY, ModalFrame } from '../../../ui/modal.tsx';

export interface LeaveOrderModalProps {
  isOpen: boolean;
  onCancelOrder: () => void;
  onHoldOrder: (note: string) => void;
  onClose: () => void;
}

/** seed 001 §2 Leaving-order prompt: Cancel the Order or Hold the Order (the hold takes a description). */
export function LeaveOrderModal(props: LeaveOrderModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.leave.title')}>
      <LeaveBody {...props} />
    </ModalFrame>
  );
}

function LeaveBody({ onCancelOrder, onHoldOrder, onClose }: LeaveOrderModalProps) {
  const { t } = useTranslation();
  const [holding, setHolding] = useState(false);
  if (holding)
    return (
      <NoteForm
        initial=""
        label={t('orderModals.hold.note')}
        confirmLabel={t('orderModals.hold.confirm')}
        onConfirm={onHoldOrder}
        onClose={() => setHolding(false)}
      />
    );
  return (
    <>
      <p>{t('orderModals.leave.text')}</p>
      <div className="flex flex-col gap-3">
        <button type="button" onClick={onCancelOrder} className={BUTTON_DANGER}>
          {t('orderModals.leave.cancelOrder')}
        </button>
        <button type="button" onClick={() => setHolding(true)} className={BUTTON_PRIMARY}>
          {t('orderModals.leave.holdOrder')}
        </button>
        <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
          {t('common.close')}
        </button>
      </div>
    </>
  );
}
