import { centsFormat, centsKeypadPress, centsKeypadValue, type Cents } from '@opentill/domain';
import { useCallback, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../data/repositories/currency.ts';
import { Keypad } from '../../../ui/keypad.tsx';
import { useKeypadKeys } from './keypad-keys.ts';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, ModalFrame } from './modal-frame.tsx';
import { ExtraKey } from './quantity-modal.tsx';

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
  const symbol = useCurrencySymbol();
  const [digits, setDigits] = useState('');
  const [taxed, setTaxed] = useState(initialTaxed);
  const onKey = useCallback((key: string) => setDigits((current) => centsKeypadPress(current, key)), []);
  // Nothing typed keeps the current price (decided: the toggle alone may change the tax status).
  const value = digits === '' ? price : centsKeypadValue(digits);
  const confirm = useCallback(() => onConfirm({ price: value, taxed: hasTaxRates ? taxed : initialTaxed }), [onConfirm, value, hasTaxRates, taxed, initialTaxed]);
  useKeypadKeys(onKey, { enabled: true, onEnter: confirm });
  return (
    <>
      <output aria-label={t('orderModals.price.entry')} aria-live="polite" className={`min-h-14 rounded-lg border-2 border-slate-300 px-4 py-2 text-right text-3xl font-bold tabular-nums ${digits === '' ? 'text-slate-400' : ''}`}>
        {centsFormat(value, symbol)}
      </output>
      {hasTaxRates && (
        <Switch isSelected={taxed} onChange={setTaxed} className="group flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
          <span className="flex h-7 w-12 items-center rounded-full bg-slate-300 p-1 transition group-data-[selected]:bg-sky-700 group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-sky-500">
            <span className="h-5 w-5 rounded-full bg-white transition group-data-[selected]:translate-x-5" />
          </span>
          {t('orderModals.price.taxed')}
        </Switch>
      )}
      <div className="rounded-xl bg-slate-800 p-3">
        <Keypad onKey={onKey} label={t('orderModals.price.keypad')} />
        <div className="mt-3 grid grid-cols-3 gap-3">
          <span />
          <span />
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
