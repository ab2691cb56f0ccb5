import { centsKeypadPress, centsKeypadValue, type Cents } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/use-format.ts';
import { KeypadEntryControls, KeypadEntryOutput } from './keypad-entry.tsx';
import { useKeypadKeys } from './keypad-keys.ts';
import { ModalFrame } from '../../../ui/modal.tsx';

export interface PriceAdjustModalProps {
  isOpen: boolean;
  price: Cents;
  /** The product has tax rates: only then the taxed / not-taxed toggle shows (seed 001 §2). */
  hasTaxRates: boolean;
  taxed: boolean;
  onConfirm: (value: { price: Cents; taxed: boolean }) => void;
  onClose: () => void;
}

/** seed 001 §2 Price adjust; §5 "Price keypad: value is digits divided by 100". */
export function PriceAdjustModal(props: PriceAdjustModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame isOpen={props.isOpen} onClose={props.onClose} title={t('orderModals.price.title')}>
      <PriceBody {...props} />
    </ModalFrame>
  );
}

function PriceBody({ price, hasTaxRates, taxed: initialTaxed, onConfirm, onClose }: PriceAdjustModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [digits, setDigits] = useState('');
  const [taxed, setTaxed] = useState(initialTaxed);
  const onKey = useCallback((key: string) => setDigits((current) => centsKeypadPress(current, key)), []);
  // Nothing typed keeps the current price (decided: the toggle alone may change the tax status).
  const value = digits === '' ? price : centsKeypadValue(digits);
  const confirm = useCallback(
    () => onConfirm({ price: value, taxed: hasTaxRates ? taxed : initialTaxed }),
    [onConfirm, value, hasTaxRates, taxed, initialTaxed],
  );
  useKeypadKeys(onKey, { enabled: true, onEnter: confirm });
  return (
    <>
      <KeypadEntryOutput label={t('orderModals.price.entry')} dim={digits === ''}>
        {format.money(value)}
      </KeypadEntryOutput>
      {hasTaxRates && (
        // A native switch (a button with role="switch"): the whole row is the touch target, named by its text.
        <button
          type="button"
          role="switch"
          aria-checked={taxed}
          onClick={() => setTaxed(!taxed)}
          className="group flex min-h-touch cursor-pointer items-center gap-3 self-start rounded-control pr-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <span
            aria-hidden="true"
            className="flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-500 p-1 transition group-aria-checked:bg-primary"
          >
            <span className="size-5 rounded-full bg-white transition group-aria-checked:translate-x-5" />
          </span>
          {t('orderModals.price.taxed')}
        </button>
      )}
      <KeypadEntryControls
        onKey={onKey}
        keypadLabel={t('orderModals.price.keypad')}
        confirmLabel={t('orderModals.ok')}
        onConfirm={confirm}
        onClose={onClose}
      />
    </>
  );
}
