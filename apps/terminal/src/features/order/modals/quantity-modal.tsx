import { quantityKeypadConfirm, quantityKeypadPress, type Thousandths } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from '../../../ui/keypad.tsx';
import { useKeypadKeys } from './keypad-keys.ts';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, ModalFrame } from './modal-frame.tsx';

export interface QuantityModalProps {
  isOpen: boolean;
  /** The current quantity as text (shown until the first key replaces it). */
  initial?: string;
  /** Kiosk: no dot key (seed 001 §5). */
  kiosk?: boolean;
  onConfirm: (quantity: Thousandths) => void;
  onClose: () => void;
}

/** seed 001 §2 Quantity: numeric keypad with dot and minus keys. */
export function QuantityModal(props: QuantityModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.quantity.title')}>
      <QuantityBody {...props} />
    </ModalFrame>
  );
}

function QuantityBody({ initial = '', kiosk = false, onConfirm, onClose }: QuantityModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  // The current quantity is shown first; the first digit replaces it rather than appending to it.
  const [fresh, setFresh] = useState(initial !== '');
  const onKey = useCallback(
    (key: string) => {
      const base = fresh && key !== 'Backspace' && key !== '-' ? '' : text;
      setText(quantityKeypadPress(base, key, { kiosk }));
      setFresh(false);
    },
    [fresh, text, kiosk],
  );
  const confirm = useCallback(() => {
    // seed 001 §5: empty becomes 1, a lone minus -1, a lone dot clears, 0 is not saved.
    const result = quantityKeypadConfirm(text);
    if (result.kind === 'save') onConfirm(result.quantity);
    else if (result.kind === 'clear') setText('');
    else onClose();
  }, [text, onConfirm, onClose]);
  useKeypadKeys(onKey, { enabled: true, extra: kiosk ? ['-'] : ['.', '-'], onEnter: confirm });
  return (
    <>
      <output aria-label={t('orderModals.quantity.entry')} aria-live="polite" className="min-h-14 rounded-lg border-2 border-slate-300 px-4 py-2 text-right text-3xl font-bold tabular-nums">
        {text === '' ? <span className="text-slate-400">1</span> : text}
      </output>
      <div className="rounded-xl bg-slate-800 p-3">
        <Keypad onKey={onKey} label={t('orderModals.quantity.keypad')} />
        <div className="mt-3 grid grid-cols-3 gap-3">
          {!kiosk && <ExtraKey label={t('orderModals.keys.dot')} text="." onPress={() => onKey('.')} />}
          <ExtraKey label={t('orderModals.keys.minus')} text="−" onPress={() => onKey('-')} />
          <ExtraKey label={t('orderModals.keys.backspace')} text="⌫" onPress={() => onKey('Backspace')} />
        </div>
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
          {t('common.cancel')}
        </button>
        <button type="button" onClick={confirm} className={BUTTON_PRIMARY}>
          {t('orderModals.ok')}
        </button>
      </div>
    </>
  );
}

/** A key beside the digit keypad, same size and look. */
export function ExtraKey({ label, text, onPress }: { label: string; text: string; onPress: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onPress}
      className="min-h-14 min-w-14 rounded-xl bg-slate-700 text-2xl font-semibold text-white hover:bg-slate-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 active:bg-slate-500"
    >
      {text}
    </button>
  );
}
