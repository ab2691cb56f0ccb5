import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useWindowGuard } from '../data/window-guard.ts';

/** seed 000 §2.4 item 4: shown in a second window; one Use Here action; not dismissable by the backdrop. */
export function DuplicateWindowModal() {
  const { t } = useTranslation();
  const status = useWindowGuard((s) => s.status);
  const useHere = useWindowGuard((s) => s.useHere);
  return (
    <ModalOverlay
      isOpen={status === 'secondary'}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t('window.duplicateTitle')}
          </Heading>
          <p>{t('window.duplicateText')}</p>
          <button
            type="button"
            onClick={useHere}
            autoFocus
            className="min-h-11 self-end rounded-lg bg-sky-700 px-5 font-semibold text-white"
          >
            {t('window.useHere')}
          </button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
