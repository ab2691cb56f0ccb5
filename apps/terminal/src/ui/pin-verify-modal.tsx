import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { EmployeeRecord } from '../data/repositories/employees.ts';
import { CodeDisplay, Keypad } from './keypad.tsx';
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
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-xs rounded-2xl bg-slate-800 p-6 text-white shadow-xl">
        <Dialog className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-center text-lg font-semibold">
            {t('orderModals.pin.title')}
          </Heading>
          <PinBody onVerified={onVerified} onClose={onClose} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function PinBody({ onVerified, onClose }: Omit<PinVerifyModalProps, 'isOpen'>) {
  const { t } = useTranslation();
  const { pin, refused, checking, onKey } = useApproverPin(onVerified);
  return (
    <>
      <CodeDisplay value={pin} length={4} masked label={t('pin.progress', { entered: pin.length, total: 4 })} />
      <p role="alert" className="min-h-6 text-center text-red-300">
        {refused ? t('pin.wrong') : ''}
      </p>
      <Keypad onKey={onKey} label={t('pin.keypad')} disabled={checking} />
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 rounded-lg bg-slate-600 px-5 font-semibold text-white"
      >
        {t('common.cancel')}
      </button>
    </>
  );
}
