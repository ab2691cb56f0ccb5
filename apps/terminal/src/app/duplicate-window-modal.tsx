import { useTranslation } from 'react-i18next';
import { useWindowGuard } from '../data/window-guard.ts';
import { Button } from '../ui/button.tsx';
import { Modal, ModalActions } from '../ui/modal.tsx';

/** seed 000 §2.4 item 4: shown in a second window; one Use Here action; not dismissable by the backdrop. */
export function DuplicateWindowModal() {
  const { t } = useTranslation();
  const status = useWindowGuard((s) => s.status);
  const useHere = useWindowGuard((s) => s.useHere);
  return (
    <Modal isOpen={status === 'secondary'} title={t('window.duplicateTitle')} dismissable={false}>
      <p>{t('window.duplicateText')}</p>
      <ModalActions>
        <Button variant="primary" onClick={useHere} autoFocus>
          {t('window.useHere')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
