import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

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

/** seed 001 §2: the remove-item and cancel-order confirmations (Yes / No). */
export function ConfirmModal({ isOpen, title, message, confirmLabel, onConfirm, onClose }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog role="alertdialog" className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {title ?? t('orderModals.confirm.title')}
          </Heading>
          <p>{message}</p>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              autoFocus
              className="min-h-11 rounded-lg bg-slate-200 px-5 font-semibold text-slate-900"
            >
              {t('orderModals.confirm.no')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="min-h-11 rounded-lg bg-red-700 px-5 font-semibold text-white"
            >
              {confirmLabel ?? t('orderModals.confirm.yes')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
