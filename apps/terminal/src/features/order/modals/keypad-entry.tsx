import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from '../../../ui/keypad.tsx';
import { Button } from '../../../ui/button.tsx';

/** The entry of a keypad modal (quantity, price, discount): large right-aligned figures, read out as they change. */
export function KeypadEntryOutput({
  label,
  dim = false,
  children,
}: {
  label: string;
  dim?: boolean;
  children: ReactNode;
}) {
  return (
    <output
      aria-label={label}
      aria-live="polite"
      className={`min-h-14 rounded-lg border-2 border-slate-300 px-4 py-2 text-right text-3xl font-bold tabular-nums ${dim ? 'text-slate-500' : ''}`}
    >
      {children}
    </output>
  );
}

export interface KeypadEntryControlsProps {
  onKey: (key: string) => void;
  keypadLabel: string;
  /** The row under the digits; default: backspace in the last column. */
  extraKeys?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The digit keypad with its extra keys, then Cancel and the confirm button, shared by the editor's keypad modals. */
export function KeypadEntryControls({
  onKey,
  keypadLabel,
  extraKeys,
  confirmLabel,
  onConfirm,
  onClose,
}: KeypadEntryControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="rounded-xl bg-slate-800 p-3">
        <Keypad onKey={onKey} label={keypadLabel} />
        <div className="mt-3 grid grid-cols-3 gap-3">
          {extraKeys ?? (
            <>
              <span />
              <span />
              <ExtraKey label={t('orderModals.keys.backspace')} text="⌫" onPress={() => onKey('Backspace')} />
            </>
          )}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button onClick={onConfirm} variant="primary">
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}

/** A key beside the digit keypad, same size and look. */
export function ExtraKey({ label, text, onPress }: { label: string; text: string; onPress: () => void }) {
  return (
    <Button
      variant="chrome"
      aria-label={label}
      onClick={onPress}
      className="min-h-14 min-w-14 rounded-xl px-0 text-2xl"
    >
      {text}
    </Button>
  );
}
