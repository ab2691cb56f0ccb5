import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useUpdate } from './update-store.ts';

/**
 * seed 000 §2.4 item 2: "New version is available for update", the page refreshes after updating and the update
 * may take 2-4 minutes; Update and close buttons; not dismissable by the backdrop.
 */
export function UpdateModal() {
  const { t } = useTranslation();
  const { available, dismissed, apply, dismiss } = useUpdate();
  return (
    <ModalOverlay
      isOpen={available && !dismissed}
      isDismissable={false}
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
        <Dialog className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t('update.title')}
          </Heading>
          <p>{t('update.text')}</p>
          <div className="flex justify-end gap-3">
            <button type="button" onClick={dismiss} className="min-h-11 rounded-lg bg-slate-200 px-4 font-semibold">
              {t('common.close')}
            </button>
            <button
              type="button"
              onClick={() => void apply()}
              className="min-h-11 rounded-lg bg-sky-700 px-4 font-semibold text-white"
            >
              {t('update.update')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
