import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { Modal, ModalActions } from '../ui/modal.tsx';
import { useUpdate } from './update-store.ts';

/**
 * seed 000 §2.4 item 2: "New version is available for update", the page refreshes after updating and the update
 * may take 2-4 minutes; Update and close buttons; not dismissable by the backdrop.
 */
export function UpdateModal() {
  const { t } = useTranslation();
  const { available, dismissed, apply, dismiss } = useUpdate();
  return (
    <Modal isOpen={available && !dismissed} title={t('update.title')} dismissable={false}>
      <p>{t('update.text')}</p>
      <ModalActions>
        <Button onClick={dismiss}>{t('common.close')}</Button>
        <Button variant="primary" onClick={() => void apply()}>
          {t('update.update')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
