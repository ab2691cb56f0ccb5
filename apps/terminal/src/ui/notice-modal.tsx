import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal, ModalActions } from './modal.tsx';

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
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      role="alertdialog"
      tone={tone === 'error' ? 'error' : 'normal'}
    >
      <p className="break-words whitespace-pre-line">{text}</p>
      <ModalActions>
        {action && (
          <Button variant="primary" onClick={action.onPress}>
            {action.label}
          </Button>
        )}
        <Button variant={action ? 'secondary' : 'primary'} onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
