import { quantityKeypadConfirm, quantityKeypadPress, thousandthsToString, type Thousandths } from '@opentill/domain';
import { useCallback, useState } from 'react';
import type { WeightResult } from '../../../devices/printing/scale-client.ts';
import { Button } from '../../../ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { ExtraKey, KeypadEntryControls, KeypadEntryOutput } from './keypad-entry.tsx';
import { useKeypadKeys } from './keypad-keys.ts';
import { ModalFrame } from '../../../ui/modal.tsx';

export interface QuantityModalProps {
  isOpen: boolean;
  /** The current quantity as text (shown until the first key replaces it). */
  initial?: string;
  /** Kiosk: no dot key (seed 001 §5). */
  kiosk?: boolean;
  onConfirm: (quantity: Thousandths) => void;
  onClose: () => void;
  /** On a terminal with a scale: reads the weight in lb (seed 001 §2 Get Weight); the item is priced by it. */
  getWeight?: () => Promise<WeightResult>;
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

function QuantityBody({ initial = '', kiosk = false, onConfirm, onClose, getWeight }: QuantityModalProps) {
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
      <KeypadEntryOutput label={t('orderModals.quantity.entry')}>
        {text === '' ? <span className="text-slate-500">1</span> : text}
      </KeypadEntryOutput>
      {getWeight && (
        <GetWeight
          getWeight={getWeight}
          onWeight={(weight) => {
            setText(thousandthsToString(weight));
            setFresh(false);
          }}
        />
      )}
      <KeypadEntryControls
        onKey={onKey}
        keypadLabel={t('orderModals.quantity.keypad')}
        extraKeys={
          <>
            {!kiosk && <ExtraKey label={t('orderModals.keys.dot')} text="." onPress={() => onKey('.')} />}
            <ExtraKey label={t('orderModals.keys.minus')} text="−" onPress={() => onKey('-')} />
            <ExtraKey label={t('orderModals.keys.backspace')} text="⌫" onPress={() => onKey('Backspace')} />
          </>
        }
        confirmLabel={t('orderModals.ok')}
        onConfirm={confirm}
        onClose={onClose}
      />
    </>
  );
}

/** The Get Weight button and, under it, the 'Scales error' of the last reading. */
function GetWeight({
  getWeight,
  onWeight,
}: {
  getWeight: () => Promise<WeightResult>;
  onWeight: (weight: Thousandths) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<WeightResult & { ok: false }>();
  const read = async () => {
    setBusy(true);
    setError(undefined);
    const result = await getWeight();
    setBusy(false);
    if (result.ok) onWeight(result.weight);
    else setError(result);
  };
  return (
    <div className="flex flex-col gap-2">
      <Button onClick={() => void read()} busy={busy}>
        {t('scale.getWeight')}
      </Button>
      {error && (
        <p role="alert" className="text-center text-danger">
          <strong>{t('scale.errorTitle')}</strong>: {t(`scale.error.${error.error}`)}
        </p>
      )}
    </div>
  );
}
