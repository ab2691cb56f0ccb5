import type { Discount } from '@opentill/contracts';
import {
  centsFromDecimal,
  centsKeypadPress,
  centsKeypadValue,
  centsToString,
  DISCOUNT_FIXED,
  DISCOUNT_PERCENT,
  itemDiscountAmount,
  orderDiscountCheck,
  thousandths,
  type Cents,
  type DiscountEntry,
  type DomainError,
} from '@opentill/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../ui/use-format.ts';
import { seedText } from '../../../ui/error-modal.tsx';
import { KeypadEntryControls, KeypadEntryOutput } from './keypad-entry.tsx';
import { useKeypadKeys } from './keypad-keys.ts';
import { ModalFrame } from '../../../ui/modal.tsx';
import { Button } from '../../../ui/button.tsx';

export interface DiscountModalProps {
  isOpen: boolean;
  target: 'item' | 'order';
  /** The amount the discount applies to: the item line, or the order subtotal without gift card items. */
  base: Cents;
  presets: Discount[];
  onConfirm: (entry: DiscountEntry) => void;
  onClose: () => void;
}

type DiscountType = typeof DISCOUNT_PERCENT | typeof DISCOUNT_FIXED;

/** The entry of a keypad text: digits ÷ 100 as a percent (in thousandths) or as an amount (in cents). */
function entryOf(type: DiscountType, digits: string): DiscountEntry {
  const value = centsKeypadValue(digits);
  // 12.50 % is typed as the digits 1250 (hundredths of a percent): ×10 gives thousandths, integer only.
  return type === DISCOUNT_PERCENT ? { type, percent: thousandths(value * 10) } : { type, amount: value };
}

/** The domain's rule for the target (seed 001 §5): errors come back with the seeds' title and message. */
function entryError(target: DiscountModalProps['target'], base: Cents, entry: DiscountEntry): DomainError | null {
  const result = target === 'item' ? itemDiscountAmount(base, entry) : orderDiscountCheck(base, entry);
  return result.ok ? null : result.error;
}

/**
 * seed 001 §2 Item discount and order discount; §4 percent (1) / currency (2) toggle; §5 discount keypad: digits up
 * to 8, value digits ÷ 100, C resets to 0. A refused entry shows the seeds' error inside the modal, which stays open.
 */
export function DiscountModal(props: DiscountModalProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame
      isOpen={props.isOpen}
      onClose={props.onClose}
      title={t(props.target === 'item' ? 'orderModals.discount.itemTitle' : 'orderModals.discount.orderTitle')}
      size="md"
    >
      <DiscountBody {...props} />
    </ModalFrame>
  );
}

function DiscountBody({ target, base, presets, onConfirm, onClose }: DiscountModalProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const symbol = format.symbol;
  const [type, setType] = useState<DiscountType>(DISCOUNT_PERCENT);
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<DomainError | null>(null);
  const onKey = useCallback((key: string) => {
    setDigits((current) => centsKeypadPress(current, key));
    setError(null);
  }, []);
  const apply = useCallback(
    (entryType: DiscountType, entryDigits: string) => {
      const entry = entryOf(entryType, entryDigits);
      const refused = entryError(target, base, entry);
      if (refused) setError(refused);
      else onConfirm(entry);
    },
    [target, base, onConfirm],
  );
  const confirm = useCallback(() => apply(type, digits), [apply, type, digits]);
  useKeypadKeys(onKey, { enabled: true, onEnter: confirm });
  const value = centsKeypadValue(digits);
  const shown = type === DISCOUNT_PERCENT ? `${centsToString(value)}%` : format.money(value);
  const choose = (next: DiscountType) => {
    setType(next);
    setError(null);
  };
  return (
    <>
      <div role="group" aria-label={t('orderModals.discount.type')} className="grid grid-cols-2 gap-2">
        <TypeButton
          pressed={type === DISCOUNT_PERCENT}
          label={t('orderModals.discount.percent')}
          onPress={() => choose(DISCOUNT_PERCENT)}
        />
        <TypeButton
          pressed={type === DISCOUNT_FIXED}
          label={t('orderModals.discount.amount', { symbol })}
          onPress={() => choose(DISCOUNT_FIXED)}
        />
      </div>
      <KeypadEntryOutput label={t('orderModals.discount.entry')}>{shown}</KeypadEntryOutput>
      {error && (
        <div role="alert" className="rounded-lg border-2 border-red-300 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{seedText(t, error.title)}</p>
          <p>{seedText(t, error.message)}</p>
        </div>
      )}
      {presets.length > 0 && (
        <div role="group" aria-label={t('orderModals.discount.presets')} className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button
              key={preset.id}
              variant="quiet"
              onClick={() => {
                // A preset's value is a decimal percent or amount; as keypad digits it is that value in hundredths.
                const presetDigits = String(Math.abs(centsFromDecimal(preset.value)));
                setType(preset.type);
                setDigits(presetDigits);
                setError(null);
                apply(preset.type, presetDigits);
              }}
              className="border-2 border-primary px-4"
            >
              {preset.name} (
              {preset.type === DISCOUNT_PERCENT
                ? `${centsToString(centsFromDecimal(preset.value))}%`
                : format.money(centsFromDecimal(preset.value))}
              )
            </Button>
          ))}
        </div>
      )}
      <KeypadEntryControls
        onKey={onKey}
        keypadLabel={t('orderModals.discount.keypad')}
        confirmLabel={t('orderModals.discount.apply')}
        onConfirm={confirm}
        onClose={onClose}
      />
    </>
  );
}

function TypeButton({ pressed, label, onPress }: { pressed: boolean; label: string; onPress: () => void }) {
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onPress}>
      {label}
    </Button>
  );
}
