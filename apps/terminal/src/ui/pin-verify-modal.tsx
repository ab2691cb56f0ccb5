import { useTranslation } from 'react-i18next';
import type { EmployeeRecord } from '../data/repositories/employees.ts';
import { Button } from './button.tsx';
import { CodeDisplay, Keypad } from './keypad.tsx';
import { Modal } from './modal.tsx';
import { useApproverPin } from './use-approver-pin.ts';

export interface PinVerifyModalProps {
  isOpen: boolean;
  onVerified: (employee: EmployeeRecord) => void;
  onClose: () => void;
}

/**
 * seed 001 §6 / seed 002 §6: the extra PIN prompt before a protected action. Only a Manager or Owner PIN is
 * accepted (domain roleCanApprove); any other is refused with 'Wrong pin, try again' and the entry cleared.
 */
export function PinVerifyModal({ isOpen, onVerified, onClose }: PinVerifyModalProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('orderModals.pin.title')} size="sm">
      <PinBody onVerified={onVerified} onClose={onClose} />
    </Modal>
  );
}

function PinBody({ onVerified, onClose }: Omit<PinVerifyModalProps, 'isOpen'>) {
  const { t } = useTranslation();
  const { pin, refused, checking, onKey } = useApproverPin(onVerified);
  return (
    <div className="flex flex-col gap-4 rounded-panel bg-chrome p-4 text-on-chrome">
      <CodeDisplay
        value={pin}
        length={4}
        masked
        label={t('pin.progress', { entered: pin.length, total: 4, count: 4 })}
      />
      <p role="alert" className="min-h-6 text-center text-red-300">
        {refused ? t('pin.wrong') : ''}
      </p>
      <Keypad onKey={onKey} label={t('pin.keypad')} disabled={checking} />
      <Button variant="chrome" onClick={onClose}>
        {t('common.cancel')}
      </Button>
    </div>
  );
}
