import { centsFormat, centsKeypadPress, centsKeypadValue } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CashMovementKind } from '../../data/repositories/shifts.ts';
import { Keypad } from '../../ui/keypad.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';

const KINDS: { kind: CashMovementKind; label: string }[] = [
  { kind: 'pay_in', label: 'shift.payIn' },
  { kind: 'pay_out', label: 'shift.payOut' },
  { kind: 'drop', label: 'shift.bankDrop' },
];

export interface PayoutPopupProps {
  isOpen: boolean;
  symbol: string;
  onSave: (kind: CashMovementKind, digits: string) => void;
  onClose: () => void;
}

/** seed 000 §2.9 payout popup: pay in, pay out, bank drop; the amount on a cents numpad (seed 000 §5). */
export function PayoutPopup({ isOpen, symbol, onSave, onClose }: PayoutPopupProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CashMovementKind>('pay_out');
  const [digits, setDigits] = useState('');
  const onKey = useCallback((key: string) => setDigits((current) => centsKeypadPress(current, key)), []);
  useDigitKeys(onKey, isOpen);
  const close = () => {
    setDigits('');
    onClose();
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      isDismissable
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/60 p-4"
    >
      <Modal className="w-full max-w-sm rounded-2xl bg-slate-800 p-6 text-white shadow-xl">
        <Dialog className="flex flex-col gap-4 outline-none">
          <Heading slot="title" className="text-xl font-semibold">
            {t('shift.payouts')}
          </Heading>
          <div role="group" aria-label={t('shift.payoutKind')} className="grid grid-cols-3 gap-2">
            {KINDS.map((entry) => (
              <button
                key={entry.kind}
                type="button"
                aria-pressed={kind === entry.kind}
                onClick={() => setKind(entry.kind)}
                className="min-h-11 rounded-lg border border-slate-500 px-2 font-semibold aria-pressed:bg-sky-700"
              >
                {t(entry.label)}
              </button>
            ))}
          </div>
          <output
            aria-label={t('shift.payoutAmount')}
            className="rounded-lg bg-slate-900 px-4 py-3 text-right text-3xl font-bold tabular-nums"
          >
            {centsFormat(centsKeypadValue(digits), symbol)}
          </output>
          <Keypad onKey={onKey} label={t('shift.keypad')} />
          <div className="flex justify-end gap-3">
            <button type="button" onClick={close} className="min-h-11 rounded-lg bg-slate-600 px-4 font-semibold">
              {t('common.cancel')}
            </button>
            <button
              type="button"
              disabled={centsKeypadValue(digits) === 0}
              onClick={() => {
                onSave(kind, digits);
                setDigits('');
              }}
              className="min-h-11 rounded-lg bg-sky-700 px-4 font-semibold disabled:opacity-50"
            >
              {t('common.save')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
