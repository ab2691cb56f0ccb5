import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface NoticeModalProps {
  isOpen: boolean;
  title: string;
  text: string;
  onClose: () => void;
  /** An extra action (e.g. Retry) beside Close. */
  action?: { label: string; onPress: () => void };
  /** 'error': the title in red (seed 001 §8 error popup). */
  tone?: 'notice' | 'error';
}

/** seed 000 §8: the generic popup with a title, an info text and a Close button. */
export function NoticeModal({ isOpen, title, text, onClose, action, tone = 'notice' }: NoticeModalProps) {
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
          <Heading slot="title" className={`text-xl font-semibold ${tone === 'error' ? 'text-red-700' : ''}`}>
            {title}
          </Heading>
          <p>{text}</p>
          <div className="flex justify-end gap-3">
            {action && (
              <button
                type="button"
                onClick={action.onPress}
                className="min-h-11 rounded-lg bg-sky-700 px-5 font-semibold text-white"
              >
                {action.label}
              </button>
            )}
            <button
              type="button"
              onClick={onClose}
              autoFocus
              className="min-h-11 rounded-lg bg-slate-800 px-5 font-semibold text-white"
            >
              {t('common.close')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
