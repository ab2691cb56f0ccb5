import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Keypad } from '../../../ui/keypad.tsx';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from '../../../ui/modal.tsx';

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
      className={`min-h-14 rounded-lg border-2 border-slate-300 px-4 py-2 text-right text-3xl font-bold tabular-nums ${dim ? 'text-slate-400' : ''}`}
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
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onClose} className={BUTTON_SECONDARY}>
          {t('common.cancel')}
        </button>
        <button type="button" onClick={onConfirm} className={BUTTON_PRIMARY}>
          {confirmLabel}
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
