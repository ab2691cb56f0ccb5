import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal, ModalActions } from './modal.tsx';

export interface ConfirmModalProps {
  isOpen: boolean;
  /** Default 'Confirm'. */
  title?: string;
  /** The question, e.g. 'Are you sure you want to remove this item' (seed 001 §2), already translated. */
  message: string;
  /** Default 'Yes'. */
  confirmLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** seed 001 §2: the remove-item and cancel-order confirmations (Yes / No); No has the focus. */
export function ConfirmModal({ isOpen, title, message, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title ?? t('orderModals.confirm.title')} role="alertdialog">
      <p className="break-words">{message}</p>
      <ModalActions>
        <Button onClick={onClose} autoFocus>
          {t('orderModals.confirm.no')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel ?? t('orderModals.confirm.yes')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
