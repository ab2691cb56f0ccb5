import { centsKeypadPress, centsKeypadValue } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../ui/use-format.ts';
import type { CashMovementKind } from '../../data/repositories/shifts.ts';
import { Button } from '../../ui/button.tsx';
import { Keypad } from '../../ui/keypad.tsx';
import { Modal, ModalActions } from '../../ui/modal.tsx';
import { useDigitKeys } from '../../ui/use-digit-keys.ts';

const KINDS: { kind: CashMovementKind; label: string }[] = [
  { kind: 'pay_in', label: 'shift.payIn' },
  { kind: 'pay_out', label: 'shift.payOut' },
  { kind: 'drop', label: 'shift.bankDrop' },
];

export interface PayoutPopupProps {
  isOpen: boolean;
  /** Not read: amounts are formatted by ui/use-format with the store currency. */
  symbol?: string;
  onSave: (kind: CashMovementKind, digits: string) => void;
  onClose: () => void;
}

/** seed 000 §2.9 payout popup: pay in, pay out, bank drop; the amount on a cents numpad (seed 000 §5). */
export function PayoutPopup({ isOpen, onSave, onClose }: PayoutPopupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [kind, setKind] = useState<CashMovementKind>('pay_out');
  const [digits, setDigits] = useState('');
  const onKey = useCallback((key: string) => setDigits((current) => centsKeypadPress(current, key)), []);
  const close = () => {
    setDigits('');
    onClose();
  };
  const save = useCallback(() => {
    if (centsKeypadValue(digits) === 0) return;
    onSave(kind, digits);
    setDigits('');
  }, [digits, kind, onSave]);
  // issue 13 §5: Enter saves the amount typed, as Save does.
  useDigitKeys(onKey, isOpen, save);
  return (
    <Modal isOpen={isOpen} onClose={close} title={t('shift.payouts')}>
      <div role="group" aria-label={t('shift.payoutKind')} className="grid grid-cols-3 gap-2">
        {KINDS.map((entry) => (
          <Button
            key={entry.kind}
            size="sm"
            variant={kind === entry.kind ? 'primary' : 'secondary'}
            aria-pressed={kind === entry.kind}
            onClick={() => setKind(entry.kind)}
            className="min-w-0 px-1 break-words"
          >
            {t(entry.label)}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-3 rounded-panel bg-chrome p-4 text-on-chrome">
        <output
          aria-label={t('shift.payoutAmount')}
          className="rounded-control bg-black/40 px-4 py-2 text-right text-3xl font-bold tabular-nums"
        >
          {format.money(centsKeypadValue(digits))}
        </output>
        <Keypad onKey={onKey} label={t('shift.keypad')} />
      </div>
      <ModalActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="primary" disabled={centsKeypadValue(digits) === 0} onClick={save}>
          {t('common.save')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
