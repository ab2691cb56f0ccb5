import { useTranslation } from 'react-i18next';
import { NoteForm } from './item-note-modal.tsx';
import { ModalFrame } from '../../../ui/modal.tsx';

export interface HoldOrderModalProps {
  isOpen: boolean;
  onConfirm: (note: string) => void;
  onClose: () => void;
}

/** seed 001 §2 Hold order, with an optional note (stored as the order's description, §4 Hold). */
export function HoldOrderModal({ isOpen, onConfirm, onClose }: HoldOrderModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={isOpen} onClose={onClose} title={t('orderModals.hold.title')}>
      <NoteForm
        initial=""
        label={t('orderModals.hold.note')}
        confirmLabel={t('orderModals.hold.confirm')}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </ModalFrame>
  );
}
