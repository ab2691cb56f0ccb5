import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteForm } from './item-note-modal.tsx';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

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
        <Button onClick={onCancelOrder} variant="danger">
          {t('orderModals.leave.cancelOrder')}
        </Button>
        <Button onClick={() => setHolding(true)} variant="primary">
          {t('orderModals.leave.holdOrder')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </>
  );
}
